import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { AccountGate } from './AccountGate';
import { TwoFactorSetup } from './TwoFactorSetup';

/**
 * Admins require two-factor sign-in and this account has none: nothing else opens until it is set up (the API refuses
 * every other call with 403 meanwhile).
 */
export function MustSetUpTwoFactor() {
  return (
    <AccountGate
      icon={<PhonelinkLockIcon color="primary" fontSize="large" aria-hidden />}
      title="Set up two-factor sign-in"
      why="the administrators require a second step at sign-in for all staff. Set it up to continue."
      width={480}
    >
      <TwoFactorSetup />
    </AccountGate>
  );
}
