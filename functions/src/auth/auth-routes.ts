import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { clientAddress, userAgent } from '../http/client';
import type { Guards } from '../http/guards';
import { jsonBody } from '../http/json-body';
import { auditBy } from '../audit/audit-service';
import { getSecuritySettings } from '../settings/settings-service';
import { changeOwnPassword, login, signOutEverywhere } from './auth-service';
import { LoginLock } from './login-lock';

/**
 * POST /api/auth/login (API-CALLS-1), GET /api/auth/me (the caller's record, capabilities and idle timeout), POST
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
  router.route('/auth/me').get(g.auth, async (req, res) => {
    const staff = req.staff!;
    const { idleTimeoutMinutes } = await getSecuritySettings(deps.store);
    res.json({ ...staff.user, capabilities: staff.capabilities, idleTimeoutMinutes });
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
  router.route('/auth/sign-out-everywhere').post(g.auth, async (req, res) => {
    await signOutEverywhere(deps.store, deps.identity, self(req));
    res.status(204).end();
  });
  return router;
}
