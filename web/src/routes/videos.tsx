import { HydrationBoundary } from '@tanstack/react-query';
import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs } from 'react-router';
import type { Video } from '@36x/common';
import VideoLibraryPage from '../features/videos/VideoLibraryPage';
import { pageContext } from '../app/page-context';
import { pageMeta } from '../components/seo/page-meta';
import { videoJsonLd, type JsonLdObject } from '../components/seo/structured-data';
import { paths } from '../lib/paths';
import { publicContentKeys } from '../lib/public-content/use-public-content';
import { pageCache, queryState } from '../lib/public-content/route-data';

/** Rendered by the `api` function with the library, whose VideoObject JSON-LD goes in <head>. */
export async function loader({ context }: LoaderFunctionArgs) {
  const videos = await pageContext(context).listVideos();
  return data(
    { state: queryState([[publicContentKeys.videos, videos]]), videos },
    { headers: pageCache(600) },
  );
}

/** In-app navigation: the screen reads the list itself (its own loading and error states). */
export const clientLoader = () => ({ state: undefined, videos: [] as Video[] });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = ({ data: page }: { data?: { videos: Video[] } }) =>
  pageMeta({
    title: 'Expert Videos on Tax, Insurance and Investing',
    description:
      'Short, practical videos from a CA, CFA and CS practice: income tax, insurance riders, SIPs, bonds and retirement planning for Indian investors.',
    path: paths.videos,
    jsonLd: (page?.videos ?? []).map(videoJsonLd).filter((v): v is JsonLdObject => v !== null),
  });

export default function VideosRoute() {
  const { state } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={state}>
      <VideoLibraryPage />
    </HydrationBoundary>
  );
}
