import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowForward from '@mui/icons-material/ArrowForward';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import { Link as RouterLink } from 'react-router';
import { LIMITS, type Video } from '@36x/common';
import { useBlogs, useVideos } from '../../lib/public-content/use-public-content';
import { paths } from '../../lib/paths';
import { Disclaimer } from '../../components/disclaimer/Disclaimer';
import { CardGrid } from '../../components/ui/CardGrid';
import { ListLinkCard } from '../../components/content/ListLinkCard';
import { LoadError } from '../../components/ui/LoadError';
import { SearchTextField } from '../../components/ui/SearchTextField';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { colors } from '../../theme/tokens';
// The hub shows the blog and video features' cards and player (one exception to "features do not import each
// other": the hub is a window onto those two features, and duplicating their cards would let them drift).
import { BlogCard } from '../../components/content/BlogCard';
import { matchesBlogSearch } from '../../lib/blog-filters';
import { VideoCard } from '../../components/content/VideoCard';
import { LazyVideoPlayerDialog } from '../../components/content/LazyVideoPlayerDialog';
import { matchesVideoSearch } from '../../lib/video-filters';
import { TAX_PLANNING_CARDS, type TaxPlanningCard } from './tax-planning-content';
import { IconBadge } from '../../components/ui/IconBadge';
import { CheckList } from '../../components/ui/CheckList';
import { ConsultButton, OutlinedOnDarkLink } from '../../components/ui/CtaButtons';
import { ArrowLinkButton } from '../../components/ui/ArrowLinkButton';

const CARD_ICONS: Record<TaxPlanningCard['id'], ReactNode> = {
  business: <BusinessCenterOutlined />,
  personal: <PersonOutline />,
  investment: <ShowChartOutlined />,
};

const sectionTitleSx = { fontSize: { xs: '1.6rem', md: '2.2rem' } } as const;

/** /resources and /insights (SITE-HUB): hero, tax planning, calculators, Latest Insights, Expert Videos, closing CTA. */
export default function ResourcesHubPage() {
  return (
    <>
      <Hero />
      <TaxPlanningSection />
      <CalculatorSection />
      <LatestInsights />
      <ExpertVideos />
      <ClosingCta />
    </>
  );
}

function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hub-title"
      sx={{
        color: '#fff',
        py: { xs: 7, md: 11 },
        background: `linear-gradient(135deg, ${colors.teal900} 0%, ${colors.teal700} 100%)`,
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" sx={{ color: colors.gold300 }}>
          Knowledge Space
        </Typography>
        <Typography id="hub-title" variant="h1" sx={{ mb: 2, maxWidth: 760 }}>
          Financial Resources Hub
        </Typography>
        <Typography
          sx={{ maxWidth: 640, color: colors.teal100, fontSize: { xs: '1.05rem', md: '1.2rem' }, mb: 4 }}
        >
          Practical guides, calculators, articles and videos to help you plan tax, protect your family and
          invest with a clear head. Free to read, free to use, and no phone number asked.
        </Typography>
        <Button
          component={RouterLink}
          to="#tax-planning"
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<ArrowDownward />}
        >
          Explore Resources
        </Button>
      </Container>
    </Box>
  );
}

