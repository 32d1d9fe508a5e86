import { useId, type MouseEvent } from 'react';
import { Box, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import type { Video } from '@36x/common';
import { linkCardSx, stretchedControlSx } from '../ui/card-link';
import { colors } from '../../theme/tokens';
import { formatVideoDate, formatViews } from '../../lib/video-filters';
import { paths } from '../../lib/paths';
import { clampLinesSx } from '../ui/clamp-lines';
import { CoverImage } from '../media/CoverImage';
import { useVideoThumbnail } from './use-video-thumbnail';

export interface VideoCardProps {
  video: Video;
  onPlay: (video: Video) => void;
  headingLevel?: 'h2' | 'h3';
  /** Thumbnails of the first row load at once; the rest lazily. */
  eagerImage?: boolean;
}

/**
 * A video card (SITE-VIDEOS): thumbnail with duration, title, views and date. Choosing it opens the player dialog once
 * the app runs; it is a link to the video's own page (SITE-VIDEOS-5), which plays it before the scripts have come or
 * without them, and opens in a new tab with Ctrl or the middle button (SITE-START-2).
 * The thumbnail is YouTube's maximum-resolution image (SITE-VIDEOS-4); it loads lazily at a fixed 16:9 ratio, and falls
 * back to the always-present hqdefault when a video has no maxres image (YouTube then serves a 120 px stand-in).
 */
export function VideoCard({ video, onPlay, headingLevel = 'h3', eagerImage = false }: VideoCardProps) {
  const titleId = useId();
  // maxresdefault → hqdefault (always made by YouTube) → no image, the dark panel and play badge stay.
  const { youtubeId, src: thumb, onLoad, onError } = useVideoThumbnail(video);
  const date = formatVideoDate(video.createdAt);

  const media = (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: colors.teal900, overflow: 'hidden' }}>
      {thumb && (
        <CoverImage
          src={thumb}
          width={640}
          height={360}
          loading={eagerImage ? 'eager' : 'lazy'}
          onLoad={onLoad}
          onError={onError}
        />
      )}
      {youtubeId && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            m: 'auto',
            width: 64,
            height: 64,
            borderRadius: '50%',
            bgcolor: 'rgba(7,47,49,0.82)',
            color: '#fff',
            display: 'grid',
            placeItems: 'center',
            transition: 'transform 150ms ease',
          }}
          className="play-badge"
        >
          <PlayArrowRounded sx={{ fontSize: 40 }} />
        </Box>
      )}
      {video.duration && (
        <Chip
          label={video.duration}
          size="small"
          sx={{
            position: 'absolute',
            right: 8,
            bottom: 8,
            bgcolor: 'rgba(0,0,0,0.78)',
            color: '#fff',
            fontVariantNumeric: 'tabular-nums',
          }}
        />
      )}
    </Box>
  );

  // The title is the card's one control (card-link.ts): a link stretched over the card, so the thumbnail, the
  // title and the text all play it, and keyboard and screen-reader users get one well-named control (SITE-VIDEOS-4,
  // "choosing the thumbnail plays"). The name holds the visible title and duration (axe:
  // label-content-name-mismatch), not in brackets, which axe misreads.
  const playLabel = `Play video: ${video.title}${video.duration ? `, duration ${video.duration}` : ''}`;
  const play = (e: MouseEvent<HTMLAnchorElement>) => {
    // A plain click plays here; a click asking for a new tab or window goes to the page as links do.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onPlay(video);
  };
  const body = (
    <CardContent sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={titleId} component={headingLevel} variant="h6" sx={{ lineHeight: 1.35 }}>
        {youtubeId ? (
          <Box
            component="a"
            href={paths.video(video.id)}
            onClick={play}
            aria-label={playLabel}
            aria-haspopup="dialog"
            className="card-title-control"
            sx={stretchedControlSx}
          >
            {video.title}
          </Box>
        ) : (
          video.title
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={clampLinesSx(2)}>
        {video.description}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        sx={{ color: 'text.secondary', typography: 'caption', pt: 0.5 }}
        divider={<span aria-hidden>·</span>}
      >
        <span>{formatViews(video.views)}</span>
        {date && <time dateTime={video.createdAt}>{date}</time>}
      </Stack>
      {!youtubeId && (
        <Typography variant="caption" color="error">
          This video can&apos;t be played here.
        </Typography>
      )}
    </CardContent>
  );

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        ...(youtubeId ? linkCardSx : {}),
        height: '100%',
        '&:hover .play-badge': { transform: 'scale(1.08)' },
      }}
    >
      {media}
      {body}
    </Card>
  );
}

export function VideoCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }} data-testid="video-card-skeleton">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <CardContent sx={{ p: 2.5 }}>
        <Skeleton height={30} width="85%" />
        <Skeleton />
        <Skeleton width="70%" />
        <Skeleton width="40%" />
      </CardContent>
    </Card>
  );
}
