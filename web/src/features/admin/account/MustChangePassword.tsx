import KeyIcon from '@mui/icons-material/Key';
import { AccountGate } from './AccountGate';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * After an admin's reset the account holds a one-time password: nothing else opens until it is replaced (the API
 * refuses every other call with 403 meanwhile).
 */
export function MustChangePassword() {
  return (
    <AccountGate
      icon={<KeyIcon color="primary" fontSize="large" aria-hidden />}
      title="Choose a new password"
      why="you signed in with a one-time password from an administrator. Choose your own password to continue."
      width={460}
    >
      <ChangePasswordForm currentLabel="One-time password" onDone={() => undefined} />
    </AccountGate>
  );
}
