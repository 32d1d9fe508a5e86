import type { FormikProps } from 'formik';
import { Grid, MenuItem, TextField } from '@mui/material';
import { userUpdateSchema, type Role, type User } from '@36x/common';
import { useSaveUser, type SaveUserArgs } from '../api/users';
import { serverMessageOr } from '../components/use-fail-toast';
import { textFieldProps } from './form-helpers';
import { useModalForm } from './use-modal-form';
import { ModalFrame } from './ModalFrame';
import { ActiveSwitch } from './ActiveSwitch';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  user: 'Editor (user)',
  viewer: 'Viewer',
};

const ROLE_HINTS: Record<Role, string> = {
  admin: 'Everything, including user management',
  user: 'Manages blogs, videos and enquiry forms; reads and exports inquiries',
  viewer: 'Reads the dashboard and inquiries; cannot change anything',
};

interface Props {
  open: boolean;
  user: User | null;
  onClose: () => void;
}

interface UserValues {
  username: string;
  email: string;
  role: Role;
  isActive: boolean;
}

const toValues = (u: User | null): UserValues => ({
  username: u?.username ?? '',
  email: u?.email ?? '',
  role: u?.role ?? 'admin', // the spec's default role (ADMIN-VALID-4)
  isActive: u?.isActive ?? true,
});

/** The role select with what the chosen role may do (the user modal and the invitation). */
export function RoleField<V extends { role: Role }>({ form }: { form: FormikProps<V> }) {
  return (
    <TextField
      select
      label="Role"
      fullWidth
      {...textFieldProps(form, 'role')}
      helperText={ROLE_HINTS[form.values.role]}
    >
      {(Object.keys(ROLE_LABELS) as Role[]).map((r) => (
        <MenuItem key={r} value={r}>
          {ROLE_LABELS[r]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Edit a staff account (ADMIN-MODALS-4, ADMIN-VALID-4, ADMIN-MSG-2). No password field: new staff are invited
 * (InviteDialog) and choose their own; an admin never sets or sees another person's password (decision 057).
 */
export function UserModal({ open, user, onClose }: Props) {
  const save = useSaveUser();
  // No screen edits permissions (ADMIN-MODALS-4): an edit keeps the user's list, a new user starts with none.
  const permissions = user?.permissions ?? [];
  const { form, frame } = useModalForm({
    draftKey: `user:${user?.id ?? 'new'}`,
    initialValues: toValues(user),
    validationSchema: userUpdateSchema,
    toInput: async (values): Promise<SaveUserArgs> => ({
      id: user?.id ?? '',
      input: await userUpdateSchema.validate({ ...values, permissions }, { stripUnknown: true }),
    }),
    save: (args) => save.mutateAsync(args),
    success: { title: 'Success', description: 'User updated successfully!' },
    failure: (error) => serverMessageOr(error, 'Failed to update user'),
    onSaved: onClose,
  });

  return (
    <ModalFrame
      open={open}
      id="user-modal"
      title="Edit User"
      submitLabel="Update User"
      pendingLabel="Updating..."
      onClose={onClose}
      {...frame}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Username"
            required
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
            {...textFieldProps(form, 'username')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Email"
            type="email"
            fullWidth
            autoComplete="off"
            {...textFieldProps(form, 'email')}
          />
        </Grid>
      </Grid>
      <RoleField form={form} />
      <ActiveSwitch form={form} activeLabel="Active" inactiveLabel="Inactive (cannot sign in)" />
    </ModalFrame>
  );
}
