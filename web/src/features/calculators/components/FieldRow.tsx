import type { ReactNode } from 'react';
import { Stack } from '@mui/material';

/** Two fields side by side on wider screens, stacked on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
      {children}
    </Stack>
  );
}
