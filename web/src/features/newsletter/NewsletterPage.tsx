import { Alert, AlertTitle, Box, Button, Container, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { NewsletterOutcome } from '@36x/common';
import { SubscribeForm } from '../../components/newsletter/SubscribeForm';
import { PageBanner } from '../../components/ui/PageBanner';
import { paths } from '../../lib/paths';

export type NewsletterStep = 'subscribe' | 'confirm' | 'unsubscribe';

export const NEWSLETTER_TITLES: Record<NewsletterStep, string> = {
  subscribe: 'Newsletter',
  confirm: 'Confirm your subscription',
  unsubscribe: 'Unsubscribe',
};

/**
 * The newsletter's own pages (SITE-NEWS), rendered by the function: the answer to a subscribe form posted without
 * the app, and the pages an email's links open. Confirming and leaving take one button press on the page (a plain
 * form post), never the mere opening of the link, which mail scanners do on their own.
 */
export default function NewsletterPage({
  step,
  token = '',
  sendId = '',
  outcome,
  email,
}: {
  step: NewsletterStep;
  token?: string;
  sendId?: string;
  outcome?: NewsletterOutcome;
  email?: string;
}) {
  return (
    <>
      <PageBanner id="newsletter-title" overline="Newsletter" title={NEWSLETTER_TITLES[step]}>
        Tax-deadline reminders and new articles from our practice, by email. Leave whenever you like, in one
        click.
      </PageBanner>
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
        <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
          {step === 'subscribe' && <SubscribeForm source="footer" outcome={outcome} email={email} />}
          {step !== 'subscribe' && <Step step={step} token={token} sendId={sendId} outcome={outcome} />}
        </Paper>
      </Container>
    </>
  );
}

function Step({
  step,
  token,
  sendId,
  outcome,
}: {
  step: 'confirm' | 'unsubscribe';
  token: string;
  sendId: string;
  outcome?: NewsletterOutcome;
}) {
  if (outcome?.status === 'done') {
    return step === 'confirm' ? (
      <Alert severity="success" role="status">
        <AlertTitle>You are subscribed</AlertTitle>
        Thank you{outcome.email ? ` (${outcome.email})` : ''}. Our next newsletter comes to this address;
        every email has a one-click unsubscribe link.{' '}
        <Link component={RouterLink} to={paths.blogs}>
          Read our latest articles
        </Link>
      </Alert>
    ) : (
      <Alert severity="success" role="status">
        <AlertTitle>You have been unsubscribed</AlertTitle>
        {outcome.email ? `${outcome.email} will` : 'This address will'} receive no more newsletters from us,
        and we have forgotten it: we keep only a one-way fingerprint of it with the time, to prove and honour
        your choice. Changed your mind? Subscribe again at the foot of any page.
      </Alert>
    );
  }
  const problem = outcome ? outcome.message : !token ? 'This link is incomplete.' : '';
  return (
    <Box
      component="form"
      method="post"
      action={step === 'confirm' ? paths.newsletterConfirm : paths.newsletterUnsubscribe}
    >
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Typography sx={{ mb: 2 }}>
        {step === 'confirm'
          ? 'Press the button to confirm that you want our newsletter at the address this link was sent to.'
          : 'Press the button and this address will receive no more newsletters from us. We then forget it, keeping only a one-way fingerprint of it with the time, as proof of your choice.'}
      </Typography>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="send" value={sendId} />
      <Button type="submit" variant="contained" disabled={!token}>
        {step === 'confirm' ? 'Confirm subscription' : 'Unsubscribe and forget me'}
      </Button>
    </Box>
  );
}
