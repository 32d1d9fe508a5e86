import { LIMITS, type Author, type Blog, type Video } from '@36x/common';
import { env } from '../env';
import { asCard, blogSearchHits, normaliseSearch, relatedCards, type RelatedPosts } from '../blog-filters';
import type { PublicContentSource } from './source';
import { apiSource } from './api-source';
import { readPublicContent, usePublicQuery } from './public-cache';

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
  /** Every public post, with its text (the hub's search, in the browser). */
  blogs: ['blogs'] as const,
  /** Every public post as a card (no text): what the /blogs page carries (decision 049). */
  blogCards: ['blog-cards'] as const,
  /** The ids of the posts a search matches in their text too (blogSearchHits), by the normalised search. */
  blogSearch: (q: string) => ['blog-search', normaliseSearch(q)] as const,
  blog: (id: string) => ['blogs', id] as const,
  /** A post's related posts, as cards (lib/blog-filters.ts relatedCards): what its page carries of the others. */
  related: (id: string) => ['blogs', id, 'related'] as const,
  authors: ['authors'] as const,
  videos: ['videos'] as const,
  enquiryForms: ['enquiry-forms'] as const,
};

// Each hook takes what the route's loader read (`given`), when it read it: the page shows it as it came.

const listBlogs = async () => (await getPublicContentSource()).listBlogs();

export const useBlogs = (given?: Blog[]) => usePublicQuery(publicContentKeys.blogs, listBlogs, given);

export const useBlog = (id: string, given?: Blog | null) =>
  usePublicQuery(publicContentKeys.blog(id), async () => (await getPublicContentSource()).getBlog(id), given);

/** The posts as cards (the /blogs list): the server's page carries these, never the posts' text (decision 049). */
export const useBlogCards = (given?: Blog[]) =>
  usePublicQuery(
    publicContentKeys.blogCards,
    async () => (await readPublicContent(publicContentKeys.blogs, listBlogs)).map(asCard),
    given,
  );

/** Which posts' text a search matched: the server's page carries the answer for the `?q=` it was asked. */
export interface SearchHits {
  search: string;
  ids: string[];
}

/**
 * The ids of the posts whose text (or title, excerpt, category) holds `search`; nothing while the search is empty.
 * Another search typed in the browser reads the full list once for the visit (as in-app navigation always did).
 */
export function useBlogSearchHits(search: string, given?: SearchHits): readonly string[] | undefined {
  const q = normaliseSearch(search);
  const carried = given && normaliseSearch(given.search) === q ? given.ids : undefined;
  const { data } = usePublicQuery(
    publicContentKeys.blogSearch(q),
    async () => (q ? blogSearchHits(await readPublicContent(publicContentKeys.blogs, listBlogs), q) : []),
    carried,
  );
  return q ? data : undefined;
}

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
