import { describe, expect, it } from 'vitest';
import { API } from '@36x/common';
import { PENDING_ENROLMENT_MS, purgeSpentAuthTokens } from '../auth/spent-tokens';
import { totpCode } from '../auth/totp';
import { signInWithCustomToken } from '../identity/auth-emulator';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, DEMO, fromAddress, hasAuthEmulator, VALID } from './harness';

/**
 * Decision 050's sign-in findings, per client on the app served on a plain socket with distinct loopback source
 * addresses (Node's localAddress), never a forged header: the owner at a new address during an attack, a typo at the
 * usual address, failed sign-ins gathered per address, and TOTP two-factor with recovery codes.
 */
describe.skipIf(!hasAuthEmulator)('sign-in under attack, sign-in links and two-factor', () => {
  const { h } = apiForSuite({ signInStaff: false });
  const PASSWORD = 'right-pass-2026';

  const admin = async () => (await h.signIn('admin', DEMO.admin.password)).idToken;
  const newStaff = async (username: string, email = `${username}@36x.example`) => {
    const r = await h.addStaff({ ...VALID.user(), username, email, password: PASSWORD, role: 'user' });
    expect(r.status).toBe(201);
    return r.json.id as string;
  };
  const loginWith = (json: Record<string, unknown>, from: string) =>
    h.request('POST', API.login, { json, ...fromAddress(from) });
  const linkFromOutbox = async (to: string) => {
    const mail = await h.store.list<{ to: string; kind: string; text: string; createdAt: string }>(
      COLLECTIONS.mail,
      { where: { to, kind: 'sign-in-link' } },
    );
    const latest = mail.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    const url = latest?.text.match(/http\S+\/login\?\S+/)?.[0] ?? '';
    return { url, params: new URLSearchParams(url.split('?')[1] ?? '') };
  };

  it('when 33 addresses guess a username, then its owner at a new address is queued but gets in within 60 s with a mailed one-time link', async () => {
    await newStaff('owner-a');
    const office = '127.0.7.10';
    expect((await loginWith({ username: 'owner-a', password: PASSWORD }, office)).status).toBe(200);
    const attackers = Array.from({ length: 33 }, (_, i) => `127.0.8.${i + 1}`);
    const guess = async (s: number) =>
      loginWith({ username: 'owner-a', password: `guess-${s}` }, attackers[s % 33]!);
    // The attack is under way: each second, a wrong password from the next of 33 addresses.
    let s = 0;
    for (; s < 40; s++, h.clock.advance(1000)) await guess(s);

    // The owner, on their phone (an address never seen), is queued behind the guessers: the answer offers a link.
    const phone = '127.0.7.50';
    const started = h.clock.now;
    const queued = await loginWith({ username: 'owner-a', password: PASSWORD }, phone);
    expect(queued.status).toBe(429);
    expect(queued.json.errors).toEqual({ signInLink: 'available' });
    const asked = await h.request('POST', API.signInLink, {
      json: { username: 'owner-a' },
      ...fromAddress(phone),
    });
    expect(asked.status).toBe(202);
    const { url, params } = await linkFromOutbox('owner-a@36x.example');
    expect(url.startsWith('http://localhost:5000/login?')).toBe(true);
    expect(params.get('username')).toBe('owner-a');
    const link = params.get('link')!;
    for (let i = 0; i < 10; i++, s++, h.clock.advance(1000)) await guess(s); // the attack goes on
    // A guesser holding someone else's link, or the name with a made-up one, gets nothing from it.
    expect(
      (await loginWith({ username: 'owner-a', password: 'x-guess-1', link: 'made-up' }, attackers[0]!))
        .status,
    ).toBe(400);
    const inside = await loginWith({ username: 'owner-a', password: PASSWORD, link }, phone);
    expect(inside.status).toBe(200);
    expect(h.clock.now - started).toBeLessThanOrEqual(60_000);
    // Once only.
    const again = await loginWith({ username: 'owner-a', password: PASSWORD, link }, phone);
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/expired or was already used/);

    // The usual address is known: one typo there does not send the owner to the queue.
    expect((await loginWith({ username: 'owner-a', password: 'right-pass-2062' }, office)).status).toBe(401);
    expect((await loginWith({ username: 'owner-a', password: PASSWORD }, office)).status).toBe(200);
  }, 120_000);

  it('when a link is asked for an unknown name or too often, then the answer is the same and at most 3 an hour are mailed', async () => {
    await newStaff('owner-b');
    const ask = (username: string) =>
      h.request('POST', API.signInLink, { json: { username }, ...fromAddress('127.0.7.60') });
    const unknown = await ask('nobody-such');
    for (let i = 0; i < 5; i++) expect((await ask('owner-b')).json).toEqual(unknown.json);
    const mail = await h.store.list(COLLECTIONS.mail, {
      where: { to: 'owner-b@36x.example', kind: 'sign-in-link' },
    });
    expect(mail).toHaveLength(3);
    expect((await h.request('POST', API.signInLink, { json: { user: 'x' } })).status).toBe(400);
  });

  it('when one address tries 150 different usernames, then the audit log holds one entry for it that counts them', async () => {
    const sprayer = '127.0.9.9';
    for (let i = 0; i < 150; i++)
      await loginWith({ username: `spray-${i}`, password: 'whatever-1' }, sprayer);
    const entries = await h.store.list<{ address: string; count: number; target: string; summary: string }>(
      COLLECTIONS.auditLog,
      { where: { address: sprayer, action: 'sign-in-failed' } },
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ count: 150, target: '150 usernames' });
    expect(entries[0]!.summary).toMatch(
      /no such username \(20 times\); refused: this address locked for every username \(130 times\)/,
    );
    // What was typed as a username is counted, not kept.
    expect(JSON.stringify(entries[0])).not.toContain('spray-7');
  });

  it('TOTP: a staff member enrols, signs in with password then code, a code works once, a recovery code once; an admin can reset it', async () => {
    const id = await newStaff('totp-user');
    const token = async () => {
      const r = await loginWith({ username: 'totp-user', password: PASSWORD }, '127.0.10.1');
      return (await signInWithCustomToken(r.json.token)).idToken;
    };
    const me = await token();
    const start = await h.request('POST', API.ownTwoFactor, { token: me });
    expect(start.status).toBe(200);
    expect(start.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(start.json.uri).toContain(`secret=${start.json.secret}`);
    expect(start.json.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = start.json.secret as string;
    expect((await h.request('PUT', API.ownTwoFactor, { token: me, json: { code: '000000' } })).status).toBe(
      400,
    );
    const confirmed = await h.request('PUT', API.ownTwoFactor, {
      token: me,
      json: { code: totpCode(secret, h.clock.now) },
    });
    expect(confirmed.status).toBe(200);
    const recovery = confirmed.json.recoveryCodes as string[];
    expect(recovery).toHaveLength(10);
    const stored = JSON.stringify(await h.store.get(COLLECTIONS.twoFactor, id));
    expect(stored).not.toContain(recovery[0]);

    // The password alone no longer signs in: it answers a challenge for the code.
    h.clock.advance(30_000);
    const first = await loginWith({ username: 'totp-user', password: PASSWORD }, '127.0.10.2');
    expect(first.status).toBe(200);
    expect(Object.keys(first.json).sort()).toEqual(['challenge', 'twoFactor']);
    const code = totpCode(secret, h.clock.now);
    const wrong = await h.request('POST', API.loginTwoFactor, {
      json: { challenge: first.json.challenge, code: '123' },
    });
    expect(wrong.status).toBe(401);
    const ok = await h.request('POST', API.loginTwoFactor, {
      json: { challenge: first.json.challenge, code },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.user).toMatchObject({ username: 'totp-user', twoFactorEnabled: true });
    // The challenge is spent, and the same code is refused on a new one (RFC 6238 5.2).
    expect(
      (await h.request('POST', API.loginTwoFactor, { json: { challenge: first.json.challenge, code } }))
        .status,
    ).toBe(401);
    const second = await loginWith({ username: 'totp-user', password: PASSWORD }, '127.0.10.2');
    expect(
      (await h.request('POST', API.loginTwoFactor, { json: { challenge: second.json.challenge, code } }))
        .status,
    ).toBe(401);
    // A recovery code, however typed, works once.
    const typed = recovery[4]!.toLowerCase().replace(/-/g, ' ');
    const byRecovery = await h.request('POST', API.loginTwoFactor, {
      json: { challenge: second.json.challenge, code: typed },
    });
    expect(byRecovery.status).toBe(200);
    const third = await loginWith({ username: 'totp-user', password: PASSWORD }, '127.0.10.2');
    expect(
      (
        await h.request('POST', API.loginTwoFactor, {
          json: { challenge: third.json.challenge, code: recovery[4] },
        })
      ).status,
    ).toBe(401);
    const idToken = (await signInWithCustomToken(byRecovery.json.token)).idToken;
    expect((await h.request('GET', API.ownTwoFactor, { token: idToken })).json).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 9,
      required: false,
    });
    // Lost phone: an admin resets it (recorded as theirs); the password alone signs in again.
    const adminToken = await admin();
    expect((await h.request('DELETE', API.userTwoFactor(id), { token: adminToken })).status).toBe(204);
    const [reset] = await h.store.list<{ actorName: string; target: string }>(COLLECTIONS.auditLog, {
      where: { action: 'two-factor-reset', targetId: id },
    });
    expect(reset).toMatchObject({ actorName: 'admin', target: 'totp-user' });
    expect(
      (await loginWith({ username: 'totp-user', password: PASSWORD }, '127.0.10.2')).json.token,
    ).toBeTruthy();
    // Nothing left to reset: said so, not recorded again.
    const again = await h.request('DELETE', API.userTwoFactor(id), { token: adminToken });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Two-factor sign-in is not on for totp-user.');
  });

  /** A new staff member with two-factor on: their secret and recovery codes. */
  const withTwoFactor = async (username: string, from: string) => {
    await newStaff(username);
    const r = await loginWith({ username, password: PASSWORD }, from);
    const me = (await signInWithCustomToken(r.json.token)).idToken;
    const { secret } = (await h.request('POST', API.ownTwoFactor, { token: me })).json;
    const on = await h.request('PUT', API.ownTwoFactor, {
      token: me,
      json: { code: totpCode(secret, h.clock.now) },
    });
    expect(on.status).toBe(200);
    return { secret: secret as string, recovery: on.json.recoveryCodes as string[] };
  };

  it('when sign-in links, challenges and set-ups are spent or expired, then the daily purge deletes them and keeps the live ones', async () => {
    const list = async (collection: string, userId: string) =>
      (await h.store.list(collection, { where: { userId } })).length;
    await withTwoFactor('purge-user', '127.0.12.1');
    const user = (await h.store.get<{ userId: string }>(COLLECTIONS.usernames, 'purge-user'))!.userId;
    // A link mailed, one challenge open, and a colleague's set-up started and left.
    await h.request('POST', API.signInLink, {
      json: { username: 'purge-user' },
      ...fromAddress('127.0.12.2'),
    });
    await loginWith({ username: 'purge-user', password: PASSWORD }, '127.0.12.3');
    const leftId = await newStaff('left-set-up');
    const left = await loginWith({ username: 'left-set-up', password: PASSWORD }, '127.0.12.4');
    const leftToken = (await signInWithCustomToken(left.json.token)).idToken;
    expect((await h.request('POST', API.ownTwoFactor, { token: leftToken })).status).toBe(200);

    const start = h.clock.now;
    await purgeSpentAuthTokens(h.store, start);
    expect(await list(COLLECTIONS.signInLinks, user)).toBe(1);
    expect(await list(COLLECTIONS.twoFactorChallenges, user)).toBe(1);
    expect(await h.store.get(COLLECTIONS.twoFactor, leftId)).not.toBeNull();

    // 16 minutes on: the link (15) and the challenge (5) can no longer be used; the set-up has a day.
    const later = await purgeSpentAuthTokens(h.store, start + 16 * 60_000);
    expect(later.signInLinks).toBeGreaterThanOrEqual(1);
    expect(later.twoFactorChallenges).toBeGreaterThanOrEqual(1);
    expect(await list(COLLECTIONS.signInLinks, user)).toBe(0);
    expect(await list(COLLECTIONS.twoFactorChallenges, user)).toBe(0);
    expect(await h.store.get(COLLECTIONS.twoFactor, leftId)).not.toBeNull();

    // A day on: the unfinished set-up goes; a two-factor in use stays.
    const dayOn = await purgeSpentAuthTokens(h.store, start + PENDING_ENROLMENT_MS + 60_000);
    expect(dayOn.pendingEnrolments).toBeGreaterThanOrEqual(1);
    expect(await h.store.get(COLLECTIONS.twoFactor, leftId)).toBeNull();
    expect(await h.store.get(COLLECTIONS.twoFactor, user)).not.toBeNull();
  });

  it('when admins require two-factor, then staff without it can only set it up, and then work', async () => {
    await newStaff('late-enrol');
    const adminSignIn = await h.signIn('admin', DEMO.admin.password);
    const adminToken = adminSignIn.idToken;
    const enrol = async (token: string) => {
      const { secret } = (await h.request('POST', API.ownTwoFactor, { token })).json;
      return h.request('PUT', API.ownTwoFactor, { token, json: { code: totpCode(secret, h.clock.now) } });
    };
    const requireIt = (on: boolean) =>
      h.request('PUT', API.securitySettings, {
        token: adminToken,
        json: { idleTimeoutMinutes: 30, requireTwoFactor: on },
      });
    // An admin without a second factor would shut themselves out: they set up their own first.
    const early = await requireIt(true);
    expect(early.status).toBe(400);
    expect(early.json.message).toBe('Set up two-factor sign-in for your own account first.');
    expect((await enrol(adminToken)).status).toBe(200);
    try {
      expect((await requireIt(true)).status).toBe(200);
      const r = await loginWith({ username: 'late-enrol', password: PASSWORD }, '127.0.10.9');
      const me = (await signInWithCustomToken(r.json.token)).idToken;
      expect((await h.request('GET', API.me, { token: me })).json.mustSetUpTwoFactor).toBe(true);
      const refused = await h.request('GET', API.contacts, { token: me });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe('Please set up two-factor sign-in before continuing');
      const done = await enrol(me);
      expect(done.status).toBe(200);
      expect((await h.request('GET', API.contacts, { token: me })).status).toBe(200);
      // Required: its owner cannot turn it off.
      const off = await h.request('DELETE', API.ownTwoFactor, {
        token: me,
        json: { code: done.json.recoveryCodes[0] },
      });
      expect(off.status).toBe(409);
    } finally {
      // The switch alone changes (the idle timeout is sent as it was); then the demo admin goes back to a password.
      await requireIt(false);
      await h.request('DELETE', API.userTwoFactor(adminSignIn.user.id), { token: adminToken });
    }
  });
});
