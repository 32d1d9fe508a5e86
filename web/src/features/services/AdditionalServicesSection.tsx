import { Box, Typography } from '@mui/material';
import { additionalServices } from '../../content/additional-services';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { FlipCard } from './FlipCard';

export function AdditionalServicesSection() {
  return (
    <Section labelledBy="additional-services-title">
      <SectionHeader
        id="additional-services-title"
        overline="Specialist services"
        title="Additional Services"
        subtitle="Eight more ways we help, from the right loan to disciplined trading. Tap or press a card to see what is included."
      />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {additionalServices.map((s) => (
          <li key={s.id}>
            <FlipCard service={s} />
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4, maxWidth: 860 }}>
        Investment advice is offered only within the SEBI (Investment Advisers) Regulations, 2013; broking,
        insurance and lending products are provided by SEBI-registered intermediaries, IRDAI-licensed insurers
        and RBI-regulated lenders. Investments in the securities market are subject to market risks. Read all
        related documents carefully before investing.
      </Typography>
    </Section>
  );
}
