import { paths } from '../lib/paths';
import type { Route } from './+types/admin-dashboard';
import AdminDashboardPage from '../features/admin/AdminDashboardPage';
import { staffPageMeta, staffScreen } from '../features/admin/staff-route';

/** Rendered in the browser only (staff data needs the signed-in user); the prerendered page is its loading state. */
export { clientLoader, HydrateFallback } from '../features/admin/staff-route';

export default staffScreen(AdminDashboardPage);

export const meta = staffPageMeta({
  title: 'Admin Dashboard',
  description: 'The 36x Advisory back office.',
  path: paths.adminDashboard,
}) satisfies Route.MetaFunction;
