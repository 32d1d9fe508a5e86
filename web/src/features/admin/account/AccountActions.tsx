import { useContext, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import DevicesIcon from '@mui/icons-material/Devices';
import BadgeIcon from '@mui/icons-material/Badge';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { useToast } from '../../../components/toast';
import { paths } from '../../../lib/paths';
import { adminKeys } from '../api/query-keys';
import { signOutEverywhere } from '../../../lib/staff-auth';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ChangePasswordForm } from './ChangePasswordForm';
import { AuthorProfileDialog } from './AuthorProfileDialog';
import { TwoFactorSetup } from './TwoFactorSetup';
import { StaffContext, useStaff } from '../auth/staff-context';

/** One of the account's own dialogs: the title, what it holds, and its buttons when the content has none. */
function AccountDialog(props: {
  /** Its title's id is `<id>-title`. */
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { id, title, open, onClose, actions, children } = props;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>{children}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}

/** The signed-in person's own account: change password, two-factor sign-in, author profile (ADMIN-PUBLISH-7), sign out on every device (ADMIN-ACCOUNT-1). */
export function AccountActions() {
  const [changing, setChanging] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [profile, setProfile] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);
  const member = useContext(StaffContext)?.member;
  const { can } = useStaff();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { toast } = useToast();

  const everywhere = async () => {
    setLeaving(true);
    try {
      await signOutEverywhere();
      toast({
        title: 'Signed out everywhere',
        description: 'Every browser you were signed in on is signed out.',
      });
      navigate(paths.login, { replace: true });
      client.removeQueries({ queryKey: adminKeys.all });
    } catch {
      toast({
        title: 'Error',
        description: 'Could not sign out your other sessions. Check your connection and try again.',
        variant: 'destructive',
      });
      setLeaving(false);
      setConfirmAll(false);
    }
  };

  return (
    <>
      <Stack spacing={1}>
        <Button size="small" color="inherit" startIcon={<KeyIcon />} onClick={() => setChanging(true)}>
          Change password
        </Button>
        <Button
          size="small"
          color="inherit"
          startIcon={<PhonelinkLockIcon />}
          onClick={() => setTwoFactor(true)}
        >
          Two-factor sign-in
        </Button>
        {/* Only roles that write content have a public author profile (decision 049). */}
        {can('content:write') && (
          <Button size="small" color="inherit" startIcon={<BadgeIcon />} onClick={() => setProfile(true)}>
            Author profile
          </Button>
        )}
        <Button size="small" color="inherit" startIcon={<DevicesIcon />} onClick={() => setConfirmAll(true)}>
          Sign out everywhere
        </Button>
      </Stack>
      <AccountDialog
        id="change-password"
        title="Change password"
        open={changing}
        onClose={() => setChanging(false)}
      >
        <ChangePasswordForm onDone={() => setChanging(false)} onCancel={() => setChanging(false)} />
      </AccountDialog>
      <AccountDialog
        id="two-factor"
        title="Two-factor sign-in"
        open={twoFactor}
        onClose={() => setTwoFactor(false)}
        actions={<Button onClick={() => setTwoFactor(false)}>Close</Button>}
      >
        {twoFactor && <TwoFactorSetup />}
      </AccountDialog>
      {member && (
        <AuthorProfileDialog
          open={profile}
          userId={member.id}
          profile={member.profile}
          onClose={() => setProfile(false)}
        />
      )}
      <ConfirmDialog
        open={confirmAll}
        title="Sign out everywhere"
        message="This signs you out on every browser and device, this one included. You will need your password to sign in again."
        confirmLabel="Sign out everywhere"
        pendingLabel="Signing out..."
        pending={leaving}
        onConfirm={() => void everywhere()}
        onClose={() => setConfirmAll(false)}
      />
    </>
  );
}
