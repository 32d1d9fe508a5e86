import { Router } from 'express';
import type { LoginHistoryEntry } from '@36x/common';
import type { AppDeps } from '../app';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { COLLECTIONS } from '../store/store';

/** How many entries GET /api/login-history answers (newest first); older ones stay stored. */
export const LOGIN_HISTORY_LIMIT = 500;

/** GET /api/login-history: sign-ins, newest first (admins only; no screen shows it yet, 000 §3). */
export function loginHistoryRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  router.route('/login-history').get(g.auth, requireCapability('users:manage'), async (_req, res) => {
    const docs = await deps.store.list<Omit<LoginHistoryEntry, 'id'>>(COLLECTIONS.loginHistory, {
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
