import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** The spec's empty-list messages ('No blogs found', 'No recent activity'...) in one look. */
export function EmptyState({ message, icon }: { message: string; icon?: ReactNode }) {
  return (
    <Box sx={{ py: 5, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      {icon && <Box sx={{ mb: 1, '& svg': { fontSize: 40, opacity: 0.5 } }}>{icon}</Box>}
      <Typography>{message}</Typography>
    </Box>
  );
}
