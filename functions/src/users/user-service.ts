import {
  userCreateSchema,
  userPermissionsSchema,
  userStatusSchema,
  userUpdateSchema,
  type PasswordResetResponse,
  type Role,
  type User,
} from '@36x/common';
import { randomInt } from 'node:crypto';
import { activityOp } from '../activities/activity-service';
import { auditOp, changeSummary, recordAudit, type AuditBy } from '../audit/audit-service';
import { hashPassword, type CredentialRecord } from '../auth/passwords';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { sentFieldsOnly, validateBody } from '../http/validate';
import type { Identity } from '../identity/identity';
import {
  COLLECTIONS,
  StoreConflictError,
  type Doc,
  type Store,
  type StoreReader,
  type WriteOp,
} from '../store/store';
import { toUser, usernameKey, type UserRecord, type UsernameRecord } from './user-model';
import { getOr404 } from '../http/get-or-404';
import { listNewestFirst } from '../store/newest-first';

export const USER_NOT_FOUND = 'User not found';
export const USERNAME_TAKEN = 'That username is already taken';
export const LAST_ADMIN =
  'This is the last active admin. Make another user an active admin first, so the practice is never locked out.';

export async function listUsers(store: Store): Promise<User[]> {
  const docs = await listNewestFirst<UserRecord>(store, COLLECTIONS.users);
  return docs.map(toUser);
}

function getUserRecord(reader: StoreReader, id: string): Promise<Doc<UserRecord>> {
  return getOr404<UserRecord>(reader, COLLECTIONS.users, id, USER_NOT_FOUND);
}

/** A user without `isActive` (stored before it was always written) counts as active, as everywhere else. */
const isActiveAdmin = (u: { role: Role; isActive?: boolean }) => u.role === 'admin' && u.isActive !== false;

/**
 * Refuses a change that would leave no active admin (409). Called inside the Store transaction that makes the
 * change (with the target read in it), so two admins demoting, deactivating or deleting each other at the same
 * moment cannot both pass the check: SQLite runs the two one after the other; Firestore retries the loser, which
 * then sees the winner's change.
 */
async function assertNotLastAdmin(
  tx: StoreReader,
  target: Doc<UserRecord>,
  after: { role: Role; isActive: boolean } | null,
) {
  if (!isActiveAdmin(target) || (after !== null && isActiveAdmin(after))) return;
  const admins = await tx.list<UserRecord>(COLLECTIONS.users, { where: { role: 'admin' } });
  if (!admins.some((a) => a.id !== target.id && isActiveAdmin(a))) throw new ApiError(409, LAST_ADMIN);
}

/** Ends the user's sessions. The record is already changed, and it is read on every call, so a failure here
 * (for instance, a user who never signed in has no Auth account) does not reopen access; it is logged only. */
async function endSessions(
  identity: Identity,
  user: { id: string; role: Role; isActive: boolean },
  deleted = false,
) {
  try {
    await identity.revokeSessions(user.id, deleted ? undefined : { role: user.role });
  } catch (err) {
    const code = String((err as { code?: unknown }).code ?? '');
    if (code !== 'auth/user-not-found')
      console.warn(`Could not revoke sessions of user ${user.id}: ${code || 'error'}`);
  }
}

function mapConflict(err: unknown): never {
  if (err instanceof StoreConflictError)
    throw new ApiError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
  throw err;
}

/** A new account's fields, as the create schema and an accepted invitation give them. */
export interface NewUser {
  username: string;
  email: string;
  role: Role;
  isActive?: boolean;
  permissions?: string[];
}

/**
 * The writes that make an account: its username pointer (`create`, so a name is taken exactly once), the user, its
 * credential, the activity line and the audit entry. Shared by `createUser` (seed, `npm run create-admin`) and an
 * accepted invitation (invitation-service.ts).
 */
