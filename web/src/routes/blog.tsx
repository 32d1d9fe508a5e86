import { data, redirect } from 'react-router';
import { LIMITS, socialCard, type Author, type Blog } from '@36x/common';
import type { Route } from './+types/blog';
import BlogDetailPage from '../features/blogs/BlogDetailPage';
import { pageContext } from '../app/page-context';
import { pageMeta, SITE_ORIGIN } from '../components/seo/page-meta';
import { articleJsonLd } from '../components/seo/structured-data';
import { relatedCards, type RelatedPosts } from '../lib/blog-filters';
import { paths } from '../lib/paths';
import { getPublicContentSource } from '../lib/public-content/use-public-content';
import { pageCache } from '../lib/public-content/route-data';
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
  // ADMIN-PUBLISH-6: an old /blogs/{id} link or an earlier slug answers 301 to the post's current address.
  if (blog && blog.slug !== id) throw redirect(currentAddress(blog, request.url), 301);
  if (!blog) {
    return data(
      { blog: null, author: null, related: undefined, authors: undefined },
      { status: 404, headers: preview ? PREVIEW_CACHE : pageCache(60) },
    );
  }
  const [blogs, authors] = await Promise.all([pages.listBlogs(), pages.listAuthors()]);
  const author = authors.find((a) => a.id === blog.authorId) ?? null;
  // The page carries this post and the related posts as cards, never every post's text (decision 049).
  const related = relatedCards(blogs, blog, LIMITS.relatedBlogs);
  return data(
    {
      blog,
      author,
      related: related as RelatedPosts | undefined,
      authors: authors as Author[] | undefined,
    },
    { headers: preview ? PREVIEW_CACHE : pageCache(600) },
  );
}

/**
 * In-app navigation: the post is read first so the head tags name it; if that fails the screen tries again itself
 * and shows its own error state.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const id = params.id ?? '';
  let blog;
  try {
    blog = await (await getPublicContentSource()).getBlog(id);
  } catch {
    return { blog: undefined, author: undefined, related: undefined, authors: undefined };
  }
  if (blog && blog.slug !== id) return redirect(currentAddress(blog, request.url));
  return { blog, author: undefined, related: undefined, authors: undefined };
}

/** The post's address with the query the request had (a preview stays a preview). */
function currentAddress(blog: Blog, url: string): string {
  return `${paths.blog(blog.slug)}${new URL(url).search}`;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = ({
  loaderData,
  params,
}: {
  loaderData: { blog?: Blog | null; author?: Author | null } | undefined;
  params: Pick<Route.MetaArgs, 'params'>['params'];
}) => {
  const blog = loaderData?.blog;
  const author = loaderData?.author;
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
    // ADMIN-PUBLISH-7: the search-result title and description, when the editor wrote them.
    title: blog.metaTitle || blog.title,
    description: blog.metaDescription || blog.excerpt,
    path: paths.blog(blog.slug),
    // Decision 055: each network's own title, description and image, else the meta fields, the post, the site's.
    cards: { facebook: socialCard(blog, 'facebook'), x: socialCard(blog, 'x') },
    tags: blog.tags,
    type: 'article',
    publishedTime: blog.publishAt,
    modifiedTime: blog.updatedAt || blog.publishAt,
    section: blog.category,
    jsonLd: articleJsonLd(SITE_ORIGIN, blog, author),
  });
};

export default function BlogRoute({ loaderData: { blog, related, authors } }: Route.ComponentProps) {
  return <BlogDetailPage given={{ blog, related, authors }} />;
}
