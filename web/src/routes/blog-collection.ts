import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { Tag } from '@36x/common';
import { pageContext } from '../app/page-context';
import { pageMeta, SITE_ORIGIN } from '../components/seo/page-meta';
import { blogCollection, collectionName, type BlogCollection } from '../lib/blog-collections';
import { asCard, parsePage } from '../lib/blog-filters';
import { getPublicContentSource } from '../lib/public-content/use-public-content';
import { pageCache } from '../lib/public-content/route-data';
import { collectionHref } from '../features/blogs/BlogCollectionPage';

/**
 * What the tag and author routes share (SITE-BLOGS-8): rendered by the `api` function from the public posts (an
 * unknown tag or author, or a page past the last, answers 404); in-app navigation reads the public-content source.
 */
export type CollectionData = { collection: BlogCollection | null; path: string };

/** Where a tag's earlier address leads: its current one, with the same page. */
const movedTagHref = (tag: Tag, url: URL) =>
  collectionHref({ kind: 'tag', key: tag.slug }, parsePage(url.searchParams.get('page')));

export async function collectionLoader(
  kind: BlogCollection['kind'],
  { params, context, request }: Pick<LoaderFunctionArgs, 'params' | 'context' | 'request'>,
) {
  const pages = pageContext(context);
  const url = new URL(request.url);
  const key = params.key ?? '';
  const [blogs, authors, tag] = await Promise.all([
    pages.listBlogs(),
    pages.listAuthors(),
    kind === 'tag' ? pages.getTag(key) : null,
  ]);
  // A renamed or merged tag's old address answers 301 to its current one (decision 051), the page kept.
  if (tag && tag.slug !== key) throw redirect(movedTagHref(tag, url), 301);
  const collection = blogCollection(kind, key, blogs, authors, parsePage(url.searchParams.get('page')), tag);
  // The page shows cards: it carries them, not the posts' text (decision 049).
  const carried = collection && { ...collection, posts: collection.posts.map(asCard) };
  return data<CollectionData>(
    { collection: carried, path: url.pathname },
    { status: collection ? 200 : 404, headers: pageCache(collection ? 600 : 60) },
  );
}

export async function collectionClientLoader(
  kind: BlogCollection['kind'],
  { params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>,
): Promise<CollectionData> {
  const source = await getPublicContentSource();
  const url = new URL(request.url);
  const key = params.key ?? '';
  const [blogs, authors, tag] = await Promise.all([
    source.listBlogs(),
    source.listAuthors(),
    kind === 'tag' ? source.getTag(key).catch(() => null) : null,
  ]);
  if (tag && tag.slug !== key) throw redirect(movedTagHref(tag, url));
  return {
    collection: blogCollection(kind, key, blogs, authors, parsePage(url.searchParams.get('page')), tag),
    path: url.pathname,
  };
}

/** The head tags of a tag or author page from its loader data (the route's `meta` passes `loaderData`). */
export function collectionMeta(page: CollectionData | undefined) {
  const c = page?.collection;
  if (!c) {
    return pageMeta({
      title: 'Page Not Found',
      description: 'The page you were looking for does not exist or has moved.',
      path: page?.path ?? '/404',
      noindex: true,
    });
  }
  const name = collectionName(c);
  const tags = pageMeta({
    title: `${c.kind === 'tag' ? `Articles tagged ${name}` : `Articles by ${name}`}${c.page > 1 ? ` (page ${c.page})` : ''}`,
    description:
      c.kind === 'tag'
        ? c.tag?.description || `Plain-language articles on ${name} from a CA, CFA and CS practice in India.`
        : c.author?.bio || `Articles by ${name}, from a CA, CFA and CS practice in India.`,
    path: collectionHref(c, c.page),
    image: c.author?.photo || c.tag?.image || undefined,
    imageAlt: c.author ? c.author.name : c.tag?.image ? name : undefined,
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
