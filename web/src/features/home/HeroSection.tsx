import { Box, Container, Stack, Typography } from '@mui/material';
import { TAGLINE } from '@36x/common';
import { InlineIllustration } from '../../components/ui/Illustration';
import heroSvg from '../../assets/illustrations/hero.svg?raw';
import { paths } from '../../lib/paths';
import { colors } from '../../theme/tokens';
import { ArrowLinkButton } from '../../components/ui/ArrowLinkButton';
import { HeroIntro } from '../../components/ui/PageHero';
import { twoColumnsSx } from '../../components/ui/two-columns';

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        background: `radial-gradient(1200px 500px at 85% 20%, ${colors.teal100} 0%, transparent 60%), ${colors.canvas}`,
        pt: { xs: 6, md: 10 },
        pb: { xs: 7, md: 11 },
        overflow: 'hidden',
      }}
    >
      <Container maxWidth="lg">
        <Box sx={twoColumnsSx('1.05fr 0.95fr', { xs: 5, md: 6 })}>
          <Box>
            <HeroIntro
              id="home-hero-title"
              overline="CA · CFA · CS advisory for India"
              title="Financial clarity doesn't come from noise"
              titleMaxWidth={620}
              lead="It comes from understanding. We help you plan tax, insure what matters, invest with discipline and retire with confidence, explained calmly by a Chartered Accountant, CFA charterholder and Company Secretary."
              leadMaxWidth={560}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
              <ArrowLinkButton to={paths.whyChooseAlias}>Explore Our Thinking</ArrowLinkButton>
            </Stack>
            <Typography
              component="p"
              variant="body2"
              sx={{ mt: 3, color: colors.teal700, fontWeight: 600, letterSpacing: '0.02em' }}
            >
              {TAGLINE}
            </Typography>
          </Box>
          <Box sx={{ justifySelf: 'center', width: '100%', maxWidth: { xs: 340, sm: 420, md: 540 } }}>
            <InlineIllustration svg={heroSvg} width={560} height={460} />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
