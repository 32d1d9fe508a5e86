import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import { Router, type Request, type Response } from 'express';
import type { Blog, Video } from '@36x/common';
import type { AppDeps } from '../app';
import { getBlog, listBlogs } from '../blogs/blog-service';
import { listVideos } from '../videos/video-service';
import { fallbackShell, injectTags, plainSnippet, renderShareTags, type ShareTags } from './share-html';
import { defaultRendererPaths, pageRendererLoader, type PageRenderer } from './page-renderer';
import { renderSitemap } from './sitemap';
import { SITE } from './site';

export interface ShareOptions {
  /**
   * Where the SPA's built shell (spa.html: the build's index.html before the home page was prerendered into it) may
   * be, most preferred first. Default: next to the bundled function (functions/lib/spa.html, copied by
   * functions/build.mjs; the only one a deploy has) and, for the local stack, web/dist/spa.html. The newest existing file wins, so a web rebuild after the functions build is never served
   * stale (its asset names change with every build).
   */
  indexHtmlPaths?: string[];
  /**
   * Load /local-env.js first, as the local stack's copy of the SPA does (scripts/lib/stack.mjs): it tells the
   * built SPA where that stack's Auth emulator is. Default: in local mode only.
   */
  localEnvScript?: boolean;
  /**
   * Local mode: ask the stack's own Hosting for /spa.html first. Each local stack serves a private copy of
   * web/dist made when it started (scripts/lib/stack.mjs), while web/dist and functions/lib are shared by every
   * stack on the machine and rebuilt at any time; only that copy is sure to name the asset files the stack serves.
   * Default: `${siteUrl}/spa.html` in local mode; none in firebase mode (a deploy ships lib/spa.html with the
   * site it was built with).
   */
  indexHtmlUrl?: string | null;
  /** Where the web app's server bundle may be (page-renderer.ts); [] serves the shell with tags only. */
  rendererPaths?: string[];
}

/** The data a page is rendered with, by the web app's query keys. */
type Queries = (
  keys: PageRenderer['publicContentKeys'],
) => ReadonlyArray<readonly [readonly unknown[], unknown]>;

// The same tag as scripts/lib/stack.mjs writes (deferred: in order with the app's module scripts).
const LOCAL_ENV_TAG = '<script src="/local-env.js" defer></script>';

/** Adds the local stack's run-time settings script before the first script, unless it is there already. */
export function withLocalEnvScript(html: string): string {
  if (html.includes(LOCAL_ENV_TAG)) return html;
  const at = html.search(/<script\b/i);
  return at < 0
    ? html.replace('</head>', `  ${LOCAL_ENV_TAG}\n  </head>`)
    : `${html.slice(0, at)}${LOCAL_ENV_TAG}\n    ${html.slice(at)}`;
}

const defaultIndexPaths = () => [
  path.join(__dirname, 'spa.html'),
  path.join(__dirname, '..', '..', 'web', 'dist', 'spa.html'),
];

/** Reads the newest candidate, cached by path and modification time. */
function indexHtmlReader(paths: string[]) {
  let cached: { file: string; mtimeMs: number; html: string } | null = null;
  return (): string => {
    let best: { file: string; mtimeMs: number } | null = null;
    for (const file of paths) {
      try {
        const { mtimeMs } = fs.statSync(file);
        if (!best || mtimeMs > best.mtimeMs) best = { file, mtimeMs };
      } catch {
        /* not there */
      }
    }
    if (!best) return fallbackShell();
    if (cached?.file !== best.file || cached.mtimeMs !== best.mtimeMs) {
      cached = { ...best, html: fs.readFileSync(best.file, 'utf8') };
    }
    return cached.html;
  };
}

/** Fetches the shell from a URL, kept for a minute; null (use the files) when there is none or it cannot be had. */
function hostingIndexReader(url: string | null) {
  let cached: { html: string; at: number } | null = null;
  return async (): Promise<string | null> => {
    if (!url) return null;
    if (cached && Date.now() - cached.at < 60_000) return cached.html;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000), headers: { Accept: 'text/html' } });
      const html = res.ok ? await res.text() : '';
      if (!html.includes('<head')) return null;
      cached = { html, at: Date.now() };
      return html;
    } catch {
      return null;
    }
  };
}

