import { paths } from '../lib/paths';
import type { Route } from './+types/accept-invite';
import { staffPageMeta } from '../features/admin/staff-route';

export { default } from '../features/admin/AcceptInvitePage';

/**
 * An invitation's link (decision 057): rendered in the browser only, like /login (the token is in the address's
 * fragment, which only the browser has, and signing in needs the app); the prerendered page is its loading state.
 */
export { clientLoader, HydrateFallback } from '../features/admin/staff-route';

export const meta = staffPageMeta({
  title: 'Accept your invitation',
  description: 'Join the 36x Advisory back office.',
  path: paths.acceptInvite,
}) satisfies Route.MetaFunction;
