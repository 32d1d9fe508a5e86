import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { can, type Capability, type User } from '@36x/common';
import type { Identity } from '../identity/identity';
import { InvalidSessionError } from '../identity/identity';
import { COLLECTIONS, type Store } from '../store/store';
import { capabilitiesOf, toUser, type UserRecord } from '../users/user-model';
import { getSecuritySettings } from '../settings/settings-service';
import { ApiError } from './api-error';

export interface Staff {
  user: User;
  capabilities: Capability[];
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `authenticate` (or `identifyIfPresent`) from the user RECORD, never from token claims. */
    staff?: Staff;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const FORBIDDEN = 'You do not have permission to do this';
export const MUST_CHANGE_PASSWORD = 'Please change your one-time password before continuing';

/** What a staff member holding a one-time password may still call (reading who they are, replacing it, leaving). */
const WHILE_PASSWORD_MUST_CHANGE = new Set([
  '/api/auth/me',
  '/api/auth/password',
  '/api/auth/sign-out-everywhere',
]);

export const MUST_SET_UP_TWO_FACTOR = 'Please set up two-factor sign-in before continuing';

/** What a staff member without the required second factor may still call. */
const WHILE_TWO_FACTOR_MISSING = new Set([...WHILE_PASSWORD_MUST_CHANGE, '/api/auth/me/two-factor']);

function bearer(req: Request): string | null {
  const h = req.headers.authorization;
  if (typeof h !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m?.[1] ?? null;
}

/**
 * Who is calling: the ID token (signature, expiry, revocation) names the uid; the user record says what they may
 * do. A missing, deleted or inactive user is not signed in, whatever the token says.
 */
async function resolveStaff(store: Store, identity: Identity, token: string): Promise<Staff> {
  if (token.length > 8192) throw new ApiError(401, SESSION_ENDED);
  let uid: string;
  try {
    ({ uid } = await identity.verifyIdToken(token));
  } catch (err) {
    // Token problems (malformed, expired, revoked, user gone: InvalidSessionError, auth/* codes) are the caller's;
    // anything else (Auth unreachable) is ours and must not look like a sign-out.
    const code = String((err as { code?: unknown }).code ?? '');
    if (err instanceof InvalidSessionError || code.startsWith('auth/'))
      throw new ApiError(401, SESSION_ENDED);
    console.error('Token verification failed:', code || (err instanceof Error ? err.message : 'error'));
    throw new ApiError(503, 'Sign-in is unavailable right now. Please try again shortly.');
  }
  const record = await store.get<UserRecord>(COLLECTIONS.users, uid);
  if (!record || record.isActive === false) throw new ApiError(401, SESSION_ENDED);
  const user = toUser(record);
  return { user, capabilities: capabilitiesOf(user) };
}

/** 401 without a valid ID token of an active user. */
export function authenticate(store: Store, identity: Identity): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearer(req);
    if (!token) return next(new ApiError(401, SIGN_IN_REQUIRED));
    req.staff = await resolveStaff(store, identity, token);
    const path = `${req.baseUrl}${req.path}`.replace(/\/+$/, '');
    if (req.staff.user.mustChangePassword && !WHILE_PASSWORD_MUST_CHANGE.has(path))
      return next(new ApiError(403, MUST_CHANGE_PASSWORD));
    // Admins require a second factor and this account has none yet: only setting it up (and leaving) answers.
    if (
      !req.staff.user.twoFactorEnabled &&
      !WHILE_TWO_FACTOR_MISSING.has(path) &&
      (await getSecuritySettings(store)).requireTwoFactor
    )
      return next(new ApiError(403, MUST_SET_UP_TWO_FACTOR));
    next();
  };
}

/** 403 unless the signed-in user's role or permissions grant the capability (ROLE-MATRIX). */
export function requireCapability(capability: Capability): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.staff) return next(new ApiError(401, SIGN_IN_REQUIRED));
    if (!can(req.staff.user, capability)) return next(new ApiError(403, FORBIDDEN));
    next();
  };
}

/**
 * For public reads whose answer is wider for staff (drafts, inactive forms). A caller without a token, or with
 * one that is no longer valid, is simply a visitor: the public site must never fail because a stale token was sent.
 */
export function identifyIfPresent(store: Store, identity: Identity): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearer(req);
    if (token) {
      try {
        const staff = await resolveStaff(store, identity, token);
        // Until a one-time password is replaced, the caller sees what visitors see.
        if (!staff.user.mustChangePassword) req.staff = staff;
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 401) throw err;
      }
    }
    next();
  };
}

/**
 * Staff who may see the back office's view of content (dashboard:read): drafts and inactive forms. `?view=public`
 * asks for the visitor's view even with a staff token, for public pages a signed-in staff member browses (the SPA
 * sends its token on every call).
 */
export const seesAllContent = (req: Request) =>
  req.query.view !== 'public' && !!req.staff && can(req.staff.user, 'dashboard:read');
