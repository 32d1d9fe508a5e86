import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { jsonBody } from '../http/json-body';
import { getSecuritySettings, updateSecuritySettings } from './settings-service';

/** GET /api/settings/security (any staff: the dashboard needs its idle timeout), PUT (admins). */
export function settingsRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  router
    .route('/settings/security')
    .get(g.auth, async (_req, res) => {
      res.json(await getSecuritySettings(deps.store));
    })
    .put(g.auth, requireCapability('users:manage'), jsonBody(1024), async (req, res) => {
      res.json(await updateSecuritySettings(deps.store, auditBy(req), req.body));
    });
  return router;
}
