import { Box, Typography } from '@mui/material';
import { cardListSx } from '../../components/ui/card-list';
import { beliefs } from '../../content/beliefs';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { colors, fonts } from '../../theme/tokens';

export function BeliefsSection() {
  return (
    <Section tone="dark" labelledBy="beliefs-title">
      <SectionHeader id="beliefs-title" overline="Our approach" title="What We Believe" inverse />
      <Box component="ol" sx={cardListSx({ xs: '1fr', md: 'repeat(3, 1fr)' }, { xs: 4, md: 5 })}>
        {beliefs.map((b, i) => (
          <Box component="li" key={b.title} sx={{ borderTop: `2px solid ${colors.gold300}`, pt: 3 }}>
            <Typography
              aria-hidden="true"
              sx={{
                fontFamily: fonts.heading,
                fontWeight: 700,
                color: colors.gold300,
                fontSize: '1.1rem',
                mb: 1,
              }}
            >
              {String(i + 1).padStart(2, '0')}
            </Typography>
            <Typography component="h3" variant="h4" sx={{ color: colors.paper, mb: 1.5 }}>
              {b.title}
            </Typography>
            <Typography sx={{ color: colors.teal100 }}>{b.statement}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
