import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';

import { cardListSx, outlinedCardSx } from '../../components/ui/card-list';
import { Illustration } from '../../components/ui/Illustration';
import { PageHero } from '../../components/ui/PageHero';
import { Section } from '../../components/ui/Section';
import { SectionHeader } from '../../components/ui/SectionHeader';
import { TestimonialCard } from '../../components/ui/TestimonialCard';
import { RegistrationDetails } from '../../components/ui/RegistrationDetails';
import { feeDisclosure } from '../../content/disclosures';
import { founder } from '../../content/founder';
import { guidingPrinciples, mission, vision } from '../../content/principles';
import { siteSettings } from '../../content/site-settings';
import { testimonials } from '../../content/testimonials';
import { paths } from '../../lib/paths';
import { colors, fonts } from '../../theme/tokens';
import { IconBadge } from '../../components/ui/IconBadge';
import { ArrowLinkButton } from '../../components/ui/ArrowLinkButton';
import { twoColumnsSx } from '../../components/ui/two-columns';

/** About: the spec's "variant home": Contact Us link, mission, vision, four principles, founder, testimonials. */
export default function AboutPage() {
  return (
    <>
      <>
        <AboutHero />
        <MissionVision />
        <Principles />
      </>
      <FounderSection />
      {siteSettings.showTestimonials && (
        <>
          <Testimonials />
        </>
      )}
    </>
  );
}

function AboutHero() {
  return (
    <PageHero
      id="about-title"
      overline="About 36x Advisory"
      title="Qualified Advice, Calmly Explained"
      lead="36x is a Haryana-based practice serving clients across India, led by a Chartered Accountant who is also a CFA charterholder and a Company Secretary. We exist for people who want to understand their money, not be sold to."
      tagline
      actions={
        <ArrowLinkButton to={paths.contact} sx={{ mt: 4 }}>
          Contact Us
        </ArrowLinkButton>
      }
    />
  );
}

