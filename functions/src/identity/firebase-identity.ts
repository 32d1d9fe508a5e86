import type { Auth } from 'firebase-admin/auth';
import { InvalidSessionError, type Identity } from './identity';

/** Error codes of firebase-admin Auth that mean "the caller has no valid session" (answered as 401 by the API). */
const INVALID_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);

function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;
}

/**
 * The Identity port on Firebase Authentication (firebase-admin). The same adapter serves both modes: in local mode
 * firebase-admin talks to the Auth emulator because FIREBASE_AUTH_EMULATOR_HOST is set (the functions emulator sets
 * it; so does `firebase emulators:exec` for the tests). The emulator signs custom tokens with no key and accepts
 * unsigned ID tokens, which is why the local stack listens on loopback only.
 *
 * In production, createCustomToken signs through the IAM signBlob API with the function's service account, which
 * therefore needs the "Service Account Token Creator" role on itself.
 */
export class FirebaseIdentity implements Identity {
  constructor(private readonly auth: Auth) {}

  createCustomToken(uid: string, claims: Record<string, unknown>): Promise<string> {
    return this.auth.createCustomToken(uid, claims);
  }

  async verifyIdToken(idToken: string): Promise<{ uid: string }> {
    if (!idToken) throw new InvalidSessionError('auth/argument-error');
    try {
      // checkRevoked: a token issued before revokeSessions (deactivation, role change, deletion) is refused at once.
      const decoded = await this.auth.verifyIdToken(idToken, true);
      return { uid: decoded.uid };
    } catch (err) {
      const code = errorCode(err);
      if (code && INVALID_TOKEN_CODES.has(code)) throw new InvalidSessionError(code);
      throw err; // anything else (Auth unreachable...) is the server's problem, not the caller's
    }
  }

  async revokeSessions(uid: string, claims?: Record<string, unknown>): Promise<void> {
    try {
      // Claims first, so a token minted after the revocation (by a sign-in still in flight) carries the new role.
      if (claims) await this.auth.setCustomUserClaims(uid, claims);
      await this.auth.revokeRefreshTokens(uid);
    } catch (err) {
      // A staff member who never signed in has no Auth user yet: there is no session to end.
      if (errorCode(err) === 'auth/user-not-found') return;
      throw err;
    }
  }
}
