import { useMemo, useState } from 'react';
import { Box, Container } from '@mui/material';
import VideocamOffOutlined from '@mui/icons-material/VideocamOffOutlined';
import type { Video } from '@36x/common';
import { useVideos } from '../../lib/public-content/use-public-content';
import { Disclaimer } from '../../components/disclaimer/Disclaimer';
import { filterVideos, VIDEO_SORTS, type VideoSort } from '../../lib/video-filters';
import { VideoCard, VideoCardSkeleton } from '../../components/content/VideoCard';
import { LazyVideoPlayerDialog } from '../../components/content/LazyVideoPlayerDialog';
import { FilteredCardList } from '../../components/content/FilteredCardList';
import { PageBanner } from '../../components/ui/PageBanner';

/** /videos (SITE-VIDEOS): search, four sorts (views numerically), cards, and one player dialog for the page. */
export default function VideoLibraryPage({ given }: { given?: Video[] } = {}) {
  const query = useVideos(given);
  const videos = query.data;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<VideoSort>('newest');
  const [playing, setPlaying] = useState<Video | null>(null);
  const shown = useMemo(() => filterVideos(videos ?? [], search, sort), [videos, search, sort]);
  const searching = Boolean(search.trim());

  return (
    <>
      <PageBanner id="videos-title" overline="Video Library" title="Expert Videos">
        Short explainers on tax, insurance, investing and retirement: what the rules say, what they mean for
        you, and the questions to ask before you sign anything.
      </PageBanner>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <FilteredCardList
          noun="videos"
          errorWhat="videos"
          query={query}
          search={{ value: search, onChange: setSearch }}
          selects={[
            {
              label: 'Sort by',
              value: sort,
              onChange: (v) => setSort(v as VideoSort),
              options: VIDEO_SORTS,
            },
          ]}
          items={shown}
          total={videos?.length ?? 0}
          empty={shown.length === 0}
          emptyState={{
            icon: VideocamOffOutlined,
            title: searching ? 'No videos found matching your search.' : 'No videos found',
            clear: searching ? { label: 'Clear Search', onClick: () => setSearch('') } : undefined,
          }}
          skeleton={<VideoCardSkeleton />}
          cardHeight={375}
          renderCard={(video, i) => (
            <VideoCard video={video} onPlay={setPlaying} headingLevel="h2" eagerImage={i < 3} />
          )}
        >
          <Box sx={{ mt: { xs: 5, md: 7 } }}>
            <Disclaimer context="video" />
          </Box>
        </FilteredCardList>
      </Container>
      <LazyVideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
