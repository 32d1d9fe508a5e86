import { Box, Button, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { blogListQuery, type BlogListFilters } from '../../../lib/blog-filters';

/** The address of one page of the list, with the same search, category and sort. */
export function blogPageHref(filters: Omit<BlogListFilters, 'page'>, page: number): string {
  const query = blogListQuery({ ...filters, page }).toString();
  return query ? `${paths.blogs}?${query}` : paths.blogs;
}

/**
 * Previous / next pages of the blog list as real links (?page=N: the server renders each page, so they work before
 * the app's scripts run, and each page has its own address).
 */
export function BlogPager({
  filters,
  page,
  pageCount,
}: {
  filters: Omit<BlogListFilters, 'page'>;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label="Blog pages"
      sx={{
        mt: 4,
        display: 'grid',
        gridTemplateColumns: '1fr auto 1fr',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box>
        {page > 1 && (
          <Button
            component={RouterLink}
            to={blogPageHref(filters, page - 1)}
            rel="prev"
            variant="outlined"
            startIcon={<ChevronLeft aria-hidden />}
            sx={{ minHeight: 44 }}
          >
            Previous
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              &nbsp;page
            </Box>
          </Button>
        )}
      </Box>
      <Typography color="text.secondary">
        Page {page} of {pageCount}
      </Typography>
      <Box sx={{ textAlign: 'right' }}>
        {page < pageCount && (
          <Button
            component={RouterLink}
            to={blogPageHref(filters, page + 1)}
            rel="next"
            variant="outlined"
            endIcon={<ChevronRight aria-hidden />}
            sx={{ minHeight: 44 }}
          >
            Next
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              &nbsp;page
            </Box>
          </Button>
        )}
      </Box>
    </Box>
  );
}
