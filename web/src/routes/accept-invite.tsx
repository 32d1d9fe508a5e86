import { PageFallback } from '../components/layout/PageFallback';
import { pageMeta } from '../components/seo/page-meta';
import { paths } from '../lib/paths';
import type { Route } from './+types/accept-invite';

export { default } from '../features/admin/AcceptInvitePage';

/**
 * An invitation's link (decision 057): rendered in the browser only, like /login (the token is in the address's
 * fragment, which only the browser has, and signing in needs the app); the prerendered page is its loading state.
 */
export const clientLoader = (_: Route.ClientLoaderArgs) => null;
export function HydrateFallback() {
  return <PageFallback />;
}

export const meta = (() =>
  pageMeta({
    title: 'Accept your invitation',
    description: 'Join the 36x Advisory back office.',
    path: paths.acceptInvite,
    noindex: true,
  })) satisfies Route.MetaFunction;
