import { data } from 'react-router';
import type { Blog } from '@36x/common';
import type { Route } from './+types/blogs';
import BlogListPage from '../features/blogs/BlogListPage';
import { pageContext } from '../app/page-context';
import { pageMeta, SITE_ORIGIN } from '../components/seo/page-meta';
import {
  asCard,
  BLOG_PAGE_SIZE,
  blogSearchHits,
  filterBlogs,
  parseBlogListQuery,
  parsePage,
} from '../lib/blog-filters';
import NotFoundPage from '../components/not-found/NotFoundPage';
import { paths } from '../lib/paths';
import { pageCache } from '../lib/public-content/route-data';
import type { SearchHits } from '../lib/public-content/use-public-content';

/**
 * Rendered by the `api` function with the public posts (an edit shows within 10 minutes); `?page=N` is one page of
 * BLOG_PAGE_SIZE, cut by the screen from the same list, so each page is whole in the HTML. The page carries the posts
 * as cards, never their text (decision 049); a search (`?q=`) also carries which posts' text it matched.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const blogs = await pageContext(context).listBlogs();
  // SITE-BLOGS-9: a page past the last one (the same search, category and sort the screen applies) is a 404.
  const filters = parseBlogListQuery(new URL(request.url).searchParams);
  const pageCount = Math.max(1, Math.ceil(filterBlogs(blogs, filters).length / BLOG_PAGE_SIZE));
  const notFound = filters.page > pageCount;
  const search = filters.search.trim();
  return data(
    {
      blogs: blogs.map(asCard) as Blog[] | undefined,
      searchHits: (search ? { search, ids: blogSearchHits(blogs, search) } : undefined) as
        SearchHits | undefined,
      total: blogs.length as number | undefined,
      notFound,
    },
    { status: notFound ? 404 : 200, headers: pageCache(notFound ? 60 : 600) },
  );
}

/** In-app navigation: the screen reads the list itself (its own loading and error states). */
export const clientLoader = (_: Route.ClientLoaderArgs) => ({
  blogs: undefined,
  searchHits: undefined,
  total: undefined,
  notFound: false,
});

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * Each page of the list is its own canonical address (/blogs, /blogs?page=2, ...), linked to its neighbours with
 * rel=prev/next; a filtered list (search, category, sort) names the plain list as canonical.
 */
export const meta = ({
  loaderData: page,
  location,
}: {
  loaderData: Pick<Route.MetaArgs['loaderData'] & object, 'total' | 'notFound'> | undefined;
  location: Pick<Route.MetaArgs['location'], 'search'> & { pathname?: string };
}) => {
  if (page?.notFound) {
    return pageMeta({
      title: 'Page Not Found',
      description: 'The page you were looking for does not exist or has moved.',
      path: location.pathname ?? paths.blogs,
      noindex: true,
    });
  }
  const params = new URLSearchParams(location.search);
  const filtered = ['q', 'category', 'sort'].some((k) => params.has(k));
  const pageCount =
    page?.total === undefined ? undefined : Math.max(1, Math.ceil(page.total / BLOG_PAGE_SIZE));
  const asked = parsePage(params.get('page'));
  const n = filtered ? 1 : pageCount === undefined ? asked : Math.min(asked, pageCount);
  const at = (p: number) => (p > 1 ? `${paths.blogs}?page=${p}` : paths.blogs);
  const tags = pageMeta({
    title: `Insights & Articles on Tax, Investing and Compliance${n > 1 ? ` (page ${n})` : ''}`,
    description:
      'Plain-language articles from a CA, CFA and CS practice on income tax, GST, investing, retirement and business compliance in India.',
    path: at(n),
  });
  if (filtered) return tags;
  if (n > 1)
    tags.push({ tagName: 'link', rel: 'prev', href: new URL(at(n - 1), `${SITE_ORIGIN}/`).toString() });
  if (pageCount !== undefined && n < pageCount) {
    tags.push({ tagName: 'link', rel: 'next', href: new URL(at(n + 1), `${SITE_ORIGIN}/`).toString() });
  }
  return tags;
};

export default function BlogsRoute({ loaderData: { blogs, searchHits, notFound } }: Route.ComponentProps) {
  if (notFound) return <NotFoundPage />;
  return <BlogListPage given={blogs} givenHits={searchHits} />;
}
