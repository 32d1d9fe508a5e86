import { Alert, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import PlayCircleFilledIcon from '@mui/icons-material/PlayCircleFilled';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { formatIndiaDate, type Blog, type Video } from '@36x/common';
import { linkCardSx } from '../../components/ui/card-link';
import { CardTitleLink } from '../../components/ui/CardTitleLink';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { useBlogs, useVideos } from '../../lib/public-content/use-public-content';
import { paths } from '../../lib/paths';
import { colors } from '../../theme/tokens';
import { formatViews } from '../../lib/video-filters';
import { ListLinkCard } from '../../components/content/ListLinkCard';
import { clampLinesSx } from '../../components/ui/clamp-lines';
import { ArrowLinkButton } from '../../components/ui/ArrowLinkButton';
import { CoverImage } from '../../components/media/CoverImage';
import { useVideoThumbnail } from '../../components/content/use-video-thumbnail';

/**
 * Notebook section: the newest article and the two newest videos (lists arrive newest first). The page is
 * prerendered without them: until they come (and without scripts) cards link to the full lists (SITE-START-2).
 */
export function NotebookSection() {
  const blogs = useBlogs();
  const videos = useVideos();
  const article = blogs.data?.[0];
  const latestVideos = videos.data?.slice(0, 2) ?? [];

  return (
    <Section tone="paper" labelledBy="notebook-title">
      <SectionHeader
        id="notebook-title"
        overline="From the notebook"
        title="Notes on Money, Written Plainly"
        subtitle="Short articles and videos on the questions clients ask us most: tax, insurance, bonds and discipline."
      />
      <Box
        aria-busy={blogs.isPending || videos.isPending}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'stretch',
        }}
      >
        <Box sx={{ display: 'grid' }}>
          {blogs.isPending ? (
            <ListLinkCard
              to={paths.blogs}
              overline="Articles"
              title="Read the latest articles"
              text="Plain-language notes on tax, investing and compliance, newest first."
            />
          ) : blogs.isError ? (
            <Alert severity="info" variant="outlined">
              The latest article could not be loaded just now. Please try again in a moment.
            </Alert>
          ) : article ? (
            <ArticleCard blog={article} />
          ) : (
            <Alert severity="info" variant="outlined">
              New articles are on their way.
            </Alert>
          )}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridColumn: { md: 'span 2' },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {videos.isPending ? (
            <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
              <ListLinkCard
                to={paths.videos}
                overline="Videos"
                title="Watch the latest videos"
                text="Short explainers on tax, insurance riders, SIPs, bonds and retirement."
              />
            </Box>
          ) : videos.isError ? (
            <Alert severity="info" variant="outlined">
              Videos could not be loaded just now. Please try again in a moment.
            </Alert>
          ) : latestVideos.length ? (
            latestVideos.map((v) => <VideoCard key={v.id} video={v} />)
          ) : (
            <Alert severity="info" variant="outlined">
              New videos are on their way.
            </Alert>
          )}
        </Box>
      </Box>
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <ArrowLinkButton to={paths.resources} variant="outlined">
          Visit Knowledge Space
        </ArrowLinkButton>
      </Box>
    </Section>
  );
}

function ArticleCard({ blog }: { blog: Blog }) {
  return (
    <Card
      component="article"
      sx={{ ...linkCardSx, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
    >
      <Box
        sx={{
          aspectRatio: '16 / 9',
          background: `linear-gradient(135deg, ${colors.teal800}, ${colors.teal500})`,
          overflow: 'hidden',
        }}
      >
        {blog.image ? (
          <CoverImage src={blog.image} width={640} height={360} />
        ) : (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }} aria-hidden="true">
            <Typography
              sx={{ color: colors.teal100, fontFamily: 'Merriweather, Georgia, serif', fontSize: '1.5rem' }}
            >
              {blog.category}
            </Typography>
          </Box>
        )}
      </Box>
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main', lineHeight: 1.5 }}>
          Article
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            label={blog.category}
            size="small"
            sx={{ backgroundColor: colors.teal50, color: colors.teal800 }}
          />
          <Typography variant="body2" color="text.secondary" component="span">
            <time dateTime={blog.publishAt}>{formatIndiaDate(blog.publishAt)}</time>
          </Typography>
        </Box>
        <Typography component="h3" variant="h6">
          <CardTitleLink to={paths.blog(blog.slug)}>{blog.title}</CardTitleLink>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {blog.excerpt}
        </Typography>
        {/* Looks like an action; the title's link covers the card (one tab stop, named by the title). */}
        <Typography
          aria-hidden="true"
          sx={{
            color: 'primary.main',
            fontWeight: 600,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          Read the article <ArrowForwardIcon fontSize="small" />
        </Typography>
      </CardContent>
    </Card>
  );
}

function VideoCard({ video }: { video: Video }) {
  // The stored thumbnail, else the maximum-resolution one; then hqdefault; if that fails too (offline), the plain
  // panel instead of a broken image.
  const { src: thumb, onLoad, onError } = useVideoThumbnail(video, { preferStored: true });
  const views = formatViews(video.views);
  return (
    <Card
      component="article"
      sx={{ ...linkCardSx, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', backgroundColor: colors.teal900 }}>
        {thumb && <CoverImage src={thumb} width={480} height={270} onLoad={onLoad} onError={onError} />}
        <PlayCircleFilledIcon
          aria-hidden="true"
          sx={{
            position: 'absolute',
            inset: 0,
            m: 'auto',
            fontSize: 52,
            color: 'rgba(255,255,255,0.92)',
            filter: 'drop-shadow(0 2px 6px rgba(0,0,0,0.4))',
          }}
        />
        {video.duration && (
          <Box
            component="span"
            sx={{
              position: 'absolute',
              right: 8,
              bottom: 8,
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              backgroundColor: 'rgba(0,0,0,0.78)',
              color: '#fff',
              fontSize: '0.75rem',
              fontWeight: 600,
            }}
          >
            <span className="visually-hidden">Duration </span>
            {video.duration}
          </Box>
        )}
      </Box>
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main', lineHeight: 1.5 }}>
          Video
        </Typography>
        <Typography component="h3" variant="h6">
          {/* Opens the video's own page, where it plays (the home page has no player of its own). */}
          <CardTitleLink to={paths.video(video.id)}>{video.title}</CardTitleLink>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[views, formatIndiaDate(video.createdAt)].filter(Boolean).join(' · ')}
        </Typography>
        {video.description && (
          <Typography variant="body2" color="text.secondary" sx={clampLinesSx(3)}>
            {video.description}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
