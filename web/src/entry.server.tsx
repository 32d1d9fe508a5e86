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
  const { html: page, policy } = withScriptPolicy(insertBeforeHeadEnd(html, styles));
  // Also a header on the function's own response (behind Hosting, Hosting's site policy takes the header's name, so
  // the <meta> is what holds there, as for the prerendered files: docs/decisions/020).
  headers.set('Content-Security-Policy', policy);
  return new Response(page.startsWith('<!DOCTYPE') ? page : `<!DOCTYPE html>${page}`, {
    status,
    headers,
  });
}

/** Page text never goes through a replacement pattern: the document is cut and joined, never `replace`d. */
export function insertBeforeHeadEnd(html: string, tags: string): string {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('The rendered document has no </head>.');
  return html.slice(0, at) + tags + html.slice(at);
}

/** Script elements with their text; `type` and `src` decide whether the browser runs the text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Inline scripts that run: no src, and no type or a JavaScript one (JSON-LD and other data blocks never run). */
const runsInline = (attributes: string) =>
  !/\ssrc=/.test(attributes) &&
  /^(|text\/javascript|module)$/i.test(/\stype="([^"]*)"/.exec(attributes)?.[1] ?? '');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * The page's script policy (common/src/security-headers.ts): this site's files plus the hash of each inline script
 * that runs (React Router's context and boot module among them). Written as a
 * <meta http-equiv> first in <head>, before any script, so it also holds for the prerendered files Hosting serves.
 */
export function withScriptPolicy(html: string): { html: string; policy: string } {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (runsInline(attributes)) hashes.push(sha256(text));
  }
  const policy = pageScriptPolicy(hashes);
  const head = /<head>(<meta charSet="utf-8"\/>)?/.exec(html);
  if (!head) throw new Error('The rendered document has no <head>.');
  const at = head.index + head[0].length;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return { html: html.slice(0, at) + meta + html.slice(at), policy };
}
