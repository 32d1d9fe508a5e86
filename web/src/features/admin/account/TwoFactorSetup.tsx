import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import type { TwoFactorEnrolment } from '@36x/common';
import { useToast } from '../../../components/toast';
import { useOwnTwoFactor, useTwoFactorSetup } from '../api/account';
import { serverMessageOr } from '../modals/UserModal';

/**
 * The signed-in person's own two-factor sign-in (TOTP): set it up by scanning a QR code (or typing the secret) into an
 * authenticator app and typing back one code; the recovery codes are then shown once, to be saved. When it is on:
 * how many recovery codes are left, and turning it off with a code (not while admins require it).
 */
export function TwoFactorSetup({ onDone }: { onDone?: () => void }) {
  const state = useOwnTwoFactor();
  const { start, confirm, turnOff, refresh } = useTwoFactorSetup();
  const { toast } = useToast();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (recovery)
    return (
      <Stack spacing={2}>
        <Alert severity="success">Two-factor sign-in is on.</Alert>
        <Typography>
          Save these recovery codes somewhere safe (a password manager, or printed). Each one signs you in
          once if you lose your phone. <strong>They are shown only now.</strong>
        </Typography>
        <Box
          component="ol"
          aria-label="Recovery codes"
          // One column on a phone: a code never wraps, and numbers never run into the next column.
          sx={{
            fontFamily: 'monospace',
            fontSize: '1.05rem',
            columns: { xs: 1, sm: 2 },
            columnGap: 4,
            pl: 4,
            m: 0,
            '& li': { whiteSpace: 'nowrap' },
          }}
        >
          {recovery.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(recovery.join('\n'))
                .then(() =>
                  toast({ title: 'Copied', description: 'The recovery codes are on the clipboard.' }),
                )
            }
          >
            Copy
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setRecovery(null);
              refresh();
              onDone?.();
            }}
          >
            I have saved them
          </Button>
        </Stack>
      </Stack>
    );

  if (state.isPending) return <CircularProgress aria-label="Loading" />;
  if (state.isError)
    return <Alert severity="error">Could not load your two-factor settings. Please try again.</Alert>;
  const s = state.data;

  const submitCode = async (action: 'confirm' | 'off') => {
    setError(null);
    try {
      if (action === 'confirm') {
        const { recoveryCodes } = await confirm.mutateAsync(code);
        setEnrolment(null);
        setRecovery(recoveryCodes);
      } else {
        await turnOff.mutateAsync(code);
        toast({ title: 'Two-factor sign-in is off', description: 'Your password alone signs you in again.' });
      }
      setCode('');
    } catch (e) {
      setError(serverMessageOr(e, 'That did not work. Please try again.'));
    }
  };
  const codeField = (label: string, helper: string) => (
    <TextField
      label={label}
      value={code}
      onChange={(e) => setCode(e.target.value)}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: label.startsWith('6') ? 'numeric' : 'text', maxLength: 40 } }}
      error={!!error}
      helperText={error ?? helper}
      fullWidth
    />
  );

  if (s.enabled)
    return (
      <Stack spacing={2}>
        <Alert severity="success">
          Two-factor sign-in is on
          {s.enabledAt ? ` since ${new Date(s.enabledAt).toLocaleDateString('en-IN')}` : ''}.{' '}
          {s.recoveryCodesLeft} recovery code{s.recoveryCodesLeft === 1 ? '' : 's'} left.
        </Alert>
        {s.required ? (
          <Typography color="text.secondary">
            Administrators require it for all staff. If you lose your phone, use a recovery code, or ask an
            administrator to reset it.
          </Typography>
        ) : (
          <Stack
            component="form"
            spacing={1.5}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submitCode('off');
            }}
          >
            {codeField('Code to turn it off', 'A code from your app, or a recovery code')}
            <div>
              <Button
                type="submit"
                color="error"
                variant="outlined"
                disabled={turnOff.isPending || !code.trim()}
              >
                Turn off
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    );

  if (!enrolment)
    return (
      <Stack spacing={2}>
        <Typography>
          Besides your password, sign-in will ask for a 6-digit code from an authenticator app on your phone
          (Google Authenticator, Microsoft Authenticator, 1Password...), so a guessed or leaked password is
          not enough.
        </Typography>
        <div>
          <Button
            variant="contained"
            disabled={start.isPending}
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: setEnrolment,
                onError: (e) => setError(serverMessageOr(e, 'Could not start. Please try again.')),
              })
            }
          >
            Set up two-factor sign-in
          </Button>
        </div>
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    );

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submitCode('confirm');
      }}
    >
      <Typography>1. Scan this code with your authenticator app.</Typography>
      <Box
        component="img"
        src={enrolment.qr}
        alt="QR code for your authenticator app"
        sx={{ width: 200, height: 200, alignSelf: 'center', border: 1, borderColor: 'divider' }}
      />
      {/* A read-only field: it has a name for screen readers, and the key selects and copies as one. */}
      <TextField
        label="Secret key"
        value={enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
        helperText="Cannot scan? Type this key into the app instead (time-based)."
        fullWidth
        multiline
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
        }}
      />
      <Typography>2. Type the 6-digit code the app shows.</Typography>
      {codeField('6-digit code', 'From your authenticator app')}
      <div>
        <Button type="submit" variant="contained" disabled={confirm.isPending || !code.trim()}>
          {confirm.isPending ? 'Checking...' : 'Turn on'}
        </Button>
      </div>
    </Stack>
  );
}