function MissionVision() {
  const blocks = [
    { id: 'mission', title: 'Our Mission', text: mission, icon: <FlagOutlinedIcon /> },
    { id: 'vision', title: 'Our Vision', text: vision, icon: <VisibilityOutlinedIcon /> },
  ];
  return (
    <Section tone="paper" labelledBy="mission-vision-title">
      <SectionHeader id="mission-vision-title" overline="Why we exist" title="Mission & Vision" />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {blocks.map((b, i) => (
          <Card
            key={b.id}
            component="article"
            aria-labelledby={`${b.id}-title`}
            sx={{
              height: '100%',
              ...(i === 0
                ? { backgroundColor: colors.teal800, color: '#fff', borderColor: colors.teal800 }
                : { backgroundColor: colors.gold100, borderColor: colors.gold100 }),
            }}
          >
            <CardContent sx={{ p: { xs: 3, md: 5 } }}>
              <IconBadge
                size={52}
                ariaHidden
                background={i === 0 ? 'rgba(255,255,255,0.12)' : colors.paper}
                color={i === 0 ? colors.gold300 : colors.gold700}
                sx={{ mb: 2.5 }}
              >
                {b.icon}
              </IconBadge>
              <Typography
                id={`${b.id}-title`}
                component="h3"
                variant="h3"
                sx={{ color: i === 0 ? '#fff' : colors.ink, mb: 2 }}
              >
                {b.title}
              </Typography>
              <Typography sx={{ fontSize: '1.08rem', color: i === 0 ? colors.teal100 : colors.ink }}>
                {b.text}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Section>
  );
}

function Principles() {
  return (
    <Section labelledBy="principles-title">
      <SectionHeader
        id="principles-title"
        overline="How we work"
        title="Our Guiding Principles"
        subtitle="Four commitments that hold whatever the size of the engagement."
      />
      <Box component="ol" sx={cardListSx({ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' })}>
        {guidingPrinciples.map((p, i) => (
          <Box
            component="li"
            key={p.title}
            sx={{
              ...outlinedCardSx,
              pt: 3.5,
              position: 'relative',
              overflow: 'hidden',
              '&::before': {
                content: '""',
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: 4,
                backgroundColor: colors.gold500,
              },
            }}
          >
            <Typography
              aria-hidden="true"
              sx={{ fontFamily: fonts.heading, fontWeight: 700, color: colors.gold700, mb: 1 }}
            >
              {String(i + 1).padStart(2, '0')}
            </Typography>
            <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
              {p.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {p.description}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

/**
 * Founder section. The spec's 'Book a Free Session' "only shows an alert"; a browser alert() is abrupt and
 * blocks the page, so this opens a polite MUI dialog with the same purpose: it explains how sessions are
 * booked and offers the way there (the contact form), or closing (decision).
 */
function FounderSection() {
  const [open, setOpen] = useState(false);
  return (
    <Section tone="paper" labelledBy="founder-title">
      <Box sx={twoColumnsSx('0.85fr 1.15fr', { xs: 4, md: 8 })}>
        <Box sx={{ justifySelf: 'center', width: '100%', maxWidth: { xs: 340, md: 420 } }}>
          <Illustration
            src={founder.illustration}
            width={420}
            height={460}
            alt="Illustration: three books labelled CA, CFA and CS on a desk beside an open notebook"
            sx={{ borderRadius: 4 }}
          />
        </Box>
        <Box>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
            Meet the founder
          </Typography>
          <Typography id="founder-title" variant="h2" sx={{ mt: 1 }}>
            {founder.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontWeight: 600, mt: 1 }}>{founder.role}</Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 2, flexWrap: 'wrap' }}
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {founder.credentials.map((c) => (
              <li key={c.short}>
                <Chip
                  label={
                    <>
                      <strong>{c.short}</strong>
                      <span className="visually-hidden">: {c.long}</span>
                    </>
                  }
                  title={c.long}
                  sx={{ backgroundColor: colors.teal50, color: colors.teal800 }}
                />
              </li>
            ))}
          </Stack>
          <Stack spacing={2} sx={{ mt: 3 }}>
            {founder.bio.map((para) => (
              <Typography key={para.slice(0, 24)} color="text.secondary">
                {para}
              </Typography>
            ))}
            <Typography color="text.secondary">{feeDisclosure}</Typography>
          </Stack>
          {/* Membership and registration numbers, only those filled in content/practice.ts. */}
          <Box sx={{ mt: 3, '&:empty': { display: 'none' } }}>
            <RegistrationDetails heading={{ text: 'Registrations', level: 'h3' }} />
          </Box>
          <Button
            variant="contained"
            size="large"
            sx={{ mt: 4 }}
            onClick={() => setOpen(true)}
            startIcon={<EventAvailableOutlinedIcon />}
          >
            Book a Free Session
          </Button>
        </Box>
      </Box>

      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="free-session-title"
        aria-describedby="free-session-text"
      >
        <DialogTitle id="free-session-title" sx={{ fontFamily: fonts.heading }}>
          Book a Free Session
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="free-session-text">
            Thank you for your interest. Free sessions are booked through our contact form: tell us a little
            about what you would like to discuss and your preferred days, and we will reply within one
            business day to fix a time.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setOpen(false)}>Close</Button>
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.contact}
            onClick={() => setOpen(false)}
          >
            Go to Contact Form
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}

function Testimonials() {
  return (
    <Section labelledBy="testimonials-title">
      <SectionHeader
        id="testimonials-title"
        overline="In their words"
        title="What Our Clients Say"
        subtitle="Names shortened for privacy."
      />
      <Box component="ul" sx={cardListSx({ xs: '1fr', md: 'repeat(3, 1fr)' })}>
        {testimonials.map((t) => (
          <li key={t.id}>
            <TestimonialCard testimonial={t} />
          </li>
        ))}
      </Box>
    </Section>
  );
}
