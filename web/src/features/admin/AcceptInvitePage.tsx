import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useFormik } from 'formik';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import {
  API,
  INVITATION_INVALID,
  LIMITS,
  invitationAcceptFormSchema,
  type InvitationPreview,
} from '@36x/common';
import { api, ApiRequestError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { acceptInvitation } from '../../lib/staff-auth';
import { useToast } from '../../components/toast';
import { LoadingScreen } from './components/LoadingScreen';
import { SignInCard } from './components/SignInCard';
import { applyServerFieldErrors, textFieldProps } from './modals/form-helpers';
import { ROLE_LABELS } from './modals/UserModal';

/** The token from `#token=…` (read only: a render React discards may run this again, so nothing changes here). */
const readToken = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

/** Once the page is shown, the token leaves the address bar and history (it works once, but still). */
function dropToken() {
  if (window.location.hash)
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

type Loaded =
  { state: 'loading' } | { state: 'invalid'; message: string } | { state: 'ok'; preview: InvitationPreview };

const messageOf = (e: unknown) =>
  e instanceof ApiRequestError && e.status === 400 && e.body?.errors?.token
    ? INVITATION_INVALID
    : e instanceof ApiRequestError && e.serverMessage
      ? e.serverMessage
      : 'The invitation could not be checked. Check your connection and reload the page.';

function AcceptForm({
  token,
  preview,
  onInvalid,
}: {
  token: string;
  preview: InvitationPreview;
  onInvalid: (m: string) => void;
}) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useFormik({
    initialValues: { username: preview.username, password: '', confirmPassword: '' },
    validationSchema: invitationAcceptFormSchema,
    onSubmit: async ({ username, password }) => {
      try {
        await acceptInvitation({ token, username: username.trim(), password });
        toast({ title: 'Welcome', description: 'Your account is ready and you are signed in.' });
        navigate(paths.adminDashboard, { replace: true });
      } catch (error) {
        if (error instanceof ApiRequestError && error.body?.errors?.token)
          return onInvalid(INVITATION_INVALID);
        applyServerFieldErrors(form, error);
        if (!(error instanceof ApiRequestError && error.body?.errors))
          toast({ title: 'Error', description: messageOf(error), variant: 'destructive' });
      }
    },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={form.handleSubmit}
      aria-label="Accept the invitation"
    >
      <Typography>
        For <strong>{preview.email}</strong>, as <strong>{ROLE_LABELS[preview.role] ?? preview.role}</strong>.
        Choose how you will sign in.
      </Typography>
      <TextField
        label="Username"
        required
        fullWidth
        autoComplete="username"
        autoFocus={!preview.username}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        {...textFieldProps(form, 'username', 'What you will type to sign in')}
      />
      <TextField
        label="Password"
        type="password"
        required
        fullWidth
        autoComplete="new-password"
        autoFocus={!!preview.username}
        {...textFieldProps(form, 'password', `At least ${LIMITS.passwordMin} characters, not a common one`)}
      />
      <TextField
        label="Repeat password"
        type="password"
        required
        fullWidth
        autoComplete="new-password"
        {...textFieldProps(form, 'confirmPassword')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Creating your account...' : 'Create account and sign in'}
      </Button>
    </Stack>
  );
}

/** /admin-dashboard/accept-invite#token=… (decision 057): an invitee chooses a username and password, once. */
export default function AcceptInvitePage() {
  const [token] = useState(readToken);
  const [loaded, setLoaded] = useState<Loaded>(() =>
    token ? { state: 'loading' } : { state: 'invalid', message: INVITATION_INVALID },
  );
  useEffect(() => {
    dropToken();
    if (!token) return;
    api
      .post<InvitationPreview>(API.invitationPreview, { token })
      .then((preview) => setLoaded({ state: 'ok', preview }))
      .catch((e: unknown) => setLoaded({ state: 'invalid', message: messageOf(e) }));
  }, [token]);

  if (loaded.state === 'loading') return <LoadingScreen minHeight="70vh" />;
  return (
    <SignInCard icon={<GroupAddOutlinedIcon />} title="Join the back office" maxWidth={440}>
      {loaded.state === 'ok' ? (
        <AcceptForm
          token={token}
          preview={loaded.preview}
          onInvalid={(message) => setLoaded({ state: 'invalid', message })}
        />
      ) : (
        <Stack spacing={2}>
          <Alert severity="warning">{loaded.message}</Alert>
          <Button component={RouterLink} to={paths.login} variant="outlined">
            Go to sign in
          </Button>
        </Stack>
      )}
    </SignInCard>
  );
}
