/**
 * Firebase Authentication as the API uses it (ROLE-SESSION-1). One adapter (firebase-admin) serves both modes:
 * in local mode firebase-admin talks to the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST).
 */
export interface Identity {
  createCustomToken(uid: string, claims: Record<string, unknown>): Promise<string>;
  /** Verifies an ID token, revocation included; answers the uid, or throws InvalidSessionError (answered 401). */
  verifyIdToken(idToken: string): Promise<{ uid: string }>;
  /** Ends every session of the user (refresh tokens revoked, claims updated). */
  revokeSessions(uid: string, claims?: Record<string, unknown>): Promise<void>;
}

/** Thrown by an adapter's verifyIdToken when the token is missing, malformed, expired, revoked or its user is gone. */
export class InvalidSessionError extends Error {
  constructor(readonly code: string) {
    super(`Invalid session (${code})`);
    this.name = 'InvalidSessionError';
  }
}
