import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { API, NEWSLETTER_NOTICE, SUBSCRIBE_THANKS, type NewsletterOutcome } from '@36x/common';
import { ApiRequestError, api } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { colors } from '../../theme/tokens';

interface Props {
  /** Where the form is: 'footer', or 'post:<id>' on a post's page (kept with the consent). */
  source: string;
  /** On the footer's dark background. */
  inverse?: boolean;
  /** What a no-script post answered (routes/newsletter-subscribe.tsx), shown on the form. */
  outcome?: NewsletterOutcome;
  /** The address a refused no-script post handed back. */
  email?: string;
}

/**
 * What is wrong with the fields, by the API's own rules and messages (yup), fetched when the visitor first submits:
 * the footer is on every page, and yup would otherwise weigh on every page's start-up (decision 054). If the rules
 * cannot be fetched, the API checks the same ones and its message is shown.
 */
async function subscribeProblem(fields: Record<string, string>): Promise<string | undefined> {
  let rules: typeof import('./subscribe-schema');
  try {
    rules = await import('./subscribe-schema');
  } catch {
    return undefined;
  }
  try {
    rules.subscribeSchema.validateSync(fields);
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
}

type State = { kind: 'idle' | 'sending' } | { kind: 'done' } | { kind: 'error'; message: string };

/** The form's first state: what a no-script post answered, else idle. */
function initialState(outcome: NewsletterOutcome | undefined): State {
  return outcome?.status === 'done'
    ? { kind: 'done' }
    : outcome
      ? {
          kind: 'error',
          message:
            outcome.status === 'refused'
              ? outcome.message
              : (outcome.errors.email ?? outcome.message ?? 'Please try again.'),
        }
      : { kind: 'idle' };
}

/** Checks the fields, then posts them as JSON to the API; the state says how it went. */
function useSubscribe(outcome: NewsletterOutcome | undefined) {
  const [state, setState] = useState<State>(() => initialState(outcome));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fields = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    const problem = await subscribeProblem(fields);
    if (problem) {
      setState({ kind: 'error', message: problem });
      return;
    }
    setState({ kind: 'sending' });
    try {
      await api.post(API.newsletterSubscribe, fields);
      setState({ kind: 'done' });
    } catch (err) {
      const message =
        (err instanceof ApiRequestError && err.serverMessage) || 'Please try again in a moment.';
      setState({ kind: 'error', message });
    }
  };
  return { state, onSubmit };
}

const inverseEmailSx = {
  flex: 1,
  '& .MuiInputBase-root': { bgcolor: colors.paper },
  '& .MuiInputLabel-root:not(.MuiInputLabel-shrink)': { color: 'text.secondary' },
  '& .MuiInputLabel-shrink': { color: colors.paper, bgcolor: colors.teal900, px: 0.5 },
} as const;

/** Honeypot: invisible to people and to assistive technology, out of the tab order; bots fill it. */
function Honeypot({ id }: { id: string }) {
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}
    >
      <label htmlFor={`${id}-website`}>Website</label>
      <input
        id={`${id}-website`}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </Box>
  );
}

interface FieldsProps {
  id: string;
  state: State;
  source: string;
  inverse: boolean;
  email?: string;
}

/** The fields, the button, any problem and the consent notice (until the address is subscribed). */
function SubscribeFields({ id, state, source, inverse, email }: FieldsProps) {
  const text = inverse ? colors.teal100 : 'text.secondary';
  const errorId = `${id}-error`;
  return (
    <>
      <input type="hidden" name="source" value={source} />
      <Honeypot id={id} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label="Email address"
          autoComplete="email"
          inputMode="email"
          size="small"
          required
          defaultValue={email ?? ''}
          error={state.kind === 'error'}
          slotProps={{
            htmlInput: {
              'aria-describedby': `${id}-notice ${state.kind === 'error' ? errorId : ''}`.trim(),
            },
          }}
          sx={inverse ? inverseEmailSx : { flex: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          color={inverse ? 'secondary' : 'primary'}
          disabled={state.kind === 'sending'}
          sx={{ minHeight: 40 }}
        >
          {state.kind === 'sending' ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Stack>
      {state.kind === 'error' && (
        <Typography
          id={errorId}
          role="alert"
          variant="body2"
          sx={{ mt: 1, color: inverse ? colors.gold300 : 'error.main', fontWeight: 600 }}
        >
          {state.message}
        </Typography>
      )}
      <Typography id={`${id}-notice`} variant="body2" sx={{ mt: 1, color: text, maxWidth: 520 }}>
        {NEWSLETTER_NOTICE}{' '}
        <Link component={RouterLink} to={paths.privacy} sx={{ color: inverse ? colors.paper : undefined }}>
          Privacy Notice
        </Link>
      </Typography>
    </>
  );
}

/**
 * The newsletter's subscribe form (SITE-NEWS-1): an address, the consent notice (stored with the consent), and a
 * button. With the app running it posts JSON to the API and says what happens next in place; before the app starts
 * (or without JavaScript) the same form posts to /newsletter/subscribe, which answers a page. The input is not
 * controlled, so what a visitor typed before start-up stays.
 */
export function SubscribeForm({ source, inverse = false, outcome, email }: Props) {
  const id = useId();
  const { state, onSubmit } = useSubscribe(outcome);
  return (
    <Box
      component="form"
      method="post"
      action={paths.newsletterSubscribe}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={`${id}-title`}
    >
      <Typography
        id={`${id}-title`}
        component="h2"
        variant={inverse ? 'overline' : 'h5'}
        sx={{ display: 'block', mb: 1, color: inverse ? colors.gold300 : undefined }}
      >
        {inverse ? 'Newsletter' : 'Get tax-deadline reminders by email'}
      </Typography>
      {state.kind === 'done' ? (
        <Alert severity="success" role="status" variant={inverse ? 'filled' : 'standard'}>
          {SUBSCRIBE_THANKS}
        </Alert>
      ) : (
        <SubscribeFields id={id} state={state} source={source} inverse={inverse} email={email} />
      )}
    </Box>
  );
}
