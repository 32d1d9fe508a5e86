import type { Author, Blog } from '@36x/common';
import { BLOG_PAGE_SIZE, sortBlogs } from './blog-filters';

/**
 * A tag's or an author's posts (SITE-BLOGS-8), newest first, one page of BLOG_PAGE_SIZE. `null` when the page does not
 * exist (an unknown tag or author, or a page past the last): the route answers 404.
 */
export interface BlogCollection {
  kind: 'tag' | 'author';
  /** The tag itself, or the author's slug. */
  key: string;
  author: Author | null;
  posts: Blog[];
  page: number;
  pageCount: number;
  total: number;
}

export function blogCollection(
  kind: BlogCollection['kind'],
  key: string,
  blogs: readonly Blog[],
  authors: readonly Author[],
  page: number,
): BlogCollection | null {
  const author = kind === 'author' ? (authors.find((a) => a.slug === key) ?? null) : null;
  if (kind === 'author' && !author) return null;
  const all = sortBlogs(
    blogs.filter((b) => (kind === 'tag' ? b.tags.includes(key) : b.authorId === author!.id)),
    'newest',
  );
  // A tag with no public post does not exist; an author's page shows them even before their first post.
  if (kind === 'tag' && all.length === 0) return null;
  const pageCount = Math.max(1, Math.ceil(all.length / BLOG_PAGE_SIZE));
  if (page > pageCount) return null;
  return {
    kind,
    key,
    author,
    posts: all.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE),
    page,
    pageCount,
    total: all.length,
  };
}

/** "Income tax" for the tag "income-tax". */
export const tagLabel = (tag: string) => {
  const words = tag.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
