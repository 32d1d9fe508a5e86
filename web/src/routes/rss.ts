import { SITE_NAME, type Blog } from '@36x/common';
import { pageContext } from '../app/page-context';
import type { Route } from './+types/rss';
import { SITE_ORIGIN } from '../components/seo/page-meta';
import { paths } from '../lib/paths';
import { xmlText } from '../lib/xml';

export const RSS_TITLE = `${SITE_NAME}: Insights & Articles`;
const RSS_DESCRIPTION =
  'Plain-language articles from a CA, CFA and CS practice on income tax, investing, retirement and compliance in India.';
/** The latest posts a feed carries (readers keep what they have already fetched). */
export const RSS_ITEMS = 30;

/** RFC 822 dates, as RSS 2.0 asks ("Thu, 26 Nov 2026 08:54:34 GMT"). */
const rfc822 = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? undefined : new Date(t).toUTCString();
};

export type RssPost = Pick<Blog, 'id' | 'title' | 'excerpt' | 'category' | 'publishAt'> & { slug?: string };

/** An RSS 2.0 feed (rssboard.org/rss-specification) of the public posts, latest first; every text escaped. */
export function renderRss(origin: string, posts: readonly RssPost[]): string {
  const latest = [...posts]
    .sort((a, b) => Date.parse(b.publishAt) - Date.parse(a.publishAt))
    .slice(0, RSS_ITEMS);
  const item = (p: RssPost) => {
    const link = xmlText(`${origin}${paths.blog(p.slug || p.id)}`);
    const date = rfc822(p.publishAt);
    return [
      '    <item>',
      `      <title>${xmlText(p.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <description>${xmlText(p.excerpt)}</description>`,
      p.category ? `      <category>${xmlText(p.category)}</category>` : '',
      date ? `      <pubDate>${date}</pubDate>` : '',
      '    </item>',
    ].filter(Boolean);
  };
  const built = latest[0] ? rfc822(latest[0].publishAt) : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(RSS_TITLE)}</title>`,
    `    <link>${xmlText(`${origin}${paths.blogs}`)}</link>`,
    `    <description>${xmlText(RSS_DESCRIPTION)}</description>`,
    '    <language>en-in</language>',
    `    <atom:link href="${xmlText(`${origin}${paths.rss}`)}" rel="self" type="application/rss+xml"/>`,
    built ? `    <lastBuildDate>${built}</lastBuildDate>` : '',
    ...latest.flatMap(item),
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}

/** /rss.xml, rendered by the `api` function from the public posts, like the sitemap. */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await pageContext(context).listBlogs();
  return new Response(renderRss(SITE_ORIGIN, posts), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600, s-maxage=3600',
    },
  });
}
