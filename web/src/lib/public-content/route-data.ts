/** Pages rendered by the function: browsers ask again each time; Hosting's CDN may keep them for `cdnSeconds`. */
export const pageCache = (cdnSeconds: number) => ({
  'Cache-Control': `public, max-age=0, must-revalidate, s-maxage=${cdnSeconds}`,
});
