import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app';
import { createApp } from '../app';
import type { Config } from '../config';
import { SqliteStore } from '../store/sqlite-store';
import { COLLECTIONS } from '../store/store';
import { shareRoutes } from './share-routes';
import { SITE } from './site';

const SITE_URL = 'https://www.example.in';
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <!--seo-start-->
    <title>Default title</title>
    <meta name="description" content="Default description" />
    <!--seo-end-->
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let dir: string;
let store: SqliteStore;
let server: Server;
let base: string;

const config: Config = {
  mode: 'local',
  dataDir: '',
  seedDemo: false,
  storageBucket: '',
  siteUrl: `${SITE_URL}/`,
  rateLimitPerMinute: 100_000,
};

function depsWith(storeImpl: AppDeps['store']): AppDeps {
  return {
    store: storeImpl,
    blobs: { put: async () => '', get: async () => null },
    identity: {
      createCustomToken: async () => '',
      verifyIdToken: async () => {
        throw new Error('no tokens in these tests');
      },
      revokeSessions: async () => undefined,
    },
    config,
  };
}

async function listen(app: express.Express): Promise<{ server: Server; base: string }> {
  const s = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => s.once('listening', () => resolve()));
  return { server: s, base: `http://127.0.0.1:${(s.address() as AddressInfo).port}` };
}
const close = (s: Server) => new Promise<void>((resolve) => s.close(() => resolve()));

const blogDoc = (over: Record<string, unknown>) => ({
  title: 'Old or new regime?',
  content: 'A long enough body for the fifty character minimum of a blog post.',
  excerpt: 'How to choose between the two regimes in five minutes.',
  category: 'Tax Planning',
  image: 'https://cdn.example.in/regime.jpg',
  status: 'published',
  createdAt: '2025-04-01T05:00:00.000Z',
  updatedAt: '2025-04-03T05:00:00.000Z',
  ...over,
});

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  store = new SqliteStore(path.join(dir, 'data.sqlite'));
  await store.create(COLLECTIONS.blogs, blogDoc({}), 'regime');
  await store.create(COLLECTIONS.blogs, blogDoc({ title: 'Work in progress', status: 'draft' }), 'draft1');
  await store.create(
    COLLECTIONS.blogs,
    blogDoc({
      title: 'Tags </title><script>alert("x")</script> & "quotes"',
      excerpt: 'Bad </script> excerpt',
      image: 'data:image/png;base64,AAAA',
      createdAt: '2025-05-01T00:00:00.000Z',
      updatedAt: '2025-05-01T00:00:00.000Z',
    }),
    'tricky',
  );
  await store.create(COLLECTIONS.blogs, blogDoc({ image: '/api/uploads/blog-images/a.png' }), 'uploaded');
  await store.create(
    COLLECTIONS.videos,
    {
      title: 'Section 80C in ten minutes',
      description: 'What counts, what does not, and the limit.',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnail: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      duration: '10:42',
      views: '1200',
      createdAt: '2025-04-02T05:00:00.000Z',
      updatedAt: '2025-04-02T05:00:00.000Z',
    },
    'v80c',
  );
  const app = express();
  app.use(
    shareRoutes(depsWith(store), {
      indexHtmlPaths: [path.join(dir, 'index.html')],
      indexHtmlUrl: null,
      // These tests are about the tags; the page rendering is tested with a stand-in bundle below.
      rendererPaths: [],
    }),
  );
  ({ server, base } = await listen(app));
});

