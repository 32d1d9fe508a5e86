import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type PasswordChangeInput,
  type PasswordResetResponse,
  type SecuritySettings,
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
    mutationFn: (input: SecuritySettings) => api.put<SecuritySettings>(API.securitySettings, input),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.meAll }),
  });
}
