import Box from '@mui/material/Box';
import { AudiencesSection } from './AudiencesSection';
import { BeliefsSection } from './BeliefsSection';
import { HeroSection } from './HeroSection';
import { NotebookSection } from './NotebookSection';
import { PillarsSection } from './PillarsSection';
import { TalkSection } from './TalkSection';
import { ToolsSection } from './ToolsSection';
import { belowFold } from '../../components/ui/below-fold';

export default function HomePage() {
  return (
    <>
      <HeroSection />
      {/* The notebook shows the latest posts and videos, fetched and rendered by the browser. */}
      <Box sx={belowFold}>
        <PillarsSection />
      </Box>
      <Box sx={belowFold}>
        <BeliefsSection />
      </Box>
      <Box sx={belowFold}>
        <ToolsSection />
      </Box>
      <Box sx={belowFold}>
        <NotebookSection />
      </Box>
      <Box sx={belowFold}>
        <AudiencesSection />
        <TalkSection />
      </Box>
    </>
  );
}