function TaxPlanningSection() {
  return (
    <Box
      component="section"
      id="tax-planning"
      aria-labelledby="tax-planning-title"
      sx={{ py: { xs: 6, md: 9 } }}
    >
      <Container maxWidth="lg">
        <SectionHeader
          align="left"
          id="tax-planning-title"
          overline="Tax planning"
          title="Plan Tax Before It Is Due"
          subtitle="The rules that matter most, in plain words. Each situation is different: use these as a checklist for the conversation with your adviser."
        />
        <Grid container spacing={3}>
          {TAX_PLANNING_CARDS.map((card) => (
            <Grid key={card.id} size={{ xs: 12, md: 4 }}>
              <Card component="article" aria-labelledby={`tax-${card.id}`} sx={{ height: '100%' }}>
                <CardContent
                  sx={{
                    p: { xs: 2.5, md: 3 },
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 1.5,
                    height: '100%',
                  }}
                >
                  <IconBadge
                    size={48}
                    radius={2}
                    ariaHidden
                    background={colors.teal50}
                    color={colors.teal700}
                  >
                    {CARD_ICONS[card.id]}
                  </IconBadge>
                  <Typography id={`tax-${card.id}`} component="h3" variant="h5">
                    {card.title}
                  </Typography>
                  <Typography color="text.secondary" variant="body2">
                    {card.summary}
                  </Typography>
                  <CheckList items={card.points} gap={1.25} tickOffset="3px" />
                  <Box sx={{ mt: 'auto', pt: 1 }}>
                    <Button
                      component={RouterLink}
                      to={paths.contact}
                      endIcon={<ArrowForward />}
                      sx={{ px: 0 }}
                    >
                      Plan this with us
                    </Button>
                  </Box>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}

/** The /resources#calculator anchor (SITE-HUB) lands here, one click from the calculators. */
function CalculatorSection() {
  return (
    <Box
      component="section"
      id="calculator"
      aria-labelledby="calculator-title"
      sx={{ py: { xs: 6, md: 8 }, bgcolor: colors.teal50 }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={3} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <CalculateOutlined
                aria-hidden
                sx={{ fontSize: 44, color: colors.teal700, display: { xs: 'none', sm: 'block' } }}
              />
              <Box>
                <Typography id="calculator-title" variant="h2" sx={{ ...sectionTitleSx, mb: 1 }}>
                  Free Calculators &amp; Tools
                </Typography>
                <Typography color="text.secondary">
                  SIP, retirement, loan, bond, capital-gains and insurance calculators. Run the numbers
                  yourself: no sign-up, no phone number, nothing stored about you.
                </Typography>
              </Box>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1.5}>
              <Button component={RouterLink} to={paths.calculator} variant="contained" size="large">
                Open Calculators
              </Button>
              <Button component={RouterLink} to={paths.tools} variant="outlined" size="large">
                Browse All Tools
              </Button>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

function LatestInsights() {
  const blogs = useBlogs();
  return (
    <HubShelf
      id="insights-title"
      overline="Articles"
      title="Latest Insights"
      subtitle="New rules, common mistakes and the questions worth asking, written by the people who advise on them every day."
      query={blogs}
      matches={matchesBlogSearch}
      limit={LIMITS.hubBlogs}
      noun="blogs"
      // Prerendered without the list: until it comes (and without scripts) a link to all articles.
      waiting={{
        to: paths.blogs,
        what: 'articles',
        title: 'Read the latest articles',
        text: 'Plain-language notes on tax, investing and compliance, newest first.',
      }}
      grid={{ cardHeight: 470, renderCard: (blog) => <BlogCard blog={blog} /> }}
      more={{ to: paths.blogs, label: 'View All Blogs' }}
    />
  );
}

function ExpertVideos() {
  const videos = useVideos();
  const [playing, setPlaying] = useState<Video | null>(null);
  return (
    <HubShelf
      id="videos-title"
      overline="Videos"
      title="Expert Videos"
      subtitle="Short explainers you can watch in a tea break: tax, insurance riders, SIPs, bonds and retirement."
      query={videos}
      matches={matchesVideoSearch}
      limit={LIMITS.hubVideos}
      noun="videos"
      waiting={{
        to: paths.videos,
        what: 'videos',
        title: 'Watch the latest videos',
        text: 'Short explainers on tax, insurance riders, SIPs, bonds and retirement.',
      }}
      grid={{ cardHeight: 375, renderCard: (video) => <VideoCard video={video} onPlay={setPlaying} /> }}
      more={{ to: paths.videos, label: 'Explore More' }}
      paper
      after={
        <Box sx={{ mt: { xs: 5, md: 6 } }}>
          <Disclaimer context="video" />
        </Box>
      }
    >
      <LazyVideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </HubShelf>
  );
}

/**
 * One shelf of the hub (Latest Insights, Expert Videos): a header with its own search, the newest `limit` items that
 * match it as cards, and a link to the whole library. Until the list comes, a card linking to the library stands in.
 */
function HubShelf<T extends { id: string }>(props: {
  id: string;
  overline: string;
  title: string;
  subtitle: string;
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  matches: (item: T, search: string) => boolean;
  limit: number;
  /** 'blogs' or 'videos': the search's label and the empty messages. */
  noun: string;
  waiting: { to: string; what: string; title: string; text: string };
  grid: { cardHeight: number; renderCard: (item: T) => ReactNode };
  more: { to: string; label: string };
  /** On the paper tone, ruled off from the shelf above. */
  paper?: boolean;
  /** Inside the shelf's container, under the link. */
  after?: ReactNode;
  /** Inside the section, after its container (e.g. a dialog). */
  children?: ReactNode;
}) {
  const { id, overline, title, subtitle, query, matches, limit, noun, waiting, grid, more } = props;
  const { data, isPending, isError, refetch } = query;
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => (data ?? []).filter((item) => matches(item, search)).slice(0, limit),
    [data, matches, search, limit],
  );
  const label = `Search ${noun}`;

  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        py: { xs: 6, md: 9 },
        ...(props.paper && { bgcolor: colors.paper, borderTop: 1, borderColor: 'divider' }),
      }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, mb: 3 }}
        >
          <SectionHeader align="left" id={id} overline={overline} title={title} subtitle={subtitle} />
          {/* Two search landmarks on the page: each is named after what it searches. */}
          <Box role="search" aria-label={label} sx={{ width: { xs: '100%', sm: 320 } }}>
            <SearchTextField
              size="small"
              label={label}
              placeholder={`${label}...`}
              value={search}
              onChange={setSearch}
            />
          </Box>
        </Stack>
        {isError ? (
          <LoadError what={waiting.what} onRetry={() => void refetch()} />
        ) : isPending ? (
          <Box aria-busy="true" sx={{ maxWidth: { sm: 420 } }}>
            <ListLinkCard to={waiting.to} overline={overline} title={waiting.title} text={waiting.text} />
          </Box>
        ) : shown.length === 0 ? (
          <EmptyMessage>
            {search.trim() ? `No ${noun} found matching your search.` : `No ${noun} found`}
          </EmptyMessage>
        ) : (
          <CardGrid
            label={`Latest ${noun}`}
            items={shown}
            renderCard={grid.renderCard}
            cardHeight={grid.cardHeight}
          />
        )}
        <Box sx={{ mt: 4, textAlign: 'center' }}>
          <ArrowLinkButton to={more.to} variant="outlined">
            {more.label}
          </ArrowLinkButton>
        </Box>
        {props.after}
      </Container>
      {props.children}
    </Box>
  );
}

function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <Typography
      role="status"
      sx={{ py: 6, textAlign: 'center', color: 'text.secondary', fontSize: '1.1rem' }}
    >
      {children}
    </Typography>
  );
}

function ClosingCta() {
  return (
    <Box
      component="section"
      aria-labelledby="hub-cta-title"
      sx={{ py: { xs: 7, md: 10 }, bgcolor: colors.teal800, color: '#fff' }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="hub-cta-title" variant="h2" sx={{ ...sectionTitleSx, mb: 2 }}>
          Have a Question About Your Own Money?
        </Typography>
        <Typography sx={{ color: colors.teal100, mb: 4, fontSize: { md: '1.1rem' } }}>
          Articles explain the rules; a conversation applies them to you. Book a calm, no-pressure
          consultation with a CA, CFA and CS, or simply write to us.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <ConsultButton>Schedule Consultation</ConsultButton>
          <OutlinedOnDarkLink to={paths.contact}>Contact Us</OutlinedOnDarkLink>
        </Stack>
      </Container>
    </Box>
  );
}
