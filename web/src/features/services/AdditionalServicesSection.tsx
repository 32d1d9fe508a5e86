import { Box, Typography } from '@mui/material';
import { cardListSx } from '../../components/ui/card-list';
import { additionalServices } from '../../content/additional-services';
import { feeDisclosure, investmentServicesStatement } from '../../content/disclosures';
import { RegistrationDetails } from '../../components/ui/RegistrationDetails';
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
      <Box component="ul" sx={cardListSx({ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' })}>
        {additionalServices.map((s) => (
          <li key={s.id}>
            <FlipCard service={s} />
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 4, maxWidth: 860, display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h3">
          How we are paid
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {feeDisclosure}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {investmentServicesStatement()} Investments in the securities market are subject to market risks.
          Read all related documents carefully before investing.
        </Typography>
        <RegistrationDetails heading={{ text: 'Registrations', level: 'h3' }} />
      </Box>
    </Section>
  );
}
