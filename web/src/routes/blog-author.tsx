import { useLoaderData, type HeadersFunction } from 'react-router';
import NotFoundPage from '../components/not-found/NotFoundPage';
import BlogCollectionPage from '../features/blogs/BlogCollectionPage';
import {
  collectionClientLoader,
  collectionLoader,
  collectionMeta,
  type CollectionData,
} from './blog-collection';

/** /blogs/author/{key} (SITE-BLOGS-8). */
export const loader = collectionLoader('author');
export const clientLoader = collectionClientLoader('author');
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta = collectionMeta;

export default function BlogAuthorRoute() {
  const { collection } = useLoaderData<CollectionData>();
  return collection ? <BlogCollectionPage collection={collection} /> : <NotFoundPage />;
}
