// Build-time rendering of a public route to HTML (web/scripts/build.mjs prerenders each one): the page's markup,
// the CSS it uses (Emotion, extracted so it goes in <head>) and the <head> tags its <Seo> asks for. The browser
// then hydrates that HTML (src/main.tsx) instead of painting nothing until the app's code has loaded.
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { injectTags, renderShareTags, type ShareTags } from '@36x/common';
import { AppShell } from './app/App';
import { SeoServerContext, type SeoServer } from './components/seo/Seo';
import { paths } from './lib/paths';

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** <style data-emotion> tags for <head>; the browser's Emotion cache adopts them on start. */
  styles: string;
  /** The page's <Seo> tags, if it rendered one. */
  tags?: ShareTags;
}

/** `url` is a site path ('/services'); `origin` the public site URL that canonical and Open Graph URLs use. */
export async function render(url: string, origin: string): Promise<RenderedPage> {
  // Same key as the browser's default Emotion cache ('css'), so it recognises the server's styles as its own.
  const cache = createCache({ key: 'css' });
  // Called before rendering: it switches the cache to collecting styles instead of writing them inline.
  const emotion = createEmotionServer(cache);
  let tags: ShareTags | undefined;
  const seo: SeoServer = {
    origin,
    pathname: new URL(url, origin).pathname,
    setTags: (pageTags) => void (tags = pageTags),
  };
  // prerender (unlike renderToString) waits for lazy modules and data. A component that throws on the server would
  // silently become a client-only island: fail the build instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <SeoServerContext.Provider value={seo}>
      <CacheProvider value={cache}>
        <StaticRouter location={url}>
          <AppShell />
        </StaticRouter>
      </CacheProvider>
    </SeoServerContext.Provider>,
    // React outlines a finished Suspense boundary larger than progressiveChunkSize (about 12 KB) behind its
    // fallback and a script that swaps it in later; a static page wants the content in place.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  if (errors.length) throw new Error(`${url} does not render on the server`, { cause: errors[0] });
  const html = await new Response(prelude as ReadableStream<Uint8Array>).text();
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, tags };
}

/**
 * The public routes written as static HTML at build time. Left out: the calculators (their tab and inputs come from
 * the query string and the date), blog posts (content changes without a build: the function renders their tags,
 * functions/src/share), the login page and the back office (nothing to find or share there).
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
  paths.blogs,
  paths.videos,
] as const;

/** The file a route is written to; firebase.json's cleanUrls serves /services from services.html. */
export const fileForRoute = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** The built index.html (the empty shell) with the route's markup, styles and head tags filled in. */
export async function renderDocument(shell: string, route: string, origin: string): Promise<string> {
  const page = await render(route, origin);
  if (!page.tags) throw new Error(`${route} rendered no <Seo>: every prerendered page needs a title.`);
  // React writes preload links for the page's priority images ahead of the markup: they belong in <head> (found
  // sooner there, and the browser's tree then matches what hydration expects inside #root).
  const preloads: string[] = [];
  const body = page.html.replace(/^(?:<link rel="preload"[^>]*>)+/, (links) => {
    preloads.push(links);
    return '';
  });
  if (/^<link|<script>\$R/.test(body) || body.includes('$RC(')) {
    throw new Error(`${route}: unexpected streaming markup in the prerendered page.`);
  }
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error(`The shell has no ${root}.`);
  return injectTags(shell, renderShareTags(page.tags))
    .replace('</head>', `${preloads.join('')}\n${page.styles}\n  </head>`)
    .replace(root, `<div id="root">${body}</div>`);
}
