/**
 * A long page's part below the fold: the browser lays it out and paints it only when it nears the viewport (it stays
 * in the accessibility tree and find-in-page). `auto` keeps its real height once it has been shown.
 */
export const belowFold = { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' } as const;
