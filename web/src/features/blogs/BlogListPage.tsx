import { useEffect, useMemo, useRef } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  IconButton,
  InputAdornment,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { BLOG_CATEGORIES } from '@36x/common';
import { useBlogs } from '../../lib/public-content/use-public-content';
import { CardGrid, CardGridSkeleton } from '../../components/ui/CardGrid';
import { PageBanner } from '../../components/ui/PageBanner';
import { colors } from '../../theme/tokens';
import { BLOG_SORTS, filterBlogs, pageOfBlogs, type BlogSort } from '../../lib/blog-filters';
import { BlogPager } from './components/BlogPager';
import { BlogCard, BlogCardSkeleton } from '../../components/content/BlogCard';
import { useBlogListState } from './use-blog-list-state';
import { paths } from '../../lib/paths';
import { typedBeforeStart } from '../../lib/typed-before-start';

/**
 * /blogs (SITE-BLOGS): search, category filter, three sorts, removable filter chips, count, skeletons, empty state.
 * The filters are a GET form (SITE-START-2): before the app starts, or without JavaScript, it asks the server for
 * /blogs?q=...&category=...&sort=..., which renders the filtered list; once the app runs the list filters as the
 * visitor types, and a search typed before start-up is taken over (SITE-START-1).
 */
export default function BlogListPage() {
  const { data: blogs, isPending, isError, refetch } = useBlogs();
  const { filters, update, clear } = useBlogListState();
  const formRef = useRef<HTMLFormElement>(null);
  const firstSearch = useRef(filters.search);
  useEffect(() => {
    const typed = typedBeforeStart(formRef.current, { q: firstSearch.current }).q;
    if (typed !== undefined) update({ search: typed });
  }, [update]);
  const found = useMemo(() => filterBlogs(blogs ?? [], filters), [blogs, filters]);
  const { items: shown, page, pageCount } = pageOfBlogs(found, filters.page);
  const hasFilters = Boolean(filters.search.trim() || filters.category);

  return (
    <>
      <PageBanner id="blogs-title" overline="Knowledge Space" title="Insights & Articles">
        Clear, practical writing on tax, investing, compliance and planning for Indian families and
        businesses. No jargon for its own sake, and no product pushing.
      </PageBanner>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Paper
          component="form"
          ref={formRef}
          method="get"
          action={paths.blogs}
          role="search"
          aria-label="Filter blogs"
          // The app filters as the visitor types; only a page without it needs the server.
          onSubmit={(e) => e.preventDefault()}
          sx={{
            p: { xs: 2, md: 2.5 },
            mb: 3,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' },
          }}
        >
          <TextField
            label="Search blogs"
            placeholder="Search blogs..."
            type="search"
            name="q"
            value={filters.search}
            onChange={(e) => update({ search: e.target.value })}
            slotProps={{
              input: {
                // The magnifier sends the form (Enter too): what a page without scripts needs.
                startAdornment: (
                  <InputAdornment position="start">
                    <IconButton type="submit" aria-label="Search" edge="start" size="small">
                      <SearchIcon aria-hidden />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            label="Category"
            name="category"
            value={filters.category}
            onChange={(e) => update({ category: e.target.value })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">All Categories</MenuItem>
            {BLOG_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Sort by"
            name="sort"
            value={filters.sort}
            onChange={(e) => update({ sort: e.target.value as BlogSort })}
          >
            {BLOG_SORTS.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
              </MenuItem>
            ))}
          </TextField>
        </Paper>

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography role="status" aria-live="polite" color="text.secondary" sx={{ minHeight: 28 }}>
            {!isPending && !isError && `Showing ${shown.length} of ${blogs?.length ?? 0} blogs`}
          </Typography>
          {hasFilters && (
            <Box
              component="ul"
              aria-label="Active filters"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
            >
              {filters.search.trim() && (
                <li>
                  <Chip
                    label={`Search: “${filters.search.trim()}”`}
                    aria-label={`Remove filter Search: “${filters.search.trim()}”`}
                    onClick={() => update({ search: '' })}
                    onDelete={() => update({ search: '' })}
                    color="primary"
                    variant="outlined"
                  />
                </li>
              )}
              {filters.category && (
                <li>
                  <Chip
                    label={`Category: ${filters.category}`}
                    aria-label={`Remove filter Category: ${filters.category}`}
                    onClick={() => update({ category: '' })}
                    onDelete={() => update({ category: '' })}
                    color="primary"
                    variant="outlined"
                  />
                </li>
              )}
            </Box>
          )}
        </Stack>

        {isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            We couldn&apos;t load the articles just now. Please check your connection and try again.
          </Alert>
        ) : isPending ? (
          <CardGridSkeleton label="Loading blogs" skeleton={<BlogCardSkeleton />} />
        ) : found.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
            <SearchOffIcon aria-hidden sx={{ fontSize: 56, color: colors.teal500, mb: 2 }} />
            <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, mb: 1 }}>
              No blogs found
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {hasFilters
                ? 'Try a different search term or category.'
                : 'New articles are on their way. Please check back soon.'}
            </Typography>
            {hasFilters && (
              <Button variant="contained" onClick={clear}>
                Clear Filters
              </Button>
            )}
          </Box>
        ) : (
          <CardGrid
            label="Blogs"
            cardHeight={470}
            items={shown}
            renderCard={(blog, i) => (
              <BlogCard
                blog={blog}
                headingLevel="h2"
                imagePriority={i === 0 ? 'high' : i < 3 ? 'eager' : 'lazy'}
              />
            )}
          />
        )}
        {!isPending && !isError && <BlogPager filters={filters} page={page} pageCount={pageCount} />}
      </Container>
    </>
  );
}
