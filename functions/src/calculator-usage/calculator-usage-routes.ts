import { Router, type RequestHandler } from 'express';
import { LIMITS } from '@36x/common';
import type { AppDeps } from '../app';
import { jsonBody } from '../http/json-body';
import { recordCalculatorUsage } from './calculator-usage-service';

/** POST /api/calculator-usage: public, at most 16 KB, rate-limited per address; answers 202. */
export function calculatorUsageRoutes(deps: AppDeps, limit: RequestHandler): Router {
  const router = Router();
  router
    .route('/calculator-usage')
    .post(limit, jsonBody(LIMITS.calculatorUsageBodyBytes), async (req, res) => {
      await recordCalculatorUsage(deps.store, req.body);
      res.status(202).json({ message: 'Recorded' });
    });
  return router;
}
