import { describe, expect, it } from 'vitest';
import { API, type AuditEntry } from '@36x/common';
import { signInWithCustomToken } from '../identity/auth-emulator';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, hasAuthEmulator, sleep, VALID } from './harness';

/** Passwords and sessions (ADMIN-ACCOUNT): change one's own, an admin's one-time reset, ending sessions, idle timeout. */
describe.skipIf(!hasAuthEmulator)('accounts: passwords and sessions', () => {
  const { h, t } = apiForSuite();

  /** A fresh staff member of the role, so ending their sessions spoils no other test. */
  async function staff(role: 'admin' | 'user' | 'viewer', password = 'first-pass-1') {
    const body = { ...VALID.user(), role, password };
    const r = await h.addStaff(body);
    expect(r.status).toBe(201);
    const { idToken } = await h.signIn(body.username, password);
    return { id: r.json.id as string, username: body.username, token: idToken };
  }
  const lastAudit = async (type: string) => {
    const r = await h.request('GET', `${API.auditLog}?type=${type}&limit=1`, { token: t.admin });
    return r.json.entries[0] as AuditEntry;
  };
  /** Everything but the audit log and the sign-in lock's counters, which a refused attempt rightly writes. */
  const dataSnapshot = async () => {
    const all = await h.snapshot();
    delete all[COLLECTIONS.auditLog];
    delete all[COLLECTIONS.loginAttempts];
    return all;
  };

  it.each(['admin', 'user', 'viewer'] as const)(
    'when a %s changes their own password with the current one, then only the new one signs in and their other sessions end',
    async (role) => {
      const me = await staff(role);
      const other = (await h.signIn(me.username, 'first-pass-1')).idToken; // another browser
      await sleep(1100); // revocation has one-second granularity: the tokens must be older than it
      const r = await h.request('POST', API.changePassword, {
        token: me.token,
        json: { currentPassword: 'first-pass-1', newPassword: 'second-pass-2' },
      });
      expect(r.status, r.text).toBe(200);
      // The answer signs this browser straight back in.
      const { idToken } = await signInWithCustomToken(r.json.token);
      expect((await h.request('GET', API.me, { token: idToken })).status).toBe(200);
      expect((await h.request('GET', API.me, { token: other })).status).toBe(401);
      expect((await h.login(me.username, 'first-pass-1')).status).toBe(401);
      expect((await h.login(me.username, 'second-pass-2')).status).toBe(200);
      expect(await lastAudit('session')).toMatchObject({
        actorId: me.id,
        action: 'password-changed',
        summary: 'own password changed',
      });
    },
  );

  it.each([
    [
      { currentPassword: 'wrong-pass-0', newPassword: 'second-pass-2' },
      'currentPassword',
      'Current password is incorrect',
    ],
    [{ newPassword: 'second-pass-2' }, 'currentPassword', 'Current password is required'],
    [
      { currentPassword: 'first-pass-1', newPassword: '12345' },
      'newPassword',
      'Password must be at least 12 characters',
    ],
    [
      { currentPassword: 'first-pass-1', newPassword: 'first-pass-1' },
      'newPassword',
      'Choose a password different from the current one',
    ],
    [
      { currentPassword: 'first-pass-1', newPassword: ' spaced-pass ' },
      'newPassword',
      'Password cannot start or end with a space',
    ],
    [
      { currentPassword: 'first-pass-1', newPassword: 'second-pass-2', role: 'admin' },
      'body',
      'Unknown field: role',
    ],
  ])('when the change is %j, then it answers 400 on %s and changes nothing', async (body, field, message) => {
    const me = await staff('viewer');
    const before = await dataSnapshot();
    const r = await h.request('POST', API.changePassword, { token: me.token, json: body });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
    if (field !== 'body') expect(r.json.errors[field]).toBe(message);
    expect(await dataSnapshot()).toEqual(before);
    // The session is not ended by a refused change (a 401 would sign the person out).
    expect((await h.request('GET', API.me, { token: me.token })).status).toBe(200);
  });

  it('when the current password is guessed wrong five times, then the change is locked like sign-in (429)', async () => {
    const me = await staff('user');
    for (let i = 0; i < 5; i++) {
      const r = await h.request('POST', API.changePassword, {
        token: me.token,
        json: { currentPassword: `guess-${i}-pass`, newPassword: 'second-pass-2' },
      });
      expect(r.status).toBe(400);
    }
    const locked = await h.request('POST', API.changePassword, {
      token: me.token,
      json: { currentPassword: 'first-pass-1', newPassword: 'second-pass-2' },
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('when an admin resets a password, then the old sessions and password end, and the one-time password opens only the change', async () => {
    const editor = await staff('user');
    await sleep(1100);
    const reset = await h.request('POST', API.userPasswordReset(editor.id), { token: t.admin });
    expect(reset.status).toBe(200);
    const { temporaryPassword } = reset.json;
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
    expect(await lastAudit('session')).toMatchObject({
      actorName: 'admin',
      action: 'password-reset',
      target: editor.username,
    });
    expect(JSON.stringify(await h.store.list(COLLECTIONS.auditLog))).not.toContain(temporaryPassword);

    expect((await h.request('GET', API.me, { token: editor.token })).status).toBe(401);
    expect((await h.login(editor.username, 'first-pass-1')).status).toBe(401);
    const login = await h.login(editor.username, temporaryPassword);
    expect(login.status).toBe(200);
    expect(login.json.user.mustChangePassword).toBe(true);
    const { idToken } = await signInWithCustomToken(login.json.token);

    const me = await h.request('GET', API.me, { token: idToken });
    expect(me.status).toBe(200);
    expect(me.json.mustChangePassword).toBe(true);
    for (const [method, path] of [
      ['GET', API.contacts],
      ['GET', API.activities],
      ['POST', API.blogs],
      ['GET', API.exportContacts],
    ] as const) {
      const r = await h.request(method, path, {
        token: idToken,
        ...(method === 'POST' ? { json: VALID.blog() } : {}),
      });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.json.message).toBe('Please change your one-time password before continuing');
    }
    // Public reads treat the caller as a visitor (no drafts).
    const blogs = await h.request('GET', API.blogs, { token: idToken });
    expect(blogs.json.every((b: { status: string }) => b.status === 'published')).toBe(true);

    const changed = await h.request('POST', API.changePassword, {
      token: idToken,
      json: { currentPassword: temporaryPassword, newPassword: 'my-own-pass-3' },
    });
    expect(changed.status).toBe(200);
    const fresh = (await signInWithCustomToken(changed.json.token)).idToken;
    const after = await h.request('GET', API.me, { token: fresh });
    expect(after.json.mustChangePassword).toBe(false);
    expect((await h.request('GET', API.contacts, { token: fresh })).status).toBe(200);
    expect((await h.login(editor.username, temporaryPassword)).status).toBe(401);
    expect(await lastAudit('session')).toMatchObject({
      action: 'password-changed',
      summary: 'one-time password replaced',
    });
  });

  it('when a reset names an unknown user, then it answers 404 and writes nothing', async () => {
    const before = await h.snapshot();
    expect(
      (await h.request('POST', API.userPasswordReset('noSuchUser0000000000'), { token: t.admin })).status,
    ).toBe(404);
    expect(
      (await h.request('POST', API.userSessionsEnd('noSuchUser0000000000'), { token: t.admin })).status,
    ).toBe(404);
    expect(await h.snapshot()).toEqual(before);
  });

  it('when a staff member signs out everywhere, then every session of theirs ends and they can sign in again', async () => {
    const me = await staff('viewer');
    const other = (await h.signIn(me.username, 'first-pass-1')).idToken;
    await sleep(1100);
    expect((await h.request('POST', API.signOutEverywhere, { token: me.token })).status).toBe(204);
    expect((await h.request('GET', API.me, { token: me.token })).status).toBe(401);
    expect((await h.request('GET', API.me, { token: other })).status).toBe(401);
    expect((await h.login(me.username, 'first-pass-1')).status).toBe(200);
    expect(await lastAudit('session')).toMatchObject({ actorId: me.id, action: 'signed-out-everywhere' });
    expect((await h.request('POST', API.signOutEverywhere)).status).toBe(401);
  });

  it("when an admin ends a user's sessions, then that user's next call answers 401", async () => {
    const editor = await staff('user');
    await sleep(1100);
    expect((await h.request('POST', API.userSessionsEnd(editor.id), { token: t.admin })).status).toBe(204);
    expect((await h.request('GET', API.contacts, { token: editor.token })).status).toBe(401);
    expect(await lastAudit('session')).toMatchObject({ action: 'sessions-ended', target: editor.username });
  });

  it('when the idle timeout is set, then staff read it in their me call; bad values answer 400 and change nothing', async () => {
    const viewer = await staff('viewer');
    expect((await h.request('GET', API.me, { token: viewer.token })).json.idleTimeoutMinutes).toBe(30);
    for (const [value, message] of [
      [4, 'Idle timeout must be at least 5 minutes'],
      [481, 'Idle timeout must be at most 480 minutes (8 hours)'],
      [30.5, 'Idle timeout must be a whole number of minutes'],
      ['45', 'Idle timeout must be a whole number of minutes'],
    ] as const) {
      const before = await h.snapshot();
      const r = await h.request('PUT', API.securitySettings, {
        token: t.admin,
        json: { idleTimeoutMinutes: value },
      });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe(message);
      expect(await h.snapshot()).toEqual(before);
    }
    const ok = await h.request('PUT', API.securitySettings, {
      token: t.admin,
      json: { idleTimeoutMinutes: 45 },
    });
    expect(ok.json).toEqual({ idleTimeoutMinutes: 45, requireTwoFactor: false });
    expect((await h.request('GET', API.me, { token: viewer.token })).json.idleTimeoutMinutes).toBe(45);
    expect(await lastAudit('settings')).toMatchObject({ summary: 'idleTimeoutMinutes: 30 → 45' });
  });

  it('when login history is asked for one user, then only their sign-ins come, newest first; a bad filter answers 400', async () => {
    const me = await staff('viewer');
    await h.login(me.username, 'first-pass-1', { headers: { 'User-Agent': 'Test Browser 2' } });
    const r = await h.request('GET', `${API.loginHistory}?userId=${me.id}`, { token: t.admin });
    expect(r.status).toBe(200);
    expect(r.json.map((e: { username: string; userAgent: string }) => [e.username, e.userAgent])).toEqual([
      [me.username, 'Test Browser 2'],
      [me.username, 'node'],
    ]);
    expect((await h.request('GET', `${API.loginHistory}?userId=a/b`, { token: t.admin })).status).toBe(400);
    expect((await h.request('GET', `${API.loginHistory}?user=x`, { token: t.admin })).status).toBe(400);
  });
});
