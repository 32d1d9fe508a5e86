import { loginSchema, passwordChangeSchema, twoFactorLoginSchema, type LoginResponse } from '@36x/common';
import { auditOp, recordAudit, recordSignInProblem, type AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { validateBody } from '../http/validate';
import type { Identity } from '../identity/identity';
import { COLLECTIONS, type Doc, type Store } from '../store/store';
import { toUser, usernameKey, type UserRecord, type UsernameRecord } from '../users/user-model';
import { LoginLock } from './login-lock';
import { hashPassword, verifyPassword, type CredentialRecord } from './passwords';
import { checkSignInLink, spendSignInLink } from './sign-in-link';
import { answerChallenge, CHALLENGE_ENDED, CODE_WRONG, getTwoFactor, openChallenge } from './two-factor';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const ACCOUNT_INACTIVE = 'This account has been deactivated. Please contact an administrator.';

export interface LoginContext {
  ipAddress: string;
  userAgent: string;
}

/**
 * POST /api/auth/login (ROLE-SESSION-1). Checks the lock first (auth/login-lock.ts: a username locked for this address,
 * or waiting out its backoff, answers 429 even with the right password), then the password in constant time. The answer is a Firebase custom token
 * whose claims carry the role (for display only: the server reads the user record on every call) and the user.
 */
const REFUSAL_REASONS = {
  pair: 'this address locked for this username',
  address: 'this address locked for every username',
  username: "waiting for the username's backoff",
} as const;

/** Both steps of a sign-in (password, then code) take the same arguments and answer a token or the next step. */
type SignInStep = (
  store: Store,
  identity: Identity,
  lock: LoginLock,
  body: unknown,
  ctx: LoginContext,
  now?: () => number,
) => Promise<LoginResponse>;

export const login: SignInStep = async (store, identity, lock, body, ctx, now = () => Date.now()) => {
  const { username, password, link } = validateBody(loginSchema, body);
  const key = usernameKey(username);
  // Who tried is not known until the password is right: the entry names the username typed, with no actor id.
  const anonymous: AuditBy = { actorId: null, actorName: username, address: ctx.ipAddress };
  const pointer = await store.get<UsernameRecord>(COLLECTIONS.usernames, key);
  // A sign-in link from the account's mailbox (auth/sign-in-link.ts) lets this attempt skip an attack's queue.
  if (link) await checkSignInLink(store, link, pointer?.userId ?? null, now());
  const refusal = await lock.admit(key, ctx.ipAddress, { skipQueue: !!link });
  if (refusal) {
    await recordSignInProblem(
      store,
      anonymous,
      { username, targetId: null, reason: `refused: ${REFUSAL_REASONS[refusal.reason]}` },
      now(),
    );
    const { retryAfterSec } = refusal;
    let wait: string;
    if (retryAfterSec < 60) wait = `${retryAfterSec} second${retryAfterSec === 1 ? '' : 's'}`;
    else {
      const minutes = Math.ceil(retryAfterSec / 60);
      wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
    }
    // Queued behind others' failures: the owner can have a sign-in link mailed instead of waiting.
    const hint = refusal.reason === 'username' ? ' Or have a sign-in link sent to your e-mail.' : '';
    throw Object.assign(
      new ApiError(429, `Too many failed sign-in attempts. Please try again in ${wait}.${hint}`, {
        ...(refusal.reason === 'username' ? { signInLink: 'available' } : {}),
      }),
      { retryAfterSec },
    );
  }

  const user = pointer ? await store.get<UserRecord>(COLLECTIONS.users, pointer.userId) : null;
  const credential = user ? await store.get<CredentialRecord>(COLLECTIONS.credentials, user.id) : null;
  const ok = await verifyPassword(password, credential);
  if (!ok || !user) {
    await lock.recordFailure(key, ctx.ipAddress);
    await recordSignInProblem(
      store,
      anonymous,
      { username, targetId: user?.id ?? null, reason: user ? 'wrong password' : 'no such username' },
      now(),
    );
    throw new ApiError(401, INVALID_CREDENTIALS);
  }
  if (user.isActive === false) {
    await recordAudit(store, anonymous, {
      type: 'sign-in',
      action: 'sign-in-refused',
      targetId: user.id,
      target: user.username,
      summary: 'account deactivated',
    });
    throw new ApiError(403, ACCOUNT_INACTIVE);
  }
  if (link) await spendSignInLink(store, link, user.id, now());
  // Two-factor on: the password was right; the code comes next (POST /api/auth/two-factor) with this challenge.
  if (user.twoFactorEnabled === true && (await getTwoFactor(store, user.id))?.secret)
    return { twoFactor: true, challenge: await openChallenge(store, user.id, now()) };
  return completeSignIn(store, identity, lock, user, ctx, link ? 'with a sign-in link' : '');
};

/** POST /api/auth/two-factor {challenge, code}: the second step; a wrong code counts like a wrong password. */
export const loginTwoFactor: SignInStep = async (
  store,
  identity,
  lock,
  body,
  ctx,
  now = () => Date.now(),
) => {
  const { challenge, code } = validateBody(twoFactorLoginSchema, body);
  const answer = await answerChallenge(store, challenge, code, now());
  const user = answer.userId ? await store.get<UserRecord>(COLLECTIONS.users, answer.userId) : null;
  if (!user || user.isActive === false) throw new ApiError(401, CHALLENGE_ENDED);
  const key = usernameKey(user.username);
  const by: AuditBy = { actorId: null, actorName: user.username, address: ctx.ipAddress };
  if ('wrong' in answer) {
    await lock.recordFailure(key, ctx.ipAddress);
    await recordSignInProblem(
      store,
      by,
      { username: user.username, targetId: user.id, reason: 'wrong code' },
      now(),
    );
    throw new ApiError(401, CODE_WRONG, { code: CODE_WRONG });
  }
  return completeSignIn(store, identity, lock, user, ctx, answer.how);
};

/**
 * The password (and the code, when asked) were right, or an invitation was just accepted with a new password:
 * history, counts, audit, and the custom token.
 */
export async function completeSignIn(
  store: Store,
  identity: Identity,
  lock: LoginLock,
  user: Doc<UserRecord>,
  ctx: LoginContext,
  how: string,
): Promise<LoginResponse> {
  await lock.clear(usernameKey(user.username), ctx.ipAddress);
  const at = nowIso();
  const patch = {
    lastLogin: at,
    loginCount: (typeof user.loginCount === 'number' ? user.loginCount : 0) + 1,
  };
  const notes = [how, user.mustChangePassword === true ? 'with a one-time password: must change it' : ''];
  await store.batch([
    { op: 'update', collection: COLLECTIONS.users, id: user.id, data: patch },
    {
      op: 'create',
      collection: COLLECTIONS.loginHistory,
      id: store.newId(),
      data: {
        userId: user.id,
        username: user.username,
        loginTime: at,
        ipAddress: ctx.ipAddress,
        userAgent: ctx.userAgent,
      },
    },
    auditOp(
      store,
      { actorId: user.id, actorName: user.username, address: ctx.ipAddress },
      {
        type: 'sign-in',
        action: 'signed-in',
        targetId: user.id,
        target: user.username,
        summary: notes.filter(Boolean).join('; '),
      },
    ),
  ]);
  const token = await identity.createCustomToken(user.id, { role: user.role });
  return { token, user: toUser({ ...user, ...patch }) };
}

export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

/**
 * POST /api/auth/password: the signed-in staff member replaces their own password; the current one is required
 * (a session left open on a shared PC must not be enough). Wrong current passwords count towards the sign-in lock of
 * the username and address, and a locked pair is refused (429) as at sign-in. On success the one-time flag clears,
 * every session of the user ends (other browsers included), and the answer is a fresh custom token for this one.
 */
export async function changeOwnPassword(
  store: Store,
  identity: Identity,
  lock: LoginLock,
  by: AuditBy & { actorId: string },
  body: unknown,
): Promise<{ token: string }> {
  const { currentPassword, newPassword } = validateBody(passwordChangeSchema, body);
  const user = await store.get<UserRecord>(COLLECTIONS.users, by.actorId);
  if (!user) throw new ApiError(401, 'Your session has ended. Please sign in again.');
  const key = usernameKey(user.username);
  const refusal = await lock.admit(key, by.address);
  if (refusal)
    throw Object.assign(new ApiError(429, 'Too many wrong passwords. Please try again later.'), {
      retryAfterSec: refusal.retryAfterSec,
    });
  const credential = await store.get<CredentialRecord>(COLLECTIONS.credentials, user.id);
  if (!(await verifyPassword(currentPassword, credential))) {
    await lock.recordFailure(key, by.address);
    await recordAudit(store, by, {
      type: 'session',
      action: 'password-change-failed',
      targetId: user.id,
      target: user.username,
      summary: 'wrong current password',
    });
    throw new ApiError(400, CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  }
  await lock.clear(key, by.address);
  const now = nowIso();
  const next = await hashPassword(newPassword, now);
  await store.batch([
    { op: 'set', collection: COLLECTIONS.credentials, id: user.id, data: next },
    {
      op: 'update',
      collection: COLLECTIONS.users,
      id: user.id,
      data: { mustChangePassword: false, updatedAt: now },
    },
    auditOp(store, by, {
      type: 'session',
      action: 'password-changed',
      targetId: user.id,
      target: user.username,
      summary: user.mustChangePassword === true ? 'one-time password replaced' : 'own password changed',
    }),
  ]);
  await identity.revokeSessions(user.id, { role: user.role });
  return { token: await identity.createCustomToken(user.id, { role: user.role }) };
}

/** POST /api/auth/sign-out-everywhere: ends every session of the caller, this one included. */
export async function signOutEverywhere(store: Store, identity: Identity, by: AuditBy & { actorId: string }) {
  await identity.revokeSessions(by.actorId);
  await recordAudit(store, by, {
    type: 'session',
    action: 'signed-out-everywhere',
    targetId: by.actorId,
    target: by.actorName,
  });
}
