import { describe, expect, it } from 'vitest';
import type { Blog } from '@36x/common';
import {
  BLOG_PAGE_SIZE,
  blogListQuery,
  filterBlogs,
  pageOfBlogs,
  parsePage,
  formatBlogDate,
  matchesBlogSearch,
  parseBlogListQuery,
  relatedBlogs,
  sortBlogs,
} from './blog-filters';
import { makeBlog } from '../test-utils';

// makeBlog's defaults, fixed to one date and name; the public date (publishAt) is when the post was written.
const blog = (over: Partial<Blog>): Blog =>
  makeBlog({
    id: 'x',
    slug: 'x',
    title: 'Title',
    content: 'Body text that is long enough to be a post.',
    excerpt: 'Excerpt',
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
    expect(parseBlogListQuery(new URLSearchParams('q=tax&category=Nope&sort=random&page=x'))).toEqual({
      search: 'tax',
      category: '',
      sort: 'newest',
      page: 1,
    });
    const state = { search: 'gst', category: 'Compliance', sort: 'oldest' as const, page: 3 };
    expect(parseBlogListQuery(blogListQuery(state))).toEqual(state);
    expect(blogListQuery({ search: '', category: '', sort: 'newest' }).toString()).toBe('');
  });

  it('when finding related posts, then only other posts of the same category, newest first, at most the limit', () => {
    const d = blog({ id: 'd', createdAt: '2024-01-01T00:00:00.000Z' });
    const e = blog({ id: 'e', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(relatedBlogs([a, b, c, d, e], b, 3).map((x) => x.id)).toEqual(['e', 'c', 'd']);
    expect(relatedBlogs([a, b, c, d, e], b, 2).map((x) => x.id)).toEqual(['e', 'c']);
  });

  it.each([
    ['2', 2],
    ['1', 1],
    ['0', 1],
    ['-3', 1],
    ['2.5', 1],
    ['', 1],
    [null, 1],
    ['9999999', 1],
  ])('when the page in the URL is %j, then page %i is asked for', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });

  it.each([
    // posts, page asked, page shown, pages, first and last index shown
    [0, 1, 1, 1, null, null],
    [12, 1, 1, 1, 0, 11],
    [13, 2, 2, 2, 12, 12],
    [25, 2, 2, 3, 12, 23],
    [25, 9, 3, 3, 24, 24],
  ])('%i posts, page %i: shows page %i of %i', (count, asked, shown, pages, first, last) => {
    const list = Array.from({ length: count }, (_, i) => blog({ id: `p${i}` }));
    const result = pageOfBlogs(list, asked);
    expect(result.page).toBe(shown);
    expect(result.pageCount).toBe(pages);
    expect(result.items[0]?.id ?? null).toBe(first === null ? null : `p${first}`);
    expect(result.items.at(-1)?.id ?? null).toBe(last === null ? null : `p${last}`);
    expect(result.items.length).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
  });

  it('when no other post shares the category, then the latest other posts come instead, marked as a fallback', () => {
    const lone = blog({ id: 'lone', category: 'Estate Planning' });
    const related = relatedBlogs([a, b, c, lone], lone, 2);
    expect(related.fallback).toBe(true);
    expect(related).toHaveLength(2);
    expect(relatedBlogs([a, b, c], b, 3).fallback).toBeUndefined();
  });

  it('when formatting a date, then it is Indian English in India time', () => {
    expect(formatBlogDate('2025-03-31T20:00:00.000Z')).toBe('1 April 2025');
    expect(formatBlogDate('nope')).toBe('');
  });
});
