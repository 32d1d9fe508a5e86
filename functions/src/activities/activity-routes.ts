import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { recentActivities } from './activity-service';

/** GET /api/activities: the dashboard's Recent Activity, latest 20 (staff who may see the dashboard). */
export function activityRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  router.route('/activities').get(g.auth, requireCapability('dashboard:read'), async (_req, res) => {
    res.json(await recentActivities(deps.store));
  });
  return router;
}
