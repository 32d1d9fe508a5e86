import { useFormik } from 'formik';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { passwordChangeFormSchema } from '@36x/common';
import { useToast } from '../../../components/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useChangeOwnPassword } from '../api/account';
import { applyServerFieldErrors, textFieldProps } from '../modals/form-helpers';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change one's own password (ADMIN-ACCOUNT-1): the current one is required; the server ends the other sessions and keeps
 * this one. Used in the account dialog and on the screen that follows a one-time password.
 */
export function ChangePasswordForm({
  currentLabel = 'Current password',
  onDone,
  onCancel,
}: {
  currentLabel?: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const change = useChangeOwnPassword();
  const { toast } = useToast();
  const form = useFormik<Values>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: passwordChangeFormSchema,
    onSubmit: async ({ currentPassword, newPassword }) => {
      try {
        await change.mutateAsync({ currentPassword, newPassword });
        toast({
          title: 'Password changed',
          description:
            'Your new password is set. Any other browser you were signed in on has been signed out.',
        });
        onDone();
      } catch (error) {
        applyServerFieldErrors(form, error);
      }
    },
  });
  const failure =
    change.error instanceof ApiRequestError && !change.error.body?.errors
      ? (change.error.serverMessage ?? 'Your password could not be changed. Please try again.')
      : change.error && !(change.error instanceof ApiRequestError)
        ? 'Your password could not be changed. Check your connection and try again.'
        : null;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit} aria-label="Change password">
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        {...textFieldProps(form, 'currentPassword')}
        type="password"
        label={currentLabel}
        autoComplete="current-password"
        fullWidth
        autoFocus
      />
      <TextField
        {...textFieldProps(form, 'newPassword')}
        type="password"
        label="New password"
        autoComplete="new-password"
        fullWidth
      />
      <TextField
        {...textFieldProps(form, 'confirmPassword')}
        type="password"
        label="Repeat new password"
        autoComplete="new-password"
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={form.isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
      </Stack>
    </Stack>
  );
}
