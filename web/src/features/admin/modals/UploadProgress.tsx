import { Box, LinearProgress, Typography } from '@mui/material';

/** An image upload's progress bar and percentage, announced politely (useImageUpload's `progress`). */
export function UploadProgress({ progress }: { progress: number | null }) {
  return (
    <Box role="status" aria-live="polite">
      <LinearProgress variant="determinate" value={progress ?? 0} aria-label="Upload progress" />
      <Typography variant="caption" color="text.secondary">
        Uploading... {progress}%
      </Typography>
    </Box>
  );
}
