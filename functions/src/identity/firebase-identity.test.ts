import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { FirebaseIdentity } from './firebase-identity';
import { InvalidSessionError } from './identity';
import {
  authEmulatorHost,
  decodeTokenClaims,
  refreshIdToken,
  requireAuthEmulator,
  signInWithCustomToken,
} from './auth-emulator';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Needs the Auth emulator: `npm test` provides it (scripts/test.mjs runs vitest inside `firebase emulators:exec`).
requireAuthEmulator();

describe.skipIf(!authEmulatorHost())('FirebaseIdentity on the Auth emulator', () => {
  let app: App;
  let auth: Auth;
  let identity: FirebaseIdentity;

  beforeAll(() => {
    app = initializeApp(
      { projectId: process.env.GCLOUD_PROJECT ?? 'demo-36x' },
      `identity-test-${randomUUID()}`,
    );
    auth = getAuth(app);
    identity = new FirebaseIdentity(auth);
  });
  afterAll(async () => {
    await deleteApp(app);
  });

  const newUid = () => `test-${randomUUID()}`;

  it('when a custom token is exchanged for an ID token, then verifyIdToken answers its uid and the token carries the claims', async () => {
    const uid = newUid();
    const custom = await identity.createCustomToken(uid, { role: 'editor' });
    const { idToken } = await signInWithCustomToken(custom);

    await expect(identity.verifyIdToken(idToken)).resolves.toEqual({ uid });
    expect(decodeTokenClaims(idToken)).toMatchObject({ user_id: uid, role: 'editor' });
  });

  it('when the token is empty or not a token, then verifyIdToken throws InvalidSessionError', async () => {
    await expect(identity.verifyIdToken('')).rejects.toBeInstanceOf(InvalidSessionError);
    await expect(identity.verifyIdToken('not-a-jwt')).rejects.toBeInstanceOf(InvalidSessionError);
  });

  it('when sessions are revoked, then tokens from the old sign-in are refused, the new claims are set, and a new sign-in works', async () => {
    const uid = newUid();
    const before = await signInWithCustomToken(await identity.createCustomToken(uid, { role: 'admin' }));
    await expect(identity.verifyIdToken(before.idToken)).resolves.toEqual({ uid });

    // Revocation has one-second granularity (tokensValidAfterTime): a token must be older than the revocation.
    await sleep(1100);
    await identity.revokeSessions(uid, { role: 'viewer' });

    const refused = await identity.verifyIdToken(before.idToken).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InvalidSessionError);
    expect((refused as InvalidSessionError).code).toBe('auth/id-token-revoked');
    // Production refuses the refresh token itself; the emulator still exchanges it, but the ID token it gives keeps
    // the old auth_time, so the server refuses it all the same: that is what the API relies on.
    const refreshed = await refreshIdToken(before.refreshToken).catch(() => null);
    if (refreshed)
      await expect(identity.verifyIdToken(refreshed.idToken)).rejects.toBeInstanceOf(InvalidSessionError);
    expect((await auth.getUser(uid)).customClaims).toEqual({ role: 'viewer' });

    const after = await signInWithCustomToken(await identity.createCustomToken(uid, { role: 'viewer' }));
    await expect(identity.verifyIdToken(after.idToken)).resolves.toEqual({ uid });
    expect(decodeTokenClaims(after.idToken)).toMatchObject({ role: 'viewer' });
  });

  it('when revoking without claims, then the existing claims are kept', async () => {
    const uid = newUid();
    await signInWithCustomToken(await identity.createCustomToken(uid, {}));
    await auth.setCustomUserClaims(uid, { role: 'editor' });
    await identity.revokeSessions(uid);
    const user = await auth.getUser(uid);
    expect(user.customClaims).toEqual({ role: 'editor' });
    expect(user.tokensValidAfterTime).toBeTruthy();
  });

  it('when the staff member never signed in (no Auth user), then revokeSessions is a no-op', async () => {
    await expect(identity.revokeSessions(newUid(), { role: 'viewer' })).resolves.toBeUndefined();
  });

  it('when the Auth user is deleted, then its ID token is refused', async () => {
    const uid = newUid();
    const { idToken } = await signInWithCustomToken(await identity.createCustomToken(uid, {}));
    await auth.deleteUser(uid);
    await expect(identity.verifyIdToken(idToken)).rejects.toBeInstanceOf(InvalidSessionError);
  });
});
