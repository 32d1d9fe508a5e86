import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { ServerHtml } from './ServerHtml';

/** Expected height of the part in px on a phone (below `md`) and on a wider screen, measured on the built page. */
export interface HeightEstimate {
  phone: number;
  desktop: number;
}

/**
 * A part of a long server-rendered page, below the fold, that costs the phone less:
 * - a Suspense boundary: the browser hydrates and commits it on its own, after the rest, so a long page's hydration
 *   is several short tasks instead of one commit of the whole page (a long task). Nothing inside suspends: the
 *   fallback is never shown;
 * - `content-visibility: auto`: the browser lays it out and paints it only when it nears the viewport. Until then it
 *   holds `estimate` (so the page's length, the scrollbar and in-page jumps are about right from the start), and its
 *   real height once seen. It stays in the accessibility tree and find-in-page;
 * - `staticHtml`, for a part with no state or handlers of its own: not hydrated at all (ServerHtml).
 */
export function HydrateApart({
  estimate,
  staticHtml = false,
  children,
}: {
  estimate: HeightEstimate;
  staticHtml?: boolean;
  children: ReactNode;
}) {
  const sx = {
    contentVisibility: 'auto',
    containIntrinsicSize: { xs: `auto ${estimate.phone}px`, md: `auto ${estimate.desktop}px` },
  };
  return (
    <Suspense fallback={null}>
      {staticHtml ? <ServerHtml sx={sx}>{children}</ServerHtml> : <Box sx={sx}>{children}</Box>}
    </Suspense>
  );
}
