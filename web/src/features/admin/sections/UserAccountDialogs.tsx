import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { User } from '@36x/common';
import { useToast } from '../../../components/toast';
import { useEndSessions, useResetPassword, useResetTwoFactor } from '../api/account';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useFailToast } from '../components/use-fail-toast';
import type { AccountActionKind } from './AccountMenu';

export type AccountAction = { kind: AccountActionKind; user: User } | null;

const FAILED: Record<AccountActionKind, string> = {
  reset: 'Failed to reset the password',
  'end-sessions': 'Failed to end the sessions',
  'reset-two-factor': 'Failed to reset two-factor sign-in',
};

/** What each action's confirmation asks about the user called `name`, in the order the dialogs stand. */
const QUESTIONS: Record<
  AccountActionKind,
  (name: string) => { title: string; message: string; confirmLabel: string; pendingLabel: string }
> = {
  reset: (name) => ({
    title: `Reset the password of ${name}?`,
    message: `${name} will be signed out everywhere, and can sign in only with the one-time password shown next, which they must then replace with their own.`,
    confirmLabel: 'Reset password',
    pendingLabel: 'Resetting...',
  }),
  'end-sessions': (name) => ({
    title: `End every session of ${name}?`,
    message: `${name} will be signed out on every browser and device at their next click. Their password does not change.`,
    confirmLabel: 'End sessions',
    pendingLabel: 'Ending...',
  }),
  'reset-two-factor': (name) => ({
    title: `Reset two-factor sign-in of ${name}?`,
    message: `Do this only when you know it is ${name} asking (for example, you called them back): their authenticator app and every recovery code stop working at once. They then sign in with their password alone, and set up a new app (at their next sign-in, if two-factor sign-in is required for all staff). This is recorded in the audit log.`,
    confirmLabel: 'Reset two-factor',
    pendingLabel: 'Resetting...',
  }),
};

/**
 * An admin's password reset, "end sessions" and two-factor reset for one user (ADMIN-ACCOUNT-2, decision 050). The
 * reset's one-time password is shown once, here, to be handed over in person or by phone; the person must replace it
 * at their next sign-in. Each is confirmed first; the server records each in the audit log.
 */
export function UserAccountDialogs({ action, onClose }: { action: AccountAction; onClose: () => void }) {
  const reset = useResetPassword();
  const end = useEndSessions();
  const resetTwoFactor = useResetTwoFactor();
  const { toast } = useToast();
  const [issued, setIssued] = useState<{ user: User; password: string } | null>(null);
  const fail = useFailToast();

  const confirm = async () => {
    if (!action) return;
    try {
      if (action.kind === 'reset') {
        const { temporaryPassword } = await reset.mutateAsync(action.user);
        setIssued({ user: action.user, password: temporaryPassword });
      } else if (action.kind === 'reset-two-factor') {
        await resetTwoFactor.mutateAsync(action.user);
        toast({
          title: 'Two-factor sign-in reset',
          description: `${action.user.username} signs in with their password and can set up a new app.`,
        });
      } else {
        await end.mutateAsync(action.user);
        toast({ title: 'Sessions ended', description: `${action.user.username} is signed out everywhere.` });
      }
    } catch (error) {
      fail(error, 'Error', FAILED[action.kind]);
    } finally {
      onClose();
    }
  };

  const name = action?.user.username ?? '';
  const pending: Record<AccountActionKind, boolean> = {
    reset: reset.isPending,
    'end-sessions': end.isPending,
    'reset-two-factor': resetTwoFactor.isPending,
  };
  return (
    <>
      {(Object.keys(QUESTIONS) as AccountActionKind[]).map((kind) => (
        <ConfirmDialog
          key={kind}
          open={action?.kind === kind}
          {...QUESTIONS[kind](name)}
          pending={pending[kind]}
          onConfirm={() => void confirm()}
          onClose={onClose}
        />
      ))}
      <Dialog open={!!issued} aria-labelledby="one-time-title" maxWidth="xs" fullWidth>
        <DialogTitle id="one-time-title">One-time password for {issued?.user.username}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Give this to {issued?.user.username} yourself (in person or by phone). It is shown only now.
            </DialogContentText>
            <Typography
              data-testid="one-time-password"
              sx={{
                fontFamily: 'monospace',
                fontSize: '1.5rem',
                letterSpacing: 1,
                textAlign: 'center',
                p: 1.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
                userSelect: 'all',
              }}
            >
              {issued?.password}
            </Typography>
            <Alert severity="info">They must choose their own password when they sign in with it.</Alert>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              void navigator.clipboard?.writeText(issued?.password ?? '').catch(() => undefined);
            }}
          >
            Copy
          </Button>
          <Button variant="contained" onClick={() => setIssued(null)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
