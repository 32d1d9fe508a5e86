// Renders a page to HTML on the server: at build for the prerendered pages, and in the `api` function for the blog
// and video pages, the contact form's no-script post and unknown paths. The whole page is rendered before it is sent
// (no streaming: pages are small, and crawlers and link previews get everything), then MUI's Emotion styles are
// extracted into <head>.
import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createHash } from 'node:crypto';
import { pageScriptPolicy } from '@36x/common';
import calculatorChunks from 'virtual:calculator-chunks';
import { CALCULATOR_SOURCES, calculatorForPath } from './features/calculators/calculator-modules';

/** A page that has not rendered by then is answered as an error rather than holding the function. */
const RENDER_TIMEOUT_MS = 10_000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <ServerRouter context={context} url={request.url} />
    </CacheProvider>,
    {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      onError: (error) => void errors.push(error),
      // React would otherwise move a large finished boundary behind a script; a complete page wants it in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  // A component that throws on the server would silently become client-only: fail instead (the build stops).
  if (errors.length) throw new Error(`${request.url} did not render on the server`, { cause: errors[0] });
  const html = await new Response(prelude).text();
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // React writes the doctype itself when it renders a whole document.
  const preloads = calculatorPreloads(html, new URL(request.url).pathname);
  const { html: page, policy } = withScriptPolicy(
    startAppAfterFirstPaint(insertBeforeHeadEnd(html, styles + preloads)),
  );
  // Also a header on the function's own response (behind Hosting, Hosting's site policy takes the header's name, so
  // the <meta> is what holds there, as for the prerendered files: docs/decisions/020).
  headers.set('Content-Security-Policy', policy);
  return new Response(page.startsWith('<!DOCTYPE') ? page : `<!DOCTYPE html>${page}`, {
    status,
    headers,
  });
}

/**
 * A calculator page's module preloads for its calculator's code and its explanation (virtual:calculator-chunks,
 * features/calculators/explanations/index.ts), beside React Router's
 * for the route: the app starts with the calculator at hand instead of asking for it once it runs (entry.client.tsx
 * awaits it before hydrating). startAppAfterFirstPaint defers them with the others.
 */
export function calculatorPreloads(html: string, pathname: string): string {
  const id = calculatorForPath(pathname);
  const sources = id ? [CALCULATOR_SOURCES[id], `explanations/${id}.ts`] : [];
  const scripts = [...new Set(sources.flatMap((source) => calculatorChunks[source] ?? []))];
  return scripts
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" href="${href}"/>`)
    .join('');
}

/** Page text never goes through a replacement pattern: the document is cut and joined, never `replace`d. */
export function insertBeforeHeadEnd(html: string, tags: string): string {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('The rendered document has no </head>.');
  return html.slice(0, at) + tags + html.slice(at);
}

/** React Router's module preloads and its boot script (the module that imports the routes and the client entry). */
// The starter's copy of the boot script, as a JSON string (withScriptPolicy hashes what it will run).
const STARTER_BOOT = /\n {2}const boot = ("(?:[^"\\]|\\.)*");\n/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/[^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([^<]*)<\/script>/;

/**
 * The page is complete HTML (links, menus and forms work without scripts), so the app's code starts after the page has
 * loaded and painted: the module preloads and the boot script are handed to a small starter that adds them then (or
 * after 4 s; at once in a hidden tab). Fetched before the first paint, the ~240 KB of modules share the phone's
 * bandwidth with the page itself: Lighthouse's mobile LCP went from about 1.9 s to 4.9 s without this (median of 5,
 * docs/benchmarks.md). The preloads are added a dozen per task: a hundred at once took a phone's main thread for
 * about 0.4 s, the first long task after the first paint (CALC-STATES-7). Relies on the markup of React Router's
 * <Scripts>, so it fails the build if that changes.
 */
export function startAppAfterFirstPaint(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  if (!boot || preloads.length === 0 || html.indexOf(boot[0], boot.index + 1) !== -1) {
    throw new Error("React Router's boot script or module preloads were not found: check entry.server.tsx.");
  }
  const starter = `<script>(() => {
  const preloads = ${inlineJson(preloads)};
  const boot = ${inlineJson(boot[1])};
  const start = () => {
    for (const href of preloads.splice(0, 12)) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    }
    if (preloads.length) return setTimeout(start);
    document.body.append(Object.assign(document.createElement('script'), { type: 'module', textContent: boot }));
  };
  let started = false;
  const go = () => started || ((started = true), setTimeout(start));
  const painted = new Promise((done) => {
    const seen = (list) => list.getEntriesByName('first-contentful-paint').length > 0;
    if (seen(performance)) return done();
    try {
      new PerformanceObserver((list, observer) => seen(list) && (observer.disconnect(), done())).observe({
        type: 'paint',
        buffered: true,
      });
    } catch { done(); }
  });
  const loaded = new Promise((done) =>
    document.readyState === 'complete' ? done() : addEventListener('load', done, { once: true }));
  if (document.visibilityState === 'hidden') go();
  else { Promise.all([painted, loaded]).then(go); setTimeout(go, 4000); }
})();</script>`;
  const withoutPreloads = html.replaceAll(MODULE_PRELOAD, () => '');
  const at = withoutPreloads.indexOf(boot[0]);
  return withoutPreloads.slice(0, at) + starter + withoutPreloads.slice(at + boot[0].length);
}

/** JSON for an inline script: no string in it can close the script element. */
const inlineJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Script elements with their text; `type` and `src` decide whether the browser runs the text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Inline scripts that run: no src, and no type or a JavaScript one (JSON-LD and other data blocks never run). */
const runsInline = (attributes: string) =>
  !/\ssrc=/.test(attributes) &&
  /^(|text\/javascript|module)$/i.test(/\stype="([^"]*)"/.exec(attributes)?.[1] ?? '');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * The page's script policy (common/src/security-headers.ts): this site's files plus the hash of each inline script
 * that runs, including the boot module the starter adds later (its text is the one React Router wrote). Written as a
 * <meta http-equiv> first in <head>, before any script, so it also holds for the prerendered files Hosting serves.
 */
export function withScriptPolicy(html: string): { html: string; policy: string } {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (runsInline(attributes)) hashes.push(sha256(text));
  }
  const boot = STARTER_BOOT.exec(html);
  if (boot) hashes.push(sha256(JSON.parse(boot[1]!) as string));
  const policy = pageScriptPolicy(hashes);
  const head = /<head>(<meta charSet="utf-8"\/>)?/.exec(html);
  if (!head) throw new Error('The rendered document has no <head>.');
  const at = head.index + head[0].length;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return { html: html.slice(0, at) + meta + html.slice(at), policy };
}
