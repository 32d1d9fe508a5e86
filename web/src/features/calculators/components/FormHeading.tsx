import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** The heading of a group of a form's fields (the current loan, the new offer, children's goals). */
export function FormHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}
