import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml, injectTags, plainSnippet } from './share-html';
import { renderSitemap } from './sitemap';
import { PUBLIC_ROUTES, SITE } from './site';

describe('share html', () => {
  it('when text is escaped, then every HTML-significant character is', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('when the markers are missing, then the tags go at the end of the head', () => {
    const html = injectTags(
      '<html><head><title>x</title></head><body></body></html>',
      '<meta name="a" content="b" />',
    );
    expect(html).toMatch(/<!--seo-start-->\n<meta name="a" content="b" \/>\n<!--seo-end-->\n<\/head>/);
  });

  it('when a snippet is long, then it is one line cut at a word with an ellipsis', () => {
    const text = `${'word '.repeat(60)}\n\nend`;
    const s = plainSnippet(text, 50);
    expect(s.length).toBeLessThanOrEqual(50);
    expect(s.endsWith('word…')).toBe(true);
    expect(plainSnippet('short\ntext')).toBe('short text');
  });

  it('when a post id has odd characters, then its sitemap URL is encoded and escaped', () => {
    const xml = renderSitemap('https://x.in/', [
      { id: 'a&b', updatedAt: 'not a date', createdAt: '2025-01-01T00:00:00Z' },
    ]);
    expect(xml).toContain('<loc>https://x.in/blogs/a%26b</loc><lastmod>2025-01-01T00:00:00.000Z</lastmod>');
    expect(xml).toContain('<loc>https://x.in/</loc>');
  });

  it('when the SPA changes its practice details or routes, then these copies must follow (they are checked here)', () => {
    const practice = fs.readFileSync(path.join(__dirname, '../../../web/src/content/practice.ts'), 'utf8');
    expect(practice).toContain(`name: '${SITE.name}'`);
    expect(practice).toContain(`name: '${SITE.author.name}'`);
    expect(practice).toContain(`role: '${SITE.author.jobTitle}'`);
    const paths = fs.readFileSync(path.join(__dirname, '../../../web/src/lib/paths.ts'), 'utf8');
    for (const route of PUBLIC_ROUTES) expect(paths).toContain(`'${route}'`);
    // The title suffix is no copy: the SPA's <Seo> and these pages both take SITE_NAME from common/src/share-tags.ts.
  });
});
