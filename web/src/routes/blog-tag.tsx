import NotFoundPage from '../components/not-found/NotFoundPage';
import BlogCollectionPage from '../features/blogs/BlogCollectionPage';
import { collectionClientLoader, collectionLoader, collectionMeta } from './blog-collection';
import type { Route } from './+types/blog-tag';

/** /blogs/tag/{key} (SITE-BLOGS-8). */
export const loader = (args: Route.LoaderArgs) => collectionLoader('tag', args);
export const clientLoader = (args: Route.ClientLoaderArgs) => collectionClientLoader('tag', args);
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta = ({ loaderData }: { loaderData: Route.MetaArgs['loaderData'] | undefined }) =>
  collectionMeta(loaderData);

export default function BlogTagRoute({ loaderData: { collection } }: Route.ComponentProps) {
  return collection ? <BlogCollectionPage collection={collection} /> : <NotFoundPage />;
}
