import { data } from 'react-router';
import type { Route } from './+types/videos';
import type { Video } from '@36x/common';
import VideoLibraryPage from '../features/videos/VideoLibraryPage';
import { pageContext } from '../app/page-context';
import { pageMeta } from '../components/seo/page-meta';
import { videoJsonLd, type JsonLdObject } from '../components/seo/structured-data';
import { paths } from '../lib/paths';
import { pageCache } from '../lib/public-content/route-data';

/** Rendered by the `api` function with the library, whose VideoObject JSON-LD goes in <head>. */
export async function loader({ context }: Route.LoaderArgs) {
  const videos = await pageContext(context).listVideos();
  return data({ videos: videos as Video[] | undefined }, { headers: pageCache(600) });
}

/** In-app navigation: the screen reads the list itself (its own loading and error states). */
export const clientLoader = (_: Route.ClientLoaderArgs) => ({ videos: undefined });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = ({ loaderData }: { loaderData: Route.MetaArgs['loaderData'] | undefined }) =>
  pageMeta({
    title: 'Expert Videos on Tax, Insurance and Investing',
    description:
      'Short, practical videos from a CA, CFA and CS practice: income tax, insurance riders, SIPs, bonds and retirement planning for Indian investors.',
    path: paths.videos,
    jsonLd: (loaderData?.videos ?? []).map(videoJsonLd).filter((v): v is JsonLdObject => v !== null),
  });

export default function VideosRoute({ loaderData: { videos } }: Route.ComponentProps) {
  return <VideoLibraryPage given={videos} />;
}
