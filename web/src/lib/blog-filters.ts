import { BLOG_CATEGORIES, formatIndiaDate, type Blog } from '@36x/common';

export const BLOG_SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'alphabetical', label: 'Alphabetical' },
] as const;
export type BlogSort = (typeof BLOG_SORTS)[number]['value'];

const normalise = (text: string) => text.toLocaleLowerCase('en-IN');

/**
 * Hub search (SITE-HUB-2): case-insensitive substring on title, content and category. The blog list uses the same
 * rule plus the excerpt, since the list shows excerpts and a match in it should not look like a miss (decision:
 * the spec leaves the list's search details open).
 */
export function matchesBlogSearch(blog: Blog, query: string, { includeExcerpt = false } = {}): boolean {
  const q = normalise(query.trim());
  if (!q) return true;
  const fields = [blog.title, blog.content, blog.category, ...(includeExcerpt ? [blog.excerpt] : [])];
  return fields.some((f) => normalise(f ?? '').includes(q));
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

export function sortBlogs(blogs: readonly Blog[], sort: BlogSort): Blog[] {
  const copy = [...blogs];
  if (sort === 'alphabetical')
    return copy.sort((a, b) => a.title.localeCompare(b.title, 'en-IN', { sensitivity: 'base' }));
  const dir = sort === 'oldest' ? 1 : -1;
  return copy.sort((a, b) => dir * (time(a.createdAt) - time(b.createdAt)));
}

export interface BlogListFilters {
  search: string;
  category: string;
  sort: BlogSort;
}

/** The blog list (SITE-BLOGS): search, then category, then sort. */
export function filterBlogs(blogs: readonly Blog[], { search, category, sort }: BlogListFilters): Blog[] {
  const found = blogs.filter(
    (b) => matchesBlogSearch(b, search, { includeExcerpt: true }) && (!category || b.category === category),
  );
  return sortBlogs(found, sort);
}

/** Reads the list's state from the URL query, ignoring values that are not among the choices. */
export function parseBlogListQuery(params: URLSearchParams): BlogListFilters {
  const sort = params.get('sort');
  const category = params.get('category') ?? '';
  return {
    search: params.get('q') ?? '',
    category: (BLOG_CATEGORIES as readonly string[]).includes(category) ? category : '',
    sort: BLOG_SORTS.some((s) => s.value === sort) ? (sort as BlogSort) : 'newest',
  };
}

/** The URL query for a state; defaults are left out so the plain /blogs stays the canonical URL. */
export function blogListQuery({ search, category, sort }: BlogListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (category) params.set('category', category);
  if (sort !== 'newest') params.set('sort', sort);
  return params;
}

/** Up to `limit` other posts of the same category, newest first (SITE-BLOGS blog detail). */
export function relatedBlogs(blogs: readonly Blog[], current: Blog, limit: number): Blog[] {
  return sortBlogs(
    blogs.filter((b) => b.id !== current.id && b.category === current.category),
    'newest',
  ).slice(0, limit);
}

/** "1 April 2025" (Indian English, India time); '' when the date is not a date. */
export const formatBlogDate = (iso: string): string => formatIndiaDate(iso, 'long');