export function newUserWrites(
  store: Store,
  by: AuditBy,
  input: NewUser,
  credential: CredentialRecord,
  how = '',
): { id: string; data: UserRecord; writes: WriteOp[] } {
  const id = store.newId();
  const data: UserRecord = {
    username: input.username,
    email: input.email,
    role: input.role,
    // The schema's default (true) is not applied under strict validation: a body without isActive is active.
    isActive: input.isActive ?? true,
    permissions: [...new Set(input.permissions ?? [])],
    lastLogin: null,
    loginCount: 0,
    createdAt: credential.updatedAt,
    updatedAt: credential.updatedAt,
  };
  const writes: WriteOp[] = [
    {
      op: 'create',
      collection: COLLECTIONS.usernames,
      id: usernameKey(input.username),
      data: { userId: id } satisfies UsernameRecord,
    },
    { op: 'create', collection: COLLECTIONS.users, id, data },
    { op: 'create', collection: COLLECTIONS.credentials, id, data: credential },
    activityOp(store, 'other', 'created', `New user: ${input.username} (${input.role})`, by),
    auditOp(store, by, {
      type: 'user',
      action: 'created',
      targetId: id,
      target: input.username,
      summary: [
        `role: ${input.role}`,
        data.isActive ? 'active' : 'inactive',
        `permissions: ${data.permissions.join(', ') || 'none'}`,
        how,
      ]
        .filter(Boolean)
        .join('; '),
    }),
  ];
  return { id, data, writes };
}

/**
 * An account with a password chosen by whoever runs it: the demo seed and `npm run create-admin` (the first admin).
 * No API call reaches it: staff join by invitation and choose their own password (decision 057).
 */
export async function createUser(store: Store, by: AuditBy, body: unknown): Promise<User> {
  const input = validateBody(userCreateSchema, body);
  if (await store.get(COLLECTIONS.usernames, usernameKey(input.username)))
    throw new ApiError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
  const credential = await hashPassword(input.password, nowIso());
  const { id, data, writes } = newUserWrites(store, by, { ...input, role: input.role as Role }, credential);
  await store.batch(writes).catch(mapConflict);
  return toUser({ ...data, id });
}

const USER_FIELDS = ['username', 'email', 'role', 'isActive', 'permissions'] as const;

/** An admin's change to one user from a request body: the edit (PUT /api/users/{id}) and the status call. */
type UserChange = (store: Store, identity: Identity, by: AuditBy, id: string, body: unknown) => Promise<User>;

export const updateUser: UserChange = async (store, identity, by, id, body) => {
  await getUserRecord(store, id); // an unknown id answers 404 even with a bad body (checked again below)
  // No password here: only its owner sets one (invitation, own change); an admin may only reset it.
  const sent = sentFieldsOnly(validateBody(userUpdateSchema, body), body);
  const patch: Partial<UserRecord> = { ...(sent as Partial<UserRecord>), updatedAt: nowIso() };
  if (sent.permissions) patch.permissions = [...new Set(sent.permissions)];

  const { existing, next } = await store
    .transaction(async (tx) => {
      const existing = await getUserRecord(tx, id);
      const next = { ...existing, ...patch } as Doc<UserRecord>;
      await assertNotLastAdmin(tx, existing, { role: next.role, isActive: next.isActive !== false });

      const writes: WriteOp[] = [];
      const oldKey = usernameKey(existing.username);
      const newKey = usernameKey(next.username);
      if (newKey !== oldKey) {
        if (await tx.get(COLLECTIONS.usernames, newKey))
          throw new ApiError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
        writes.push(
          {
            op: 'create',
            collection: COLLECTIONS.usernames,
            id: newKey,
            data: { userId: id } satisfies UsernameRecord,
          },
          { op: 'delete', collection: COLLECTIONS.usernames, id: oldKey },
        );
      }
      writes.push({ op: 'update', collection: COLLECTIONS.users, id, data: patch });
      writes.push(
        activityOp(store, 'other', 'updated', `User updated: ${next.username}`, by),
        auditOp(store, by, {
          type: 'user',
          action: next.role !== existing.role ? 'role-changed' : 'updated',
          targetId: id,
          target: next.username,
          summary: changeSummary(existing, next, USER_FIELDS),
        }),
      );
      return { writes, result: { existing, next } };
    })
    .catch(mapConflict);

  if (next.role !== existing.role || (existing.isActive !== false && next.isActive === false))
    await endSessions(identity, { ...next, isActive: next.isActive !== false });
  return toUser(next);
};

