import { describe, expect, it } from 'vitest';
import { API } from '@36x/common';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, hasAuthEmulator, sleep, VALID } from './harness';

describe.skipIf(!hasAuthEmulator)('users: uniqueness, last admin, sessions', () => {
  const { h, t } = apiForSuite();

  const create = (body: Record<string, unknown>) => h.addStaff({ ...VALID.user(), ...body });

  it('when a username differs from an existing one only in case, then it is refused with 409 and nothing is written', async () => {
    expect((await create({ username: 'Ravi.K', password: 'first-pass-2026' })).status).toBe(201);
    const before = await h.snapshot();
    const dup = await create({ username: 'ravi.k', password: 'other-pass-2026' });
    expect(dup.status).toBe(409);
    expect(dup.json).toEqual({
      message: 'That username is already taken',
      errors: { username: 'That username is already taken' },
    });
    expect(await h.snapshot()).toEqual(before);
  });

  it('when a password starts or ends with a space, then create refuses it with a clear message and writes nothing', async () => {
    const before = await h.snapshot();
    const created = await create({ username: 'spaced-pass', password: ' spaced-pass-2026 ' });
    expect(created.status).toBe(400);
    expect(created.json.errors.password).toBe('Password cannot start or end with a space');
    expect(await h.snapshot()).toEqual(before);
    expect((await create({ username: 'inner-space', password: 'inner space 2026' })).status).toBe(201);
    // The password with an inner space, as typed, signs in.
    expect((await h.login('inner-space', 'inner space 2026')).status).toBe(200);
  });

  it('when users are listed, then they come newest first and never carry a password or hash', async () => {
    const r = await h.request('GET', API.users, { token: t.admin });
    expect(r.status).toBe(200);
    const times = r.json.map((u: { createdAt: string }) => u.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // The one flag that names passwords (the reset's must-change) is a yes/no, not a secret.
    expect(r.text.replace(/"mustChangePassword":(true|false)/g, '')).not.toMatch(/password|hash|salt/i);
  });

  it('when a user is renamed, then the old name is free and the new one taken; the password keeps working', async () => {
    const c = await create({ username: 'rename-me', password: 'keep-this-pass', role: 'user' });
    const id = c.json.id;
    const put = await h.request('PUT', API.user(id), {
      token: t.admin,
      json: {
        username: 'Renamed',
        email: 'renamed@example.com',
        role: 'user',
        isActive: true,
        permissions: [],
      },
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ username: 'Renamed', email: 'renamed@example.com' });
    expect(await h.store.get(COLLECTIONS.usernames, 'rename-me')).toBeNull();
    expect(await h.store.get(COLLECTIONS.usernames, 'renamed')).toEqual({ id: 'renamed', userId: id });
    expect((await h.login('renamed', 'keep-this-pass')).status).toBe(200);
    expect((await create({ username: 'RENAMED' })).status).toBe(409);
    expect((await create({ username: 'rename-me' })).status).toBe(201);
  });

  it('when an admin sends a password with an edit, or creates a user with one, then it is refused and the old password still signs in', async () => {
    const c = await create({ username: 'pw-change', password: 'old-password-2026' });
    const before = await h.snapshot();
    const put = await h.request('PUT', API.user(c.json.id), {
      token: t.admin,
      json: { username: 'pw-change', password: 'new-password-2026' },
    });
    expect(put.status).toBe(400);
    expect(put.json.message).toBe('Unknown field: password');
    const post = await h.request('POST', API.users, { token: t.admin, json: VALID.user() });
    expect(post.status).toBe(405);
    expect(await h.snapshot()).toEqual(before);
    expect((await h.login('pw-change', 'old-password-2026')).status).toBe(200);
  });

  it('when an edit omits role and isActive, then they keep their stored values (a PUT never promotes by default)', async () => {
    const c = await create({ username: 'keeps-role', role: 'viewer', isActive: false });
    const put = await h.request('PUT', API.user(c.json.id), {
      token: t.admin,
      json: { username: 'keeps-role', email: 'k@example.com' },
    });
    expect(put.json).toMatchObject({ role: 'viewer', isActive: false, email: 'k@example.com' });
  });

  it('when the last active admin would be deleted, deactivated or demoted, then each answers 409 and nothing changes', async () => {
    const me = await h.request('GET', API.me, { token: t.admin });
    const id = me.json.id;
    const before = await h.snapshot();
    const attempts = [
      await h.request('DELETE', API.user(id), { token: t.admin }),
      await h.request('PUT', API.userStatus(id), { token: t.admin, json: { isActive: false } }),
      await h.request('PUT', API.user(id), { token: t.admin, json: { username: 'admin', role: 'user' } }),
      await h.request('PUT', API.user(id), { token: t.admin, json: { username: 'admin', isActive: false } }),
    ];
    for (const r of attempts) {
      expect(r.status).toBe(409);
      expect(r.json.message).toMatch(/last active admin/);
    }
    expect(await h.snapshot()).toEqual(before);
  });

  it('when another active admin exists, then an admin may be demoted; an inactive admin does not count', async () => {
    const other = await create({
      username: 'second-admin',
      password: 'second-pass-2026',
      role: 'admin',
      isActive: false,
    });
    const me = (await h.request('GET', API.me, { token: t.admin })).json;
    // The other admin is inactive: still the last active admin.
    expect(
      (await h.request('PUT', API.userStatus(me.id), { token: t.admin, json: { isActive: false } })).status,
    ).toBe(409);
    expect(
      (await h.request('PUT', API.userStatus(other.json.id), { token: t.admin, json: { isActive: true } }))
        .status,
    ).toBe(200);
    const second = (await h.signIn('second-admin', 'second-pass-2026')).idToken;
    // Now the second admin demotes and restores the first.
    expect(
      (
        await h.request('PUT', API.user(me.id), {
          token: second,
          json: { username: 'admin', role: 'viewer' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await h.request('PUT', API.user(me.id), { token: second, json: { username: 'admin', role: 'admin' } }))
        .status,
    ).toBe(200);
    t.admin = (await h.signIn('admin', '36x-demo-admin')).idToken; // the role change ended the old session
  });

  it('when a role changes, then the next call is judged by the record at once, whatever the token claims say', async () => {
    const c = await create({ username: 'promote-me', password: 'promote-pass', role: 'admin' });
    const { idToken } = await h.signIn('promote-me', 'promote-pass');
    expect((await h.request('GET', API.users, { token: idToken })).status).toBe(200);
    // Change the record directly: the token still says admin, the record says viewer.
    await h.store.update(COLLECTIONS.users, c.json.id, { role: 'viewer' });
    expect((await h.request('GET', API.users, { token: idToken })).status).toBe(403);
    expect((await h.request('GET', API.contacts, { token: idToken })).status).toBe(200);
  });

  it('when permissions are granted, then they add capabilities to the role at once', async () => {
    const c = await create({ username: 'viewer-plus', password: 'viewer-pass-2026', role: 'viewer' });
    const { idToken } = await h.signIn('viewer-plus', 'viewer-pass-2026');
    expect((await h.request('GET', API.exportContacts, { token: idToken })).status).toBe(403);
    const p = await h.request('PUT', API.userPermissions(c.json.id), {
      token: t.admin,
      json: { permissions: ['inquiries:export'] },
    });
    expect(p.json.permissions).toEqual(['inquiries:export']);
    expect((await h.request('GET', API.exportContacts, { token: idToken })).status).toBe(200);
  });

  describe('sessions end when a user is deactivated, deleted or changes role', () => {
    const cases = [
      [
        'deactivated',
        (id: string) => h.request('PUT', API.userStatus(id), { token: t.admin, json: { isActive: false } }),
      ],
      ['deleted', (id: string) => h.request('DELETE', API.user(id), { token: t.admin })],
      [
        'given another role',
        (id: string) =>
          h.request('PUT', API.user(id), {
            token: t.admin,
            json: { username: `role-${id}`.toLowerCase(), role: 'viewer' },
          }),
      ],
    ] as const;

    it.each(cases)('when a signed-in user is %s, then their token is refused with 401', async (what, act) => {
      const username = `session-${what.replace(/\s/g, '-')}`;
      const c = await create({ username, password: 'session-pass', role: 'user' });
      const { idToken } = await h.signIn(username, 'session-pass');
      expect((await h.request('GET', API.me, { token: idToken })).status).toBe(200);
      await sleep(1100); // revocation has one-second granularity: the token must be older than it
      expect([200, 204]).toContain((await act(c.json.id)).status);
      const after = await h.request('GET', API.me, { token: idToken });
      expect(after.status).toBe(401);
      expect(after.json.message).toBe('Your session has ended. Please sign in again.');
    });

    it('when a deleted user tries to sign in again, then it is refused and their name is free', async () => {
      const c = await create({ username: 'gone-user', password: 'gone-pass-2026' });
      expect((await h.request('DELETE', API.user(c.json.id), { token: t.admin })).status).toBe(204);
      expect(await h.store.get(COLLECTIONS.credentials, c.json.id)).toBeNull();
      expect((await h.login('gone-user', 'gone-pass-2026')).status).toBe(401);
      expect((await create({ username: 'gone-user' })).status).toBe(201);
    });
  });

  it('when a user changes, then an activity is recorded without any password', async () => {
    await create({ username: 'activity-user', password: 'activity-secret' });
    const acts = await h.request('GET', API.activities, { token: t.admin });
    expect(acts.json[0]).toMatchObject({
      type: 'other',
      action: 'created',
      title: 'New user: activity-user (viewer)',
    });
    expect(acts.text).not.toContain('activity-secret');
  });
});
