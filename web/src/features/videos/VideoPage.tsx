import { Box, Container, Skeleton, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { youtubeEmbedUrl, youtubeVideoId, type Video } from '@36x/common';
import { useVideos } from '../../lib/public-content/use-public-content';
import { ItemNotFound } from '../../components/not-found/ItemNotFound';
import { paths } from '../../lib/paths';
import { SITE_ORIGIN } from '../../components/seo/page-meta';
import {
  BackToLibrary,
  ItemArticle,
  ItemTitle,
  ShareAndDisclaimer,
} from '../../components/content/ItemArticle';
import { formatVideoDate, formatViews } from '../../lib/video-filters';

/**
 * /videos/{id}: one video's own address (what its share links carry). The server renders the player, so it plays
 * before the app's scripts arrive; 'Video Not Found' for an unknown id.
 */
export default function VideoPage({ given }: { given?: Video[] } = {}) {
  const { id = '' } = useParams();
  const { data: videos, isPending, isError } = useVideos(given);
  const video = videos?.find((v) => v.id === id);
  if (isPending) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }} aria-busy="true" aria-label="Loading video">
        <Skeleton width={160} height={44} />
        <Skeleton height={64} />
        <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: 2 }} />
      </Container>
    );
  }
  if (isError || !video) return <VideoNotFound />;
  return <VideoArticle video={video} />;
}

function VideoArticle({ video }: { video: Video }) {
  const youtubeId = youtubeVideoId(video.youtubeUrl);
  const date = formatVideoDate(video.createdAt);
  return (
    <ItemArticle titleId="video-title">
      <BackToLibrary to={paths.videos}>All Videos</BackToLibrary>
      <ItemTitle id="video-title" fontSize={{ xs: '1.75rem', sm: '2.2rem', md: '2.5rem' }}>
        {video.title}
      </ItemTitle>
      {youtubeId ? (
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            aspectRatio: '16 / 9',
            bgcolor: '#000',
            borderRadius: 2,
            overflow: 'hidden',
          }}
        >
          <Box
            component="iframe"
            src={youtubeEmbedUrl(youtubeId)}
            title={`YouTube video player: ${video.title}`}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </Box>
      ) : (
        <Typography color="error">This video can&apos;t be played here.</Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {formatViews(video.views)}
        {date && (
          <>
            {' · '}
            <time dateTime={video.createdAt}>{date}</time>
          </>
        )}
        {video.duration && ` · ${video.duration}`}
      </Typography>
      <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{video.description}</Typography>
      <ShareAndDisclaimer
        url={`${SITE_ORIGIN}${paths.video(video.id)}`}
        title={video.title}
        label="Share this video"
      />
    </ItemArticle>
  );
}

function VideoNotFound() {
  return (
    <ItemNotFound
      title="Video Not Found"
      text="This video is no longer in our library. Browse the others instead."
      back={{ to: paths.videos, label: 'Back to Videos' }}
    />
  );
}
