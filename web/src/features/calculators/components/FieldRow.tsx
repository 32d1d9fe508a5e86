import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * Two fields side by side when the form is wide enough for both labels, else stacked. It looks at the form's own
 * width (a container query), not the screen's: beside the result card on a laptop the form is as narrow as a phone,
 * and two fields there cut their labels ("Health insurance, par…").
 */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr',
          gap: 2,
          '& > *': { minWidth: 0 },
          '@container (min-width: 34rem)': { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
