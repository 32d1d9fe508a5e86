import { CAPABILITIES, can, type AuthorProfile, type Capability, type User } from '@36x/common';
import type { Doc } from '../store/store';

/** A user document as stored in `users/<id>`. The password hash lives apart, in `credentials/<id>`. */
export interface UserRecord
  extends Record<string, unknown>, Omit<User, 'id' | 'mustChangePassword' | 'twoFactorEnabled' | 'profile'> {
  /** auth/two-factor.ts sets it with the secret (kept apart, in twoFactor/); the guards read it. */
  twoFactorEnabled?: boolean;
  /** An admin reset the password: only /api/auth/me, /api/auth/password and signing out answer until it changes. */
  mustChangePassword?: boolean;
  /** ADMIN-PUBLISH-7: the public author profile, if any. */
  profile?: Partial<AuthorProfile>;
}

/** `usernames/<key>` points at the user; written in the same batch as the user, so a name is taken exactly once. */
export interface UsernameRecord extends Record<string, unknown> {
  userId: string;
}

/**
 * The document id for a username: lower-cased (unique regardless of case), and every character other than a-z,
 * 0-9 and '-' percent-encoded, so that any name is a valid Firestore id ('.', '..', '/', '__x__' cannot occur).
 * Ordinary names stay readable: `usernames/admin`.
 */
export function usernameKey(username: string): string {
  const lower = username.trim().toLowerCase();
  let out = '';
  for (const ch of lower) {
    if (/[a-z0-9-]/.test(ch)) out += ch;
    else for (const b of Buffer.from(ch, 'utf8')) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The API's view of a user: an explicit pick, so nothing else stored on the document can ever leak. */
export function toUser(doc: Doc<UserRecord>): User {
  return {
    id: doc.id,
    username: doc.username,
    email: doc.email ?? '',
    role: doc.role,
    isActive: doc.isActive !== false,
    permissions: Array.isArray(doc.permissions) ? doc.permissions : [],
    lastLogin: doc.lastLogin ?? null,
    loginCount: typeof doc.loginCount === 'number' ? doc.loginCount : 0,
    mustChangePassword: doc.mustChangePassword === true,
    twoFactorEnabled: doc.twoFactorEnabled === true,
    profile: toProfile(doc.profile),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

export function capabilitiesOf(user: Pick<User, 'role' | 'permissions'>): Capability[] {
  return CAPABILITIES.filter((c) => can(user, c));
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A stored profile with its defaults: no name means no public profile. */
export function toProfile(p: Partial<AuthorProfile> | undefined): AuthorProfile {
  return { name: str(p?.name), slug: str(p?.slug), bio: str(p?.bio), photo: str(p?.photo) };
}
