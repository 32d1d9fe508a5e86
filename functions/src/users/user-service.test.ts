import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import type { Identity } from '../identity/identity';
import type { AuditBy } from '../audit/audit-service';
import { useTempSqliteStore } from '../api-tests/temp-sqlite-store';
import { COLLECTIONS } from '../store/store';
import type { UserRecord } from './user-model';
import type { User } from '@36x/common';
import { LAST_ADMIN, createUser, deleteUser, setUserStatus, updateUser } from './user-service';

/** Sessions are not what these tests are about (the API tests cover them on the Auth emulator). */
const identity: Identity = {
  createCustomToken: async () => 'token',
  verifyIdToken: async () => ({ uid: 'nobody' }),
  revokeSessions: async () => {},
};

const temp = useTempSqliteStore('user-service-');

/** The admin acting in these tests, as the audit log records them. */
const by: AuditBy = { actorId: 'root', actorName: 'root', address: '192.0.2.1' };

const admin = (username: string) =>
  createUser(temp.store, by, {
    username,
    email: `${username}@36x.example`,
    password: 'a-long-password',
    role: 'admin',
  });

const activeAdmins = async () =>
  (await temp.store.list<UserRecord>(COLLECTIONS.users, { where: { role: 'admin', isActive: true } })).length;

/** Both calls start before either finishes, as two admins pressing at the same moment. */
async function both(a: () => Promise<unknown>, b: () => Promise<unknown>) {
  return Promise.allSettled([a(), b()]);
}

const refusedAsLastAdmin = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' &&
  r.reason instanceof ApiError &&
  r.reason.status === 409 &&
  r.reason.message === LAST_ADMIN;

describe('the last active admin, under concurrent changes', () => {
  it.each([
    [
      'deactivate each other',
      (u: User) => setUserStatus(temp.store, identity, by, u.id, { isActive: false }),
    ],
    [
      'demote each other',
      (u: User) => updateUser(temp.store, identity, by, u.id, { username: u.username, role: 'user' }),
    ],
    ['delete each other', (u: User) => deleteUser(temp.store, identity, by, u.id)],
  ])('when two admins %s at once, then exactly one change goes through', async (_, change) => {
    const [a, b] = [await admin('asha'), await admin('ravi')];
    const results = await both(
      () => change(a),
      () => change(b),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter(refusedAsLastAdmin)).toHaveLength(1);
    expect(await activeAdmins()).toBe(1);
  });

  it('when one admin is demoted while the other is deleted, then one admin is left', async () => {
    const [a, b] = [await admin('asha'), await admin('ravi')];
    const results = await both(
      () => updateUser(temp.store, identity, by, a.id, { username: 'asha', role: 'viewer' }),
      () => deleteUser(temp.store, identity, by, b.id),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await activeAdmins()).toBe(1);
  });

  it('when a third admin exists, then both changes go through', async () => {
    const [a, b] = [await admin('asha'), await admin('ravi')];
    await admin('meera');
    const results = await both(
      () => setUserStatus(temp.store, identity, by, a.id, { isActive: false }),
      () => updateUser(temp.store, identity, by, b.id, { username: 'ravi', role: 'user' }),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await activeAdmins()).toBe(1);
  });

  it('when the only admin is demoted, deactivated or deleted, then it is refused with 409 and nothing changes', async () => {
    const a = await admin('asha');
    for (const change of [
      () => updateUser(temp.store, identity, by, a.id, { username: 'asha', role: 'user' }),
      () => updateUser(temp.store, identity, by, a.id, { username: 'asha', isActive: false }),
      () => setUserStatus(temp.store, identity, by, a.id, { isActive: false }),
      () => deleteUser(temp.store, identity, by, a.id),
    ]) {
      await expect(change()).rejects.toMatchObject({ status: 409, message: LAST_ADMIN });
    }
    expect(await temp.store.get(COLLECTIONS.users, a.id)).toMatchObject({ role: 'admin', isActive: true });
  });
});
