import { useDeferredValue, type ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * Content that follows the figures (CALC-STATES-7): a chart or a long table. When a new result arrives the figures
 * are drawn first and this content is redrawn in a background pass after them (useDeferredValue), which typing
 * interrupts; until then it shows the previous result dimmed and marked busy. Pass an element that is memoised with
 * the result (the calculator's figures), or every keystroke starts a background redraw.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(children);
  const updating = shown !== children;
  return (
    <Box
      aria-busy={updating || undefined}
      sx={{ opacity: updating ? 0.45 : 1, transition: 'opacity 120ms', minWidth: 0 }}
    >
      {shown}
    </Box>
  );
}
