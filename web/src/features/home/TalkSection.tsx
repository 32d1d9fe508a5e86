import { Box, Button, Container, Stack, Typography } from '@mui/material';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { WhatsAppChatButton } from '../../components/ui/WhatsAppChatButton';
import { ConsultButton } from '../../components/ui/CtaButtons';
import { twoColumnsSx } from '../../components/ui/two-columns';
import { outlinedOnTealSx } from '../../components/ui/on-dark';
import { homeTestimonial } from '../../content/testimonials';
import { siteSettings } from '../../content/site-settings';
import { practice, practiceMailto } from '../../content/practice';
import { TestimonialCard } from '../../components/ui/TestimonialCard';
import { colors } from '../../theme/tokens';

/**
 * 'Want to Talk?': three ways to reach us, plus one testimonial (when testimonials are switched on).
 * 'Send Email' (action not shown in the spec) is a mailto: link with a prefilled subject: it opens the
 * visitor's own mail app with our address, needs no script, and shows the address as a tooltip/status bar
 * so people without a mail app can copy it. The address is also printed below for exactly that case.
 */
export function TalkSection() {
  const showTestimonial = siteSettings.showTestimonials;
  return (
    <Box
      component="section"
      aria-labelledby="talk-title"
      sx={{ py: { xs: 7, md: 11 }, backgroundColor: 'background.default' }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            // Beside the testimonial where there is one.
            ...twoColumnsSx(showTestimonial ? '1.1fr 0.9fr' : '1fr', { xs: 4, md: 6 }),
            backgroundColor: colors.teal800,
            borderRadius: 4,
            p: { xs: 3, sm: 5, md: 7 },
            backgroundImage: `radial-gradient(600px 300px at 0% 0%, ${colors.teal700} 0%, transparent 70%)`,
          }}
        >
          <Box sx={{ textAlign: showTestimonial ? 'left' : 'center' }}>
            <Typography variant="overline" component="p" sx={{ color: colors.gold300 }}>
              No pressure, no sales script
            </Typography>
            <Typography id="talk-title" variant="h2" sx={{ color: colors.paper, mt: 1 }}>
              Want to Talk?
            </Typography>
            <Typography
              sx={{ color: colors.teal100, mt: 2, maxWidth: 560, mx: showTestimonial ? 0 : 'auto' }}
            >
              Tell us what is on your mind: a tax notice, an insurance policy you are unsure about, or a plan
              for retirement. We reply within one business day and the first conversation is free.
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              useFlexGap
              sx={{ mt: 4, flexWrap: 'wrap', justifyContent: showTestimonial ? 'flex-start' : 'center' }}
            >
              <ConsultButton startIcon={<EventAvailableOutlinedIcon />}>Book a Calm 1:1 Call</ConsultButton>
              <WhatsAppChatButton />
              <Button
                variant="outlined"
                size="large"
                component="a"
                href={practiceMailto('A question for 36x Advisory')}
                startIcon={<EmailOutlinedIcon />}
                sx={outlinedOnTealSx}
              >
                Send Email
              </Button>
            </Stack>
            <Typography variant="body2" sx={{ color: colors.teal200, mt: 2 }}>
              Or write to us directly at{' '}
              <Box component="span" sx={{ color: colors.paper, fontWeight: 600 }}>
                {practice.email}
              </Box>
            </Typography>
          </Box>
          {showTestimonial && (
            <Box>
              <TestimonialCard testimonial={homeTestimonial} />
            </Box>
          )}
        </Box>
      </Container>
    </Box>
  );
}
