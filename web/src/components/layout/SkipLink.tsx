import { Box } from '@mui/material';
import { colors } from '../../theme/tokens';

export const MAIN_CONTENT_ID = 'main-content';

/** "Skip to main content": the first thing a keyboard user reaches; visible only when focused. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      // A fixed element prints on every page: the calculators' print stylesheet hides it (PrintStyles.tsx).
      data-print="hide"
      onClick={(e) => {
        // Move focus without touching the URL (a #hash would be taken as an in-page anchor by the router).
        e.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        backgroundColor: colors.teal900,
        color: colors.paper,
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to main content
    </Box>
  );
}
