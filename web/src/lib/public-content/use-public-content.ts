import { LIMITS, type Author, type Blog, type Video } from '@36x/common';
import { env } from '../env';
import { relatedCards, type RelatedPosts } from '../blog-filters';
import type { PublicContentSource } from './source';
import { apiSource } from './api-source';
import { usePublicQuery } from './public-cache';

export type { PublicQuery } from './public-cache';

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
  /** A post's related posts, as cards (lib/blog-filters.ts relatedCards): what its page carries of the others. */
  related: (id: string) => ['blogs', id, 'related'] as const,
  authors: ['authors'] as const,
  videos: ['videos'] as const,
  enquiryForms: ['enquiry-forms'] as const,
};

// Each hook takes what the route's loader read (`given`), when it read it: the page shows it as it came.

export const useBlogs = (given?: Blog[]) =>
  usePublicQuery(publicContentKeys.blogs, async () => (await getPublicContentSource()).listBlogs(), given);

export const useBlog = (id: string, given?: Blog | null) =>
  usePublicQuery(publicContentKeys.blog(id), async () => (await getPublicContentSource()).getBlog(id), given);

/** The related posts of `blog` as cards; read from the list in the browser, carried by the server's page. */
export const useRelatedPosts = (blog: Blog, given?: RelatedPosts) =>
  usePublicQuery(
    publicContentKeys.related(blog.id),
    async () => relatedCards(await (await getPublicContentSource()).listBlogs(), blog, LIMITS.relatedBlogs),
    given,
  );

export const useAuthors = (given?: Author[]) =>
  usePublicQuery(
    publicContentKeys.authors,
    async () => (await getPublicContentSource()).listAuthors(),
    given,
  );

export const useVideos = (given?: Video[]) =>
  usePublicQuery(publicContentKeys.videos, async () => (await getPublicContentSource()).listVideos(), given);

export const useEnquiryForms = () =>
  usePublicQuery(publicContentKeys.enquiryForms, async () =>
    (await getPublicContentSource()).listEnquiryForms(),
  );
