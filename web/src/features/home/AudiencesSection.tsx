import { Box, Typography } from '@mui/material';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import FamilyRestroomOutlinedIcon from '@mui/icons-material/FamilyRestroomOutlined';
import ElderlyOutlinedIcon from '@mui/icons-material/ElderlyOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import CandlestickChartOutlinedIcon from '@mui/icons-material/CandlestickChartOutlined';
import { cardListSx, outlinedCardSx } from '../../components/ui/card-list';
import { audiences, type AudienceIcon } from '../../content/audiences';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { colors } from '../../theme/tokens';
import { IconBadge } from '../../components/ui/IconBadge';

const icons: Record<AudienceIcon, typeof BadgeOutlinedIcon> = {
  taxpayer: BadgeOutlinedIcon,
  family: FamilyRestroomOutlinedIcon,
  senior: ElderlyOutlinedIcon,
  business: StorefrontOutlinedIcon,
  trader: CandlestickChartOutlinedIcon,
};

export function AudiencesSection() {
  return (
    <Section tone="tint" labelledBy="audiences-title">
      <SectionHeader
        id="audiences-title"
        overline="Who we work with"
        title="Who We Serve"
        subtitle="Different stages of life, the same need: someone qualified to explain the options honestly."
      />
      <Box
        component="ul"
        sx={{
          ...cardListSx({ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(6, 1fr)' }, 2.5),
          // Five cards: three on the first row, two centred on the second (desktop).
          '& > li': { gridColumn: { md: 'span 2' } },
          '& > li:nth-of-type(4)': { gridColumn: { md: '2 / span 2' } },
        }}
      >
        {audiences.map((a) => {
          const Icon = icons[a.icon];
          return (
            <Box
              component="li"
              key={a.id}
              sx={{
                ...outlinedCardSx,
                display: 'flex',
                gap: 2,
                alignItems: 'flex-start',
              }}
            >
              <IconBadge
                size={44}
                background={colors.teal700}
                color={colors.paper}
                sx={{
                  flexShrink: 0,
                }}
              >
                <Icon aria-hidden="true" fontSize="small" />
              </IconBadge>
              <Box>
                <Typography component="h3" variant="h6" sx={{ mb: 0.5 }}>
                  {a.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {a.description}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
