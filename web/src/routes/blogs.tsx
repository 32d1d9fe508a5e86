import { HydrationBoundary } from '@tanstack/react-query';
import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs } from 'react-router';
import BlogListPage from '../features/blogs/BlogListPage';
import { pageContext } from '../app/page-context';
import { pageMeta } from '../components/seo/page-meta';
import { paths } from '../lib/paths';
import { publicContentKeys } from '../lib/public-content/use-public-content';
import { pageCache, queryState } from '../lib/public-content/route-data';

/** Rendered by the `api` function with the published posts (an edit shows within 10 minutes). */
export async function loader({ context }: LoaderFunctionArgs) {
  const blogs = await pageContext(context).listBlogs();
  return data({ state: queryState([[publicContentKeys.blogs, blogs]]) }, { headers: pageCache(600) });
}

/** In-app navigation: the screen reads the list itself (its own loading and error states). */
export const clientLoader = () => ({ state: undefined });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = () =>
  pageMeta({
    title: 'Insights & Articles on Tax, Investing and Compliance',
    description:
      'Plain-language articles from a CA, CFA and CS practice on income tax, GST, investing, retirement and business compliance in India.',
    path: paths.blogs,
  });

export default function BlogsRoute() {
  const { state } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={state}>
      <BlogListPage />
    </HydrationBoundary>
  );
}
