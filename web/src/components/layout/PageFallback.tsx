import { Box, CircularProgress } from '@mui/material';

/** Shown while a route's code loads; reserves height so the footer does not jump. */
export function PageFallback() {
  return (
    <Box sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center' }} role="status" aria-label="Loading">
      <CircularProgress />
    </Box>
  );
}
