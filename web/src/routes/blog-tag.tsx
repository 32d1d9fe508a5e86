import { useLoaderData, type HeadersFunction } from 'react-router';
import NotFoundPage from '../components/not-found/NotFoundPage';
import BlogCollectionPage from '../features/blogs/BlogCollectionPage';
import {
  collectionClientLoader,
  collectionLoader,
  collectionMeta,
  type CollectionData,
} from './blog-collection';

/** /blogs/tag/{key} (SITE-BLOGS-8). */
export const loader = collectionLoader('tag');
export const clientLoader = collectionClientLoader('tag');
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export const meta = collectionMeta;

export default function BlogTagRoute() {
  const { collection } = useLoaderData<CollectionData>();
  return collection ? <BlogCollectionPage collection={collection} /> : <NotFoundPage />;
}
