import { data } from 'react-router';
import type { Route } from './+types/video';
import { youtubeThumbnail, youtubeVideoId, type Video } from '@36x/common';
import VideoPage from '../features/videos/VideoPage';
import { pageContext } from '../app/page-context';
import { pageMeta } from '../components/seo/page-meta';
import { videoJsonLd } from '../components/seo/structured-data';
import { paths } from '../lib/paths';
import { getPublicContentSource } from '../lib/public-content/use-public-content';
import { pageCache } from '../lib/public-content/route-data';

/** /videos/{id}: rendered by the `api` function from the library; an unknown id answers 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const videos = await pageContext(context).listVideos();
  const video = videos.find((v) => v.id === params.id) ?? null;
  return data(
    { video, videos: videos as Video[] | undefined },
    { status: video ? 200 : 404, headers: pageCache(video ? 600 : 60) },
  );
}

/** In-app navigation: the library is read through the public-content source (one read serves every video). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  try {
    const videos = await (await getPublicContentSource()).listVideos();
    return {
      video: videos.find((v) => v.id === params.id) ?? null,
      videos: videos as Video[] | undefined,
    };
  } catch {
    return { video: undefined, videos: undefined };
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = ({ loaderData, params }: Pick<Route.MetaArgs, 'loaderData' | 'params'>) => {
  const video = loaderData?.video;
  if (!video) {
    return pageMeta({
      title: video === null ? 'Video Not Found' : 'Expert Videos',
      description: 'Short, practical videos from a CA, CFA and CS practice.',
      path: paths.video(params.id ?? ''),
      noindex: video === null,
    });
  }
  const youtubeId = youtubeVideoId(video.youtubeUrl);
  return pageMeta({
    title: video.title,
    description: video.description.slice(0, 200),
    path: paths.video(video.id),
    image: youtubeId ? youtubeThumbnail(youtubeId) : undefined,
    type: 'video.other',
    jsonLd: videoJsonLd(video),
  });
};

export default function VideoRoute({ loaderData: { videos } }: Route.ComponentProps) {
  return <VideoPage given={videos} />;
}
