import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../theme/visually-hidden';
import { Box, Typography } from '@mui/material';
import { Deferred } from './Deferred';
import { ChartWordsContext } from './chart-words';

/**
 * A titled chart with a text summary for screen readers (the SVG itself is decorative to them): people who
 * cannot see the picture get the same conclusion in words. The chart is drawn after the figures (Deferred); the
 * summary, text, follows the result at once; in the server's HTML it is also shown in the chart's place (charts.tsx).
 */
export function ChartBox({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <Box component="figure" sx={{ m: 0, mt: 3, breakInside: 'avoid' }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
        <Box component="span" sx={visuallyHidden}>
          {`. ${summary}`}
        </Box>
      </Typography>
      <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
        <ChartWordsContext.Provider value={summary}>
          <Deferred>{children}</Deferred>
        </ChartWordsContext.Provider>
      </Box>
    </Box>
  );
}
