import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSigninCheck } from 'reactfire';
import { ApiRequestError, onUnauthorized } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useToast } from '../../../components/toast';
import { adminKeys } from '../api/query-keys';
import { loginPathFor } from './return-to';
import { isRenewingSession, signInStaff, signOutStaff } from '../../../lib/staff-auth';

/** The Firebase signed-in state (reactfire). */
export const useStaffSignin = () => useSigninCheck();

/** Sign in and drop anything cached for a previous staff member. */
export function useSignIn() {
  const client = useQueryClient();
  return useCallback(
    async (username: string, password: string, link?: string) => {
      // Before signing in: once the Firebase session exists the dashboard may already be loading the new member's
      // data, and dropping queries then would restart it.
      client.removeQueries({ queryKey: adminKeys.all });
      return signInStaff(username, password, link);
    },
    [client],
  );
}

/** Logout (ADMIN-LOGIN): end the Firebase session, clear the flag and the staff data, go to /login. */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOutStaff();
    navigate(paths.login, { replace: true });
    client.removeQueries({ queryKey: adminKeys.all });
  }, [client, navigate]);
}

/** True when a failed call was a 401: the session handler below has already told the user, so forms stay quiet. */
export const isSessionEnded = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * A session the server no longer accepts (user deactivated, deleted, role changed: tokens revoked) ends at the next
 * call: the API client reports the 401, we sign out, say why, and go to /login.
 */
export function useSessionEndHandler(): void {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  useEffect(() => {
    let handling = false;
    onUnauthorized(() => {
      if (handling || isRenewingSession()) return;
      handling = true;
      void signOutStaff()
        .catch(() => undefined)
        .then(() => {
          toast({
            title: 'Session Ended',
            description:
              'Your session has ended because your access was changed or revoked. Please sign in again.',
            variant: 'destructive',
          });
          navigate(loginPathFor(window.location), { replace: true });
          client.removeQueries({ queryKey: adminKeys.all });
        });
    });
    return () => onUnauthorized(null);
  }, [client, navigate, toast]);
}

/** The idle timeout's sign-out: says why, and brings the person back to the same page after signing in. */
export function useIdleSignOut(minutes: number) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  return useCallback(() => {
    // ADMIN-ACCOUNT-3: the login page says why (the toast alone is easily missed, e.g. in a tab reopened later).
    const path = loginPathFor(window.location);
    const back = `${path}${path.includes('?') ? '&' : '?'}reason=idle&minutes=${minutes}`;
    void signOutStaff()
      .catch(() => undefined)
      .then(() => {
        toast({
          title: 'Signed out',
          description: `You were signed out after ${minutes} minutes without activity. Please sign in again.`,
        });
        navigate(back, { replace: true });
        client.removeQueries({ queryKey: adminKeys.all });
      });
  }, [client, navigate, toast, minutes]);
}
