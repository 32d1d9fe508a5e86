import { Suspense, type ReactNode } from 'react';

/**
 * A part of a long server-rendered page, below the fold, that costs the phone less:
 * - a Suspense boundary: the browser hydrates and commits it on its own, after the rest, so a long page's hydration
 *   is several short tasks instead of one commit of the whole page (a long task). Nothing inside suspends: the
 *   fallback is never shown;
 * - `content-visibility: auto`: the browser lays it out and paints it only when it nears the viewport, with 900 px
 *   held for it until then (and its real height once seen). It stays in the accessibility tree and find-in-page.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <div style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' }}>{children}</div>
    </Suspense>
  );
}
