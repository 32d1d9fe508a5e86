import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { youtubeEmbedUrl, youtubeVideoId, type Video } from '@36x/common';
import { Link as RouterLink } from 'react-router';
import { SITE_ORIGIN } from '../seo/page-meta';
import { ShareLinks } from '../share/ShareLinks';
import { paths } from '../../lib/paths';
import { formatVideoDate, formatViews } from '../../lib/video-filters';

/**
 * The player (SITE-VIDEOS-2, SITE-VIDEOS-3): the chosen video in a dialog, embedded from youtube-nocookie with autoplay. The iframe
 * exists only while the dialog is open, so closing stops playback; the page holds a single `playing` video, so
 * opening another replaces this one and only one ever plays.
 */
export function VideoPlayerDialog({ video, onClose }: { video: Video | null; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const id = video ? youtubeVideoId(video.youtubeUrl) : null;
  const date = video ? formatVideoDate(video.createdAt) : '';

  return (
    <Dialog
      open={Boolean(video && id)}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="video-dialog-title"
      aria-describedby={video?.description ? 'video-dialog-description' : undefined}
      slotProps={{ paper: { sx: { bgcolor: fullScreen ? '#000' : undefined } } }}
    >
      {video && id && (
        <>
          <DialogTitle
            id="video-dialog-title"
            sx={{ pr: 7, color: fullScreen ? '#fff' : undefined, fontSize: { xs: '1.05rem', md: '1.25rem' } }}
          >
            {video.title}
          </DialogTitle>
          <IconButton
            aria-label="Close video"
            onClick={onClose}
            sx={{ position: 'absolute', right: 8, top: 8, color: fullScreen ? '#fff' : 'text.secondary' }}
          >
            <CloseIcon />
          </IconButton>
          <DialogContent
            sx={{
              p: 0,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: fullScreen ? 'center' : undefined,
            }}
          >
            <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: '#000' }}>
              <Box
                component="iframe"
                key={id}
                src={youtubeEmbedUrl(id, true)}
                title={`YouTube video player: ${video.title}`}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
              />
            </Box>
            <Box sx={{ p: { xs: 2, md: 3 }, color: fullScreen ? '#fff' : undefined }}>
              <Typography variant="caption" sx={{ opacity: 0.8 }}>
                {formatViews(video.views)}
                {date && ` · ${date}`}
                {video.duration && ` · ${video.duration}`}
              </Typography>
              {video.description && (
                <Typography
                  id="video-dialog-description"
                  variant="body2"
                  sx={{ mt: 1, whiteSpace: 'pre-line' }}
                >
                  {video.description}
                </Typography>
              )}
              <Box sx={{ mt: 2 }}>
                <ShareLinks
                  url={`${SITE_ORIGIN}${paths.video(video.id)}`}
                  title={video.title}
                  label="Share this video"
                  inverted={fullScreen}
                />
                <Link
                  component={RouterLink}
                  to={paths.video(video.id)}
                  variant="body2"
                  sx={{ color: fullScreen ? '#fff' : undefined }}
                >
                  This video&apos;s own page
                </Link>
              </Box>
            </Box>
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
