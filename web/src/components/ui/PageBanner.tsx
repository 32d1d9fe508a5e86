import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { colors } from '../../theme/tokens';

/**
 * The dark banner opening a library or form page (blogs, videos, enquiry, contact): an overline, the page's h1 and
 * a line of introduction.
 */
export function PageBanner({
  id,
  overline,
  title,
  children,
}: {
  /** The h1's id; the banner is a section labelled by it. */
  id: string;
  overline: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ bgcolor: colors.teal800, color: '#fff', py: { xs: 5, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" sx={{ color: colors.gold300 }}>
          {overline}
        </Typography>
        <Typography id={id} variant="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Typography sx={{ maxWidth: 680, color: colors.teal100, fontSize: { md: '1.1rem' } }}>
          {children}
        </Typography>
      </Container>
    </Box>
  );
}
