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
import { ServerHtml } from '../../components/layout/ServerHtml';

export default function HomePage() {
  const origin = useSiteOrigin();
  return (
    <>
      <Seo
        title="36x Advisory | CA, CFA & CS financial advisory in India"
        description="Tax planning, insurance clarity, investment and retirement planning from a CA, CFA and CS practice in Haryana, serving all of India. Free tools. No cold calls, no spam."
        jsonLd={practiceJsonLd(origin)}
      />
      {/* Text, pictures and links only: kept as rendered, not hydrated (ServerHtml). */}
      <ServerHtml>
        <HeroSection />
      </ServerHtml>
      {/* Below the fold: each part hydrates on its own (or not at all, staticHtml); estimates measured at 360 and
          1280 px. The notebook shows the latest posts and videos, fetched and rendered by the browser. */}
      <HydrateApart estimate={{ phone: 1820, desktop: 840 }} staticHtml>
        <PillarsSection />
      </HydrateApart>
      <HydrateApart estimate={{ phone: 870, desktop: 480 }} staticHtml>
        <BeliefsSection />
      </HydrateApart>
      <HydrateApart estimate={{ phone: 1500, desktop: 730 }} staticHtml>
        <ToolsSection />
      </HydrateApart>
      <HydrateApart estimate={{ phone: 1790, desktop: 960 }}>
        <NotebookSection />
      </HydrateApart>
      <HydrateApart estimate={{ phone: 2390, desktop: 1380 }} staticHtml>
        <AudiencesSection />
        <TalkSection />
      </HydrateApart>
    </>
  );
}
