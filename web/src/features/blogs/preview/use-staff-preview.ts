import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Blog } from '@36x/common';
import { isPreviewRequest, loadStaffPreview } from './staff-preview';

export type PreviewState =
  { status: 'off' } | { status: 'checking' } | { status: 'shown'; blog: Blog } | { status: 'refused' };

/**
 * With ?preview=1, after the page has hydrated: the post as the API shows it to the signed-in staff member. Before
 * that, and for everyone else, the page is what the server rendered (for a draft: the usual 'Blog Not Found').
 */
export function useStaffPreview(id: string): PreviewState {
  const { search } = useLocation();
  const wanted = isPreviewRequest(search);
  const [state, setState] = useState<PreviewState>({ status: 'off' });
  useEffect(() => {
    if (!wanted) {
      setState({ status: 'off' });
      return;
    }
    let live = true;
    setState({ status: 'checking' });
    void loadStaffPreview(id)
      .catch(() => null)
      .then((blog) => {
        if (live) setState(blog ? { status: 'shown', blog } : { status: 'refused' });
      });
    return () => {
      live = false;
    };
  }, [id, wanted]);
  return state;
}
