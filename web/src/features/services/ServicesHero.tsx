import type { MouseEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { useNavigate } from 'react-router';
import { Illustration } from '../../components/ui/Illustration';
import { PageHero } from '../../components/ui/PageHero';
import { paths } from '../../lib/paths';

import { exploreTo } from './explore-target';

// The three pictures beside the title (the box around them is hidden on phones).
const artSx = { borderRadius: 3, boxShadow: '0 12px 32px rgba(7,47,49,0.12)' };

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
    <PageHero
      id="services-title"
      overline="CA · CFA · CS services"
      title="Our Services"
      lead="Tax and audit from a Chartered Accountant, investment and planning from a CFA charterholder, and corporate law from a Company Secretary: fifteen core services and eight specialist ones, coordinated by one team."
      leadMaxWidth={580}
      actions={
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
      }
      aside={
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
            sx={{ ...artSx, gridColumn: '1 / -1' }}
          />
          {['cfa', 'cs'].map((name) => (
            <Illustration key={name} src={`/illustrations/${name}.svg`} width={320} height={200} sx={artSx} />
          ))}
        </Box>
      }
    />
  );
}
