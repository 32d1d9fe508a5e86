import createCache, { type EmotionCache } from '@emotion/cache';

export { CacheProvider } from '@emotion/react';

/** The attribute the server gives its page-styles tag instead of Emotion's data-emotion (src/entry-server.tsx). */
export const SERVER_STYLES_ATTRIBUTE = 'data-css-ids';

/**
 * The browser's Emotion cache, set up as the default one MUI would use (key `css`), that adopts the
 * server-rendered page styles where they are. Emotion's own adoption moves each tag it finds (insertBefore), and
 * moving a 60 KB <style> makes the browser parse it again and restyle the page: a long task on a phone. Here the
 * tag stays put: its rules' ids are marked as inserted (so they are not inserted again) and the tag joins the sheet,
 * so styles added later go after it, as they would have.
 */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const node of document.querySelectorAll<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const id of (node.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ')) {
      if (id) cache.inserted[id] = true;
    }
    cache.sheet.tags.push(node);
  }
  return cache;
}
