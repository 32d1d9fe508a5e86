// The <head> tags a page says about itself (title, description, canonical, Open Graph, Twitter, JSON-LD), as HTML.
// One renderer for every place that writes them without JavaScript: the function's /blogs/{id} share pages and the
// build-time prerendering of the public routes (web/scripts/build.mjs). The SPA's <Seo> sets the same names in
// the browser.

/** The practice's trading name, as every title ends ("Services | 36x Advisory"). */
export const SITE_NAME = '36x Advisory';

/** What a page says about itself to search engines and link-preview crawlers (WhatsApp, LinkedIn, X), which run no JavaScript. */
export interface ShareTags {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute http(s) image URL, if any. */
  image?: string;
  type: 'website' | 'article' | 'video.other';
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

/** The page title as the SPA's <Seo> writes it. */
export const fullTitle = (title: string) => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

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
    meta('property', 'og:site_name', SITE_NAME),
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
