import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { jsonBody } from '../http/json-body';
import { auditBy } from '../audit/audit-service';
import {
  getTaxRules,
  listTaxRules,
  previewRules,
  resetTaxRules,
  saveTaxRules,
  taxRulesInForce,
  yearParam,
} from './tax-rules-service';
import {
  confirmSmallSavingsRates,
  getSmallSavings,
  saveSmallSavings,
  smallSavingsInForce,
} from './small-savings-service';

/**
 * /api/tax-rules (ADMIN-TAXRULES-1): admins (taxRules:manage) read each year's rules, preview an edit against the
 * calculators' reference cases, save it (recorded as an Activity) or reset to the shipped rules. Anyone may read
 * the edits in force (/tax-rules/in-force): they are what the public calculators compute with.
 */
export function taxRulesRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  const manage = [g.auth, requireCapability('taxRules:manage')];
  // Public (before /tax-rules/:year): the edits in force, which the calculators apply over the shipped rules.
  router.route('/tax-rules/in-force').get(g.publicRead, async (_req, res) => {
    res.json(await taxRulesInForce(deps.store));
  });
  // The small-savings rates (ADMIN-TAXRULES-2, ADMIN-TAXRULES-3), also before /tax-rules/:year.
  router.route('/tax-rules/small-savings/in-force').get(g.publicRead, async (_req, res) => {
    res.json(await smallSavingsInForce(deps.store));
  });
  router
    .route('/tax-rules/small-savings')
    .get(...manage, async (_req, res) => {
      res.json(await getSmallSavings(deps.store));
    })
    .put(...manage, jsonBody(), async (req, res) => {
      res.json(await saveSmallSavings(deps.store, req.body, auditBy(req)));
    });
  router.route('/tax-rules/small-savings/confirm').post(...manage, async (req, res) => {
    res.json(await confirmSmallSavingsRates(deps.store, auditBy(req)));
  });
  router.route('/tax-rules').get(...manage, async (_req, res) => {
    res.json(await listTaxRules(deps.store));
  });
  router
    .route('/tax-rules/:year')
    .get(...manage, async (req, res) => {
      res.json(await getTaxRules(deps.store, yearParam(req.params.year)));
    })
    .put(...manage, jsonBody(), async (req, res) => {
      const year = yearParam(req.params.year);
      res.json(await saveTaxRules(deps.store, year, req.body, auditBy(req)));
    })
    .delete(...manage, async (req, res) => {
      res.json(await resetTaxRules(deps.store, yearParam(req.params.year), auditBy(req)));
    });
  router.route('/tax-rules/:year/preview').post(...manage, jsonBody(), async (req, res) => {
    res.json(await previewRules(deps.store, yearParam(req.params.year), req.body));
  });
  return router;
}