afterAll(async () => {
  await close(server);
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const head = (html: string) => html.slice(html.indexOf('<!--seo-start-->'), html.indexOf('<!--seo-end-->'));
const metaContent = (html: string, attr: string, key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('share routes', () => {
  it('when a crawler asks for a published post, then index.html carries its title, description, image, tags and Article JSON-LD', async () => {
    const res = await fetch(`${base}/blogs/regime`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=/);
    expect(res.headers.get('cache-control')).toMatch(/\bmax-age=0\b/);
    const html = await res.text();
    const seo = head(html);
    expect(seo).toContain('<title>Old or new regime? | 36x Advisory</title>');
    expect(seo).not.toContain('Default title');
    expect(metaContent(seo, 'name', 'description')).toBe(
      'How to choose between the two regimes in five minutes.',
    );
    expect(metaContent(seo, 'property', 'og:type')).toBe('article');
    expect(metaContent(seo, 'property', 'og:url')).toBe(`${SITE_URL}/blogs/regime`);
    expect(metaContent(seo, 'property', 'og:image')).toBe('https://cdn.example.in/regime.jpg');
    expect(metaContent(seo, 'property', 'article:published_time')).toBe('2025-04-01T05:00:00.000Z');
    expect(metaContent(seo, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(seo, 'name', 'twitter:title')).toBe('Old or new regime? | 36x Advisory');
    expect(seo).toContain(`<link rel="canonical" href="${SITE_URL}/blogs/regime" />`);
    expect(seo).toContain(
      '<link rel="preload" as="image" href="https://cdn.example.in/regime.jpg" fetchpriority="high" />',
    );
    const ld = JSON.parse(
      /<script type="application\/ld\+json" data-seo-server>(.*?)<\/script>/.exec(seo)![1]!,
    );
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Old or new regime?',
      datePublished: '2025-04-01T05:00:00.000Z',
      dateModified: '2025-04-03T05:00:00.000Z',
      image: ['https://cdn.example.in/regime.jpg'],
      author: { '@type': 'Person', name: 'CA Aarav Malhotra' },
    });
    // The rest of the page (the app's scripts) is untouched; in local mode the stack's settings script comes first.
    expect(html).toContain(
      '<script src="/local-env.js" defer></script>\n    <script type="module" src="/assets/index-abc.js"></script>',
    );
  });

  it('when a post holds markup in its title and excerpt, then it is escaped and cannot break out of the head or the JSON-LD', async () => {
    const html = await (await fetch(`${base}/blogs/tricky`)).text();
    const seo = head(html);
    expect(seo).not.toContain('<script>alert');
    expect(seo).not.toMatch(/<\/script>\s*excerpt/);
    expect(seo).toContain(
      '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;',
    );
    // Exactly one script element: the JSON-LD, whose text never contains "</".
    const scripts = seo.match(/<script/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(/data-seo-server>(.*?)<\/script>/.exec(seo)![1]).not.toContain('</');
    // A data: image is of no use to a preview: left out, and the card is the small one.
    expect(metaContent(seo, 'property', 'og:image')).toBeUndefined();
    expect(metaContent(seo, 'name', 'twitter:card')).toBe('summary');
    expect(seo).not.toContain('rel="preload"');
  });

  it('when the image is an upload path, then the preview gets it as an absolute URL on the site', async () => {
    const html = await (await fetch(`${base}/blogs/uploaded`)).text();
    expect(metaContent(html, 'property', 'og:image')).toBe(`${SITE_URL}/api/uploads/blog-images/a.png`);
    // The preload stays relative, so it matches the image the page requests on whatever host it was opened.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/uploads/blog-images/a.png" fetchpriority="high" />',
    );
  });

  it.each([['draft1'], ['missing'], ['bad%20id']])(
    'when the post %s is not public, then a 404 with the app, not-found tags and noindex',
    async (id) => {
      const res = await fetch(`${base}/blogs/${id}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(head(html)).toContain('<title>Blog Not Found | 36x Advisory</title>');
      expect(metaContent(html, 'name', 'robots')).toBe('noindex, follow');
      expect(html).not.toContain('Work in progress');
      expect(html).toContain('/assets/index-abc.js');
    },
  );

  it('when the blog list or a deeper path is asked for, then the app is served with list tags or a 404', async () => {
    const list = await fetch(`${base}/blogs`);
    expect(list.status).toBe(200);
    expect(head(await list.text())).toContain(
      '<title>Insights &amp; Articles on Tax, Investing and Compliance | 36x Advisory</title>',
    );
    const deeper = await fetch(`${base}/blogs/regime/extra`);
    expect(deeper.status).toBe(404);
    expect(await deeper.text()).toContain('/assets/index-abc.js');
  });

  it('when the sitemap is asked for, then it lists every public route and only published posts, with lastmod', async () => {
    const res = await fetch(`${base}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const route of [
      '/',
      '/why-36x',
      '/resources',
      '/tools',
      '/calculator',
      '/services',
      '/about',
      '/contact',
      '/enquiry',
      '/blogs',
      '/videos',
    ]) {
      expect(locs).toContain(`${SITE_URL}${route}`);
    }
    expect(locs).toContain(`${SITE_URL}/blogs/regime`);
    expect(locs).toContain(`${SITE_URL}/blogs/tricky`);
    expect(locs).not.toContain(`${SITE_URL}/blogs/draft1`);
    expect(locs.some((l) => l?.includes('/login') || l?.includes('/admin'))).toBe(false);
    expect(xml).toContain(`<loc>${SITE_URL}/blogs/regime</loc><lastmod>2025-04-03T05:00:00.000Z</lastmod>`);
  });
});

describe('share routes inside the API app', () => {
  it('when the app has no index.html, then a minimal shell still carries the tags; /api keeps its JSON 404', async () => {
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-none-'));
    const app = createApp(depsWith(store));
    // createApp mounts shareRoutes with the default paths; here we also prove the fallback shell directly.
    const bare = express();
    bare.use(
      shareRoutes(depsWith(store), {
        indexHtmlPaths: [path.join(emptyDir, 'index.html')],
        indexHtmlUrl: null,
        rendererPaths: [],
      }),
    );
    const one = await listen(app);
    const two = await listen(bare);
    try {
      const sitemap = await fetch(`${one.base}/sitemap.xml`);
      expect(sitemap.status).toBe(200);
      const apiMiss = await fetch(`${one.base}/api/nope`);
      expect(apiMiss.status).toBe(404);
      expect(await apiMiss.json()).toEqual({ message: 'Not found' });
      const html = await (await fetch(`${two.base}/blogs/regime`)).text();
      expect(html).toContain('<title>Old or new regime? | 36x Advisory</title>');
      expect(html).toContain('<div id="root">');
    } finally {
      await close(one.server);
      await close(two.server);
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }
  });

  it('when index.html files differ in age, then the newest is served (a web rebuild after the functions build)', async () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'share-age-'));
    const older = path.join(d, 'lib-index.html');
    const newer = path.join(d, 'dist-index.html');
    fs.writeFileSync(older, INDEX_HTML.replace('index-abc.js', 'index-old.js'));
    fs.writeFileSync(newer, INDEX_HTML.replace('index-abc.js', 'index-new.js'));
    fs.utimesSync(older, new Date('2025-01-01'), new Date('2025-01-01'));
    const app = express();
    app.use(
      shareRoutes(depsWith(store), {
        indexHtmlPaths: [older, newer],
        localEnvScript: false,
        indexHtmlUrl: null,
        rendererPaths: [],
      }),
    );
    const s = await listen(app);
    try {
      const html = await (await fetch(`${s.base}/blogs/regime`)).text();
      expect(html).toContain('index-new.js');
      expect(html).not.toContain('local-env.js');
    } finally {
      await close(s.server);
      fs.rmSync(d, { recursive: true, force: true });
    }
  });

  it("when the local stack's Hosting serves its own index.html, then that copy is used (it names the stack's assets)", async () => {
    const hosting = express();
    hosting.get('/index.html', (_req, res) => {
      res
        .type('html')
        .send(
          INDEX_HTML.replace(
            '<script type="module"',
            '<script src="/local-env.js" defer></script>\n    <script type="module"',
          ).replace('index-abc.js', 'index-stack.js'),
        );
    });
    const h = await listen(hosting);
    const app = express();
    app.use(
      shareRoutes(depsWith(store), {
        indexHtmlPaths: [path.join(dir, 'index.html')],
        indexHtmlUrl: `${h.base}/index.html`,
        rendererPaths: [],
      }),
    );
    const s = await listen(app);
    try {
      const html = await (await fetch(`${s.base}/blogs/regime`)).text();
      expect(html).toContain('index-stack.js');
      expect(html.match(/local-env\.js/g)).toHaveLength(1);
      expect(html).toContain('<title>Old or new regime? | 36x Advisory</title>');
    } finally {
      await close(s.server);
      await close(h.server);
    }
    // Hosting unreachable: the files are used.
    const app2 = express();
    app2.use(
      shareRoutes(depsWith(store), {
        indexHtmlPaths: [path.join(dir, 'index.html')],
        indexHtmlUrl: 'http://127.0.0.1:9/index.html',
        rendererPaths: [],
      }),
    );
    const s2 = await listen(app2);
    try {
      expect(await (await fetch(`${s2.base}/blogs/regime`)).text()).toContain('index-abc.js');
    } finally {
      await close(s2.server);
    }
  });
});

