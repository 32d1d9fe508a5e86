import { loginSchema, type LoginResponse } from '@36x/common';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { validateBody } from '../http/validate';
import type { Identity } from '../identity/identity';
import { COLLECTIONS, type Store } from '../store/store';
import { toUser, usernameKey, type UserRecord, type UsernameRecord } from '../users/user-model';
import { LoginLock } from './login-lock';
import { verifyPassword, type CredentialRecord } from './passwords';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const ACCOUNT_INACTIVE = 'This account has been deactivated. Please contact an administrator.';

export interface LoginContext {
  ipAddress: string;
  userAgent: string;
}

/**
 * POST /api/auth/login (ARCHITECTURE §5). Checks the lock first (auth/login-lock.ts: a username locked for this address,
 * or waiting out its backoff, answers 429 even with the right password), then the password in constant time. The answer is a Firebase custom token
 * whose claims carry the role (for display only: the server reads the user record on every call) and the user.
 */
export async function login(
  store: Store,
  identity: Identity,
  lock: LoginLock,
  body: unknown,
  ctx: LoginContext,
): Promise<LoginResponse> {
  const { username, password } = validateBody(loginSchema, body);
  const key = usernameKey(username);
  const refusal = await lock.admit(key, ctx.ipAddress);
  if (refusal) {
    const { retryAfterSec } = refusal;
    let wait: string;
    if (retryAfterSec < 60) wait = `${retryAfterSec} second${retryAfterSec === 1 ? '' : 's'}`;
    else {
      const minutes = Math.ceil(retryAfterSec / 60);
      wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
    }
    throw Object.assign(new ApiError(429, `Too many failed sign-in attempts. Please try again in ${wait}.`), {
      retryAfterSec,
    });
  }

  const pointer = await store.get<UsernameRecord>(COLLECTIONS.usernames, key);
  const user = pointer ? await store.get<UserRecord>(COLLECTIONS.users, pointer.userId) : null;
  const credential = user ? await store.get<CredentialRecord>(COLLECTIONS.credentials, user.id) : null;
  const ok = await verifyPassword(password, credential);
  if (!ok || !user) {
    await lock.recordFailure(key, ctx.ipAddress);
    throw new ApiError(401, INVALID_CREDENTIALS);
  }
  if (user.isActive === false) throw new ApiError(403, ACCOUNT_INACTIVE);

  await lock.clear(key, ctx.ipAddress);
  const now = nowIso();
  const patch = {
    lastLogin: now,
    loginCount: (typeof user.loginCount === 'number' ? user.loginCount : 0) + 1,
  };
  await store.batch([
    { op: 'update', collection: COLLECTIONS.users, id: user.id, data: patch },
    {
      op: 'create',
      collection: COLLECTIONS.loginHistory,
      id: store.newId(),
      data: {
        userId: user.id,
        username: user.username,
        loginTime: now,
        ipAddress: ctx.ipAddress,
        userAgent: ctx.userAgent,
      },
    },
  ]);
  const token = await identity.createCustomToken(user.id, { role: user.role });
  return { token, user: toUser({ ...user, ...patch }) };
}
