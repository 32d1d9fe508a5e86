import { tagLabel, type Author, type Blog, type Tag } from '@36x/common';
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
  /** The tag's name, description and image (decision 051); its name from its posts when the store has none. */
  tag: Tag | null;
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
  tag: Tag | null = null,
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
    tag:
      kind === 'tag'
        ? (tag ?? {
            slug: key,
            name: all[0]!.tagNames[all[0]!.tags.indexOf(key)] ?? tagLabel(key),
            description: '',
            image: '',
            posts: all.length,
          })
        : null,
    posts: all.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE),
    page,
    pageCount,
    total: all.length,
  };
}

/** A collection's name: the tag's (as typed) or the author's. */
export const collectionName = (c: BlogCollection) =>
  c.kind === 'tag' ? (c.tag?.name ?? tagLabel(c.key)) : (c.author?.name ?? '');
