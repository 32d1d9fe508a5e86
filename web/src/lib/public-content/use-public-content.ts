import { startTransition, useEffect, useReducer } from 'react';
import { hashKey, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { env } from '../env';
import type { PublicContentSource } from './source';
import { apiSource } from './api-source';

// The Firestore SDK is loaded only when the build reads content from Firestore (firebase mode).
let sourcePromise: Promise<PublicContentSource> | null = null;
export function getPublicContentSource(): Promise<PublicContentSource> {
  sourcePromise ??=
    env.contentSource === 'firestore'
      ? import('./firestore-source').then((m) => m.firestoreSource)
      : Promise.resolve(apiSource);
  return sourcePromise;
}

export const publicContentKeys = {
  blogs: ['blogs'] as const,
  blog: (id: string) => ['blogs', id] as const,
  videos: ['videos'] as const,
  enquiryForms: ['enquiry-forms'] as const,
};

/** What a screen reads of a content query. */
export interface PublicQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A content query whose changes render the screen in a transition. React Query re-renders its subscribers
 * synchronously (useSyncExternalStore): when a list arrives, the whole page renders its cards in one long task, during
 * which taps wait (Lighthouse counts it as blocking time). Here the query never re-renders the screen itself
 * (notifyOnChangeProps: []); a listener on the query cache re-renders it in a transition instead, which React splits
 * into short pieces. Each render reads the query's current state, so the first render (hydrating a page rendered
 * with its data, or not) is exactly what useQuery would give.
 */
function usePublicQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>): PublicQuery<T> {
  const client = useQueryClient();
  const query = useQuery({ queryKey, queryFn, notifyOnChangeProps: [] });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const hash = hashKey(queryKey);
  const { status, data } = query;
  useEffect(() => {
    // Only a new status or new data changes the screen (not a fetch starting or ending without news).
    const changed = (state?: { status: string; data: unknown }) =>
      !!state && (state.status !== status || state.data !== data);
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryHash === hash && changed(event.query.state)) {
        startTransition(rerender);
      }
    });
    // An answer that came between this render and the subscription is not missed.
    if (changed(client.getQueryCache().get(hash)?.state)) startTransition(rerender);
    return unsubscribe;
  }, [client, hash, status, data]);
  return { data, isPending: status === 'pending', isError: status === 'error', refetch: query.refetch };
}

export const useBlogs = () =>
  usePublicQuery(publicContentKeys.blogs, async () => (await getPublicContentSource()).listBlogs());

export const useBlog = (id: string) =>
  usePublicQuery(publicContentKeys.blog(id), async () => (await getPublicContentSource()).getBlog(id));

export const useVideos = () =>
  usePublicQuery(publicContentKeys.videos, async () => (await getPublicContentSource()).listVideos());

export const useEnquiryForms = () =>
  usePublicQuery(publicContentKeys.enquiryForms, async () =>
    (await getPublicContentSource()).listEnquiryForms(),
  );
