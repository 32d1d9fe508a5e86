import type { MouseEvent } from 'react';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { useNavigate } from 'react-router';
import { Illustration } from '../../components/ui/Illustration';
import { paths } from '../../lib/paths';
import { colors } from '../../theme/tokens';
import { exploreTo } from './explore-target';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Services hero. `target` is where 'Explore Services' leads: /services by default, '#id' to scroll in page. */
export function ServicesHero({ target = paths.services }: { target?: string }) {
  const navigate = useNavigate();
  const onExplore = (e: MouseEvent) => {
    e.preventDefault();
    exploreTo(target, {
      navigate,
      findById: (id) => document.getElementById(id),
      reducedMotion: reducedMotion(),
    });
  };

  return (
    <Box
      component="section"
      aria-labelledby="services-title"
      sx={{
        background: `radial-gradient(900px 420px at 90% 10%, ${colors.teal100} 0%, transparent 60%), ${colors.canvas}`,
        pt: { xs: 6, md: 10 },
        pb: { xs: 6, md: 9 },
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'secondary.main', mb: 2 }}>
              CA · CFA · CS services
            </Typography>
            <Typography id="services-title" variant="h1" sx={{ color: colors.teal900 }}>
              Our Services
            </Typography>
            <Typography
              sx={{
                mt: 3,
                fontSize: { xs: '1.05rem', md: '1.15rem' },
                color: 'text.secondary',
                maxWidth: 580,
              }}
            >
              Tax and audit from a Chartered Accountant, investment and planning from a CFA charterholder, and
              corporate law from a Company Secretary: fifteen core services and eight specialist ones,
              coordinated by one team.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
              <Button
                variant="contained"
                size="large"
                component="a"
                href={target}
                onClick={onExplore}
                endIcon={<ArrowDownwardIcon />}
              >
                Explore Services
              </Button>
            </Stack>
          </Box>
          <Box
            sx={{
              justifySelf: 'center',
              width: '100%',
              maxWidth: { sm: 400, md: 460 },
              // Decorative; on phones the service cards just below show the same art.
              display: { xs: 'none', sm: 'grid' },
              gap: 2,
              gridTemplateColumns: '1fr 1fr',
            }}
          >
            <Illustration
              src="/illustrations/ca.svg"
              width={320}
              height={200}
              priority
              sx={{ gridColumn: '1 / -1', borderRadius: 3, boxShadow: '0 12px 32px rgba(7,47,49,0.12)' }}
            />
            <Illustration
              src="/illustrations/cfa.svg"
              width={320}
              height={200}
              sx={{
                display: { xs: 'none', sm: 'block' },
                borderRadius: 3,
                boxShadow: '0 12px 32px rgba(7,47,49,0.12)',
              }}
            />
            <Illustration
              src="/illustrations/cs.svg"
              width={320}
              height={200}
              sx={{
                display: { xs: 'none', sm: 'block' },
                borderRadius: 3,
                boxShadow: '0 12px 32px rgba(7,47,49,0.12)',
              }}
            />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
