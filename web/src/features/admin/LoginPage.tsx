import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useFormik } from 'formik';
import {
  Alert,
  Box,
  Button,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { API, loginSchema } from '@36x/common';
import { api, ApiRequestError } from '../../lib/api-client';
import { signInTwoFactor } from '../../lib/staff-auth';
import { useToast } from '../../components/toast';
import { StaffAuthProvider } from './auth/StaffAuthProvider';
import { returnTo } from './auth/return-to';
import { useSignIn, useStaffSignin } from './auth/use-staff-session';
import { LoadingScreen } from './components/LoadingScreen';
import { SignInCard } from './components/SignInCard';

const FAILED_DESCRIPTION = 'Invalid credentials. Please try again.';

/**
 * The toast for a refused sign-in (ADMIN-LOGIN-2: 'Login Failed' for any error). Decision: for 429 (too many failed
 * attempts) the server's lockout message is appended, since "invalid credentials" alone would send the person into
 * more attempts that are bound to fail; every other refusal reads exactly as the spec says, so the page never tells
 * which of username, password or account status was wrong.
 */
export function loginFailureDescription(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429 && error.serverMessage) {
    return `${FAILED_DESCRIPTION} ${error.serverMessage}`;
  }
  return FAILED_DESCRIPTION;
}

function LoginForm({ next }: { next: string }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  // A one-time sign-in link from the mail (POST /api/auth/sign-in-link): /login?username=...&link=...
  const link = params.get('link') ?? undefined;
  // The server refused the link (expired or used): it leaves the address, so the next attempt is a plain one.
  const dropLink = () =>
    setParams(
      (p) => {
        p.delete('link');
        return p;
      },
      { replace: true },
    );
  const [challenge, setChallenge] = useState<string | null>(null);
  // Why a new sign-in link is offered: the username's attempts are slowed down, or the link opened was refused.
  const [linkOffered, setLinkOffered] = useState<'slowed' | 'refused' | null>(null);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const welcome = () => {
    toast({ title: 'Login Successful', description: 'Welcome to the admin dashboard!' });
    navigate(next, { replace: true });
  };
  const form = useFormik({
    initialValues: { username: params.get('username') ?? '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async ({ username, password }) => {
      try {
        const step = await signIn(username, password, link); // trims both before sending
        if ('challenge' in step) setChallenge(step.challenge);
        else welcome();
      } catch (error) {
        // Queued behind others' failed attempts: the owner can have a one-time link mailed instead of waiting.
        if (error instanceof ApiRequestError && error.body?.errors?.signInLink) setLinkOffered('slowed');
        const linkRefused =
          error instanceof ApiRequestError && error.status === 400 && !!error.body?.errors?.link;
        if (linkRefused) {
          dropLink();
          setLinkOffered('refused');
          setLinkSent(null);
        }
        const description = linkRefused
          ? `${error.body!.errors!.link} Or sign in with your password alone.`
          : loginFailureDescription(error);
        toast({ title: 'Login Failed', description, variant: 'destructive' });
      }
    },
  });
  const fieldError = (name: 'username' | 'password') =>
    form.touched[name] && form.errors[name] ? form.errors[name] : undefined;
  if (challenge)
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={welcome}
        onRestart={(message) => {
          setChallenge(null);
          void form.setFieldValue('password', '');
          if (message) toast({ title: 'Login Failed', description: message, variant: 'destructive' });
        }}
      />
    );
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <Stack spacing={2.5}>
        {link && <Alert severity="info">Sign-in link opened: enter your password to continue.</Alert>}
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoFocus={!link}
          fullWidth
          value={form.values.username}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={!!fieldError('username')}
          helperText={fieldError('username')}
          disabled={form.isSubmitting}
        />
        <PasswordField
          autoFocus={!!link}
          value={form.values.password}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError('password')}
          disabled={form.isSubmitting}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
        <SignInLinkOffer
          offered={linkOffered}
          sent={linkSent}
          username={form.values.username}
          onSent={setLinkSent}
        />
      </Stack>
    </Box>
  );
}

