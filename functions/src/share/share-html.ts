import { SITE } from './site';

/** What a blog page says about itself to link-preview crawlers (WhatsApp, LinkedIn, X), which run no JavaScript. */
export interface ShareTags {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute http(s) image URL, if any. */
  image?: string;
  type: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  section?: string;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
  /**
   * The page's largest image, fetched at once instead of after the app's code and data (a site path stays relative,
   * so it matches whatever host the page was opened on).
   */
  preloadImage?: string;
}

export const SEO_START = '<!--seo-start-->';
export const SEO_END = '<!--seo-end-->';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** JSON for an inline script: `<` escaped so no string in it can close the script element. */
export const inlineJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** One line of plain text: whitespace collapsed, cut at a word near `max` characters with an ellipsis. */
export function plainSnippet(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The page title as the SPA's <Seo> writes it. */
export const fullTitle = (title: string) => (title.includes(SITE.name) ? title : `${title} | ${SITE.name}`);

/**
 * The tags that go between the markers. They use the same names and properties as the SPA's <Seo>, which updates
 * them in place once the app runs; the JSON-LD carries data-seo-server so the SPA can drop it (it renders its own).
 */
export function renderShareTags(tags: ShareTags): string {
  const title = fullTitle(tags.title);
  const lines: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', tags.description),
    `<link rel="canonical" href="${escapeHtml(tags.url)}" />`,
  ];
  if (tags.noindex) lines.push(meta('name', 'robots', 'noindex, follow'));
  if (tags.preloadImage) {
    lines.push(
      `<link rel="preload" as="image" href="${escapeHtml(tags.preloadImage)}" fetchpriority="high" />`,
    );
  }
  lines.push(
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:type', tags.type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.url),
  );
  if (tags.image)
    lines.push(meta('property', 'og:image', tags.image), meta('property', 'og:image:alt', tags.title));
  if (tags.publishedTime) lines.push(meta('property', 'article:published_time', tags.publishedTime));
  if (tags.modifiedTime) lines.push(meta('property', 'article:modified_time', tags.modifiedTime));
  if (tags.section) lines.push(meta('property', 'article:section', tags.section));
  lines.push(
    meta('name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', tags.description),
  );
  if (tags.image) lines.push(meta('name', 'twitter:image', tags.image));
  if (tags.jsonLd)
    lines.push(`<script type="application/ld+json" data-seo-server>${inlineJson(tags.jsonLd)}</script>`);
  return lines.map((l) => `    ${l}`).join('\n');
}

function meta(attr: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
}

/** Puts the tags between the markers of index.html (or at the end of <head> if the markers are missing). */
export function injectTags(indexHtml: string, tagsHtml: string): string {
  const start = indexHtml.indexOf(SEO_START);
  const end = indexHtml.indexOf(SEO_END, start + SEO_START.length);
  if (start !== -1 && end !== -1) {
    return `${indexHtml.slice(0, start + SEO_START.length)}\n${tagsHtml}\n    ${indexHtml.slice(end)}`;
  }
  const head = indexHtml.search(/<\/head>/i);
  if (head === -1) return indexHtml;
  return `${indexHtml.slice(0, head)}${SEO_START}\n${tagsHtml}\n${SEO_END}\n${indexHtml.slice(head)}`;
}

/** Served when the function has no copy of the SPA's index.html (a build without the web app): tags, and a way on. */
export function fallbackShell(): string {
  return `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    ${SEO_START}
    <title>${escapeHtml(SITE.name)}</title>
    ${SEO_END}
  </head>
  <body>
    <div id="root"><p><a href="/">${escapeHtml(SITE.name)}</a></p></div>
  </body>
</html>
`;
}
