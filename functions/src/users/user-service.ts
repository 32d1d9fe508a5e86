import {
  userCreateSchema,
  userPermissionsSchema,
  userStatusSchema,
  userUpdateSchema,
  type Role,
  type User,
} from '@36x/common';
import { activityOp } from '../activities/activity-service';
import { hashPassword } from '../auth/passwords';
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

export const USER_NOT_FOUND = 'User not found';
export const USERNAME_TAKEN = 'That username is already taken';
export const LAST_ADMIN =
  'This is the last active admin. Make another user an active admin first, so the practice is never locked out.';

export async function listUsers(store: Store): Promise<User[]> {
  const docs = await store.list<UserRecord>(COLLECTIONS.users, {
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  return docs.map(toUser);
}

async function getUserRecord(reader: StoreReader, id: string): Promise<Doc<UserRecord>> {
  const d = await reader.get<UserRecord>(COLLECTIONS.users, id);
  if (!d) throw new ApiError(404, USER_NOT_FOUND);
  return d;
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

export async function createUser(store: Store, body: unknown): Promise<User> {
  const input = validateBody(userCreateSchema, body);
  const key = usernameKey(input.username);
  if (await store.get(COLLECTIONS.usernames, key))
    throw new ApiError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
  const now = nowIso();
  const id = store.newId();
  const data: UserRecord = {
    username: input.username,
    email: input.email,
    role: input.role as Role,
    // The schema's default (true) is not applied under strict validation: a body without isActive is active.
    isActive: input.isActive ?? true,
    permissions: [...new Set(input.permissions)],
    lastLogin: null,
    loginCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  const credential = await hashPassword(input.password, now);
  await store
    .batch([
      {
        op: 'create',
        collection: COLLECTIONS.usernames,
        id: key,
        data: { userId: id } satisfies UsernameRecord,
      },
      { op: 'create', collection: COLLECTIONS.users, id, data },
      { op: 'create', collection: COLLECTIONS.credentials, id, data: credential },
      activityOp(store, 'other', 'created', `New user: ${input.username} (${input.role})`),
    ])
    .catch(mapConflict);
  return toUser({ ...data, id });
}

export async function updateUser(store: Store, identity: Identity, id: string, body: unknown): Promise<User> {
  await getUserRecord(store, id); // an unknown id answers 404 even with a bad body (checked again below)
  const { password, ...sent } = sentFieldsOnly(validateBody(userUpdateSchema, body), body);
  const patch: Partial<UserRecord> = { ...(sent as Partial<UserRecord>), updatedAt: nowIso() };
  if (sent.permissions) patch.permissions = [...new Set(sent.permissions)];
  // Hashing is slow: before the transaction, which must only read and decide.
  const credential = password ? await hashPassword(password, patch.updatedAt!) : null;

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
      if (credential) writes.push({ op: 'set', collection: COLLECTIONS.credentials, id, data: credential });
      writes.push(activityOp(store, 'other', 'updated', `User updated: ${next.username}`));
      return { writes, result: { existing, next } };
    })
    .catch(mapConflict);

  if (next.role !== existing.role || (existing.isActive !== false && next.isActive === false))
    await endSessions(identity, { ...next, isActive: next.isActive !== false });
  return toUser(next);
}

export async function deleteUser(store: Store, identity: Identity, id: string): Promise<void> {
  const existing = await store.transaction(async (tx) => {
    const existing = await getUserRecord(tx, id);
    await assertNotLastAdmin(tx, existing, null);
    const writes: WriteOp[] = [
      { op: 'delete', collection: COLLECTIONS.users, id },
      { op: 'delete', collection: COLLECTIONS.usernames, id: usernameKey(existing.username) },
      { op: 'delete', collection: COLLECTIONS.credentials, id },
      activityOp(store, 'other', 'deleted', `User deleted: ${existing.username}`),
    ];
    return { writes, result: existing };
  });
  await endSessions(identity, toUser(existing), true);
}

export async function setUserStatus(
  store: Store,
  identity: Identity,
  id: string,
  body: unknown,
): Promise<User> {
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
      ),
    ];
    return { writes, result: { existing, next: { ...existing, ...patch } } };
  });
  if (!isActive && existing.isActive !== false) await endSessions(identity, next);
  return toUser(next);
}
export async function setUserPermissions(store: Store, id: string, body: unknown): Promise<User> {
  const { permissions } = validateBody(userPermissionsSchema, body);
  const existing = await getUserRecord(store, id);
  const patch = { permissions: [...new Set(permissions)], updatedAt: nowIso() };
  await store.batch([
    { op: 'update', collection: COLLECTIONS.users, id, data: patch },
    activityOp(store, 'other', 'permissions changed', `Permissions changed: ${existing.username}`),
  ]);
  return toUser({ ...existing, ...patch });
}
