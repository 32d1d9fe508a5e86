import type { ComponentType } from 'react';
import { StaffQueries } from '../../app/StaffQueries';
import { PageFallback } from '../../components/layout/PageFallback';
import { pageMeta, type PageHead } from '../../components/seo/page-meta';

/*
 * What the back office's routes (routes/login.tsx, routes/admin-dashboard.tsx, routes/accept-invite.tsx) share. They render in the browser
 * only (staff data needs the signed-in user, and nothing there is for crawlers): each re-exports this clientLoader
 * and HydrateFallback, so its prerendered page is the loading state.
 */
export const clientLoader = () => null;
export function HydrateFallback() {
  return <PageFallback />;
}

/** A back-office route's screen: the back office's screens read through TanStack Query, which only they load. */
export function staffScreen(Screen: ComponentType) {
  function StaffScreen() {
    return (
      <StaffQueries>
        <Screen />
      </StaffQueries>
    );
  }
  return StaffScreen;
}

/** A back-office page's head: its title, description and path, never indexed. */
export const staffPageMeta = (head: Pick<PageHead, 'title' | 'description' | 'path'>) => () =>
  pageMeta({ ...head, noindex: true });
