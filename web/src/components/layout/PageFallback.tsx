import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { colors } from '../../theme/tokens';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * Shown while a route's code loads. It is at least a screen tall, so the footer stays below the fold and
 * does not visibly jump when the page arrives (no layout shift counted). The spinner is CSS: MUI's
 * CircularProgress would join every page's start-up for it (decision 054).
 */
export function PageFallback() {
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
      role="status"
      aria-label="Loading"
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: `3.6px solid ${colors.teal700}`,
          borderRightColor: 'transparent',
          animation: `${spin} 1s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
        }}
      />
    </Box>
  );
}
