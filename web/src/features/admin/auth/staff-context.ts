import { createContext, useContext } from 'react';
import { can, type Capability } from '@36x/common';
import type { StaffMember } from '../api/me';

export interface StaffSession {
  member: StaffMember;
  /** What the screen offers follows the role table (ROLE-MATRIX-5); the API refuses the rest anyway. */
  can: (capability: Capability) => boolean;
  logout: () => Promise<void>;
}

export const StaffContext = createContext<StaffSession | null>(null);

export function useStaff(): StaffSession {
  const session = useContext(StaffContext);
  if (!session) throw new Error('useStaff must be used inside <RequireStaff>');
  return session;
}

export const staffCan = (member: StaffMember) => (capability: Capability) => can(member, capability);
