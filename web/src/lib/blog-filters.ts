import { BLOG_CATEGORIES, formatIndiaDate, type Blog } from '@36x/common';

export const BLOG_SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'alphabetical', label: 'Alphabetical' },
] as const;
export type BlogSort = (typeof BLOG_SORTS)[number]['value'];

const normalise = (text: string) => text.toLocaleLowerCase('en-IN');
/** A search as it is compared (and as its hits are cached): trimmed, lower case. */
export const normaliseSearch = (search: string) => normalise(search.trim());

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
  return copy.sort((a, b) => dir * (time(a.publishAt) - time(b.publishAt)));
}

export interface BlogListFilters {
  search: string;
  category: string;
  sort: BlogSort;
  /** 1-based; BLOG_PAGE_SIZE posts a page. */
  page: number;
}

/** Posts on one page of the blog list. */
export const BLOG_PAGE_SIZE = 12;

export interface BlogPage {
  items: Blog[];
  /** The page shown: the one asked for, kept within 1..pageCount. */
  page: number;
  pageCount: number;
}

/** One page of an already filtered and sorted list; a page past the end shows the last one. */
export function pageOfBlogs(blogs: readonly Blog[], page: number, size = BLOG_PAGE_SIZE): BlogPage {
  const pageCount = Math.max(1, Math.ceil(blogs.length / size));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: blogs.slice((shown - 1) * size, shown * size), page: shown, pageCount };
}

/** The page number a query asks for: a whole number from 1, else 1. */
export function parsePage(value: string | null): number {
  const n = value && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return n >= 1 ? n : 1;
}

/**
 * The blog list (SITE-BLOGS): search, then category, then sort. The list holds cards (no text, decision 049): a post
 * matches a search by what its card shows, or when `textHits` (blogSearchHits of the full posts) names it.
 */
export function filterBlogs(
  blogs: readonly Blog[],
  { search, category, sort }: Pick<BlogListFilters, 'search' | 'category' | 'sort'>,
  textHits?: readonly string[],
): Blog[] {
  const found = blogs.filter(
    (b) =>
      (matchesBlogSearch(b, search, { includeExcerpt: true }) || !!textHits?.includes(b.id)) &&
      (!category || b.category === category),
  );
  return sortBlogs(found, sort);
}

/** The ids of the full posts a search matches (title, text, category, excerpt): what the list's cards cannot tell. */
export const blogSearchHits = (blogs: readonly Blog[], search: string): string[] =>
  normaliseSearch(search)
    ? blogs.filter((b) => matchesBlogSearch(b, search, { includeExcerpt: true })).map((b) => b.id)
    : [];

/** Reads the list's state from the URL query, ignoring values that are not among the choices. */
export function parseBlogListQuery(params: URLSearchParams): BlogListFilters {
  const sort = params.get('sort');
  const category = params.get('category') ?? '';
  return {
    search: params.get('q') ?? '',
    category: (BLOG_CATEGORIES as readonly string[]).includes(category) ? category : '',
    sort: BLOG_SORTS.some((s) => s.value === sort) ? (sort as BlogSort) : 'newest',
    page: parsePage(params.get('page')),
  };
}

/** The URL query for a state; defaults are left out so the plain /blogs stays the canonical URL. */
export function blogListQuery({
  search,
  category,
  sort,
  page = 1,
}: Omit<BlogListFilters, 'page'> & { page?: number }): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (category) params.set('category', category);
  if (sort !== 'newest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * Up to `limit` other posts of the same category, newest first (SITE-BLOGS blog detail). When none shares the category,
 * the latest other posts instead, so a reader always has somewhere to go next (`fallback` says which it is).
 */
export function relatedBlogs(
  blogs: readonly Blog[],
  current: Blog,
  limit: number,
): Blog[] & { fallback?: boolean } {
  const others = blogs.filter((b) => b.id !== current.id);
  const same = others.filter((b) => b.category === current.category);
  if (same.length > 0) return sortBlogs(same, 'newest').slice(0, limit);
  return Object.assign(sortBlogs(others, 'newest').slice(0, limit), { fallback: true });
}

/** The related posts a post's page shows, as cards, and whether they are the latest instead (no shared category). */
export interface RelatedPosts {
  fallback: boolean;
  posts: Blog[];
}

/**
 * What a post's page carries of the others (decision 049: every post page carried all posts' content, so one pasted
 * image grew every page): the related posts as cards only, without their text, and without a pasted (data:) picture,
 * which would be carried whole; the card shows its placeholder instead.
 */
export function relatedCards(blogs: readonly Blog[], current: Blog, limit: number): RelatedPosts {
  const related = relatedBlogs(blogs, current, limit);
  return { fallback: !!related.fallback, posts: related.map(asCard) };
}

/** A post as a card shows it (BlogCard): no text, and no pasted (data:) picture, which would be carried whole. */
export const asCard = (b: Blog): Blog => ({
  ...b,
  content: '',
  image: b.image.startsWith('data:') ? '' : b.image,
});

/** "1 April 2025" (Indian English, India time); '' when the date is not a date. */
export const formatBlogDate = (iso: string): string => formatIndiaDate(iso, 'long');
