import { Box, Container, Divider, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import type { ReactNode } from 'react';
import { BUSINESS_HOURS } from '@36x/common';
import { practice, practiceMailto } from '../../content/practice';
import { colors } from '../../theme/tokens';
import { ContactForm } from './ContactForm';
import type { ContactSubmitted } from './send-contact';
import { PageBanner } from '../../components/ui/PageBanner';

/** /contact (CONTACT-PAGE): the contact information block with business hours, and the 'Send us a Message' form. */
export default function ContactPage({ submitted }: { submitted?: ContactSubmitted } = {}) {
  return (
    <>
      <PageBanner id="contact-title" overline="Contact" title="Contact Us">
        A question about tax, insurance, investments or compliance? Write to us. A real person reads every
        message and replies, usually within one working day.
      </PageBanner>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box sx={{ height: '100%' }}>
              <ContactInformation />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper sx={{ p: { xs: 2.5, sm: 3, md: 4 }, position: 'relative' }}>
              <ContactForm submitted={submitted} />
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}

function InfoRow({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          borderRadius: 2,
          bgcolor: colors.teal50,
          color: colors.teal700,
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ mb: 0.25 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

function ContactInformation() {
  return (
    <Paper
      component="section"
      aria-labelledby="contact-info-title"
      sx={{ p: { xs: 2.5, sm: 3, md: 4 }, height: '100%' }}
    >
      <Typography id="contact-info-title" component="h2" variant="h3" sx={{ mb: 3 }}>
        Contact Information
      </Typography>
      <Stack spacing={3}>
        <InfoRow icon={<LocationOnOutlined />} title="Office">
          <Typography component="address" sx={{ fontStyle: 'normal' }}>
            {practice.address.line}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {practice.address.serving}
          </Typography>
        </InfoRow>
        <InfoRow icon={<PhoneOutlined />} title="Phone">
          <Link href={practice.phone.href}>{practice.phone.display}</Link>
        </InfoRow>
        <InfoRow icon={<EmailOutlined />} title="Email">
          <Link href={practiceMailto()} sx={{ overflowWrap: 'anywhere' }}>
            {practice.email}
          </Link>
        </InfoRow>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <InfoRow icon={<AccessTimeOutlined />} title="Business Hours">
        {/* Day and hours side by side where they fit, stacked on narrow phones. */}
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
            columnGap: 2,
            rowGap: { xs: 0, sm: 0.5 },
          }}
        >
          {BUSINESS_HOURS.map(({ days, hours }) => (
            <Box key={days} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {days}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {hours}
              </Typography>
            </Box>
          ))}
        </Box>
      </InfoRow>
    </Paper>
  );
}
