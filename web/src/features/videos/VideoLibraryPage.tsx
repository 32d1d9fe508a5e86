import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Container,
  InputAdornment,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import VideocamOffOutlined from '@mui/icons-material/VideocamOffOutlined';
import type { Video } from '@36x/common';
import { useVideos } from '../../lib/public-content/use-public-content';
import { Disclaimer } from '../../components/disclaimer/Disclaimer';
import { CardGrid, CardGridSkeleton } from '../../components/ui/CardGrid';
import { colors } from '../../theme/tokens';
import { filterVideos, VIDEO_SORTS, type VideoSort } from '../../lib/video-filters';
import { VideoCard, VideoCardSkeleton } from '../../components/content/VideoCard';
import { LazyVideoPlayerDialog } from '../../components/content/LazyVideoPlayerDialog';
import { PageBanner } from '../../components/ui/PageBanner';

/** /videos (SITE-VIDEOS): search, four sorts (views numerically), cards, and one player dialog for the page. */
export default function VideoLibraryPage() {
  const { data: videos, isPending, isError, refetch } = useVideos();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<VideoSort>('newest');
  const [playing, setPlaying] = useState<Video | null>(null);
  const shown = useMemo(() => filterVideos(videos ?? [], search, sort), [videos, search, sort]);

  return (
    <>
      <PageBanner id="videos-title" overline="Video Library" title="Expert Videos">
        Short explainers on tax, insurance, investing and retirement: what the rules say, what they mean for
        you, and the questions to ask before you sign anything.
      </PageBanner>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Paper
          component="form"
          role="search"
          aria-label="Filter videos"
          onSubmit={(e) => e.preventDefault()}
          sx={{
            p: { xs: 2, md: 2.5 },
            mb: 3,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          }}
        >
          <TextField
            label="Search videos"
            placeholder="Search videos..."
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            label="Sort by"
            value={sort}
            onChange={(e) => setSort(e.target.value as VideoSort)}
          >
            {VIDEO_SORTS.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
              </MenuItem>
            ))}
          </TextField>
        </Paper>

        <Typography role="status" aria-live="polite" color="text.secondary" sx={{ mb: 3, minHeight: 28 }}>
          {!isPending && !isError && `Showing ${shown.length} of ${videos?.length ?? 0} videos`}
        </Typography>

        {isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            We couldn&apos;t load the videos just now. Please check your connection and try again.
          </Alert>
        ) : isPending ? (
          <CardGridSkeleton label="Loading videos" skeleton={<VideoCardSkeleton />} />
        ) : shown.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 } }}>
            <VideocamOffOutlined aria-hidden sx={{ fontSize: 56, color: colors.teal500, mb: 2 }} />
            <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, mb: 1 }}>
              {search.trim() ? 'No videos found matching your search.' : 'No videos found'}
            </Typography>
            {search.trim() && (
              <Button variant="contained" onClick={() => setSearch('')} sx={{ mt: 2 }}>
                Clear Search
              </Button>
            )}
          </Box>
        ) : (
          <CardGrid
            label="Videos"
            cardHeight={375}
            items={shown}
            renderCard={(video, i) => (
              <VideoCard video={video} onPlay={setPlaying} headingLevel="h2" eagerImage={i < 3} />
            )}
          />
        )}

        <Box sx={{ mt: { xs: 5, md: 7 } }}>
          <Disclaimer context="video" />
        </Box>
      </Container>
      <LazyVideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
