import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import ShowChartOutlinedIcon from '@mui/icons-material/ShowChartOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import CheckIcon from '@mui/icons-material/Check';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';
import { pillars } from '../../content/pillars';
import { serviceGradients } from '../../content/core-services';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { paths } from '../../lib/paths';
import { colors } from '../../theme/tokens';
import { IconBadge } from '../../components/ui/IconBadge';

const icons = { ca: AccountBalanceOutlinedIcon, cfa: ShowChartOutlinedIcon, cs: GavelOutlinedIcon };

export function PillarsSection() {
  return (
    <Section tone="paper" labelledBy="pillars-title">
      <SectionHeader
        id="pillars-title"
        overline="Our credentials"
        title="Built on Three Pillars of Excellence"
        subtitle="Three professional qualifications, each with its own code of ethics, working together on your finances."
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {pillars.map((p) => {
          const Icon = icons[p.id];
          return (
            <Card
              key={p.id}
              component="article"
              sx={{
                display: 'flex',
                flexDirection: 'column',
                '&:hover': { boxShadow: '0 16px 40px rgba(7,47,49,0.10)' },
              }}
            >
              <Box
                sx={{
                  background: serviceGradients[p.id],
                  color: '#fff',
                  px: 3,
                  py: 2.5,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                }}
              >
                <IconBadge
                  size={52}
                  background="rgba(255,255,255,0.14)"
                  sx={{
                    border: '1px solid rgba(255,255,255,0.3)',
                  }}
                >
                  <Icon aria-hidden="true" />
                </IconBadge>
                <Box>
                  <Typography
                    sx={{
                      fontFamily: 'Merriweather, Georgia, serif',
                      fontWeight: 700,
                      fontSize: '1.5rem',
                      lineHeight: 1.1,
                    }}
                  >
                    {p.acronym}
                  </Typography>
                  <Typography variant="body2" sx={{ color: colors.teal100 }}>
                    {p.memberOf}
                  </Typography>
                </Box>
              </Box>
              <CardContent sx={{ p: 3, flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
                <Typography component="h3" variant="h4">
                  {p.title}
                </Typography>
                <Typography color="text.secondary">{p.description}</Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, flex: 1 }}>
                  {p.highlights.map((h) => (
                    <Box component="li" key={h} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                      <CheckIcon
                        fontSize="small"
                        sx={{ color: colors.gold500, mt: '3px' }}
                        aria-hidden="true"
                      />
                      <Typography variant="body2">{h}</Typography>
                    </Box>
                  ))}
                </Stack>
                <Button
                  variant="outlined"
                  component={RouterLink}
                  to={paths.services}
                  endIcon={<ArrowForwardIcon />}
                  sx={{ alignSelf: 'flex-start', mt: 1 }}
                >
                  Explore Now
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Section>
  );
}
