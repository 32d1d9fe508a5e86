import { dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { createQueryClient } from '../../app/AppProviders';

/**
 * Data a route's loader read, in the form the screen's query cache takes (<HydrationBoundary state>): the screen
 * renders with it at once, on the server and when the browser hydrates, and fetches nothing again.
 */
export function queryState(entries: ReadonlyArray<readonly [QueryKey, unknown]>): DehydratedState {
  const client = createQueryClient();
  for (const [key, value] of entries) client.setQueryData(key, value);
  return dehydrate(client);
}

/** Pages rendered by the function: browsers ask again each time; Hosting's CDN may keep them for `cdnSeconds`. */
export const pageCache = (cdnSeconds: number) => ({
  'Cache-Control': `public, max-age=0, must-revalidate, s-maxage=${cdnSeconds}`,
});
