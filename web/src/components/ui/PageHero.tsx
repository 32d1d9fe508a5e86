import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { TAGLINE } from '@36x/common';
import { colors } from '../../theme/tokens';
import { twoColumnsSx } from './two-columns';

/** A hero's overline, h1 and lead paragraph: the top of the home page and of every PageHero. */
export function HeroIntro({
  id,
  overline,
  title,
  lead,
  titleMaxWidth,
  leadMaxWidth,
}: {
  /** The h1's id (the hero section is labelled by it). */
  id: string;
  overline: string;
  title: ReactNode;
  lead: ReactNode;
  titleMaxWidth?: number;
  leadMaxWidth?: number;
}) {
  return (
    <>
      <Typography variant="overline" component="p" sx={{ color: 'secondary.main', mb: 2 }}>
        {overline}
      </Typography>
      <Typography id={id} variant="h1" sx={{ color: colors.teal900, maxWidth: titleMaxWidth }}>
        {title}
      </Typography>
      <Typography
        sx={{
          mt: 3,
          fontSize: { xs: '1.05rem', md: '1.15rem' },
          color: 'text.secondary',
          maxWidth: leadMaxWidth,
        }}
      >
        {lead}
      </Typography>
    </>
  );
}

/**
 * The light hero opening a page about the practice (about, services, why choose): an overline, the page's h1, a lead
 * paragraph, then the tagline and actions if asked for. With `aside` (an illustration) the text and the aside stand
 * side by side from md up; without it the hero is one centred column.
 */
export function PageHero({
  id,
  overline,
  title,
  lead,
  leadMaxWidth,
  tagline = false,
  actions,
  aside,
}: {
  /** The h1's id; the hero is a section labelled by it. */
  id: string;
  overline: string;
  title: string;
  lead: ReactNode;
  leadMaxWidth?: number;
  /** Show the practice's tagline under the lead. */
  tagline?: boolean;
  actions?: ReactNode;
  aside?: ReactNode;
}) {
  const text = (
    <>
      <HeroIntro id={id} overline={overline} title={title} lead={lead} leadMaxWidth={leadMaxWidth} />
      {tagline && (
        <Typography variant="body2" sx={{ mt: aside ? 3 : 2, color: colors.teal700, fontWeight: 600 }}>
          {TAGLINE}
        </Typography>
      )}
      {actions}
    </>
  );
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        background: `radial-gradient(900px 420px at 90% 10%, ${colors.teal100} 0%, transparent 60%), ${colors.canvas}`,
        pt: { xs: 6, md: 10 },
        pb: { xs: 6, md: 9 },
      }}
    >
      {aside ? (
        <Container maxWidth="lg">
          <Box sx={twoColumnsSx('1.1fr 0.9fr', { xs: 4, md: 6 })}>
            <Box>{text}</Box>
            {aside}
          </Box>
        </Container>
      ) : (
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          {text}
        </Container>
      )}
    </Box>
  );
}
