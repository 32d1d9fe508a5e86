import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { LIMITS, type Blog } from '@36x/common';
import { env } from '../env';
import { asCard, blogSearchHits, normaliseSearch, relatedCards } from '../blog-filters';
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

/** What a screen reads of a content query. */
export interface PublicQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

function usePublicQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>): PublicQuery<T> {
  const { data, isPending, isError, refetch } = useQuery({ queryKey, queryFn });
  return { data, isPending, isError, refetch };
}

export const useBlogs = () =>
  usePublicQuery(publicContentKeys.blogs, async () => (await getPublicContentSource()).listBlogs());

/** The full list, read once and shared by the queries made from it (cards, search hits). */
const fullList = (client: QueryClient) =>
  client.fetchQuery({
    queryKey: publicContentKeys.blogs,
    queryFn: async () => (await getPublicContentSource()).listBlogs(),
  });

/** The posts as cards (the /blogs list): the server's page carries these, never the posts' text. */
export function useBlogCards() {
  const client = useQueryClient();
  return usePublicQuery(publicContentKeys.blogCards, async () => (await fullList(client)).map(asCard));
}

/**
 * The ids of the posts whose text (or title, excerpt, category) holds `search`; nothing while the search is empty.
 * The server's page carries the answer for the search it was asked; another one typed in the browser reads the full
 * list once (as in-app navigation always did) and answers from it.
 */
export function useBlogSearchHits(search: string): readonly string[] | undefined {
  const client = useQueryClient();
  const q = normaliseSearch(search);
  const { data } = useQuery({
    queryKey: publicContentKeys.blogSearch(q),
    queryFn: async () => blogSearchHits(await fullList(client), q),
    enabled: q !== '',
  });
  return q ? data : undefined;
}

export const useBlog = (id: string) =>
  usePublicQuery(publicContentKeys.blog(id), async () => (await getPublicContentSource()).getBlog(id));

/** The related posts of `blog` as cards; read from the list in the browser, carried by the server's page. */
export const useRelatedPosts = (blog: Blog) =>
  usePublicQuery(publicContentKeys.related(blog.id), async () =>
    relatedCards(await (await getPublicContentSource()).listBlogs(), blog, LIMITS.relatedBlogs),
  );

export const useAuthors = () =>
  usePublicQuery(publicContentKeys.authors, async () => (await getPublicContentSource()).listAuthors());

export const useVideos = () =>
  usePublicQuery(publicContentKeys.videos, async () => (await getPublicContentSource()).listVideos());

export const useEnquiryForms = () =>
  usePublicQuery(publicContentKeys.enquiryForms, async () =>
    (await getPublicContentSource()).listEnquiryForms(),
  );
