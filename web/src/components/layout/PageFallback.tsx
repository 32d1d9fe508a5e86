import { Box, CircularProgress } from '@mui/material';

/**
 * Shown while a route's code loads. It is at least a screen tall, so the footer stays below the fold and
 * does not visibly jump when the page arrives (no layout shift counted).
 */
export function PageFallback() {
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
      role="status"
      aria-label="Loading"
    >
      <CircularProgress aria-hidden="true" />
    </Box>
  );
}
