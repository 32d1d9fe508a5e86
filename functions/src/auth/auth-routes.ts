import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../app';
import { ApiError } from '../http/api-error';
import { clientAddress, userAgent } from '../http/client';
import type { Guards } from '../http/guards';
import { jsonBody } from '../http/json-body';
import { login } from './auth-service';
import { LoginLock } from './login-lock';

/** POST /api/auth/login (000 §7) and GET /api/auth/me (the caller's record and capabilities). */
export function authRoutes(deps: AppDeps, g: Guards, limit: RequestHandler, clock: () => number): Router {
  const router = Router();
  const lock = new LoginLock(deps.store, clock);
  router.route('/auth/login').post(limit, jsonBody(4 * 1024), async (req, res) => {
    try {
      res.setHeader('Cache-Control', 'no-store');
      res.json(
        await login(deps.store, deps.identity, lock, req.body, {
          ipAddress: clientAddress(req),
          userAgent: userAgent(req),
        }),
      );
    } catch (err) {
      const retry = (err as { retryAfterSec?: number }).retryAfterSec;
      if (err instanceof ApiError && retry) res.setHeader('Retry-After', String(retry));
      throw err;
    }
  });
  router.route('/auth/me').get(g.auth, (req, res) => {
    const staff = req.staff!;
    res.json({ ...staff.user, capabilities: staff.capabilities });
  });
  return router;
}
