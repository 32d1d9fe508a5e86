import type { LoaderFunctionArgs } from 'react-router';
import { pageContext } from '../app/page-context';
import { SITE_ORIGIN } from '../components/seo/page-meta';
import { paths, SITEMAP_PATHS } from '../lib/paths';
import { escapeXml } from '../lib/xml';

const isoDate = (value: string | undefined) => {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
};

export interface SitemapPost {
  id: string;
  updatedAt?: string;
  createdAt?: string;
}

/**
 * sitemaps.org XML: every public page once, then every public post with its last change, then each video's own page.
 */
export function renderSitemap(
  origin: string,
  posts: readonly SitemapPost[],
  videos: readonly SitemapPost[] = [],
): string {
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PATHS.map((p) => entry(p)),
    ...posts.map((p) => entry(paths.blog(p.id), isoDate(p.updatedAt) ?? isoDate(p.createdAt))),
    ...videos.map((v) => entry(paths.video(v.id), isoDate(v.updatedAt) ?? isoDate(v.createdAt))),
    '</urlset>',
    '',
  ].join('\n');
}

/** /sitemap.xml, rendered by the `api` function from the public posts and the videos. */
export async function loader({ context }: LoaderFunctionArgs) {
  const pages = pageContext(context);
  const [posts, videos] = await Promise.all([pages.listBlogs(), pages.listVideos()]);
  return new Response(renderSitemap(SITE_ORIGIN, posts, videos), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600, s-maxage=3600',
    },
  });
}
