import type { Role } from './constants';

/** Capabilities (ROLE-MATRIX). A user's permissions strings add to the role's defaults. */
export const CAPABILITIES = [
  'dashboard:read',
  'content:write',
  'inquiries:read',
  'inquiries:export',
  /** Change an enquiry's status and owner, add notes (CONTACT-LEADS). */
  'inquiries:write',
  /** Erase an enquiry on request and purge old ones. */
  'inquiries:erase',
  'users:manage',
  'taxRules:manage',
  /** ADMIN-PUBLISH-9: restore from the trash, or delete from it for good (admins). */
  'content:restore',
  /** SITE-NEWS-6: add subscribers from a CSV file with their consent records (admins). */
  'subscribers:import',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const ROLE_CAPABILITIES: Record<Role, readonly Capability[]> = {
  admin: CAPABILITIES,
  user: ['dashboard:read', 'content:write', 'inquiries:read', 'inquiries:export', 'inquiries:write'],
  viewer: ['dashboard:read', 'inquiries:read'],
};

export function can(user: { role: Role; permissions?: readonly string[] }, capability: Capability): boolean {
  return ROLE_CAPABILITIES[user.role].includes(capability) || (user.permissions ?? []).includes(capability);
}
