import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type PasswordChangeInput,
  type PasswordResetResponse,
  type SecuritySettings,
  type TwoFactorEnrolment,
  type TwoFactorState,
  type User,
} from '@36x/common';
import { api } from '../../../lib/api-client';
import { renewStaffSession } from '../../../lib/staff-auth';
import { adminKeys } from './query-keys';

/**
 * POST /api/auth/password. The server ends every session of the user (other browsers too) and answers a fresh
 * sign-in token for this one, which replaces the session before any other call can meet the revoked token.
 */
export function useChangeOwnPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChangeInput) =>
      renewStaffSession(() => api.post<{ token: string }>(API.changePassword, input)),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.meAll }),
  });
}

/** POST /api/users/{id}/password-reset: the one-time password, to hand to the person once. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: User) => api.post<PasswordResetResponse>(API.userPasswordReset(user.id)),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

/** POST /api/users/{id}/sessions/end. */
export const useEndSessions = () =>
  useMutation({ mutationFn: (user: User) => api.post<void>(API.userSessionsEnd(user.id)) });

/** PUT /api/settings/security. */
export function useSaveSecuritySettings() {
  const client = useQueryClient();
  return useMutation({
    // A field left out keeps its stored value (the idle timeout's form does not send the two-factor switch).
    mutationFn: (input: Pick<SecuritySettings, 'idleTimeoutMinutes'> & Partial<SecuritySettings>) =>
      api.put<SecuritySettings>(API.securitySettings, input),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.meAll }),
  });
}

/** GET /api/auth/me/two-factor: on or off, codes left, required or not. */
export const useOwnTwoFactor = () =>
  useQuery({ queryKey: adminKeys.ownTwoFactor, queryFn: () => api.get<TwoFactorState>(API.ownTwoFactor) });

/** POST (a new secret to scan), PUT (confirm with a code: answers the recovery codes), DELETE (turn off with a code). */
export function useTwoFactorSetup() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: adminKeys.ownTwoFactor });
    void client.invalidateQueries({ queryKey: adminKeys.meAll });
  };
  return {
    start: useMutation({ mutationFn: () => api.post<TwoFactorEnrolment>(API.ownTwoFactor) }),
    confirm: useMutation({
      mutationFn: (code: string) => api.put<{ recoveryCodes: string[] }>(API.ownTwoFactor, { code }),
      // The "me" record (mustSetUpTwoFactor) is refreshed when the person has saved their codes, not before: the
      // set-up screen must stay until then.
      onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.ownTwoFactor }),
    }),
    turnOff: useMutation({
      mutationFn: (code: string) => api.delete<void>(API.ownTwoFactor, { code }),
      onSuccess: refresh,
    }),
    refresh,
  };
}

/** DELETE /api/users/{id}/two-factor (admins): for someone who lost their phone. */
export function useResetTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: User) => api.delete<void>(API.userTwoFactor(user.id)),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
