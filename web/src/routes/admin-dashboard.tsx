import { PageFallback } from '../components/layout/PageFallback';
import { pageMeta } from '../components/seo/page-meta';
import { paths } from '../lib/paths';
import type { Route } from './+types/admin-dashboard';
import AdminDashboardPage from '../features/admin/AdminDashboardPage';
import { StaffQueries } from '../app/StaffQueries';

/** The back office's screens read through TanStack Query, which only they load. */
export default function AdminDashboardRoute() {
  return (
    <StaffQueries>
      <AdminDashboardPage />
    </StaffQueries>
  );
}

/** Rendered in the browser only (staff data needs the signed-in user); the prerendered page is its loading state. */
export const clientLoader = (_: Route.ClientLoaderArgs) => null;
export function HydrateFallback() {
  return <PageFallback />;
}

export const meta = (() =>
  pageMeta({
    title: 'Admin Dashboard',
    description: 'The 36x Advisory back office.',
    path: paths.adminDashboard,
    noindex: true,
  })) satisfies Route.MetaFunction;
