import type { MetaDescriptor } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Author, PageContext } from '@36x/common';
import { SHIPPED_SMALL_SAVINGS } from '@36x/common/finance';
import { pageContextKey } from '../app/page-context';
import { SITE_ORIGIN } from '../components/seo/page-meta';
import { makeBlog, makeVideo } from '../test-utils';
import routes from '../routes';

/**
 * Every page's head tags as React Router 8 will build them: each route in routes.ts runs its own server loader on a
 * page context with one post (tagged, by an author) and one video, and its `meta` gets only `loaderData` (8.0 drops
 * the deprecated `data` argument). A module that still read `data` would fall back to "Page Not Found" here.
 */
const author: Author = { id: 'a1', slug: 'asha-rao', name: 'Asha Rao', bio: 'CA in Gurugram.', photo: '' };
const blog = makeBlog({ id: 'regime', slug: 'old-or-new-regime', tags: ['income-tax'], authorId: 'a1' });
const video = makeVideo({ id: 'v1', title: 'SIPs in ten minutes' });
const pages: PageContext = {
  listBlogs: async () => [blog],
  getBlog: async (id) => (id === blog.id || id === blog.slug ? blog : null),
  listAuthors: async () => [author],
  // No tag document: the page names the tag from its slug, as for a tag stored before names were kept.
  getTag: async () => null,
  listVideos: async () => [video],
  submitContact: async () => ({ status: 'sent' }),
  subscribe: async () => ({ status: 'done' }),
  confirmSubscription: async () => ({ status: 'done' }),
  unsubscribe: async () => ({ status: 'done' }),
  rulesInForce: async () => ({ taxRules: [], smallSavings: SHIPPED_SMALL_SAVINGS }),
};

/** A concrete address for each pattern: the fixtures' tag, author, post and video. */
const PARAMS: Record<string, Record<string, string>> = {
  'blogs/tag/:key': { key: 'income-tax' },
  'blogs/author/:key': { key: 'asha-rao' },
  'blogs/:id': { id: 'old-or-new-regime' },
  'videos/:id': { id: 'v1' },
  '*': { '*': 'no-such-page' },
};

/** What each page's title must say, so a fallback ("Page Not Found", a generic title) cannot pass. */
const TITLES: Record<string, RegExp> = {
  'blogs/tag/:key': /^Articles tagged Income Tax/i,
  'blogs/author/:key': /^Articles by Asha Rao/,
  'blogs/:id': new RegExp(`^${blog.title}`),
  'videos/:id': /^SIPs in ten minutes/,
  '*': /^Page Not Found/,
};

const flat = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((e) => [e, ...flat(e.children ?? [])]);
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.{ts,tsx}', '!./**/*.test.*']);
const pageRoutes = flat(routes).filter((r) => r.path !== undefined || r.index);

type Loader = (args: unknown) => unknown;
type Meta = (args: unknown) => MetaDescriptor[];

/** A loader's answer as React Router hands it to `meta`: the body of `data(...)`, or the value itself. */
const unwrap = (value: unknown) =>
  value && typeof value === 'object' && 'type' in value && value.type === 'DataWithResponseInit'
    ? (value as unknown as { data: unknown }).data
    : value;

const title = (tags: MetaDescriptor[]) =>
  (tags as Record<string, unknown>[]).find((t) => 'title' in t)?.title as string | undefined;
const canonical = (tags: MetaDescriptor[]) =>
  (tags as Record<string, unknown>[]).find((t) => t.tagName === 'link' && t.rel === 'canonical')?.href;

describe("each route's meta from its loader data (React Router 8: no `data` argument)", () => {
  it('lists every route module of routes.ts', () => {
    expect(pageRoutes.length).toBeGreaterThan(40);
    for (const r of pageRoutes) expect(modules[`./${r.file.replace(/^routes\//, '')}`]).toBeDefined();
  });

  it.each(pageRoutes.filter((r) => r.file.startsWith('routes/')).map((r) => [r.path ?? '/', r] as const))(
    '%s',
    async (pattern, route) => {
      const mod = await modules[`./${route.file.replace(/^routes\//, '')}`]!();
      if (typeof mod.meta !== 'function') {
        // Resource routes (sitemap, feed) answer a Response and have no head.
        expect(typeof mod.default).not.toBe('function');
        return;
      }
      const params = PARAMS[pattern] ?? {};
      const path =
        pattern === '/'
          ? '/'
          : `/${pattern.replace(/:(\w+)/g, (_: string, k: string) => params[k] ?? '').replace('*', params['*'] ?? '')}`;
      const context = new RouterContextProvider();
      context.set(pageContextKey, pages);
      const request = new Request(new URL(path, SITE_ORIGIN));
      const loaderData =
        typeof mod.loader === 'function'
          ? unwrap(await (mod.loader as Loader)({ request, params, context }))
          : undefined;
      const location = { pathname: path, search: '', hash: '', state: null, key: 'default' };
      const head = (mod.meta as Meta)({ loaderData, location, params, matches: [], error: undefined });

      expect(title(head)).toBeTruthy();
      if (TITLES[pattern]) expect(title(head)).toMatch(TITLES[pattern]);
      else expect(title(head)).not.toMatch(/not found/i);
      // Aliases and results pages name their main address; every page names one on this site.
      expect(String(canonical(head))).toMatch(new RegExp(`^${SITE_ORIGIN}/`));
    },
  );
});
