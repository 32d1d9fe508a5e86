import { Box, Container, Stack, Typography } from '@mui/material';
import { TAGLINE } from '@36x/common';
import { InlineIllustration } from '../../components/ui/Illustration';
import heroSvg from '../../assets/illustrations/hero.svg?raw';
import { paths } from '../../lib/paths';
import { colors } from '../../theme/tokens';
import { ArrowLinkButton } from '../../components/ui/ArrowLinkButton';

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
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.05fr 0.95fr' },
            gap: { xs: 5, md: 6 },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'secondary.main', mb: 2 }}>
              CA · CFA · CS advisory for India
            </Typography>
            <Typography id="home-hero-title" variant="h1" sx={{ color: colors.teal900, maxWidth: 620 }}>
              Financial clarity doesn&apos;t come from noise
            </Typography>
            <Typography
              sx={{
                mt: 3,
                fontSize: { xs: '1.05rem', md: '1.15rem' },
                color: 'text.secondary',
                maxWidth: 560,
              }}
            >
              It comes from understanding. We help you plan tax, insure what matters, invest with discipline
              and retire with confidence, explained calmly by a Chartered Accountant, CFA charterholder and
              Company Secretary.
            </Typography>
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
