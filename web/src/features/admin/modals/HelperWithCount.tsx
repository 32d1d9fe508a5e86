import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** A field's helper line: its message or hint on the left, a count of what was typed ("16/300") on the right. */
export function HelperWithCount({ text, count }: { text: ReactNode; count?: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{text}</span>
      {count}
    </Box>
  );
}
