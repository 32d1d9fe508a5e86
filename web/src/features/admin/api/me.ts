import { useQuery } from '@tanstack/react-query';
import { API, type User } from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/auth/me: the caller's own user record; the server may add the capabilities it computed. */
export type StaffMember = User & {
  capabilities?: string[];
  idleTimeoutMinutes?: number;
  /** Admins require a second factor for all staff (settings/security). */
  requireTwoFactor?: boolean;
  /** It is required and this account has none yet: the back office shows only its set-up. */
  mustSetUpTwoFactor?: boolean;
};

export const useStaffMember = (uid: string) =>
  useQuery({ queryKey: adminKeys.me(uid), queryFn: () => api.get<StaffMember>(API.me) });
