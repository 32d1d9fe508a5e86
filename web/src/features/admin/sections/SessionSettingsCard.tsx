import { useFormik } from 'formik';
import {
  Button,
  Card,
  CardContent,
  FormControlLabel,
  InputAdornment,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { IDLE_TIMEOUT, securitySettingsSchema } from '@36x/common';
import { useToast } from '../../../components/toast';
import { useSaveSecuritySettings } from '../api/account';
import { useStaff } from '../auth/staff-context';
import { useFailToast } from '../components/use-fail-toast';
import { applyServerFieldErrors } from '../modals/form-helpers';

/**
 * The idle timeout, for every staff member (ADMIN-ACCOUNT-3: 30 minutes unless an admin changes it), and whether all
 * staff must sign in with a second factor.
 */
export function SessionSettingsCard() {
  const { member } = useStaff();
  const save = useSaveSecuritySettings();
  const { toast } = useToast();
  const fail = useFailToast();
  const form = useFormik({
    initialValues: { idleTimeoutMinutes: String(member.idleTimeoutMinutes ?? IDLE_TIMEOUT.defaultMinutes) },
    enableReinitialize: true,
    validate: ({ idleTimeoutMinutes }) => {
      const value = idleTimeoutMinutes.trim() === '' ? undefined : Number(idleTimeoutMinutes);
      try {
        securitySettingsSchema.validateSync({ idleTimeoutMinutes: value });
        return {};
      } catch (e) {
        return { idleTimeoutMinutes: (e as Error).message };
      }
    },
    onSubmit: async ({ idleTimeoutMinutes }) => {
      try {
        await save.mutateAsync({ idleTimeoutMinutes: Number(idleTimeoutMinutes) });
        toast({
          title: 'Saved',
          description: `Staff are signed out after ${idleTimeoutMinutes} idle minutes.`,
        });
      } catch (error) {
        applyServerFieldErrors(form, error);
        fail(error, 'Error', 'Failed to save');
      }
    },
  });
  const error = form.errors.idleTimeoutMinutes;
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
          Sessions
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Anyone left idle this long is signed out, so a shared office PC does not stay open.
        </Typography>
        <Stack
          component="form"
          noValidate
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          onSubmit={form.handleSubmit}
        >
          <TextField
            name="idleTimeoutMinutes"
            label="Idle timeout"
            size="small"
            inputMode="numeric"
            value={form.values.idleTimeoutMinutes}
            onChange={form.handleChange}
            error={!!error}
            helperText={error ?? `${IDLE_TIMEOUT.min} to ${IDLE_TIMEOUT.max} minutes`}
            sx={{ maxWidth: { sm: 220 } }}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">minutes</InputAdornment> } }}
          />
          <div>
            <Button type="submit" variant="outlined" disabled={form.isSubmitting || !form.dirty}>
              {form.isSubmitting ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </Stack>
        <RequireTwoFactorSwitch />
      </CardContent>
    </Card>
  );
}

/** Admins require a second factor for all staff; the server refuses it until the admin has one. */
function RequireTwoFactorSwitch() {
  const { member } = useStaff();
  const save = useSaveSecuritySettings();
  const { toast } = useToast();
  const fail = useFailToast();
  const on = member.requireTwoFactor === true;
  const change = async (next: boolean) => {
    try {
      await save.mutateAsync({
        idleTimeoutMinutes: member.idleTimeoutMinutes ?? IDLE_TIMEOUT.defaultMinutes,
        requireTwoFactor: next,
      });
      toast({
        title: 'Saved',
        description: next
          ? 'Staff without two-factor sign-in are asked to set it up before anything else.'
          : 'Two-factor sign-in is now optional.',
      });
    } catch (error) {
      fail(error, 'Error', 'Failed to save');
    }
  };
  return (
    <FormControlLabel
      sx={{ mt: 2 }}
      control={
        <Switch checked={on} disabled={save.isPending} onChange={(e) => void change(e.target.checked)} />
      }
      label="Require two-factor sign-in for all staff"
    />
  );
}
