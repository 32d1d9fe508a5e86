import { Router } from 'express';
import type { LoginHistoryEntry } from '@36x/common';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { COLLECTIONS } from '../store/store';

/** How many entries GET /api/login-history answers (newest first); older ones stay stored. */
export const LOGIN_HISTORY_LIMIT = 500;

/**
 * GET /api/login-history[?userId=]: sign-ins, newest first, optionally of one user (admins only; the back office's
 * Login History screen).
 */
export function loginHistoryRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  router.route('/login-history').get(g.auth, requireCapability('users:manage'), async (req, res) => {
    const unknown = Object.keys(req.query).find((k) => k !== 'userId');
    if (unknown) throw new ApiError(400, `Unknown field: ${unknown}`);
    const { userId } = req.query;
    if (userId !== undefined && (typeof userId !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(userId)))
      throw new ApiError(400, 'userId must be a user id', { userId: 'userId must be a user id' });
    const docs = await deps.store.list<Omit<LoginHistoryEntry, 'id'>>(COLLECTIONS.loginHistory, {
      ...(userId ? { where: { userId } } : {}),
      orderBy: { field: 'loginTime', direction: 'desc' },
      limit: LOGIN_HISTORY_LIMIT,
    });
    const entries: LoginHistoryEntry[] = docs.map((d) => ({
      id: d.id,
      userId: d.userId,
      username: d.username,
      loginTime: d.loginTime,
      ipAddress: d.ipAddress,
      userAgent: d.userAgent,
    }));
    res.json(entries);
  });
  return router;
}