/** Document ids the stores make (and anything an admin could reasonably create); anything else cannot exist. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,128}$/;

function absoluteImage(siteUrl: string, image: string | undefined): string | undefined {
  if (!image || image.startsWith('data:')) return undefined; // previews cannot use data: URLs
  try {
    const url = new URL(image, `${siteUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The same BlogPosting the SPA renders (web/src/components/seo/structured-data.ts). */
export function articleJsonLd(siteUrl: string, blog: Blog, url: string, image: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: blog.title.length > 110 ? `${blog.title.slice(0, 109)}…` : blog.title,
    description: blog.excerpt,
    articleSection: blog.category,
    ...(image ? { image: [image] } : {}),
    datePublished: blog.createdAt,
    dateModified: blog.updatedAt || blog.createdAt,
    inLanguage: 'en-IN',
    author: {
      '@type': 'Person',
      name: SITE.author.name,
      jobTitle: SITE.author.jobTitle,
      hasCredential: [
        'Chartered Accountant (CA)',
        'Chartered Financial Analyst (CFA)',
        'Company Secretary (CS)',
      ],
      url: `${siteUrl}/about`,
    },
    publisher: {
      '@type': 'Organization',
      name: SITE.name,
      logo: { '@type': 'ImageObject', url: `${siteUrl}${SITE.logoPath}` },
    },
  };
}

export function blogShareTags(siteUrl: string, blog: Blog): ShareTags {
  const url = `${siteUrl}/blogs/${encodeURIComponent(blog.id)}`;
  const image = absoluteImage(siteUrl, blog.image);
  return {
    title: blog.title,
    description: plainSnippet(blog.excerpt || blog.content),
    url,
    image,
    type: 'article',
    publishedTime: blog.createdAt,
    modifiedTime: blog.updatedAt || blog.createdAt,
    section: blog.category,
    jsonLd: articleJsonLd(siteUrl, blog, url, image),
    preloadImage: blog.image?.startsWith('/') && !blog.image.startsWith('//') ? blog.image : image,
  };
}

/**
 * Link previews and the sitemap (issue 4). Hosting rewrites /blogs/** and /sitemap.xml to the `api` function,
 * which mounts this router beside /api:
 * - GET /blogs/:id answers the SPA's shell with the post's title, description, Open Graph / Twitter tags and
 *   BlogPosting JSON-LD between the <!--seo-start--> and <!--seo-end--> markers; an unknown or draft post gets the
 *   'Blog Not Found' tags, noindex and a 404 (the SPA then shows its 'Blog Not Found' screen);
 * - GET /blogs answers the shell with the blog list's tags;
 * - GET /sitemap.xml lists every public route and every published post.
 * The browser then runs the SPA as usual; these answers only change what crawlers that run no JavaScript see.
 */
