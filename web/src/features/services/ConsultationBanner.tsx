import { Box, Container, Stack, Typography } from '@mui/material';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { WhatsAppChatButton } from '../../components/ui/WhatsAppChatButton';
import { ConsultButton } from '../../components/ui/CtaButtons';
import { twoColumnsSx } from '../../components/ui/two-columns';
import { colors } from '../../theme/tokens';

/**
 * Consultation banner (SITE-SERVICES-5: it claims availability 24/7 and a quick response). Office hours are on the
 * Contact page; "24/7" here means messages are received at any hour through the form and WhatsApp.
 */
export function ConsultationBanner() {
  const points = [
    { icon: <AccessTimeOutlinedIcon fontSize="small" />, text: 'Available 24/7 by form and WhatsApp' },
    { icon: <BoltOutlinedIcon fontSize="small" />, text: 'Quick response, usually the same business day' },
    {
      icon: <SupportAgentOutlinedIcon fontSize="small" />,
      text: 'A qualified professional, never a call centre',
    },
  ];
  return (
    <Box component="section" aria-labelledby="consultation-title" sx={{ pt: 0, pb: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: 4,
            p: { xs: 3, sm: 5, md: 7 },
            color: '#fff',
            background: `linear-gradient(135deg, ${colors.teal900} 0%, ${colors.teal700} 60%, #1F6466 100%)`,
            ...twoColumnsSx('1.3fr 1fr', 4),
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: colors.gold300 }}>
              Free first consultation
            </Typography>
            <Typography id="consultation-title" variant="h2" sx={{ color: '#fff', mt: 1 }}>
              Not Sure Which Service You Need?
            </Typography>
            <Typography sx={{ color: colors.teal100, mt: 2, maxWidth: 560 }}>
              Describe your situation in a few lines. We will tell you honestly what you need, what you do
              not, and what it would cost, before any work begins.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
              <ConsultButton startIcon={<EventAvailableOutlinedIcon />}>Book a Consultation</ConsultButton>
              <WhatsAppChatButton />
            </Stack>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {points.map((p) => (
              <Box
                component="li"
                key={p.text}
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  alignItems: 'center',
                  p: 2,
                  borderRadius: 3,
                  backgroundColor: 'rgba(255,255,255,0.08)',
                  border: '1px solid rgba(255,255,255,0.16)',
                }}
              >
                <Box sx={{ color: colors.gold300, display: 'flex' }} aria-hidden="true">
                  {p.icon}
                </Box>
                <Typography sx={{ color: '#fff', fontWeight: 600 }}>{p.text}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
