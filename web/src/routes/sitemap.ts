import type { Author } from '@36x/common';
import { pageContext } from '../app/page-context';
import type { Route } from './+types/sitemap';
import { SITE_ORIGIN } from '../components/seo/page-meta';
import { paths, SITEMAP_PATHS } from '../lib/paths';
import { escapeXml } from '../lib/xml';

const isoDate = (value: string | undefined) => {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
};

export interface SitemapPost {
  id: string;
  /** A post's address (ADMIN-PUBLISH-6); videos have none. */
  slug?: string;
  tags?: readonly string[];
  authorId?: string;
  updatedAt?: string;
  createdAt?: string;
}

/**
 * sitemaps.org XML: every public page once, then every public post with its last change, each tag's and each author's
 * page (SITE-BLOGS-8: those with a public post), then each video's own page.
 */
export function renderSitemap(
  origin: string,
  posts: readonly SitemapPost[],
  videos: readonly SitemapPost[] = [],
  authors: readonly Pick<Author, 'id' | 'slug'>[] = [],
): string {
  const tags = [...new Set(posts.flatMap((p) => p.tags ?? []))].sort();
  const writing = authors.filter((a) => posts.some((p) => p.authorId === a.id));
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PATHS.map((p) => entry(p)),
    ...posts.map((p) => entry(paths.blog(p.slug || p.id), isoDate(p.updatedAt) ?? isoDate(p.createdAt))),
    ...tags.map((t) => entry(paths.blogTag(t))),
    ...writing.map((a) => entry(paths.blogAuthor(a.slug))),
    ...videos.map((v) => entry(paths.video(v.id), isoDate(v.updatedAt) ?? isoDate(v.createdAt))),
    '</urlset>',
    '',
  ].join('\n');
}

/** /sitemap.xml, rendered by the `api` function from the public posts and the videos. */
export async function loader({ context }: Route.LoaderArgs) {
  const pages = pageContext(context);
  const [posts, videos, authors] = await Promise.all([
    pages.listBlogs(),
    pages.listVideos(),
    pages.listAuthors(),
  ]);
  return new Response(renderSitemap(SITE_ORIGIN, posts, videos, authors), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600, s-maxage=3600',
    },
  });
}
