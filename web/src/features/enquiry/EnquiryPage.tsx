import { useId } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Grid,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_ENQUIRY_ICON, LIMITS, type EnquiryForm } from '@36x/common';
import { useEnquiryForms } from '../../lib/public-content/use-public-content';
import { paths } from '../../lib/paths';
import { whatsAppLinkProps } from '../../components/ui/whatsapp-link';
import { colors } from '../../theme/tokens';
import { safeExternalUrl } from './safe-url';
import { LoadError } from '../../components/ui/LoadError';
import { PageBanner } from '../../components/ui/PageBanner';
import { CheckList } from '../../components/ui/CheckList';
import { CoverImage } from '../../components/media/CoverImage';
import { ConsultButton } from '../../components/ui/CtaButtons';

/** /enquiry (SITE-ENQUIRY): one card per active enquiry form, a Coming Soon card, the help block and a consultation banner. */
export default function EnquiryPage() {
  const { data, isPending, isError, refetch } = useEnquiryForms();
  // The sources already return only active forms; this keeps an inactive one out whatever the source.
  const forms = (data ?? []).filter((f) => f.isActive !== false);

  return (
    <>
      <PageBanner id="enquiry-title" overline="Enquiry Forms" title="Start Your Enquiry">
        Choose the form that matches what you need. Each takes a few minutes; we read every one and reply with
        next steps, not a sales call.
      </PageBanner>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        {isError ? (
          <LoadError what="enquiry forms" onRetry={() => void refetch()}>
            {/* SITE-ENQUIRY-3: the public list's failure message, whatever the source said. */}
            Failed to fetch enquiry forms
          </LoadError>
        ) : (
          <Grid
            container
            spacing={3}
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label="Enquiry forms"
            aria-busy={isPending}
          >
            {isPending
              ? Array.from({ length: LIMITS.skeletonCards }, (_, i) => (
                  <Grid key={i} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
                    <EnquiryCardSkeleton />
                  </Grid>
                ))
              : forms.map((form) => (
                  <Grid key={form.id} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
                    <EnquiryCard form={form} />
                  </Grid>
                ))}
            {!isPending && (
              <Grid component="li" size={{ xs: 12, sm: 6, md: 4 }}>
                <ComingSoonCard />
              </Grid>
            )}
          </Grid>
        )}
        {!isPending && !isError && forms.length === 0 && (
          <Typography role="status" color="text.secondary" sx={{ mt: 3 }}>
            No enquiry forms found
          </Typography>
        )}

        <HelpBlock />
      </Container>
      <ConsultationBanner />
    </>
  );
}

function EnquiryCard({ form }: { form: EnquiryForm }) {
  const titleId = useId();
  const url = safeExternalUrl(form.googleFormUrl);
  const image = safeExternalUrl(form.image) ?? (form.image?.startsWith('/') ? form.image : null);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', '&:hover': { boxShadow: 4 } }}
    >
      {/* The image (or, without one, a short branded band) with the form's icon overlapping its lower edge. */}
      <Box sx={{ position: 'relative' }}>
        <Box
          sx={{
            aspectRatio: image ? '16 / 9' : undefined,
            height: image ? undefined : 88,
            overflow: 'hidden',
            background: `linear-gradient(135deg, ${colors.teal700}, ${colors.teal500})`,
          }}
        >
          {image && <CoverImage src={image} width={640} height={360} />}
        </Box>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: 20,
            bottom: 0,
            transform: 'translateY(50%)',
            width: 60,
            height: 60,
            borderRadius: 3,
            bgcolor: '#fff',
            border: 1,
            borderColor: 'divider',
            boxShadow: 2,
            display: 'grid',
            placeItems: 'center',
            fontSize: 32,
            lineHeight: 1,
          }}
        >
          {form.icon || DEFAULT_ENQUIRY_ICON}
        </Box>
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: 2.5, pt: 5.5 }}>
        <Typography id={titleId} component="h2" variant="h5">
          {form.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {form.description}
        </Typography>
        {form.features.length > 0 && <CheckList items={form.features} label="What it covers" />}
        <Box sx={{ mt: 'auto', pt: 1.5 }}>
          {url ? (
            <Button
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              fullWidth
              endIcon={<OpenInNew aria-hidden />}
              aria-label={`Start Enquiry: ${form.title} (opens in a new tab)`}
            >
              Start Enquiry
            </Button>
          ) : (
            <Button variant="contained" fullWidth disabled>
              Start Enquiry
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The disabled 'Coming Soon' card (SITE-ENQUIRY). */
function ComingSoonCard() {
  return (
    <Card
      component="article"
      aria-labelledby="coming-soon-title"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderStyle: 'dashed',
        bgcolor: 'transparent',
      }}
    >
      <Box
        sx={{
          height: 88,
          display: 'grid',
          placeItems: 'center',
          bgcolor: colors.teal50,
          color: colors.teal500,
        }}
      >
        <HourglassEmptyOutlined aria-hidden sx={{ fontSize: 44 }} />
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: 2.5 }}>
        <Typography id="coming-soon-title" component="h2" variant="h5">
          More Forms Coming Soon
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Forms for NRI taxation, estate planning and startup compliance are on the way. Until then, tell us
          what you need through the contact form.
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1.5 }}>
          <Button variant="outlined" fullWidth disabled>
            Coming Soon
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The help block (SITE-ENQUIRY). The spec leaves both actions open: 'Schedule a Call' goes to the contact form (where the
 * visitor picks "Financial Consultation"), 'Live Chat Support' opens the practice's WhatsApp chat, the site's only
 * live channel, in a new tab.
 */
function HelpBlock() {
  return (
    <Paper
      component="section"
      aria-labelledby="help-title"
      sx={{ mt: { xs: 6, md: 8 }, p: { xs: 3, md: 5 }, textAlign: 'center' }}
    >
      <Typography id="help-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1.5 }}>
        Need Help Choosing?
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 620, mx: 'auto', mb: 3 }}>
        Not sure which form fits? Talk to us first. We will point you to the right one, or simply take your
        question directly.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button
          component={RouterLink}
          to={paths.contact}
          variant="contained"
          size="large"
          startIcon={<PhoneInTalkOutlined aria-hidden />}
        >
          Schedule a Call
        </Button>
        <Button
          {...whatsAppLinkProps}
          variant="outlined"
          size="large"
          startIcon={<WhatsApp aria-hidden />}
          aria-label="Live Chat Support on WhatsApp (opens in a new tab)"
        >
          Live Chat Support
        </Button>
      </Stack>
    </Paper>
  );
}

/** 'Book Free Consultation': the spec's button only logs a message; here it takes the visitor to the contact form. */
function ConsultationBanner() {
  return (
    <Box
      component="section"
      aria-labelledby="consult-title"
      sx={{ bgcolor: colors.teal800, color: '#fff', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="consult-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1.5 }}>
          Prefer to Talk It Through?
        </Typography>
        <Typography sx={{ color: colors.teal100, mb: 3 }}>
          A free first consultation to understand your situation. No obligation, no cold calls afterwards.
        </Typography>
        <ConsultButton>Book Free Consultation</ConsultButton>
      </Container>
    </Box>
  );
}

function EnquiryCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }} data-testid="enquiry-card-skeleton">
      <Skeleton variant="rectangular" height={88} />
      <CardContent sx={{ p: 2.5, pt: 5.5 }}>
        <Skeleton height={32} width="70%" />
        <Skeleton />
        <Skeleton width="85%" />
        <Skeleton width="60%" />
        <Skeleton height={48} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