export function shareRoutes(deps: AppDeps, options: ShareOptions = {}): Router {
  const router = Router();
  // A rendered page is about 90 KB of HTML, a fifth of that compressed; Hosting passes a function's body as it is.
  const compress = compression();
  const readBuiltIndex = indexHtmlReader(options.indexHtmlPaths ?? defaultIndexPaths());
  const localEnv = options.localEnvScript ?? deps.config.mode === 'local';
  const siteUrl = deps.config.siteUrl.replace(/\/+$/, '');
  const fromHosting = hostingIndexReader(
    options.indexHtmlUrl === undefined
      ? deps.config.mode === 'local'
        ? `${siteUrl}/spa.html`
        : null
      : options.indexHtmlUrl,
  );
  const readIndex = async () => {
    const html = (await fromHosting()) ?? readBuiltIndex();
    return localEnv ? withLocalEnvScript(html) : html;
  };

  const loadRenderer = pageRendererLoader(options.rendererPaths ?? defaultRendererPaths());

  /**
   * The page itself, rendered with its data by the web app's server bundle (the browser hydrates it; the head
   * carries `tags`), or, without that bundle or when it fails, the shell with the tags (the app then renders).
   */
  const pageHtml = async (req: Request, tags: ShareTags, queries: Queries) => {
    const shell = await readIndex();
    const renderer = await loadRenderer();
    if (renderer) {
      try {
        // The page renders its own JSON-LD in the body; the head's would repeat it.
        return await renderer.renderDocument(renderer.toPageShell(shell), req.originalUrl, siteUrl, {
          queries: queries(renderer.publicContentKeys),
          tags: { ...tags, jsonLd: undefined },
        });
      } catch (err) {
        console.error('share: rendering the page failed', err instanceof Error ? err.message : err);
      }
    }
    return injectTags(shell, renderShareTags(tags));
  };

  const sendHtml = async (
    req: Request,
    res: Response,
    status: number,
    tags: ShareTags,
    cacheSeconds: number,
    queries: Queries = () => [],
  ) => {
    const html = await pageHtml(req, tags, queries);
    res
      .status(status)
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        // Hosting's CDN may keep it briefly (an edited post shows in previews within minutes); browsers ask
        // again each time, so a visitor who saw 'Blog Not Found' sees the post once it is published.
        'Cache-Control': `public, max-age=0, must-revalidate, s-maxage=${cacheSeconds}`,
        'X-Content-Type-Options': 'nosniff',
      })
      .send(html);
  };

  const notFoundTags = (req: Request): ShareTags => ({
    title: 'Blog Not Found',
    description: 'The article you are looking for does not exist or is no longer published.',
    url: `${siteUrl}${req.path}`,
    type: 'website',
    noindex: true,
  });

  /** The store failed: still serve the app (it will try again itself), with the site's own tags, uncached. */
  const sendShell = async (res: Response, err: unknown) => {
    console.error('share: reading blogs failed', err instanceof Error ? err.message : err);
    res
      .status(200)
      .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      .send(await readIndex());
  };

  router.get(['/blogs', '/blogs/'], compress, async (req, res) => {
    let posts: Blog[];
    try {
      posts = await listBlogs(deps.store, false);
    } catch (err) {
      await sendShell(res, err);
      return;
    }
    const tags: ShareTags = {
      title: SITE.blogsTitle,
      description: SITE.blogsDescription,
      url: `${siteUrl}/blogs`,
      type: 'website',
    };
    await sendHtml(req, res, 200, tags, 600, (keys) => [[keys.blogs, posts]]);
  });

  router.get('/blogs/:id', compress, async (req, res) => {
    const id = String(req.params.id);
    if (!PLAUSIBLE_ID.test(id)) {
      await sendHtml(req, res, 404, notFoundTags(req), 60, (keys) => [[keys.blog(id), null]]);
      return;
    }
    let blog: Blog | null = null;
    let posts: Blog[];
    try {
      blog = await getBlog(deps.store, id, false).catch((err: { status?: number }) => {
        if (err.status === 404) return null;
        throw err;
      });
      // The post's page also lists related posts of its category.
      posts = blog ? await listBlogs(deps.store, false) : [];
    } catch (err) {
      await sendShell(res, err);
      return;
    }
    if (!blog) {
      await sendHtml(req, res, 404, notFoundTags(req), 60, (keys) => [[keys.blog(id), null]]);
      return;
    }
    await sendHtml(req, res, 200, blogShareTags(siteUrl, blog), 600, (keys) => [
      [keys.blog(id), blog],
      [keys.blogs, posts],
    ]);
  });

  // The video library with its list in the page: nothing left to fetch and render once the app starts.
  router.get(['/videos', '/videos/'], compress, async (req, res) => {
    let videos: Video[];
    try {
      videos = await listVideos(deps.store);
    } catch (err) {
      await sendShell(res, err);
      return;
    }
    const tags: ShareTags = {
      title: SITE.videosTitle,
      description: SITE.videosDescription,
      url: `${siteUrl}/videos`,
      type: 'website',
    };
    await sendHtml(req, res, 200, tags, 600, (keys) => [[keys.videos, videos]]);
  });

  // /blogs/a/b is no page of the SPA: its own 'Page Not Found' shows; crawlers get a 404.
  router.get('/blogs/*rest', compress, async (req, res) => {
    await sendHtml(
      req,
      res,
      404,
      { ...notFoundTags(req), title: 'Page Not Found', description: 'This page does not exist.' },
      60,
    );
  });

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const posts = await listBlogs(deps.store, false);
      res
        .status(200)
        .set({
          'Content-Type': 'application/xml; charset=utf-8',
          'Cache-Control': 'public, max-age=600, s-maxage=3600',
        })
        .send(renderSitemap(siteUrl, posts));
    } catch (err) {
      next(err);
    }
  });

  return router;
}
