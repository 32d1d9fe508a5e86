import { describe, expect, it } from 'vitest';
import { API } from '@36x/common';
import { decodeTokenClaims, signInWithCustomToken } from '../identity/auth-emulator';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, DEMO, fromAddress, hasAuthEmulator, VALID } from './harness';

const MIN = 60 * 1000;

describe.skipIf(!hasAuthEmulator)('sign-in (POST /api/auth/login)', () => {
  const { h } = apiForSuite({ signInStaff: false });

  it('when the password is right, then it answers a custom token with the role claim and the user without any secret', async () => {
    const r = await h.login('admin', DEMO.admin.password, {
      from: '127.0.3.7',
      headers: { 'User-Agent': 'vitest-agent/1.0' },
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
    // Local mode: the address is the connection's; an X-Forwarded-For the client writes is ignored.
    const first = await h.login('viewer', DEMO.viewer.password, {
      from: '127.0.3.23',
      headers: { 'User-Agent': 'history-agent', 'X-Forwarded-For': '192.0.2.250, 203.0.113.1' },
    });
    const second = await h.login('VIEWER', DEMO.viewer.password, {
      headers: { 'User-Agent': 'history-agent' },
    });
    expect(second.json.user.loginCount).toBe(first.json.user.loginCount + 1);
    const { idToken } = await h.signIn('admin', DEMO.admin.password);
    const history = await h.request('GET', API.loginHistory, { token: idToken });
    const entry = history.json.find(
      (e: { userAgent: string; ipAddress: string }) => e.ipAddress === '127.0.3.23',
    );
    expect(entry).toMatchObject({
      userId: first.json.user.id,
      username: 'viewer',
      userAgent: 'history-agent',
    });
    expect(Date.parse(entry.loginTime)).toBeGreaterThan(Date.now() - MIN);
    expect(history.text).not.toContain('192.0.2.250');
    expect(history.text).not.toContain('203.0.113.1');
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

  const newStaff = async (username: string) => {
    const created = await h.addStaff({ ...VALID.user(), username, password: 'right-pass-2026' });
    expect(created.status).toBe(201);
  };

  it('when 5 attempts for one username fail from one address within 15 minutes, then that address gets 429 even with the right password until the window passes; the owner elsewhere signs in', async () => {
    await newStaff('locktest');
    const attacker = fromAddress('127.0.1.66');
    for (let i = 0; i < 5; i++) {
      expect((await h.login('locktest', `wrong-${i}`, attacker)).status).toBe(401);
      h.clock.advance(MIN);
    }
    const locked = await h.login('LockTest', 'right-pass-2026', attacker);
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(
      /Too many failed sign-in attempts\. Please try again in \d+ minutes?\./,
    );
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The attacker's failures do not keep the owner out: from the owner's own address the right password works.
    expect((await h.login('locktest', 'right-pass-2026', fromAddress('127.0.1.5'))).status).toBe(200);
    // Another username is not affected.
    expect((await h.login('editor', DEMO.user.password, attacker)).status).toBe(200);
    // The first failure leaves the 15-minute window 10 minutes from now (5 minutes have passed already).
    h.clock.advance(9 * MIN);
    expect((await h.login('locktest', 'right-pass-2026', attacker)).status).toBe(429);
    h.clock.advance(MIN + 1000);
    const after = await h.login('locktest', 'right-pass-2026', attacker);
    expect(after.status).toBe(200);
    // Success starts this address afresh for the username (and remembers it as one the owner uses).
    expect(await h.store.get(COLLECTIONS.loginAttempts, 'locktest~127.0.1.66')).toMatchObject({
      failures: [],
    });
  });

  it('when one address tries many usernames, then after 20 failures it is refused for every username, known or not', async () => {
    const sprayer = fromAddress('127.0.1.99');
    for (let i = 0; i < 20; i++)
      expect((await h.login(`spray-${i % 7}`, `wrong-${i}`, sprayer)).status).toBe(401);
    const known = await h.login('editor', DEMO.user.password, sprayer);
    const unknown = await h.login('nobody-at-all', 'whatever1', sprayer);
    expect([known.status, unknown.status]).toEqual([429, 429]);
    expect(known.json).toEqual(unknown.json);
    // Other addresses are untouched.
    expect((await h.login('editor', DEMO.user.password, fromAddress('127.0.1.98'))).status).toBe(200);
    h.clock.advance(16 * MIN);
  });

  it('when wrong passwords for one username come from many addresses, then the failing addresses queue for its slots (1 s doubling to 30 s)', async () => {
    await newStaff('backoff-user');
    const addresses = Array.from({ length: 10 }, (_, i) => fromAddress(`127.0.2.${i + 1}`));
    // 10 failures, each from its own address (no address reaches its own lock of 5): the backoff starts.
    for (const a of addresses) expect((await h.login('backoff-user', 'guess', a)).status).toBe(401);
    // An address that is failing for the name now waits for the username's slot, right password or not.
    const first = await h.login('backoff-user', 'right-pass-2026', addresses[0]);
    expect(first.status).toBe(429);
    expect(first.json.message).toBe(
      'Too many failed sign-in attempts. Please try again in 1 second. Or have a sign-in link sent to your e-mail.',
    );
    h.clock.advance(1000);
    expect((await h.login('backoff-user', 'guess-10', addresses[1])).status).toBe(401);
    // 11 failures: the gap doubles.
    const spaced = await h.login('backoff-user', 'guess-11', addresses[2]);
    expect(spaced.status).toBe(429);
    expect(spaced.json.message).toBe(
      'Too many failed sign-in attempts. Please try again in 2 seconds. Or have a sign-in link sent to your e-mail.',
    );
    expect(spaced.headers.get('retry-after')).toBe('2');
    h.clock.advance(2000);
    expect((await h.login('backoff-user', 'right-pass-2026', addresses[0])).status).toBe(200);
  });

  it('ROLE-SESSION-5: when a stranger hammers a username from rotating addresses, then the owner signs in at once from an address that is not failing, new or known, and the stranger still gets few guesses', async () => {
    await newStaff('guessed');
    // The owner signed in from their office address once before the attack.
    const office = fromAddress('127.0.4.10');
    expect((await h.login('guessed', 'right-pass-2026', office)).status).toBe(200);
    let checked = 0;
    let ownerTries = 0;
    let ownerIn = 0;
    const attackers = Array.from({ length: 6 }, (_, i) => fromAddress(`127.0.5.${i + 1}`));
    for (let s = 0; s < 150; s++) {
      // The stranger: a wrong password every 1 s from one of six addresses, as soon as any slot could open.
      const r = await h.login('guessed', `guess-${s}`, attackers[s % attackers.length]);
      if (r.status === 401) checked++;
      else expect(r.status).toBe(429);
      // The owner, every 10 s, with the right password from the office, and once from a new address (a phone).
      if (s % 10 === 5) {
        ownerTries++;
        const where = s === 75 ? fromAddress('127.0.4.11') : office;
        if ((await h.login('guessed', 'right-pass-2026', where)).status === 200) ownerIn++;
      }
      h.clock.advance(1000);
    }
    expect(ownerIn).toBe(ownerTries);
    // 150 wrong guesses sent; the stranger's addresses lock themselves (5 failures each) and queue for slots.
    expect(checked).toBeLessThanOrEqual(40);
    // Refusals are gathered: one audit entry per username, address and 15 minutes, with counts.
    const entries = (await h.store.list<{ target: string; address: string; count: number; action: string }>(
      COLLECTIONS.auditLog,
      { where: { target: 'guessed', action: 'sign-in-failed' } },
    ))!;
    expect(entries.length).toBeLessThanOrEqual(attackers.length * 2);
    expect(entries.reduce((n, e) => n + e.count, 0)).toBe(150);
    expect(new Set(entries.map((e) => e.address))).toEqual(new Set(attackers.map((a) => a.from)));
  }, 90_000);

  it('when the failures are spread wider than 15 minutes, then the username is never locked', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await h.login('spread-user', 'wrong-pass')).status).toBe(401);
      h.clock.advance(4 * MIN);
    }
  });

  it('when the user is inactive, then the right password is refused', async () => {
    const created = await h.addStaff({
      ...VALID.user(),
      username: 'dormant',
      password: 'dormant-pass',
      isActive: false,
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
