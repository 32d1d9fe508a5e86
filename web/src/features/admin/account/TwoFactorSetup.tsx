import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import type { TwoFactorEnrolment, TwoFactorState } from '@36x/common';
import { useToast } from '../../../components/toast';
import { useOwnTwoFactor, useTwoFactorSetup } from '../api/account';
import { serverMessageOr } from '../components/use-fail-toast';

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
      <RecoveryCodesShown
        codes={recovery}
        onSaved={() => {
          setRecovery(null);
          refresh();
          onDone?.();
        }}
      />
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
    <CodeField label={label} helper={helper} code={code} onChange={setCode} error={error} />
  );

  if (s.enabled)
    return (
      <TwoFactorOn
        status={s}
        codeField={codeField('Code to turn it off', 'A code from your app, or a recovery code')}
        canSubmit={!turnOff.isPending && !!code.trim()}
        onSubmit={() => void submitCode('off')}
      />
    );

  if (!enrolment)
    return (
      <TwoFactorIntro
        starting={start.isPending}
        error={error}
        onStart={() =>
          start.mutate(undefined, {
            onSuccess: setEnrolment,
            onError: (e) => setError(serverMessageOr(e, 'Could not start. Please try again.')),
          })
        }
      />
    );

  return (
    <EnrolmentForm
      enrolment={enrolment}
      codeField={codeField('6-digit code', 'From your authenticator app')}
      checking={confirm.isPending}
      canSubmit={!confirm.isPending && !!code.trim()}
      onSubmit={() => void submitCode('confirm')}
    />
  );
}

/** The one-time code (or recovery code) field; numeric keyboard for the 6-digit code only. */
function CodeField(props: {
  label: string;
  helper: string;
  code: string;
  onChange: (code: string) => void;
  error: string | null;
}) {
  const { label, helper, code, onChange, error } = props;
  return (
    <TextField
      label={label}
      value={code}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: label.startsWith('6') ? 'numeric' : 'text', maxLength: 40 } }}
      error={!!error}
      helperText={error ?? helper}
      fullWidth
    />
  );
}

/** Shown once, right after turning it on: the recovery codes, to copy and save. */
function RecoveryCodesShown({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { toast } = useToast();
  return (
    <Stack spacing={2}>
      <Alert severity="success">Two-factor sign-in is on.</Alert>
      <Typography>
        Save these recovery codes somewhere safe (a password manager, or printed). Each one signs you in once
        if you lose your phone. <strong>They are shown only now.</strong>
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
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => toast({ title: 'Copied', description: 'The recovery codes are on the clipboard.' }))
          }
        >
          Copy
        </Button>
        <Button variant="contained" onClick={onSaved}>
          I have saved them
        </Button>
      </Stack>
    </Stack>
  );
}

/** A form of this card that asks for a code: Enter or its submit button calls `onSubmit`, without a page load. */
function CodeForm({
  spacing,
  onSubmit,
  children,
}: {
  spacing: number;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      spacing={spacing}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Stack>
  );
}

/** It is on: since when, codes left, and turning it off with a code unless administrators require it. */
function TwoFactorOn(props: {
  status: TwoFactorState;
  codeField: ReactNode;
  canSubmit: boolean;
  onSubmit: () => void;
}) {
  const { status: s, codeField, canSubmit, onSubmit } = props;
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
        <CodeForm spacing={1.5} onSubmit={onSubmit}>
          {codeField}
          <div>
            <Button type="submit" color="error" variant="outlined" disabled={!canSubmit}>
              Turn off
            </Button>
          </div>
        </CodeForm>
      )}
    </Stack>
  );
}

/** It is off: what it does, and the button that starts setting it up. */
function TwoFactorIntro(props: { starting: boolean; error: string | null; onStart: () => void }) {
  const { starting, error, onStart } = props;
  return (
    <Stack spacing={2}>
      <Typography>
        Besides your password, sign-in will ask for a 6-digit code from an authenticator app on your phone
        (Google Authenticator, Microsoft Authenticator, 1Password...), so a guessed or leaked password is not
        enough.
      </Typography>
      <div>
        <Button variant="contained" disabled={starting} onClick={onStart}>
          Set up two-factor sign-in
        </Button>
      </div>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

/** Setting it up: the QR code and secret to add to the app, then the first code to confirm it. */
function EnrolmentForm(props: {
  enrolment: TwoFactorEnrolment;
  codeField: ReactNode;
  checking: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
}) {
  const { enrolment, codeField, checking, canSubmit, onSubmit } = props;
  return (
    <CodeForm spacing={2} onSubmit={onSubmit}>
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
      {codeField}
      <div>
        <Button type="submit" variant="contained" disabled={!canSubmit}>
          {checking ? 'Checking...' : 'Turn on'}
        </Button>
      </div>
    </CodeForm>
  );
}