/** The password, with a button that shows or hides what was typed. */
function PasswordField({
  error,
  ...props
}: Pick<TextFieldProps, 'autoFocus' | 'value' | 'onChange' | 'onBlur' | 'disabled'> & { error?: string }) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <TextField
      {...props}
      label="Password"
      name="password"
      type={showPassword ? 'text' : 'password'}
      autoComplete="current-password"
      fullWidth
      error={!!error}
      helperText={error}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                onClick={() => setShowPassword((s) => !s)}
                edge="end"
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * Why a one-time sign-in link is offered, and the button that mails it (POST /api/auth/sign-in-link); said on the
 * card, not only in the toast, which goes away.
 */
function SignInLinkOffer({
  offered,
  sent,
  username,
  onSent,
}: {
  offered: 'slowed' | 'refused' | null;
  sent: string | null;
  username: string;
  onSent: (message: string) => void;
}) {
  const { toast } = useToast();
  const askForLink = async () => {
    try {
      const { message } = await api.post<{ message: string }>(API.signInLink, { username: username.trim() });
      onSent(message);
    } catch (error) {
      toast({
        title: 'Error',
        description:
          error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'Please try again.',
        variant: 'destructive',
      });
    }
  };
  if (sent) return <Alert severity="success">{sent}</Alert>;
  if (!offered) return null;
  return (
    <Alert severity="info" icon={false}>
      <Stack spacing={1.5}>
        <span>
          {offered === 'slowed'
            ? 'Sign-in for this username is slowed down after many wrong passwords. Wait a moment and try again, or have a one-time sign-in link sent to the account’s e-mail address.'
            : 'That sign-in link can no longer be used. Sign in with your password, or have a new one-time link sent to the account’s e-mail address.'}
        </span>
        <Button variant="outlined" fullWidth onClick={() => void askForLink()}>
          E-mail me a sign-in link
        </Button>
      </Stack>
    </Alert>
  );
}

/** The second step when the account has two-factor sign-in on: a code from the app, or a recovery code. */
function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: () => void;
  onRestart: (message?: string) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!code.trim()) return setError('Please enter the code from your app');
    setBusy(true);
    setError(null);
    try {
      await signInTwoFactor(challenge, code);
      onSignedIn();
    } catch (e) {
      const message = e instanceof ApiRequestError && e.serverMessage ? e.serverMessage : 'Please try again.';
      // The challenge ended (too many wrong codes, or 5 minutes): back to the password.
      if (e instanceof ApiRequestError && e.status === 401 && !e.body?.errors?.code)
        return onRestart(message);
      setError(message);
      setBusy(false);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack spacing={2.5}>
        <Typography>
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </Typography>
        <TextField
          label="Code"
          name="code"
          autoComplete="one-time-code"
          autoFocus
          fullWidth
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={!!error}
          helperText={error ?? ' '}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {busy ? 'Checking...' : 'Verify'}
        </Button>
        <Button color="inherit" onClick={() => onRestart()}>
          Back
        </Button>
      </Stack>
    </Box>
  );
}

function LoginScreen() {
  const { status, data } = useStaffSignin();
  const [params] = useSearchParams();
  const next = returnTo(params.get('next'));
  // Already signed in: straight on to where they were going, without showing the form first. (A session the server
  // refuses is signed out before anyone is sent here, so this cannot loop.)
  if (status === 'success' && data.signedIn) return <Navigate to={next} replace />;
  if (status === 'loading') return <LoadingScreen minHeight="70vh" />;
  return (
    <SignInCard
      icon={<LockOutlinedIcon />}
      title="Admin Portal"
      subtitle="Access your dashboard"
      maxWidth={420}
    >
      {params.get('reason') === 'idle' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {idleMessage(params.get('minutes'))}
        </Alert>
      )}
      <LoginForm next={next} />
    </SignInCard>
  );
}

/** Why the back office signed this browser out (ADMIN-ACCOUNT-3): `?reason=idle&minutes=N` from the idle timeout. */
export function idleMessage(minutes: string | null): string {
  const n = minutes && /^\d{1,3}$/.test(minutes) ? Number(minutes) : null;
  return `You were signed out after ${n ? `${n} minutes` : 'a while'} without activity, to keep the back office safe on a shared computer. Please sign in again.`;
}

/** /login (ADMIN-LOGIN). */
export default function LoginPage() {
  return (
    <StaffAuthProvider>
      <LoginScreen />
    </StaffAuthProvider>
  );
}
