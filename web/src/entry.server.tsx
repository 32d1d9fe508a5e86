// Renders a page to HTML on the server: at build for the prerendered pages, and in the `api` function for the blog
// and video pages, the contact form's no-script post and unknown paths. The whole page is rendered before it is sent
// (no streaming: pages are small, and crawlers and link previews get everything), then MUI's Emotion styles are
// extracted into <head>.
import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';

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
  const page = insertBeforeHeadEnd(html, styles);
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
