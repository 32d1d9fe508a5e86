import { HydrationBoundary } from '@tanstack/react-query';
import { data } from 'react-router';
import type { Route } from './+types/blog';
import BlogDetailPage from '../features/blogs/BlogDetailPage';
import { pageContext } from '../app/page-context';
import { pageMeta, SITE_ORIGIN } from '../components/seo/page-meta';
import { articleJsonLd } from '../components/seo/structured-data';
import { paths } from '../lib/paths';
import { getPublicContentSource, publicContentKeys } from '../lib/public-content/use-public-content';
import { pageCache, queryState } from '../lib/public-content/route-data';
import { isPreviewRequest } from '../features/blogs/preview/staff-preview';

/** Document ids the stores make (and anything an admin could reasonably create); anything else cannot exist. */
const PLAUSIBLE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** A staff preview's page (decision 021) is never kept by any cache, whatever it holds. */
const PREVIEW_CACHE = { 'Cache-Control': 'private, no-store' };

/**
 * Rendered by the `api` function with the post and its related posts; a missing, draft or not-yet-due post answers
 * 404. `?preview=1` changes nothing the server sends but its caching: the browser fetches the draft for signed-in
 * staff (features/blogs/preview).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = params.id ?? '';
  const pages = pageContext(context);
  const preview = isPreviewRequest(new URL(request.url).search);
  const blog = PLAUSIBLE_ID.test(id) ? await pages.getBlog(id) : null;
  if (!blog) {
    return data(
      { blog: null, state: queryState([[publicContentKeys.blog(id), null]]) },
      { status: 404, headers: preview ? PREVIEW_CACHE : pageCache(60) },
    );
  }
  const blogs = await pages.listBlogs();
  return data(
    {
      blog,
      state: queryState([
        [publicContentKeys.blog(id), blog],
        [publicContentKeys.blogs, blogs],
      ]),
    },
    { headers: preview ? PREVIEW_CACHE : pageCache(600) },
  );
}

/**
 * In-app navigation: the post is read first so the head tags name it; if that fails the screen tries again itself
 * and shows its own error state.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = params.id ?? '';
  try {
    const blog = await (await getPublicContentSource()).getBlog(id);
    return { blog, state: queryState([[publicContentKeys.blog(id), blog]]) };
  } catch {
    return { blog: undefined, state: undefined };
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = ({ loaderData, params }: Pick<Route.MetaArgs, 'loaderData' | 'params'>) => {
  const blog = loaderData?.blog;
  if (blog === null) {
    return pageMeta({
      title: 'Blog Not Found',
      description: 'The article you are looking for does not exist or is no longer published.',
      path: paths.blog(params.id ?? ''),
      noindex: true,
    });
  }
  if (!blog) {
    return pageMeta({
      title: 'Insights & Articles',
      description: 'An article from a CA, CFA and CS practice.',
      path: paths.blog(params.id ?? ''),
    });
  }
  return pageMeta({
    title: blog.title,
    description: blog.excerpt,
    path: paths.blog(blog.id),
    image: blog.image,
    type: 'article',
    publishedTime: blog.publishAt,
    modifiedTime: blog.updatedAt || blog.publishAt,
    section: blog.category,
    jsonLd: articleJsonLd(SITE_ORIGIN, blog),
  });
};

export default function BlogRoute({ loaderData: { state } }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={state}>
      <BlogDetailPage />
    </HydrationBoundary>
  );
}