export async function deleteUser(store: Store, identity: Identity, by: AuditBy, id: string): Promise<void> {
  const existing = await store.transaction(async (tx) => {
    const existing = await getUserRecord(tx, id);
    await assertNotLastAdmin(tx, existing, null);
    const writes: WriteOp[] = [
      { op: 'delete', collection: COLLECTIONS.users, id },
      { op: 'delete', collection: COLLECTIONS.usernames, id: usernameKey(existing.username) },
      { op: 'delete', collection: COLLECTIONS.credentials, id },
      activityOp(store, 'other', 'deleted', `User deleted: ${existing.username}`, by),
      auditOp(store, by, {
        type: 'user',
        action: 'deleted',
        targetId: id,
        target: existing.username,
        summary: `role was ${existing.role}`,
      }),
    ];
    return { writes, result: existing };
  });
  await endSessions(identity, toUser(existing), true);
}

export const setUserStatus: UserChange = async (store, identity, by, id, body) => {
  const { isActive } = validateBody(userStatusSchema, body);
  const { existing, next } = await store.transaction(async (tx) => {
    const existing = await getUserRecord(tx, id);
    await assertNotLastAdmin(tx, existing, { role: existing.role, isActive });
    const patch = { isActive, updatedAt: nowIso() };
    const writes: WriteOp[] = [
      { op: 'update', collection: COLLECTIONS.users, id, data: patch },
      activityOp(
        store,
        'other',
        isActive ? 'activated' : 'deactivated',
        `User ${isActive ? 'activated' : 'deactivated'}: ${existing.username}`,
        by,
      ),
      auditOp(store, by, {
        type: 'user',
        action: 'status-changed',
        targetId: id,
        target: existing.username,
        summary: changeSummary(existing, patch, ['isActive']),
      }),
    ];
    return { writes, result: { existing, next: { ...existing, ...patch } } };
  });
  if (!isActive && existing.isActive !== false) await endSessions(identity, next);
  return toUser(next);
};
export async function setUserPermissions(
  store: Store,
  by: AuditBy,
  id: string,
  body: unknown,
): Promise<User> {
  const { permissions } = validateBody(userPermissionsSchema, body);
  const existing = await getUserRecord(store, id);
  const patch = { permissions: [...new Set(permissions)], updatedAt: nowIso() };
  await store.batch([
    { op: 'update', collection: COLLECTIONS.users, id, data: patch },
    activityOp(store, 'other', 'permissions changed', `Permissions changed: ${existing.username}`, by),
    auditOp(store, by, {
      type: 'user',
      action: 'permissions-changed',
      targetId: id,
      target: existing.username,
      summary: changeSummary(existing, patch, ['permissions']),
    }),
  ]);
  return toUser({ ...existing, ...patch });
}

/** Letters and digits that cannot be mistaken for one another when read out (no 0/O, 1/l/I). */
const ONE_TIME_ALPHABET = 'abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY34679';

/** A one-time password: 3 groups of 4 from 49 signs (about 67 bits), e.g. `k7Qm-xT4p-Ra9c`. */
export function oneTimePassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

/**
 * POST /api/users/{id}/password-reset (admins): a new one-time password, answered once and stored only as its hash.
 * The user must replace it at the next sign-in (mustChangePassword), and every session they had ends now.
 */
export async function resetPassword(
  store: Store,
  identity: Identity,
  by: AuditBy,
  id: string,
): Promise<PasswordResetResponse> {
  const existing = await getUserRecord(store, id);
  const temporaryPassword = oneTimePassword();
  const now = nowIso();
  const credential = await hashPassword(temporaryPassword, now);
  await store.batch([
    { op: 'set', collection: COLLECTIONS.credentials, id, data: credential },
    { op: 'update', collection: COLLECTIONS.users, id, data: { mustChangePassword: true, updatedAt: now } },
    auditOp(store, by, {
      type: 'session',
      action: 'password-reset',
      targetId: id,
      target: existing.username,
      summary: 'one-time password issued; must change at next sign-in; sessions ended',
    }),
  ]);
  await endSessions(identity, toUser(existing));
  return { temporaryPassword };
}

/** POST /api/users/{id}/sessions/end (admins): signs the user out everywhere, at their next call. */
export async function endUserSessions(
  store: Store,
  identity: Identity,
  by: AuditBy,
  id: string,
): Promise<void> {
  const existing = await getUserRecord(store, id);
  await identity.revokeSessions(id, { role: existing.role }).catch((err: unknown) => {
    if (String((err as { code?: unknown }).code ?? '') !== 'auth/user-not-found') throw err;
  });
  await recordAudit(store, by, {
    type: 'session',
    action: 'sessions-ended',
    targetId: id,
    target: existing.username,
    summary: 'signed out everywhere by an admin',
  });
}