describe("share routes with the web app's server bundle", () => {
  // A stand-in for web/dist-ssr/entry-server.js with the same exports: it records what it is asked to render.
  const RENDERER = `
export const publicContentKeys = { blogs: ['blogs'], blog: (id) => ['blogs', id], videos: ['videos'] };
export const toPageShell = (shell) => shell.replace('<div id="root"></div>', '<div id="root">PAGE</div>');
export async function renderDocument(pageShell, url, origin, options) {
  if (url.includes('explode')) throw new Error('render failed');
  return pageShell.replace('PAGE', 'rendered:' + JSON.stringify({ url, origin, options }));
}
`;
  let rDir: string;
  let rServer: Server;
  let rBase: string;
  const rendered = (html: string) => {
    const at = html.indexOf('rendered:');
    expect(at).toBeGreaterThan(-1);
    return JSON.parse(html.slice(at + 'rendered:'.length, html.indexOf('</div>', at)));
  };

  beforeAll(async () => {
    rDir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-ssr-'));
    fs.writeFileSync(path.join(rDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(rDir, 'entry-server.mjs'), RENDERER);
    const app = express();
    app.use(
      shareRoutes(depsWith(store), {
        indexHtmlPaths: [path.join(rDir, 'index.html')],
        indexHtmlUrl: null,
        rendererPaths: [path.join(rDir, 'entry-server.mjs')],
      }),
    );
    ({ server: rServer, base: rBase } = await listen(app));
  });
  afterAll(async () => {
    await close(rServer);
    fs.rmSync(rDir, { recursive: true, force: true });
  });

  it('when a published post is asked for, then its page is rendered with the post and the published list as data', async () => {
    const res = await fetch(`${rBase}/blogs/regime`);
    expect(res.status).toBe(200);
    const page = rendered(await res.text());
    expect(page.url).toBe('/blogs/regime');
    expect(page.origin).toBe(SITE_URL);
    const [[postKey, post], [listKey, list]] = page.options.queries;
    expect(postKey).toEqual(['blogs', 'regime']);
    expect(post).toMatchObject({ id: 'regime', title: 'Old or new regime?' });
    expect(listKey).toEqual(['blogs']);
    expect(list.map((b: { id: string }) => b.id).sort()).toEqual(['regime', 'tricky', 'uploaded']);
    // The function's tags (article dates, section) go in the head; the page renders its own JSON-LD.
    expect(page.options.tags).toMatchObject({ type: 'article', section: 'Tax Planning' });
    expect(page.options.tags.jsonLd).toBeUndefined();
  });

  it('when a draft or unknown post is asked for, then the page is rendered as not found (no data) with a 404', async () => {
    for (const id of ['draft1', 'no-such-post']) {
      const res = await fetch(`${rBase}/blogs/${id}`);
      expect(res.status).toBe(404);
      const page = rendered(await res.text());
      expect(page.options.queries).toEqual([[['blogs', id], null]]);
      expect(page.options.tags.noindex).toBe(true);
    }
  });

  it('when the list is asked for with a filter, then it is rendered for that address with the published posts', async () => {
    const res = await fetch(`${rBase}/blogs?category=Tax%20Planning`);
    expect(res.status).toBe(200);
    const page = rendered(await res.text());
    expect(page.url).toBe('/blogs?category=Tax%20Planning');
    expect(page.options.queries[0][0]).toEqual(['blogs']);
    expect(page.options.queries[0][1]).toHaveLength(3);
  });

  it("the video library's head tags are the page's own title and description", () => {
    const page = fs.readFileSync(
      path.join(__dirname, '../../../web/src/features/videos/VideoLibraryPage.tsx'),
      'utf8',
    );
    expect(page).toContain(`title="${SITE.videosTitle}"`);
    expect(page.replace(/\s+/g, ' ')).toContain(`description="${SITE.videosDescription}"`);
  });

  it('when the video library is asked for, then it is rendered with every video as data and the library tags', async () => {
    const res = await fetch(`${rBase}/videos`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=600/);
    const page = rendered(await res.text());
    expect(page.url).toBe('/videos');
    const [[key, videos]] = page.options.queries;
    expect(key).toEqual(['videos']);
    expect(videos).toEqual([expect.objectContaining({ id: 'v80c', title: 'Section 80C in ten minutes' })]);
    expect(page.options.tags).toMatchObject({ title: SITE.videosTitle, url: `${SITE_URL}/videos` });
  });

  it('when rendering fails, then the shell is served with the tags (the app renders in the browser)', async () => {
    const res = await fetch(`${rBase}/blogs/explode`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Blog Not Found | 36x Advisory</title>');
  });
});
