import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import { belowFold } from './below-fold';

/** Each of these sections in a box of its own that the browser lays out only when it nears the viewport. */
export function BelowFold({ sections }: { sections: ComponentType[] }) {
  return sections.map((Section, i) => (
    <Box key={i} sx={belowFold}>
      <Section />
    </Box>
  ));
}
