import { paths } from '../lib/paths';
import type { Route } from './+types/login';
import LoginPage from '../features/admin/LoginPage';
import { staffPageMeta, staffScreen } from '../features/admin/staff-route';

/** Rendered in the browser only: the prerendered page is its loading state (nothing here for crawlers). */
export { clientLoader, HydrateFallback } from '../features/admin/staff-route';

export default staffScreen(LoginPage);

export const meta = staffPageMeta({
  title: 'Admin Portal',
  description: 'Sign in to the 36x Advisory back office.',
  path: paths.login,
}) satisfies Route.MetaFunction;
