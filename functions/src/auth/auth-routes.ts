import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { clientAddress, userAgent } from '../http/client';
import type { Guards } from '../http/guards';
import { requireCapability } from '../http/auth';
import { docId } from '../http/ids';
import { USER_NOT_FOUND } from '../users/user-service';
import { jsonBody } from '../http/json-body';
import { auditBy } from '../audit/audit-service';
import { getSecuritySettings } from '../settings/settings-service';
import { COLLECTIONS } from '../store/store';
import type { UserRecord } from '../users/user-model';
import { changeOwnPassword, login, loginTwoFactor, signOutEverywhere } from './auth-service';
import { LoginLock } from './login-lock';
import { requestSignInLink } from './sign-in-link';
import { confirmEnrolment, disableTwoFactor, startEnrolment, twoFactorState } from './two-factor';
import { getOr404 } from '../http/get-or-404';

/**
 * POST /api/auth/login (API-CALLS-1), then POST /api/auth/two-factor when the account has a second factor; POST
 * /api/auth/sign-in-link (a one-time link by mail); GET /api/auth/me (the caller's record, capabilities, idle timeout
 * and whether they must set up two-factor sign-in); the caller's own two-factor at /api/auth/me/two-factor; POST
 * /api/auth/password (change one's own) and POST /api/auth/sign-out-everywhere.
 */
export function authRoutes(deps: AppDeps, g: Guards, limit: RequestHandler, clock: () => number): Router {
  const router = Router();
  const lock = new LoginLock(deps.store, clock);
  router.route('/auth/login').post(limit, jsonBody(4 * 1024), async (req, res) => {
    try {
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(
        await login(
          deps.store,
          deps.identity,
          lock,
          req.body,
          {
            ipAddress: clientAddress(req),
            userAgent: userAgent(req),
          },
          clock,
        ),
      );
    } catch (err) {
      const retry = (err as { retryAfterSec?: number }).retryAfterSec;
      if (err instanceof ApiError && retry) res.setHeader('Retry-After', String(retry));
      throw err;
    }
  });
  const ctx = (req: Parameters<RequestHandler>[0]) => ({
    ipAddress: clientAddress(req),
    userAgent: userAgent(req),
  });
  router.route('/auth/two-factor').post(limit, jsonBody(2 * 1024), async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await loginTwoFactor(deps.store, deps.identity, lock, req.body, ctx(req), clock));
  });
  router.route('/auth/sign-in-link').post(limit, jsonBody(2 * 1024), async (req, res) => {
    await requestSignInLink(
      { store: deps.store, siteUrl: deps.config.siteUrl, mailer: deps.mailer, now: clock },
      auditBy(req),
      req.body,
    );
    // The same answer whether the account exists, has an address, or has had its links for the hour.
    res.status(202).json({
      message:
        'If this account has an e-mail address, a sign-in link is on its way. It works once, for 15 minutes.',
    });
  });
  router.route('/auth/me').get(g.auth, async (req, res) => {
    const staff = req.staff!;
    const { idleTimeoutMinutes, requireTwoFactor } = await getSecuritySettings(deps.store);
    res.json({
      ...staff.user,
      capabilities: staff.capabilities,
      idleTimeoutMinutes,
      requireTwoFactor,
      mustSetUpTwoFactor: requireTwoFactor && !staff.user.twoFactorEnabled,
    });
  });
  const self = (req: Parameters<RequestHandler>[0]) => ({ ...auditBy(req), actorId: req.staff!.user.id });
  router.route('/auth/password').post(g.auth, limit, jsonBody(2 * 1024), async (req, res) => {
    try {
      res.json(await changeOwnPassword(deps.store, deps.identity, lock, self(req), req.body));
    } catch (err) {
      const retry = (err as { retryAfterSec?: number }).retryAfterSec;
      if (err instanceof ApiError && retry) res.setHeader('Retry-After', String(retry));
      throw err;
    }
  });
  router
    .route('/auth/me/two-factor')
    .get(g.auth, async (req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(await twoFactorState(deps.store, req.staff!.user));
    })
    .post(g.auth, limit, async (req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(await startEnrolment(deps.store, req.staff!.user.id, req.staff!.user.username, clock()));
    })
    .put(g.auth, limit, jsonBody(1024), async (req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(await confirmEnrolment(deps.store, self(req), req.body, clock()));
    })
    .delete(g.auth, limit, jsonBody(1024), async (req, res) => {
      const me = req.staff!.user;
      await disableTwoFactor(
        deps.store,
        self(req),
        me.id,
        { code: req.body, byAdmin: false, username: me.username },
        clock(),
      );
      res.status(204).end();
    });
  router
    .route('/users/:id/two-factor')
    .delete(g.auth, requireCapability('users:manage'), async (req, res) => {
      const id = docId(req.params.id, USER_NOT_FOUND);
      const user = await getOr404<UserRecord>(deps.store, COLLECTIONS.users, id, USER_NOT_FOUND);
      await disableTwoFactor(
        deps.store,
        auditBy(req),
        id,
        { byAdmin: true, username: user.username },
        clock(),
      );
      res.status(204).end();
    });
  router.route('/auth/sign-out-everywhere').post(g.auth, async (req, res) => {
    await signOutEverywhere(deps.store, deps.identity, self(req));
    res.status(204).end();
  });
  return router;
}
