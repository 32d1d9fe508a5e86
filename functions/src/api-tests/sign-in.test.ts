import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@36x/common';
import { decodeTokenClaims, signInWithCustomToken } from '../identity/auth-emulator';
import { COLLECTIONS } from '../store/store';
import { DEMO, fromAddress, hasAuthEmulator, startApi, VALID, type Harness } from './harness';

const MIN = 60 * 1000;

describe.skipIf(!hasAuthEmulator)('sign-in (POST /api/auth/login)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApi();
  });
  afterAll(async () => h?.close());

  it('when the password is right, then it answers a custom token with the role claim and the user without any secret', async () => {
    const r = await h.login('admin', DEMO.admin.password, {
      'User-Agent': 'vitest-agent/1.0',
      ...fromAddress('203.0.113.7'),
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.json).sort()).toEqual(['token', 'user']);
    expect(r.json.user).toMatchObject({ username: 'admin', role: 'admin', isActive: true, loginCount: 1 });
    expect(r.json.user.lastLogin).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The one flag that names passwords (the reset's must-change) is a yes/no, not a secret.
    expect(r.text.replace(/"mustChangePassword":(true|false)/g, '')).not.toMatch(
      /hash|salt|password|scrypt/i,
    );
    expect(decodeTokenClaims(r.json.token).claims).toMatchObject({ role: 'admin' });
    const { idToken } = await signInWithCustomToken(r.json.token);
    expect(decodeTokenClaims(idToken)).toMatchObject({ role: 'admin', user_id: r.json.user.id });
  });

  it('when someone signs in, then login history holds user id, username, time, address and user agent, and loginCount grows', async () => {
    const first = await h.login('viewer', DEMO.viewer.password, {
      'User-Agent': 'history-agent',
      // What the client wrote itself comes first; the address is the one Google's front end appended.
      ...fromAddress('198.51.100.23', '192.0.2.250'),
    });
    const second = await h.login('VIEWER', DEMO.viewer.password, { 'User-Agent': 'history-agent' });
    expect(second.json.user.loginCount).toBe(first.json.user.loginCount + 1);
    const { idToken } = await h.signIn('admin', DEMO.admin.password);
    const history = await h.request('GET', API.loginHistory, { token: idToken });
    const entry = history.json.find(
      (e: { userAgent: string; ipAddress: string }) => e.ipAddress === '198.51.100.23',
    );
    expect(entry).toMatchObject({
      userId: first.json.user.id,
      username: 'viewer',
      userAgent: 'history-agent',
    });
    expect(Date.parse(entry.loginTime)).toBeGreaterThan(Date.now() - MIN);
    expect(history.text).not.toContain('192.0.2.250');
    expect(history.json[0].loginTime >= history.json[1].loginTime).toBe(true); // newest first
  });

  it('when the username differs only in case or has spaces around it, then it still signs in (unique regardless of case, trimmed)', async () => {
    expect((await h.login('  Editor ', DEMO.user.password)).status).toBe(200);
  });

  it('when the password is wrong or the user unknown, then it answers 401 with one message for both', async () => {
    const wrong = await h.login('editor', 'not-the-password');
    const unknown = await h.login('nobody-here', 'whatever1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe(unknown.json.message);
  });

  it('when 5 attempts for one username fail from one address within 15 minutes, then that address gets 429 even with the right password until the window passes; the owner elsewhere signs in', async () => {
    const admin = (await h.signIn('admin', DEMO.admin.password)).idToken;
    const created = await h.request('POST', API.users, {
      token: admin,
      json: { ...VALID.user(), username: 'locktest', password: 'right-pass' },
    });
    expect(created.status).toBe(201);
    const attacker = fromAddress('192.0.2.66');
    for (let i = 0; i < 5; i++) {
      expect((await h.login('locktest', `wrong-${i}`, attacker)).status).toBe(401);
      h.clock.advance(MIN);
    }
    const locked = await h.login('LockTest', 'right-pass', attacker);
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(
      /Too many failed sign-in attempts\. Please try again in \d+ minutes?\./,
    );
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The attacker's failures do not keep the owner out: from the owner's own address the right password works.
    expect((await h.login('locktest', 'right-pass', fromAddress('198.51.100.5'))).status).toBe(200);
    // Another username is not affected.
    expect((await h.login('editor', DEMO.user.password, attacker)).status).toBe(200);
    // The first failure leaves the 15-minute window 10 minutes from now (5 minutes have passed already).
    h.clock.advance(9 * MIN);
    expect((await h.login('locktest', 'right-pass', attacker)).status).toBe(429);
    h.clock.advance(MIN + 1000);
    const after = await h.login('locktest', 'right-pass', attacker);
    expect(after.status).toBe(200);
    // Success clears this address's count for the username.
    expect(await h.store.get(COLLECTIONS.loginAttempts, 'locktest~192.0.2.66')).toBeNull();
  });

  it('when wrong passwords for one username come from many addresses, then attempts are spaced out (1 s doubling to 30 s), the right password too, and the owner waits seconds, not minutes', async () => {
    const admin = (await h.signIn('admin', DEMO.admin.password)).idToken;
    const created = await h.request('POST', API.users, {
      token: admin,
      json: { ...VALID.user(), username: 'backoff-user', password: 'right-pass' },
    });
    expect(created.status).toBe(201);
    let ip = 0;
    const fresh = () => fromAddress(`203.0.113.${++ip}`);
    // 10 failures, each from its own address (no address reaches its own lock of 5): then the next attempt waits 1 s.
    for (let i = 0; i < 10; i++)
      expect((await h.login('backoff-user', `guess-${i}`, fresh())).status).toBe(401);
    const first = await h.login('backoff-user', 'guess-10', fresh());
    expect(first.status).toBe(429);
    expect(first.json.message).toBe('Too many failed sign-in attempts. Please try again in 1 second.');
    h.clock.advance(1000);
    expect((await h.login('backoff-user', 'guess-10', fresh())).status).toBe(401);
    // 11 failures: the gap doubles, and it holds for the right password too (the attempt is refused unchecked).
    const spaced = await h.login('backoff-user', 'right-pass', fresh());
    expect(spaced.status).toBe(429);
    expect(spaced.json.message).toBe('Too many failed sign-in attempts. Please try again in 2 seconds.');
    expect(spaced.headers.get('retry-after')).toBe('2');
    h.clock.advance(2000);
    expect((await h.login('backoff-user', 'right-pass', fresh())).status).toBe(200);
  });

  it('when a guesser rotates addresses for ten minutes, then it gets few guesses, and the owner still gets in within 30 seconds', async () => {
    const admin = (await h.signIn('admin', DEMO.admin.password)).idToken;
    const created = await h.request('POST', API.users, {
      token: admin,
      json: { ...VALID.user(), username: 'guessed', password: 'right-pass' },
    });
    expect(created.status).toBe(201);
    let checked = 0;
    for (let s = 0; s < 600; s++) {
      const r = await h.login('guessed', `guess-${s}`, fromAddress(`198.18.${s >> 8}.${s & 255}`));
      if (r.status === 401) checked++;
      else expect(r.status).toBe(429);
      h.clock.advance(1000);
    }
    // Without the backoff every one of the 600 would have been checked. With it: 10, then gaps of 1, 2, 4, 8, 16 s,
    // then one guess per 30 s.
    expect(checked).toBeLessThanOrEqual(40);
    // The owner, from an address of its own, is refused for at most 30 seconds.
    let waited = 0;
    let r = await h.login('guessed', 'right-pass', fromAddress('192.0.2.200'));
    while (r.status === 429) {
      const retry = Number(r.headers.get('retry-after'));
      expect(retry).toBeLessThanOrEqual(30);
      waited += retry;
      h.clock.advance(retry * 1000);
      r = await h.login('guessed', 'right-pass', fromAddress('192.0.2.200'));
    }
    expect(r.status).toBe(200);
    expect(waited).toBeLessThanOrEqual(30);
  });

  it('when the failures are spread wider than 15 minutes, then the username is never locked', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await h.login('spread-user', 'wrong-pass')).status).toBe(401);
      h.clock.advance(4 * MIN);
    }
  });

  it('when the user is inactive, then the right password is refused', async () => {
    const admin = (await h.signIn('admin', DEMO.admin.password)).idToken;
    const created = await h.request('POST', API.users, {
      token: admin,
      json: { ...VALID.user(), username: 'dormant', password: 'dormant-pass', isActive: false },
    });
    expect(created.status).toBe(201);
    const r = await h.login('dormant', 'dormant-pass');
    expect(r.status).toBe(403);
    expect(r.json.message).toMatch(/deactivated/);
    expect(r.json.token).toBeUndefined();
  });

  it('when the body is missing a field, then it answers 400 with the spec message', async () => {
    const r = await h.request('POST', API.login, { json: { username: '  ', password: 'x' } });
    expect(r.status).toBe(400);
    expect(r.json.errors.username).toBe('Username is required');
  });

  it('when credentials are stored, then they hold a salted scrypt hash and never the password', async () => {
    const creds = await h.store.list(COLLECTIONS.credentials);
    expect(creds.length).toBeGreaterThanOrEqual(3);
    const salts = new Set(creds.map((c) => c.salt));
    expect(salts.size).toBe(creds.length);
    for (const c of creds) {
      expect(c).toMatchObject({ algorithm: 'scrypt', N: 16384 });
      expect(JSON.stringify(c)).not.toContain('36x-demo');
    }
    const users = await h.store.list(COLLECTIONS.users);
    expect(JSON.stringify(users)).not.toMatch(/hash|salt|36x-demo/);
  });
});
