import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { Blog } from '@36x/common';
import { isPreviewRequest, loadStaffPreview } from './staff-preview';

export type PreviewState =
  { status: 'off' } | { status: 'checking' } | { status: 'shown'; blog: Blog } | { status: 'refused' };

const noSubscription = () => () => undefined;
/** false on the server and while hydrating (so both render the same), true after. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * With ?preview=1, after the page has hydrated: the post as the API shows it to the signed-in staff member. Before
 * that, and for everyone else, the page is what the server rendered (for a draft: the usual 'Blog Not Found').
 */
export function useStaffPreview(id: string): PreviewState {
  const { search } = useLocation();
  const wanted = isPreviewRequest(search);
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<{ id: string; blog: Blog | null } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadStaffPreview(id)
      .catch(() => null)
      .then((blog) => {
        if (live) setAnswer({ id, blog });
      });
    return () => {
      live = false;
    };
  }, [id, wanted]);
  if (!wanted || !hydrated) return { status: 'off' };
  if (answer?.id !== id) return { status: 'checking' };
  return answer.blog ? { status: 'shown', blog: answer.blog } : { status: 'refused' };
}
