import { Router, type RequestHandler } from 'express';
import { LIMITS } from '@36x/common';
import type { AppDeps } from '../app-deps';
import { jsonBody } from '../http/json-body';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { calculatorUsageCounts, recordCalculatorUsage } from './calculator-usage-service';

/**
 * POST /api/calculator-usage: public, at most 16 KB, rate-limited per address; answers 202.
 * GET /api/calculator-usage/top: staff; how often each calculator was used (the overview's chart).
 */
export function calculatorUsageRoutes(deps: AppDeps, g: Guards, limit: RequestHandler): Router {
  const router = Router();
  router
    .route('/calculator-usage/top')
    .get(g.auth, requireCapability('dashboard:read'), async (_req, res) => {
      res.json(await calculatorUsageCounts(deps.store));
    });
  router
    .route('/calculator-usage')
    .post(limit, jsonBody(LIMITS.calculatorUsageBodyBytes), async (req, res) => {
      await recordCalculatorUsage(deps.store, req.body);
      res.status(202).json({ message: 'Recorded' });
    });
  return router;
}
