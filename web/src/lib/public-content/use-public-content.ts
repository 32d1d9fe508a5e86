import { useQuery } from '@tanstack/react-query';
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

export const useBlogs = () =>
  useQuery({
    queryKey: publicContentKeys.blogs,
    queryFn: async () => (await getPublicContentSource()).listBlogs(),
  });

export const useBlog = (id: string) =>
  useQuery({
    queryKey: publicContentKeys.blog(id),
    queryFn: async () => (await getPublicContentSource()).getBlog(id),
  });

export const useVideos = () =>
  useQuery({
    queryKey: publicContentKeys.videos,
    queryFn: async () => (await getPublicContentSource()).listVideos(),
  });

export const useEnquiryForms = () =>
  useQuery({
    queryKey: publicContentKeys.enquiryForms,
    queryFn: async () => (await getPublicContentSource()).listEnquiryForms(),
  });
