// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderRss, RSS_ITEMS, type RssPost } from './rss';

const origin = 'https://36x.example.in';
const post = (over: Partial<RssPost>): RssPost => ({
  id: 'p',
  title: 'Title',
  excerpt: 'Excerpt',
  category: 'Tax Planning',
  publishAt: '2026-11-26T04:00:00.000Z',
  ...over,
});

/** The feed as a browser's XML parser reads it (no DOMParser in node: a strict check of the escaping instead). */
const items = (xml: string) => xml.split('<item>').slice(1);

describe('the RSS 2.0 feed', () => {
  it('names the channel, its link, language and self address, and lists posts latest first with RFC 822 dates', () => {
    const xml = renderRss(origin, [
      post({ id: 'older', title: 'Older', publishAt: '2026-10-01T06:30:00.000Z' }),
      post({ id: 'newer', title: 'Newer', publishAt: '2026-11-26T04:00:00.000Z' }),
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<title>36x Advisory: Insights &amp; Articles</title>');
    expect(xml).toContain(`<link>${origin}/blogs</link>`);
    expect(xml).toContain('<language>en-in</language>');
    expect(xml).toContain(`<atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(xml).toContain('<lastBuildDate>Thu, 26 Nov 2026 04:00:00 GMT</lastBuildDate>');
    const [first, second] = items(xml);
    expect(first).toContain('<title>Newer</title>');
    expect(first).toContain(`<link>${origin}/blogs/newer</link>`);
    expect(first).toContain(`<guid isPermaLink="true">${origin}/blogs/newer</guid>`);
    expect(first).toContain('<pubDate>Thu, 26 Nov 2026 04:00:00 GMT</pubDate>');
    expect(first).toContain('<category>Tax Planning</category>');
    expect(second).toContain('<pubDate>Thu, 01 Oct 2026 06:30:00 GMT</pubDate>');
  });

  it('escapes & < > " and \' in every text, and drops control characters XML cannot carry', () => {
    const xml = renderRss(origin, [
      post({ title: 'Tax & <b>"you"</b> \'25', excerpt: 'A > B & C\u0007', category: 'Investment Tips' }),
    ]);
    expect(xml).toContain('<title>Tax &amp; &lt;b&gt;&quot;you&quot;&lt;/b&gt; &apos;25</title>');
    expect(xml).toContain('<description>A &gt; B &amp; C</description>');
    // Nothing unescaped between the tags: every & starts an entity, no stray < inside a text.
    for (const text of xml.match(/>[^<]*</g) ?? []) expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });

  it(`carries the latest ${RSS_ITEMS} posts, and an empty channel when there are none`, () => {
    const many = Array.from({ length: RSS_ITEMS + 5 }, (_, i) =>
      post({ id: `p${i}`, publishAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() }),
    );
    const xml = renderRss(origin, many);
    expect(items(xml)).toHaveLength(RSS_ITEMS);
    expect(items(xml)[0]).toContain(`/blogs/p${RSS_ITEMS + 4}<`);
    const empty = renderRss(origin, []);
    expect(items(empty)).toHaveLength(0);
    expect(empty).toContain('</channel>\n</rss>\n');
  });
});
