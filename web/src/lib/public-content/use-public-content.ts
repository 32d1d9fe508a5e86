import { useDeferredValue } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
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
 * Content arrives after the page is on screen, and rendering its cards is a long piece of work on a phone. React
 * Query's updates render synchronously (one long task: taps wait, and Lighthouse counts it as blocking time), so
 * the screen gets the new status and data through useDeferredValue: it first renders as it was, then React renders
 * the cards in the background, yielding to the browser between components. A page rendered with its data (the
 * blog pages, hydrated) has the value from its first render and waits for nothing.
 */
function useDeferredQuery<T>(result: UseQueryResult<T>): PublicQuery<T> {
  const status = useDeferredValue(result.status);
  const data = useDeferredValue(result.data);
  return { data, isPending: status === 'pending', isError: status === 'error', refetch: result.refetch };
}

export const useBlogs = () =>
  useDeferredQuery(
    useQuery({
      queryKey: publicContentKeys.blogs,
      queryFn: async () => (await getPublicContentSource()).listBlogs(),
    }),
  );

export const useBlog = (id: string) =>
  useDeferredQuery(
    useQuery({
      queryKey: publicContentKeys.blog(id),
      queryFn: async () => (await getPublicContentSource()).getBlog(id),
    }),
  );

export const useVideos = () =>
  useDeferredQuery(
    useQuery({
      queryKey: publicContentKeys.videos,
      queryFn: async () => (await getPublicContentSource()).listVideos(),
    }),
  );

export const useEnquiryForms = () =>
  useDeferredQuery(
    useQuery({
      queryKey: publicContentKeys.enquiryForms,
      queryFn: async () => (await getPublicContentSource()).listEnquiryForms(),
    }),
  );
