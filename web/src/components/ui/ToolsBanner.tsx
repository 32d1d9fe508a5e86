import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

/**
 * Each page's banner: its height, the title's size on phones (2.6rem from md up) and the space above the line under
 * it. A calculator's page has the smallest, one line on a phone, so the first input is on the first screen
 * (decision 052); its banner is not printed.
 */
const SIZES = {
  tools: { py: { xs: 5, md: 7 }, titleSize: '1.9rem', leadMt: 1.5 },
  finder: { py: { xs: 3, md: 6 }, titleSize: '1.75rem', leadMt: 1 },
  calculator: { py: { xs: 2, md: 7 }, titleSize: '1.4rem', leadMt: 1.5 },
} as const;

/**
 * The dark banner opening /tools, /calculator and each calculator's page: the page's h1 and a line under it, then
 * anything more (a tagline).
 */
export function ToolsBanner({
  page,
  title,
  lead,
  children,
}: {
  page: keyof typeof SIZES;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  const { py, titleSize, leadMt } = SIZES[page];
  const compact = page === 'calculator';
  return (
    <Box
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py }}
      data-print={compact ? 'hide' : undefined}
    >
      <Container maxWidth="lg">
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: titleSize, md: '2.6rem' } }}>
          {title}
        </Typography>
        <Typography
          sx={{
            ...(compact ? { display: { xs: 'none', sm: 'block' } } : {}),
            mt: leadMt,
            maxWidth: 720,
            opacity: 0.9,
            fontSize: { md: '1.1rem' },
          }}
        >
          {lead}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
