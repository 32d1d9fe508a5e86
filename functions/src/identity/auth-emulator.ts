/**
 * Test support for code that needs real Firebase ID tokens: signs in on the Auth emulator through its REST API
 * (what the web SDK's signInWithCustomToken does in the browser). Test-only: the emulator accepts any API key.
 * `npm test` (scripts/test.mjs) runs vitest inside `firebase emulators:exec --only auth`, which sets
 * FIREBASE_AUTH_EMULATOR_HOST; run a narrow set with `node scripts/test.mjs unit -- --project functions <path>`.
 */
export function authEmulatorHost(): string | undefined {
  return process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
}

/**
 * Stops a test file that cannot mean anything without the Auth emulator, with the command that runs it, instead of
 * letting plain `npx vitest run <file>` skip it and exit 0 (a skipped API test proves nothing).
 */
export function requireAuthEmulator(): string {
  const host = authEmulatorHost();
  if (host) return host;
  throw new Error(
    'These tests need the Firebase Auth emulator and FIREBASE_AUTH_EMULATOR_HOST is not set. Run them through the ' +
      'test runner, which starts the emulator around vitest:\n' +
      '  node scripts/test.mjs unit -- --project functions <file>\n' +
      '(TEST_PORT_OFFSET=<o> picks its ports, default 90.)',
  );
}

function emulatorUrl(path: string): string {
  const host = authEmulatorHost();
  if (!host)
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the tests through scripts/test.mjs');
  return `http://${host}/${path}${path.includes('?') ? '&' : '?'}key=fake-api-key`;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(emulatorUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Auth emulator ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

export interface EmulatorSession {
  idToken: string;
  refreshToken: string;
}

/** Exchanges a custom token (from POST /api/auth/login or Identity.createCustomToken) for an ID token. */
export async function signInWithCustomToken(customToken: string): Promise<EmulatorSession> {
  const r = await post<{ idToken: string; refreshToken: string }>(
    'identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken',
    { token: customToken, returnSecureToken: true },
  );
  return { idToken: r.idToken, refreshToken: r.refreshToken };
}

/** Uses a refresh token the way the web SDK does when its ID token nears expiry; fails once sessions are revoked. */
export async function refreshIdToken(refreshToken: string): Promise<EmulatorSession> {
  const r = await post<{ id_token: string; refresh_token: string }>('securetoken.googleapis.com/v1/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
  return { idToken: r.id_token, refreshToken: r.refresh_token };
}

/** The claims inside an ID token (no verification: for assertions in tests only). */
export function decodeTokenClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
