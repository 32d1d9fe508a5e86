import { PageFallback } from '../components/layout/PageFallback';
import { pageMeta } from '../components/seo/page-meta';
import { paths } from '../lib/paths';
import type { Route } from './+types/login';
import LoginPage from '../features/admin/LoginPage';
import { StaffQueries } from '../app/StaffQueries';

/** The back office's screens read through TanStack Query, which only they load. */
export default function LoginRoute() {
  return (
    <StaffQueries>
      <LoginPage />
    </StaffQueries>
  );
}

/** Rendered in the browser only: the prerendered page is its loading state (nothing here for crawlers). */
export const clientLoader = (_: Route.ClientLoaderArgs) => null;
export function HydrateFallback() {
  return <PageFallback />;
}

export const meta = (() =>
  pageMeta({
    title: 'Admin Portal',
    description: 'Sign in to the 36x Advisory back office.',
    path: paths.login,
    noindex: true,
  })) satisfies Route.MetaFunction;
