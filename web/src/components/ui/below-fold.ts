/**
 * While set on <html>, every below-the-fold part is laid out in full (decision 052): Back and Forward, and a reload,
 * return to a saved scroll position, which needs the real height of everything above it. Set by ScrollManager for
 * those navigations before React Router's <ScrollRestoration> scrolls, and at the visitor's first scroll (so the
 * position left is in the same full layout); removed by the next other navigation.
 */
export const RESTORING_SCROLL_ATTRIBUTE = 'data-restoring-scroll';

/**
 * A long page's part below the fold: the browser lays it out and paints it only when it nears the viewport (it stays
 * in the accessibility tree and find-in-page). `auto` keeps its real height once it has been shown. Not while a
 * scroll position is being restored: a part never shown on this visit would count as its 900 px estimate, and Back
 * would land elsewhere (left at 5,200 px, back at 3,859 px on a phone).
 */
export const belowFold = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 900px',
  [`html[${RESTORING_SCROLL_ATTRIBUTE}] &`]: { contentVisibility: 'visible' },
} as const;
