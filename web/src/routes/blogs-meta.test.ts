import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../components/seo/page-meta';
import { meta } from './blogs';

// The blog list's pages (?page=N, 12 posts each): canonical and rel=prev/next.
type Tag = Record<string, unknown>;
const link = (list: MetaDescriptor[], rel: string) =>
  (list as Tag[]).find((t) => t.tagName === 'link' && t.rel === rel)?.href;
const title = (list: MetaDescriptor[]) => (list as Tag[]).find((t) => 'title' in t)?.title;
const url = (path: string) => new URL(path, `${SITE_ORIGIN}/`).toString();
const at = (search: string, total?: number) =>
  meta({ loaderData: { total, notFound: false }, location: { search } });

describe('the blog list pages in <head>', () => {
  it.each([
    // search, posts, canonical, prev, next
    ['', 30, '/blogs', undefined, '/blogs?page=2'],
    ['?page=2', 30, '/blogs?page=2', '/blogs', '/blogs?page=3'],
    ['?page=3', 30, '/blogs?page=3', '/blogs?page=2', undefined],
    ['?page=9', 30, '/blogs?page=3', '/blogs?page=2', undefined], // past the end: the last page, which it shows
    ['?page=1', 30, '/blogs', undefined, '/blogs?page=2'],
    ['?page=abc', 30, '/blogs', undefined, '/blogs?page=2'],
    ['', 12, '/blogs', undefined, undefined],
    ['?category=Compliance&page=2', 30, '/blogs', undefined, undefined], // a filtered list: the plain list
  ])('%s with %i posts: canonical %s, prev %s, next %s', (search, total, canonical, prev, next) => {
    const head = at(search, total);
    expect(link(head, 'canonical')).toBe(url(canonical));
    expect(link(head, 'prev')).toBe(prev && url(prev));
    expect(link(head, 'next')).toBe(next && url(next));
  });

  it('names the page in the title after the first', () => {
    expect(title(at('?page=2', 30))).toBe(
      'Insights & Articles on Tax, Investing and Compliance (page 2) | 36x Advisory',
    );
    expect(title(at('', 30))).toBe('Insights & Articles on Tax, Investing and Compliance | 36x Advisory');
  });
});
