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
import { COLLECTIONS, StoreConflictError, type Doc, type Store, type WriteOp } from '../store/store';
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

async function getUserRecord(store: Store, id: string): Promise<Doc<UserRecord>> {
  const d = await store.get<UserRecord>(COLLECTIONS.users, id);
  if (!d) throw new ApiError(404, USER_NOT_FOUND);
  return d;
}

/**
 * Refuses a change that would leave no active admin (409). It checks the others as stored at this moment; two
 * admins demoting each other in the same instant could still race (the Store port has no transactions), which a
 * practice with a handful of staff can live with: `npm run create-admin` restores an admin.
 */
async function assertNotLastAdmin(
  store: Store,
  target: Doc<UserRecord>,
  after: { role: Role; isActive: boolean } | null,
) {
  const isActiveAdmin = target.role === 'admin' && target.isActive !== false;
  const staysActiveAdmin = after !== null && after.role === 'admin' && after.isActive;
  if (!isActiveAdmin || staysActiveAdmin) return;
  const admins = await store.list<UserRecord>(COLLECTIONS.users, {
    where: { role: 'admin', isActive: true },
  });
  if (!admins.some((a) => a.id !== target.id)) throw new ApiError(409, LAST_ADMIN);
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
    isActive: input.isActive,
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
  const existing = await getUserRecord(store, id);
  const { password, ...sent } = sentFieldsOnly(validateBody(userUpdateSchema, body), body);
  const patch: Partial<UserRecord> = { ...(sent as Partial<UserRecord>), updatedAt: nowIso() };
  if (sent.permissions) patch.permissions = [...new Set(sent.permissions)];
  const next = { ...existing, ...patch } as Doc<UserRecord>;
  await assertNotLastAdmin(store, existing, { role: next.role, isActive: next.isActive });

  const ops: WriteOp[] = [];
  const oldKey = usernameKey(existing.username);
  const newKey = usernameKey(next.username);
  if (newKey !== oldKey) {
    if (await store.get(COLLECTIONS.usernames, newKey))
      throw new ApiError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
    ops.push(
      {
        op: 'create',
        collection: COLLECTIONS.usernames,
        id: newKey,
        data: { userId: id } satisfies UsernameRecord,
      },
      { op: 'delete', collection: COLLECTIONS.usernames, id: oldKey },
    );
  }
  ops.push({ op: 'update', collection: COLLECTIONS.users, id, data: patch });
  if (password)
    ops.push({
      op: 'set',
      collection: COLLECTIONS.credentials,
      id,
      data: await hashPassword(password, patch.updatedAt!),
    });
  ops.push(activityOp(store, 'other', 'updated', `User updated: ${next.username}`));
  await store.batch(ops).catch(mapConflict);

  if (next.role !== existing.role || (existing.isActive !== false && !next.isActive))
    await endSessions(identity, next);
  return toUser(next);
}

export async function deleteUser(store: Store, identity: Identity, id: string): Promise<void> {
  const existing = await getUserRecord(store, id);
  await assertNotLastAdmin(store, existing, null);
  await store.batch([
    { op: 'delete', collection: COLLECTIONS.users, id },
    { op: 'delete', collection: COLLECTIONS.usernames, id: usernameKey(existing.username) },
    { op: 'delete', collection: COLLECTIONS.credentials, id },
    activityOp(store, 'other', 'deleted', `User deleted: ${existing.username}`),
  ]);
  await endSessions(identity, toUser(existing), true);
}

export async function setUserStatus(
  store: Store,
  identity: Identity,
  id: string,
  body: unknown,
): Promise<User> {
  const { isActive } = validateBody(userStatusSchema, body);
  const existing = await getUserRecord(store, id);
  await assertNotLastAdmin(store, existing, { role: existing.role, isActive });
  const patch = { isActive, updatedAt: nowIso() };
  await store.batch([
    { op: 'update', collection: COLLECTIONS.users, id, data: patch },
    activityOp(
      store,
      'other',
      isActive ? 'activated' : 'deactivated',
      `User ${isActive ? 'activated' : 'deactivated'}: ${existing.username}`,
    ),
  ]);
  const next = { ...existing, ...patch };
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
