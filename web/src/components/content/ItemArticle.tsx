import type { ReactNode } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { ShareLinks } from '../share/ShareLinks';
import { Disclaimer } from '../disclaimer/Disclaimer';

/**
 * What a blog post's and a video's own page share (SITE-BLOGS-3, SITE-VIDEOS-5): an article named by its h1, the way
 * back to the library above the title, and the share links and the disclaimer below the item.
 */
export function ItemArticle({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" component="article" aria-labelledby={titleId} sx={{ py: { xs: 3, md: 6 } }}>
      {children}
    </Container>
  );
}

export function BackToLibrary({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBack />} sx={{ px: 0, mb: 2 }}>
      {children}
    </Button>
  );
}

/** The item's title; a long word (a URL, a scheme's name) wraps rather than widening the page. */
export function ItemTitle({
  id,
  fontSize,
  children,
}: {
  id: string;
  fontSize: { xs: string; sm: string; md: string };
  children: ReactNode;
}) {
  return (
    <Typography id={id} variant="h1" sx={{ fontSize, mb: 2, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

/** Share links for the item's own address, then the disclaimer that goes with any article or video. */
export function ShareAndDisclaimer({ url, title, label }: { url: string; title: string; label?: string }) {
  return (
    <>
      <Box sx={{ mt: 4 }}>
        <ShareLinks url={url} title={title} label={label} />
      </Box>
      <Box sx={{ mt: 4 }}>
        <Disclaimer context="article" />
      </Box>
    </>
  );
}
