// Server rendering of a public route to HTML: the page's markup, the CSS it uses (Emotion, extracted so it goes in
// <head>) and the <head> tags its <Seo> asks for. Two callers: the build prerenders the static routes
// (web/scripts/build.mjs), and the `api` function renders blog pages with their data on each request
// (functions/src/share). The browser then hydrates that HTML (src/main.tsx) instead of painting nothing until the
// app's code has loaded. See docs/decisions/010-server-rendered-public-pages.md.
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { escapeHtml, injectTags, inlineJson, renderShareTags, type ShareTags } from '@36x/common';
import { AppShell } from './app/App';
import { createQueryClient, QUERY_STATE_ID } from './app/AppProviders';
import { SERVER_STYLES_ATTRIBUTE } from './app/emotion-cache';
import { SeoServerContext, type SeoServer } from './components/seo/Seo';
import { paths } from './lib/paths';

export { publicContentKeys } from './lib/public-content/use-public-content';

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** <style> tags for <head>; the browser's Emotion cache adopts them on start (src/app/emotion-cache.ts). */
  styles: string;
  /** The page's <Seo> tags, if it rendered one. */
  tags?: ShareTags;
  /** The data the page was rendered with, for the browser's query cache (none for static pages). */
  state?: DehydratedState;
}

/** Data a page would otherwise fetch, by query key (publicContentKeys): the page renders with it at once. */
export type InitialQueries = ReadonlyArray<readonly [QueryKey, unknown]>;

/** `url` is a site path with any query ('/blogs?category=Tax'); `origin` the public site URL for absolute URLs. */
export async function render(
  url: string,
  origin: string,
  queries: InitialQueries = [],
): Promise<RenderedPage> {
  // Same key as the browser's default Emotion cache ('css'), so it recognises the server's styles as its own.
  const cache = createCache({ key: 'css' });
  // Called before rendering: it switches the cache to collecting styles instead of writing them inline.
  const emotion = createEmotionServer(cache);
  const queryClient = createQueryClient();
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  let tags: ShareTags | undefined;
  const seo: SeoServer = {
    origin,
    pathname: new URL(url, origin).pathname,
    setTags: (pageTags) => void (tags = pageTags),
  };
  // prerender (unlike renderToString) waits for lazy modules. A component that throws on the server would silently
  // become a client-only island: fail instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <SeoServerContext.Provider value={seo}>
      <CacheProvider value={cache}>
        <StaticRouter location={url}>
          <AppShell queryClient={queryClient} />
        </StaticRouter>
      </CacheProvider>
    </SeoServerContext.Provider>,
    // React outlines a finished Suspense boundary larger than progressiveChunkSize (about 12 KB) behind its
    // fallback and a script that swaps it in later; a complete page wants the content in place.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  if (errors.length) throw new Error(`${url} does not render on the server`, { cause: errors[0] });
  const html = await new Response(prelude as ReadableStream<Uint8Array>).text();
  // These tags are already in <head>, where Emotion's browser cache would otherwise move them on start (moving a
  // <style> re-parses it and restyles the page: a long task on a phone). data-s keeps Emotion from moving the global
  // ones out of the way; the page's styles get their own attribute, read in place by browserEmotionCache().
  const styles = emotion
    .constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html))
    .replaceAll('<style data-emotion="css ', `<style ${SERVER_STYLES_ATTRIBUTE}="`)
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  return { html, styles, tags, state: queries.length ? dehydrate(queryClient) : undefined };
}

/**
 * The public routes written as static HTML at build time. Left out: the calculators (their tab and inputs come from
 * the query string and the date), the blog list, posts and the video library (rendered with their data by the
 * function, since they change without a build), the login page and the back office (nothing to find or share there).
 */
export const PRERENDERED_ROUTES = [
  paths.home,
  paths.whyChoose,
  paths.whyChooseAlias,
  paths.insights,
  paths.resources,
  paths.tools,
  paths.services,
  paths.about,
  paths.contact,
  paths.enquiry,
] as const;

/** The file a route is written to; firebase.json's cleanUrls serves /services from services.html. */
export const fileForRoute = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

declare const __BUILT_STYLESHEETS__: Record<string, string> | undefined;
/** The client build's stylesheets by href, defined by web/scripts/build.mjs (none when not built by it: tests). */
const BUILT_STYLESHEETS: Record<string, string> =
  typeof __BUILT_STYLESHEETS__ === 'undefined' ? {} : __BUILT_STYLESHEETS__;

