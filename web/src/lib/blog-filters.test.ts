import { describe, expect, it } from 'vitest';
import type { Blog } from '@36x/common';
import {
  blogListQuery,
  filterBlogs,
  formatBlogDate,
  matchesBlogSearch,
  parseBlogListQuery,
  relatedBlogs,
  sortBlogs,
} from './blog-filters';

const blog = (over: Partial<Blog>): Blog => ({
  id: 'x',
  title: 'Title',
  content: 'Body text that is long enough to be a post.',
  category: 'Tax Planning',
  excerpt: 'Excerpt',
  image: '',
  status: 'published',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

const a = blog({
  id: 'a',
  title: 'zebra bonds',
  createdAt: '2025-03-01T00:00:00.000Z',
  category: 'Investment Tips',
});
const b = blog({
  id: 'b',
  title: 'Advance tax dates',
  createdAt: '2025-01-15T00:00:00.000Z',
  content: 'Pay by 15 June. '.repeat(5),
});
const c = blog({
  id: 'c',
  title: 'Écoles and HUF',
  createdAt: '2025-02-01T00:00:00.000Z',
  excerpt: 'Gifts to a HUF',
});

describe('blog search, filter and sort', () => {
  it('when searching, then title, content and category match case-insensitively as substrings', () => {
    expect(matchesBlogSearch(a, 'ZEBRA')).toBe(true);
    expect(matchesBlogSearch(b, '15 june')).toBe(true);
    expect(matchesBlogSearch(a, 'investment t')).toBe(true);
    expect(matchesBlogSearch(a, 'gold')).toBe(false);
    expect(matchesBlogSearch(a, '   ')).toBe(true);
  });

  it('when the hub searches, then the excerpt is not searched; the list does search it', () => {
    expect(matchesBlogSearch(c, 'gifts')).toBe(false);
    expect(matchesBlogSearch(c, 'gifts', { includeExcerpt: true })).toBe(true);
  });

  it('when sorting, then newest, oldest and alphabetical (case-insensitive) orders hold', () => {
    expect(sortBlogs([b, a, c], 'newest').map((x) => x.id)).toEqual(['a', 'c', 'b']);
    expect(sortBlogs([b, a, c], 'oldest').map((x) => x.id)).toEqual(['b', 'c', 'a']);
    expect(sortBlogs([a, b, c], 'alphabetical').map((x) => x.id)).toEqual(['b', 'c', 'a']);
  });

  it('when a category is chosen with a search, then both apply', () => {
    expect(
      filterBlogs([a, b, c], { search: '', category: 'Tax Planning', sort: 'newest' }).map((x) => x.id),
    ).toEqual(['c', 'b']);
    expect(
      filterBlogs([a, b, c], { search: 'advance', category: 'Tax Planning', sort: 'newest' }).map(
        (x) => x.id,
      ),
    ).toEqual(['b']);
    expect(
      filterBlogs([a, b, c], { search: 'advance', category: 'Investment Tips', sort: 'newest' }),
    ).toEqual([]);
  });

  it('when the URL carries unknown values, then they fall back to the defaults', () => {
    expect(parseBlogListQuery(new URLSearchParams('q=tax&category=Nope&sort=random'))).toEqual({
      search: 'tax',
      category: '',
      sort: 'newest',
    });
    const state = { search: 'gst', category: 'Compliance', sort: 'oldest' as const };
    expect(parseBlogListQuery(blogListQuery(state))).toEqual(state);
    expect(blogListQuery({ search: '', category: '', sort: 'newest' }).toString()).toBe('');
  });

  it('when finding related posts, then only other posts of the same category, newest first, at most the limit', () => {
    const d = blog({ id: 'd', createdAt: '2024-01-01T00:00:00.000Z' });
    const e = blog({ id: 'e', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(relatedBlogs([a, b, c, d, e], b, 3).map((x) => x.id)).toEqual(['e', 'c', 'd']);
    expect(relatedBlogs([a, b, c, d, e], b, 2).map((x) => x.id)).toEqual(['e', 'c']);
  });

  it('when formatting a date, then it is Indian English in India time', () => {
    expect(formatBlogDate('2025-03-31T20:00:00.000Z')).toBe('1 April 2025');
    expect(formatBlogDate('nope')).toBe('');
  });
});
