import { Router } from 'express';
import { AUDIT_PAGE_SIZE, auditQuerySchema } from '@36x/common';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { validateBody } from '../http/validate';
import { listAudit } from './audit-service';

/**
 * GET /api/audit-log?actorId=&type=&from=YYYY-MM-DD&to=YYYY-MM-DD&cursor=&limit= (admins: users:manage), answering
 * `{ entries, nextCursor }`. GET only: every other method answers 405, so no entry can be changed or removed.
 */
export function auditRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  router.route('/audit-log').get(g.auth, requireCapability('users:manage'), async (req, res) => {
    const raw: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(req.query)) {
      if (typeof v !== 'string') throw new ApiError(400, `Give ${k} once`, { [k]: `Give ${k} once` });
      if (v !== '') raw[k] = k === 'limit' ? Number(v) : v;
    }
    const q = validateBody(auditQuerySchema, raw);
    res.json(await listAudit(deps.store, { ...q, limit: q.limit ?? AUDIT_PAGE_SIZE }));
  });
  return router;
}
