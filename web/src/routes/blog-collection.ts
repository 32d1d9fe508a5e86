import { data, type LoaderFunctionArgs } from 'react-router';
import { pageContext } from '../app/page-context';
import { pageMeta, SITE_ORIGIN } from '../components/seo/page-meta';
import { blogCollection, tagLabel, type BlogCollection } from '../lib/blog-collections';
import { asCard, parsePage } from '../lib/blog-filters';
import { getPublicContentSource } from '../lib/public-content/use-public-content';
import { pageCache } from '../lib/public-content/route-data';
import { collectionHref } from '../features/blogs/BlogCollectionPage';

/**
 * What the tag and author routes share (SITE-BLOGS-8): rendered by the `api` function from the public posts (an
 * unknown tag or author, or a page past the last, answers 404); in-app navigation reads the public-content source.
 */
export type CollectionData = { collection: BlogCollection | null; path: string };

export function collectionLoader(kind: BlogCollection['kind']) {
  return async ({ params, context, request }: LoaderFunctionArgs) => {
    const pages = pageContext(context);
    const url = new URL(request.url);
    const [blogs, authors] = await Promise.all([pages.listBlogs(), pages.listAuthors()]);
    const collection = blogCollection(
      kind,
      params.key ?? '',
      blogs,
      authors,
      parsePage(url.searchParams.get('page')),
    );
    // The page shows cards: it carries them, not the posts' text (decision 049).
    const carried = collection && { ...collection, posts: collection.posts.map(asCard) };
    return data<CollectionData>(
      { collection: carried, path: url.pathname },
      { status: collection ? 200 : 404, headers: pageCache(collection ? 600 : 60) },
    );
  };
}

export function collectionClientLoader(kind: BlogCollection['kind']) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<CollectionData> => {
    const source = await getPublicContentSource();
    const url = new URL(request.url);
    const [blogs, authors] = await Promise.all([source.listBlogs(), source.listAuthors()]);
    return {
      collection: blogCollection(
        kind,
        params.key ?? '',
        blogs,
        authors,
        parsePage(url.searchParams.get('page')),
      ),
      path: url.pathname,
    };
  };
}

export function collectionMeta({ data: page }: { data?: CollectionData }) {
  const c = page?.collection;
  if (!c) {
    return pageMeta({
      title: 'Page Not Found',
      description: 'The page you were looking for does not exist or has moved.',
      path: page?.path ?? '/404',
      noindex: true,
    });
  }
  const name = c.kind === 'tag' ? tagLabel(c.key) : (c.author?.name ?? '');
  const tags = pageMeta({
    title: `${c.kind === 'tag' ? `Articles tagged ${name}` : `Articles by ${name}`}${c.page > 1 ? ` (page ${c.page})` : ''}`,
    description:
      c.kind === 'tag'
        ? `Plain-language articles on ${name.toLowerCase()} from a CA, CFA and CS practice in India.`
        : c.author?.bio || `Articles by ${name}, from a CA, CFA and CS practice in India.`,
    path: collectionHref(c, c.page),
    image: c.author?.photo || undefined,
    imageAlt: c.author ? c.author.name : undefined,
  });
  if (c.page > 1)
    tags.push({
      tagName: 'link',
      rel: 'prev',
      href: new URL(collectionHref(c, c.page - 1), `${SITE_ORIGIN}/`).toString(),
    });
  if (c.page < c.pageCount)
    tags.push({
      tagName: 'link',
      rel: 'next',
      href: new URL(collectionHref(c, c.page + 1), `${SITE_ORIGIN}/`).toString(),
    });
  return tags;
}
