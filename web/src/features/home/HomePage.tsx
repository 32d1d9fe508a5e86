import { AudiencesSection } from './AudiencesSection';
import { BeliefsSection } from './BeliefsSection';
import { HeroSection } from './HeroSection';
import { NotebookSection } from './NotebookSection';
import { PillarsSection } from './PillarsSection';
import { TalkSection } from './TalkSection';
import { ToolsSection } from './ToolsSection';
import { BelowFold } from '../../components/ui/BelowFold';

export default function HomePage() {
  return (
    <>
      <HeroSection />
      {/* The notebook shows the latest posts and videos, fetched and rendered by the browser. */}
      <BelowFold sections={[PillarsSection, BeliefsSection, ToolsSection, NotebookSection]} />
      {/* The last sections are laid out with the page: a part whose layout is skipped lies in a box of its estimated
          height, and its real content (taller on most widths) would seem to cover the footer's links to any tool
          that measures layout before a reader scrolls there (axe's target-size in Lighthouse). */}
      <AudiencesSection />
      <TalkSection />
    </>
  );
}
