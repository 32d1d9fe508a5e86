import type { Role } from './constants';

/** Capabilities (ARCHITECTURE §5). A user's permissions strings add to the role's defaults. */
export const CAPABILITIES = [
  'dashboard:read',
  'content:write',
  'inquiries:read',
  'inquiries:export',
  'users:manage',
  'taxRules:manage',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const ROLE_CAPABILITIES: Record<Role, readonly Capability[]> = {
  admin: CAPABILITIES,
  user: ['dashboard:read', 'content:write', 'inquiries:read', 'inquiries:export'],
  viewer: ['dashboard:read', 'inquiries:read'],
};

export function can(user: { role: Role; permissions?: readonly string[] }, capability: Capability): boolean {
  return ROLE_CAPABILITIES[user.role].includes(capability) || (user.permissions ?? []).includes(capability);
}
