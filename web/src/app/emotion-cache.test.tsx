import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Box from '@mui/material/Box';
import { browserEmotionCache, CacheProvider, SERVER_STYLES_ATTRIBUTE } from './emotion-cache';

/** A <head> as the server writes it: the page's styles, then a tag after them. */
function serverHead(ids: string) {
  const styles = document.createElement('style');
  styles.setAttribute(SERVER_STYLES_ATTRIBUTE, ids);
  styles.textContent = '.css-a{color:red}';
  const after = document.createElement('script');
  after.type = 'application/ld+json';
  document.head.append(styles, after);
  return { styles, after };
}

afterEach(() => document.head.replaceChildren());

describe('browserEmotionCache', () => {
  it('adopts the server tag where it is: its ids count as inserted and the tag is not moved', () => {
    const { styles, after } = serverHead('abc def');
    const cache = browserEmotionCache();
    expect(cache.key).toBe('css');
    expect(cache.inserted).toMatchObject({ abc: true, def: true });
    expect(cache.sheet.tags).toEqual([styles]);
    expect(styles.nextSibling).toBe(after);
  });

  it('does not insert a style the server already sent, and puts new styles right after the server tag', () => {
    const teal = <Box sx={{ color: 'teal' }}>sent by the server</Box>;
    // The id Emotion gives this style, learnt from a render on an empty page.
    const probe = browserEmotionCache();
    render(<CacheProvider value={probe}>{teal}</CacheProvider>).unmount();
    const ids = Object.keys(probe.inserted);
    expect(ids.length).toBeGreaterThan(0);
    document.head.replaceChildren();

    const { styles } = serverHead(ids.join(' '));
    const cache = browserEmotionCache();
    const { rerender } = render(<CacheProvider value={cache}>{teal}</CacheProvider>);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);

    rerender(
      <CacheProvider value={cache}>
        {teal}
        <Box sx={{ color: 'gold' }}>new in the browser</Box>
      </CacheProvider>,
    );
    const added = document.head.querySelectorAll(`style:not([${SERVER_STYLES_ATTRIBUTE}])`);
    expect(added).toHaveLength(1);
    expect(styles.nextSibling).toBe(added[0]);
  });

  it('starts empty on a page the server did not render (the back office)', () => {
    const cache = browserEmotionCache();
    expect(cache.sheet.tags).toEqual([]);
    expect(Object.keys(cache.inserted)).toEqual([]);
  });
});
