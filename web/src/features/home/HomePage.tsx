import { Seo, useSiteOrigin } from '../../components/seo/Seo';
import { practiceJsonLd } from '../../components/seo/structured-data';
import { AudiencesSection } from './AudiencesSection';
import { BeliefsSection } from './BeliefsSection';
import { HeroSection } from './HeroSection';
import { NotebookSection } from './NotebookSection';
import { PillarsSection } from './PillarsSection';
import { TalkSection } from './TalkSection';
import { ToolsSection } from './ToolsSection';
import { HydrateApart } from '../../components/layout/HydrateApart';

export default function HomePage() {
  const origin = useSiteOrigin();
  return (
    <>
      <Seo
        title="36x Advisory | CA, CFA & CS financial advisory in India"
        description="Tax planning, insurance clarity, investment and retirement planning from a CA, CFA and CS practice in Haryana, serving all of India. Free tools. No cold calls, no spam."
        jsonLd={practiceJsonLd(origin)}
      />
      <HeroSection />
      {/* Below the fold: each part hydrates on its own; estimates measured at 360 and 1280 px. */}
      <HydrateApart estimate={{ phone: 1820, desktop: 840 }}>
        <PillarsSection />
      </HydrateApart>
      <HydrateApart estimate={{ phone: 870, desktop: 480 }}>
        <BeliefsSection />
      </HydrateApart>
      <HydrateApart estimate={{ phone: 1500, desktop: 730 }}>
        <ToolsSection />
      </HydrateApart>
      <HydrateApart estimate={{ phone: 1670, desktop: 960 }}>
        <NotebookSection />
      </HydrateApart>
      <HydrateApart estimate={{ phone: 2390, desktop: 1380 }}>
        <AudiencesSection />
        <TalkSection />
      </HydrateApart>
    </>
  );
}
