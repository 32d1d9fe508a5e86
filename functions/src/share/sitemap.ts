import { escapeHtml } from './share-html';
import { PUBLIC_ROUTES } from './site';

export interface SitemapPost {
  id: string;
  updatedAt?: string;
  createdAt?: string;
}

const isoDate = (value: string | undefined) => {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
};

/** sitemaps.org XML: every public route, then every published post with its last change. */
export function renderSitemap(siteUrl: string, posts: readonly SitemapPost[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_ROUTES.map((p) => entry(p)),
    ...posts.map((p) =>
      entry(`/blogs/${encodeURIComponent(p.id)}`, isoDate(p.updatedAt) ?? isoDate(p.createdAt)),
    ),
    '</urlset>',
  ];
  return `${lines.join('\n')}\n`;
}
