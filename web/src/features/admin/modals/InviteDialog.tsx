import { Alert, TextField } from '@mui/material';
import { INVITATION_DAYS, invitationCreateSchema, type InvitationCreateInput, type Role } from '@36x/common';
import { useInvite } from '../api/invitations';
import { textFieldProps } from './form-helpers';
import { ModalFrame } from './ModalFrame';
import { serverMessageOr } from '../components/use-fail-toast';
import { RoleField } from './UserModal';
import { useModalForm } from './use-modal-form';

interface InviteValues {
  email: string;
  role: Role;
  username: string;
}

const EMPTY: InviteValues = { email: '', role: 'user', username: '' };

/**
 * Invite a staff member (decision 057): an address and a role, and optionally a username to suggest. The invitee
 * chooses their own password from the mailed link; nobody else ever sees or sets it.
 */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInvite();
  const { form, frame } = useModalForm({
    draftKey: 'invitation:new',
    initialValues: EMPTY,
    validationSchema: invitationCreateSchema,
    toInput: (values): Promise<InvitationCreateInput> =>
      invitationCreateSchema.validate(values, { stripUnknown: true }),
    save: (input) => invite.mutateAsync(input),
    success: {
      title: 'Invitation sent',
      description: `The link in the mail works once, for ${INVITATION_DAYS} days.`,
    },
    failure: (error) => serverMessageOr(error, 'Failed to send the invitation'),
    onSaved: onClose,
  });
  return (
    <ModalFrame
      open={open}
      id="invite-modal"
      title="Invite a staff member"
      submitLabel="Send invitation"
      pendingLabel="Sending..."
      onClose={onClose}
      {...frame}
    >
      <TextField
        label="Email"
        type="email"
        required
        fullWidth
        autoComplete="off"
        {...textFieldProps(form, 'email', 'The invitation link is mailed here')}
      />
      <RoleField form={form} />
      <TextField
        label="Username (optional)"
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        {...textFieldProps(form, 'username', 'A suggestion: they may keep it or choose another')}
      />
      <Alert severity="info">
        They choose their own password when they open the link (valid for {INVITATION_DAYS} days, once).
      </Alert>
    </ModalFrame>
  );
}
