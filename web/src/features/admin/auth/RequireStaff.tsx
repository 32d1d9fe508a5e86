import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Alert, Box, Button, Stack } from '@mui/material';
import { IDLE_TIMEOUT } from '@36x/common';
import { MustChangePassword } from '../account/MustChangePassword';
import { MustSetUpTwoFactor } from '../account/MustSetUpTwoFactor';
import { useStaffMember } from '../api/me';
import { StaffContext, staffCan, type StaffSession } from './staff-context';
import { loginPathFor } from './return-to';
import { useIdleTimeout } from './use-idle-timeout';
import {
  isSessionEnded,
  useIdleSignOut,
  useLogout,
  useSessionEndHandler,
  useStaffSignin,
} from './use-staff-session';
import { LoadingScreen } from '../components/LoadingScreen';

const FullPageSpinner = () => <LoadingScreen minHeight="100vh" />;

/**
 * The dashboard's gate (ADMIN-LOGIN-3, ROLE-SESSION): a signed-out visitor goes to /login; a signed-in one is shown the
 * dashboard once the server has said who they are (GET /api/auth/me), and only what their role may do.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { status, data } = useStaffSignin();
  const location = useLocation();
  useSessionEndHandler();
  if (status === 'loading') return <FullPageSpinner />;
  // Back to the page asked for (?section=...) after signing in.
  if (status === 'error' || !data.signedIn) return <Navigate to={loginPathFor(location)} replace />;
  return <StaffMemberGate uid={data.user.uid}>{children}</StaffMemberGate>;
}

function StaffMemberGate({ uid, children }: { uid: string; children: ReactNode }) {
  const me = useStaffMember(uid);
  const logout = useLogout();
  const idleMinutes = me.data?.idleTimeoutMinutes ?? IDLE_TIMEOUT.defaultMinutes;
  useIdleTimeout(idleMinutes, useIdleSignOut(idleMinutes));
  const session = useMemo<StaffSession | null>(
    () => (me.data ? { member: me.data, can: staffCan(me.data), logout } : null),
    [me.data, logout],
  );
  if (session)
    return (
      <StaffContext.Provider value={session}>
        {session.member.mustChangePassword ? (
          <MustChangePassword />
        ) : session.member.mustSetUpTwoFactor ? (
          <MustSetUpTwoFactor />
        ) : (
          children
        )}
      </StaffContext.Provider>
    );
  // A 401 is handled by the session handler (sign out, toast, /login); anything else may be passing.
  if (me.isError && !isSessionEnded(me.error)) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <Alert severity="error">We could not load your account. Check your connection and try again.</Alert>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => void logout()}>Logout</Button>
            <Button variant="contained" onClick={() => void me.refetch()}>
              Try again
            </Button>
          </Stack>
        </Stack>
      </Box>
    );
  }
  return <FullPageSpinner />;
}
