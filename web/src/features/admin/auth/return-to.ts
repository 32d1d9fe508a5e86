import { paths } from '../../../lib/paths';

/**
 * Where to go after signing in: the back-office page that was asked for (`/login?next=/admin-dashboard?section=...`).
 * Only back-office paths on this site are followed, so a crafted link cannot send a person elsewhere.
 */
export function returnTo(next: string | null): string {
  if (!next) return paths.adminDashboard;
  let url: URL;
  try {
    url = new URL(next, 'http://site.invalid');
  } catch {
    return paths.adminDashboard;
  }
  if (url.origin !== 'http://site.invalid' || !next.startsWith('/')) return paths.adminDashboard;
  if (url.pathname !== paths.adminDashboard) return paths.adminDashboard;
  return `${url.pathname}${url.search}`;
}

/** /login with the page to come back to. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const here = `${location.pathname}${location.search}`;
  return here === paths.adminDashboard ? paths.login : `${paths.login}?next=${encodeURIComponent(here)}`;
}
