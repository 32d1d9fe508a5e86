import { describe, expect, it } from 'vitest';
import { API, INVITATION_INVALID, type AuditEntry } from '@36x/common';
import { EXPIRED_INVITATION_KEPT_MS, purgeSpentAuthTokens } from '../auth/spent-tokens';
import { signInWithCustomToken } from '../identity/auth-emulator';
import { COLLECTIONS } from '../store/store';
import {
  EMAIL_INVITED,
  EMAIL_IS_STAFF,
  INVITATION_TTL_MS,
  INVITE_USERNAME_TAKEN,
} from '../users/invitation-service';
import { apiForSuite, hasAuthEmulator } from './harness';

const PASSWORD = 'quiet-harbour-lantern-7';
const DAY = 24 * 60 * 60 * 1000;

describe.skipIf(!hasAuthEmulator)('staff invitations (decision 057)', () => {
  const { h, t } = apiForSuite();
  let n = 0;
  const address = () => `invitee${++n}-${Date.now()}@example.com`;

  const invite = (json: Record<string, unknown>, token = t.admin) =>
    h.request('POST', API.invitations, { token, json });
  /** The token in the newest invitation mail to `to`, read from the outbox as the invitee reads their mail. */
  const tokenMailedTo = async (to: string) => {
    const mails = await h.store.list<{ to: string; text: string; createdAt: string; kind: string }>(
      COLLECTIONS.mail,
      { where: { kind: 'invitation', to } },
    );
    const newest = mails.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1)!;
    const link = /http\S+accept-invite#token=(\S+)/.exec(newest.text);
    expect(link, newest.text).not.toBeNull();
    return decodeURIComponent(link![1]!);
  };
  const preview = (token: string) => h.request('POST', API.invitationPreview, { json: { token } });
  const accept = (token: string, username: string, password = PASSWORD) =>
    h.request('POST', API.invitationAccept, { json: { token, username, password } });
  const audits = async (action: string) => {
    const r = await h.request('GET', `${API.auditLog}?type=user&limit=50`, { token: t.admin });
    return (r.json.entries as AuditEntry[]).filter((e) => e.action === action);
  };

  it('when an admin invites an address with a role, then the invitee opens the mailed link once, chooses a username and password, and is signed in with that role', async () => {
    const email = address();
    const r = await invite({ email, role: 'user' });
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ email, role: 'user', username: '', invitedBy: 'admin' });
    expect(Date.parse(r.json.expiresAt) - h.clock.now).toBe(7 * DAY);
    const listed = await h.request('GET', API.invitations, { token: t.admin });
    expect(listed.json.map((i: { id: string }) => i.id)).toContain(r.json.id);

    const token = await tokenMailedTo(email);
    // Only the token's SHA-256 is stored; the token itself is nowhere in the store.
    expect(JSON.stringify(await h.store.list(COLLECTIONS.invitations))).not.toContain(token);
    expect(listed.text).not.toContain(token);

    expect((await preview(token)).json).toMatchObject({ email, role: 'user' });
    const joined = await accept(token, 'new.editor');
    expect(joined.status, joined.text).toBe(201);
    expect(joined.json.user).toMatchObject({ username: 'new.editor', email, role: 'user', isActive: true });
    const { idToken } = await signInWithCustomToken(joined.json.token);
    const me = await h.request('GET', API.me, { token: idToken });
    expect(me.json).toMatchObject({ username: 'new.editor', role: 'user' });
    expect(me.json.capabilities).toContain('content:write');
    expect(me.json.capabilities).not.toContain('users:manage');
    expect((await h.login('new.editor', PASSWORD)).status).toBe(200);

    // Once: the same link again, to preview or to accept, is refused and makes nothing.
    const before = await h.snapshot();
    const again = await accept(token, 'second.try');
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(INVITATION_INVALID);
    expect((await preview(token)).status).toBe(400);
    expect(await h.snapshot()).toEqual(before);
    const after = await h.request('GET', API.invitations, { token: t.admin });
    expect(after.json.map((i: { id: string }) => i.id)).not.toContain(r.json.id);
    expect((await audits('invited')).some((e) => e.targetId === r.json.id)).toBe(true);
    expect((await audits('invitation-accepted')).some((e) => e.targetId === r.json.id)).toBe(true);
    expect(JSON.stringify(await audits('invited'))).not.toContain(email);
  });

  it('when 7 days pass, then the link no longer works; a minute before, it still did', async () => {
    const email = address();
    expect((await invite({ email, role: 'viewer' })).status).toBe(201);
    const token = await tokenMailedTo(email);
    h.clock.advance(INVITATION_TTL_MS - 60_000);
    expect((await preview(token)).status).toBe(200);
    h.clock.advance(60_000);
    const late = await accept(token, 'too.late');
    expect(late.status).toBe(400);
    expect(late.json.errors).toEqual({ token: INVITATION_INVALID });
    expect(await h.store.get(COLLECTIONS.usernames, 'too.late')).toBeNull();
  });

  it('when an admin resends an invitation, then the old link dies, the new one works for 7 more days', async () => {
    const email = address();
    const first = await invite({ email, role: 'viewer', username: 'resent.one' });
    const oldToken = await tokenMailedTo(email);
    h.clock.advance(3 * DAY);
    const resent = await h.request('POST', API.invitationResend(first.json.id), { token: t.admin });
    expect(resent.status).toBe(200);
    expect(Date.parse(resent.json.expiresAt) - h.clock.now).toBe(7 * DAY);
    const newToken = await tokenMailedTo(email);
    expect(newToken).not.toBe(oldToken);
    expect((await preview(oldToken)).status).toBe(400);
    expect((await preview(newToken)).json).toMatchObject({ email, username: 'resent.one' });
    expect((await audits('invitation-resent')).some((e) => e.targetId === first.json.id)).toBe(true);
    // The address now has a pending invitation: a second one is refused with where to go instead.
    const dup = await invite({ email: email.toUpperCase(), role: 'admin' });
    expect(dup.status).toBe(409);
    expect(dup.json.errors).toEqual({ email: EMAIL_INVITED });
  });

  it('when an admin revokes an invitation, then its link dies and it can be neither resent nor revoked again', async () => {
    const email = address();
    const inv = await invite({ email, role: 'admin' });
    const token = await tokenMailedTo(email);
    expect((await h.request('DELETE', API.invitation(inv.json.id), { token: t.admin })).status).toBe(204);
    expect((await accept(token, 'revoked.admin')).status).toBe(400);
    expect((await h.request('POST', API.invitationResend(inv.json.id), { token: t.admin })).status).toBe(404);
    expect((await h.request('DELETE', API.invitation(inv.json.id), { token: t.admin })).status).toBe(404);
    expect((await audits('invitation-revoked')).some((e) => e.targetId === inv.json.id)).toBe(true);
    // Revoked, the address may be invited again.
    expect((await invite({ email, role: 'viewer' })).status).toBe(201);
  });

  it('when invitations are used, revoked or left to expire, then the daily purge deletes them once their time is out (a pending one a week later)', async () => {
    const invited = async (role: string) => {
      const email = address();
      const r = await invite({ email, role });
      expect(r.status, r.text).toBe(201);
      return { id: r.json.id as string, token: await tokenMailedTo(email) };
    };
    const used = await invited('viewer');
    expect((await accept(used.token, `purged.${n}`)).status).toBe(201);
    const revoked = await invited('viewer');
    expect((await h.request('DELETE', API.invitation(revoked.id), { token: t.admin })).status).toBe(204);
    const left = await invited('viewer');
    const kept = async () =>
      Promise.all(
        [used, revoked, left].map(async (i) => (await h.store.get(COLLECTIONS.invitations, i.id)) !== null),
      );

    const start = h.clock.now;
    await purgeSpentAuthTokens(h.store, start + INVITATION_TTL_MS - 60_000);
    expect(await kept()).toEqual([true, true, true]);
    // Their 7 days out: the used and the revoked one go; the pending one stays listed, marked expired, to resend.
    const out = await purgeSpentAuthTokens(h.store, start + INVITATION_TTL_MS + 60_000);
    expect(out.invitations).toBeGreaterThanOrEqual(2);
    expect(await kept()).toEqual([false, false, true]);
    const week = start + INVITATION_TTL_MS + EXPIRED_INVITATION_KEPT_MS;
    await purgeSpentAuthTokens(h.store, week - 60_000);
    expect(await kept()).toEqual([false, false, true]);
    await purgeSpentAuthTokens(h.store, week + 60_000);
    expect(await kept()).toEqual([false, false, false]);
  });

  it('when the address or the username belongs to staff already, then the invitation is refused with a clear message and nothing is written', async () => {
    await h.addStaff({
      username: 'already.staff',
      email: 'already.staff@example.com',
      password: PASSWORD,
      role: 'viewer',
    });
    const before = await h.snapshot();
    const byEmail = await invite({ email: 'Already.Staff@example.com', role: 'user' });
    expect(byEmail.status).toBe(409);
    expect(byEmail.json).toEqual({ message: EMAIL_IS_STAFF, errors: { email: EMAIL_IS_STAFF } });
    const byName = await invite({ email: address(), role: 'user', username: 'ALREADY.staff' });
    expect(byName.status).toBe(409);
    expect(byName.json.errors).toEqual({ username: INVITE_USERNAME_TAKEN });
    const bad = await invite({ email: 'not-an-address', role: 'owner', password: 'admin-chosen-pass' });
    expect(bad.status).toBe(400);
    expect(await h.snapshot()).toEqual(before);
  });

  it('when the invitee picks a taken username or a weak password, then they are told why and the link still works', async () => {
    const email = address();
    await invite({ email, role: 'viewer' });
    const token = await tokenMailedTo(email);
    const before = await h.snapshot();
    const taken = await accept(token, 'Editor');
    expect(taken.status).toBe(409);
    expect(taken.json.errors).toEqual({ username: 'That username is already taken' });
    const weak = await accept(token, 'fresh.name', 'password1234');
    expect(weak.status).toBe(400);
    expect(weak.json.errors.password).toMatch(/too common/);
    const short = await accept(token, 'fresh.name', 'short-pw');
    expect(short.json.errors.password).toBe('Password must be at least 12 characters');
    expect(await h.snapshot()).toEqual(before);
    expect((await accept(token, 'fresh.name')).status).toBe(201);
  });

  it('when an editor or a viewer tries to invite, resend or revoke, then 403; without a token, 401', async () => {
    const inv = await invite({ email: address(), role: 'viewer' });
    for (const [token, status] of [
      [t.user, 403],
      [t.viewer, 403],
      [null, 401],
    ] as const) {
      expect((await invite({ email: address(), role: 'admin' }, token as string)).status).toBe(status);
      expect((await h.request('GET', API.invitations, { token })).status).toBe(status);
      expect((await h.request('POST', API.invitationResend(inv.json.id), { token })).status).toBe(status);
      expect((await h.request('DELETE', API.invitation(inv.json.id), { token })).status).toBe(status);
    }
  });

  it('when one invitation is resent more than 3 times in an hour, then 429 says to wait', async () => {
    const inv = await invite({ email: address(), role: 'viewer' });
    h.clock.advance(60 * 60 * 1000); // a fresh hour for this invitation's count
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await h.request('POST', API.invitationResend(inv.json.id), { token: t.admin })).status);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
