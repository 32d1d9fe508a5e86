import { Box, CircularProgress } from '@mui/material';

/** A spinner in the middle of the page while the staff session is being checked (announced as "Loading"). */
export function LoadingScreen({ minHeight }: { minHeight: string }) {
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center' }} role="status" aria-label="Loading">
      <CircularProgress />
    </Box>
  );
}
