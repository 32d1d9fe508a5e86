import NotFoundPage from '../components/not-found/NotFoundPage';
import BlogCollectionPage from '../features/blogs/BlogCollectionPage';
import { collectionClientLoader, collectionLoader, collectionMeta } from './blog-collection';
import type { Route } from './+types/blog-author';

/** /blogs/author/{key} (SITE-BLOGS-8). */
export const loader = (args: Route.LoaderArgs) => collectionLoader('author', args);
export const clientLoader = (args: Route.ClientLoaderArgs) => collectionClientLoader('author', args);
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta = ({ loaderData }: { loaderData: Route.MetaArgs['loaderData'] | undefined }) =>
  collectionMeta(loaderData);

export default function BlogAuthorRoute({ loaderData: { collection } }: Route.ComponentProps) {
  return collection ? <BlogCollectionPage collection={collection} /> : <NotFoundPage />;
}