/**
 * The built shell (spa.html) made into the shell of a server-rendered page:
 * - the app starts once the page has loaded (its fonts and eager images) and its first contentful paint is on screen
 *   (or after 4 s, for a browser that reports no paints): a small inline module fetches the entry script and its
 *   imports then, so what the visitor reads is not queued behind the app's code, which only makes the page
 *   interactive (its links already work as plain links). A hidden tab, which paints nothing, starts it at once;
 * - the stylesheet (a few @font-face rules) is inlined, one request fewer before the first paint, and the fonts it
 *   names are preloaded, so they are there for the first layout (a stylesheet applied later restyles and re-lays out
 *   the whole page: a long task on a phone). The build hands the server bundle its stylesheets (web/scripts/build.mjs);
 *   one it does not know (a shell from another build) loads without blocking the first paint.
 */
export function toPageShell(
  shell: string,
  readAsset: (href: string) => string | undefined = (href) => BUILT_STYLESHEETS[href],
): string {
  const entry = shell.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1];
  const imports = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
  if (!entry) throw new Error('The shell has no module script: was it built by Vite?');
  const starter = `<script type="module">
      const start = () => {
        for (const href of ${JSON.stringify(imports)}) {
          const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
          document.head.append(link);
        }
        import(${JSON.stringify(entry)});
      };
      const painted = new Promise((done) => {
        const seen = (list) => list.getEntriesByName('first-contentful-paint').length > 0;
        if (seen(performance)) return done();
        try {
          new PerformanceObserver((list, observer) => seen(list) && (observer.disconnect(), done()))
            .observe({ type: 'paint', buffered: true });
        } catch { done(); }
      });
      const loaded = new Promise((done) =>
        document.readyState === 'complete' ? done() : addEventListener('load', done, { once: true }));
      let started = false;
      const go = () => started || ((started = true), setTimeout(start));
      if (document.visibilityState === 'hidden') go();
      else { Promise.all([painted, loaded]).then(go); setTimeout(go, 4000); }
    </script>`;
  const inlined = (css: string) => {
    const fonts = [...css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map(
      (m) => `<link rel="preload" as="font" type="font/woff2" href="${m[1]}" crossorigin>`,
    );
    return `${fonts.join('')}<style>${css}</style>`;
  };
  const html = shell
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, starter);
  // A stylesheet the build did not hand over loads without holding up the first paint: it only declares the fonts,
  // which are optional (vite.config.ts) and so never re-flow a page already shown.
  return html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) => {
    const css = readAsset(href);
    return css !== undefined
      ? inlined(css)
      : `<link rel="stylesheet" crossorigin href="${href}" media="print" onload="this.media='all'">`;
  });
}

export interface DocumentOptions {
  queries?: InitialQueries;
  /** Head tags to write instead of the page's own <Seo> ones (the function's, which say more about a post). */
  tags?: ShareTags;
}

/** A page shell (toPageShell) with the route's markup, styles, head tags and data filled in. */
export async function renderDocument(
  pageShell: string,
  url: string,
  origin: string,
  options: DocumentOptions = {},
): Promise<string> {
  const page = await render(url, origin, options.queries);
  const tags = options.tags ?? page.tags;
  if (!tags) throw new Error(`${url} rendered no <Seo>: every server-rendered page needs a title.`);
  // React writes preload links for the page's priority images ahead of the markup: they belong in <head> (found
  // sooner there, and the browser's tree then matches what hydration expects inside #root).
  const preloads: string[] = [];
  const body = page.html.replace(/^(?:<link rel="preload"[^>]*>)+/, (links) => {
    preloads.push(links);
    return '';
  });
  if (body.startsWith('<link') || body.includes('$RC(')) {
    throw new Error(`${url}: unexpected streaming markup in the rendered page.`);
  }
  const root = '<div id="root"></div>';
  if (!pageShell.includes(root)) throw new Error(`The shell has no ${root}.`);
  // data-url: what was rendered; the browser hydrates only when it is the address it shows (src/main.tsx).
  const state = page.state
    ? `<script id="${QUERY_STATE_ID}" type="application/json">${inlineJson(page.state)}</script>\n  `
    : '';
  return injectTags(pageShell, renderShareTags(tags))
    .replace('</head>', `${preloads.join('')}\n${page.styles}\n  </head>`)
    .replace(root, `<div id="root" data-url="${escapeHtml(url)}">${body}</div>`)
    .replace('</body>', `${state}</body>`);
}
