import { Router } from 'express';
import type { AppDeps } from '../app-deps';

export function healthRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok', mode: deps.config.mode, time: new Date().toISOString() });
  });
  return router;
}
