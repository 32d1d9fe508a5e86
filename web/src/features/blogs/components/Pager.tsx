import { Box, Button, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';

interface PagerProps {
  /** The navigation landmark's name. */
  label: string;
  page: number;
  pageCount: number;
  /** The address of page `n`. */
  href: (n: number) => string;
  /** On phones the buttons say just 'Previous' / 'Next' (the blog list, where the filters take the width). */
  compact?: boolean;
}

/**
 * Previous / next pages as real links (?page=N: the server renders each page, so they work before the app's scripts
 * run, and each page has its own address), with 'Page N of M' between them. Nothing when there is one page.
 */
export function Pager({ label, page, pageCount, href, compact = false }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ mt: 4, display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: 2 }}
    >
      <Box>{page > 1 && <PagerLink rel="prev" to={href(page - 1)} compact={compact} />}</Box>
      <Typography color="text.secondary">
        Page {page} of {pageCount}
      </Typography>
      <Box sx={{ textAlign: 'right' }}>
        {page < pageCount && <PagerLink rel="next" to={href(page + 1)} compact={compact} />}
      </Box>
    </Box>
  );
}

function PagerLink({ rel, to, compact }: { rel: 'prev' | 'next'; to: string; compact: boolean }) {
  const word = rel === 'prev' ? 'Previous' : 'Next';
  return (
    <Button
      component={RouterLink}
      to={to}
      rel={rel}
      variant="outlined"
      startIcon={rel === 'prev' ? <ChevronLeft aria-hidden /> : undefined}
      endIcon={rel === 'next' ? <ChevronRight aria-hidden /> : undefined}
      sx={{ minHeight: 44 }}
    >
      {compact ? (
        <>
          {word}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            &nbsp;page
          </Box>
        </>
      ) : (
        `${word} page`
      )}
    </Button>
  );
}
