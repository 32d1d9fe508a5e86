import {
  browserLocalPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithCustomToken,
  signOut,
  type Auth,
} from 'firebase/auth';
import { API, type InvitationAcceptInput, type LoginResponse, type User } from '@36x/common';
import { api, setTokenProvider } from './api-client';
import { env } from './env';
import { getFirebaseApp } from './firebase';
import { paths } from './paths';
import { LAST_ACTIVITY_KEY, clearLastActivity } from './staff-activity';
import { clearStaffDrafts, DRAFT_MAX_AGE_MS, registerDraftOwner } from './staff-drafts';

/**
 * Staff sessions (ROLE-SESSION). The API checks the password and answers a Firebase custom token; the web SDK
 * signs in with it and every staff call carries the ID token. It lives in lib/ because the admin routes and a post's
 * staff preview both use it; public pages import it only dynamically (the preview, after hydration), so the Firebase
 * Auth SDK never loads for visitors.
 */

/** Kept for compatibility with the spec's browser flag (ADMIN-LOGIN-3). It authorizes nothing: the server does. */
export const LEGACY_LOGGED_IN_FLAG = 'isAdminLoggedIn';

let auth: Auth | null = null;

export function getStaffAuth(): Auth {
  if (auth) return auth;
  const app = getFirebaseApp();
  try {
    // Local persistence, like the spec's localStorage flag: a staff member stays signed in across reloads until
    // they log out or the server ends the session. No popup/redirect resolver: sign-in is by custom token only.
    auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  } catch {
    auth = getAuth(app); // already initialized (hot reload)
  }
  if (env.authEmulatorUrl && !auth.emulatorConfig) {
    connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

/** The signed-in staff member's ID token (refreshed by the SDK when it nears expiry), or null when signed out. */
export async function getStaffIdToken(): Promise<string | null> {
  const a = getStaffAuth();
  await a.authStateReady();
  return a.currentUser ? a.currentUser.getIdToken() : null;
}

/**
 * Staff calls are made from the dashboard only. The API shows a caller with a staff token everything (drafts,
 * inactive forms), so public pages visited later in the same tab must call without it and see what visitors see.
 */
const onStaffRoute = () => window.location.pathname.startsWith(paths.adminDashboard);

let registered = false;
/** Attach the ID token to the /api calls made from the dashboard from now on. */
export function registerStaffTokenProvider(): void {
  if (registered) return;
  registered = true;
  setTokenProvider(async () => (onStaffRoute() ? getStaffIdToken() : null));
  registerDraftOwner(() => getStaffAuth().currentUser?.uid);
}

/** What a sign-in step answers: signed in, or the password was right and a two-factor code is asked for next. */
export type SignInStep = { user: User } | { challenge: string };

/**
 * Login (ADMIN-LOGIN-1): both values trimmed before sending. `link` is a one-time sign-in link's token from the mail
 * (it lets this attempt past a queue others' failures made). Throws ApiRequestError on any refusal.
 */
export async function signInStaff(username: string, password: string, link?: string): Promise<SignInStep> {
  const a = getStaffAuth();
  // A previous session must not lend its token to the login call or linger if this sign-in fails.
  if (a.currentUser) await signOut(a);
  const answer = await api.post<LoginResponse>(API.login, {
    username: username.trim(),
    password: password.trim(),
    ...(link ? { link } : {}),
  });
  if ('twoFactor' in answer) return { challenge: answer.challenge };
  return { user: await startSession(answer.token, answer.user) };
}

/** The second step: the authenticator app's code (or a recovery code) for the challenge the password step gave. */
export async function signInTwoFactor(challenge: string, code: string): Promise<User> {
  const answer = await api.post<LoginResponse>(API.loginTwoFactor, { challenge, code: code.trim() });
  if ('twoFactor' in answer) throw new Error('Unexpected second challenge');
  return startSession(answer.token, answer.user);
}

/** An invitation's link (decision 057): the new account is made and this browser signed in to it. */
export async function acceptInvitation(input: InvitationAcceptInput): Promise<User> {
  const a = getStaffAuth();
  if (a.currentUser) await signOut(a);
  const answer = await api.post<LoginResponse>(API.invitationAccept, input);
  if ('twoFactor' in answer) throw new Error('Unexpected second factor for a new account');
  return startSession(answer.token, answer.user);
}

async function startSession(token: string, user: User): Promise<User> {
  await signInWithCustomToken(getStaffAuth(), token);
  clearStaffDrafts(Date.now() - DRAFT_MAX_AGE_MS);
  try {
    localStorage.setItem(LEGACY_LOGGED_IN_FLAG, 'true');
    // The idle clock starts now (an old time left by a timed-out session must not end this one at once).
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
  } catch {
    /* storage may be unavailable (private mode); the Firebase session is what counts */
  }
  return user;
}

export async function signOutStaff(): Promise<void> {
  clearLastActivity();
  // Unsaved form values stay for their owner's next sign-in here (lib/staff-drafts.ts: never shown to anyone else,
  // and removed after a week).
  try {
    localStorage.removeItem(LEGACY_LOGGED_IN_FLAG);
  } catch {
    /* ignore */
  }
  await signOut(getStaffAuth());
}

/** While a password change swaps the session, 401s from calls that carried the old token are not a sign-out. */
let renewing = 0;
export const isRenewingSession = () => renewing > 0;

/**
 * Runs a call that ends the user's sessions and answers a fresh custom token (the password change), then signs this
 * browser in with that token.
 */
export async function renewStaffSession(call: () => Promise<{ token: string }>): Promise<void> {
  renewing++;
  try {
    const { token } = await call();
    await signInWithCustomToken(getStaffAuth(), token);
  } finally {
    renewing--;
  }
}

/** POST /api/auth/sign-out-everywhere, then this browser too. */
export async function signOutEverywhere(): Promise<void> {
  renewing++;
  try {
    await api.post<void>(API.signOutEverywhere);
  } finally {
    renewing--;
  }
  await signOutStaff();
}
