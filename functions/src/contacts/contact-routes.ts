import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../app';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { jsonBody } from '../http/json-body';
import { auditBy } from '../audit/audit-service';
import { listContacts, submitContact } from './contact-service';

/** GET /api/contacts (staff who read inquiries), POST /api/contacts (public, rate-limited per address). */
export function contactRoutes(deps: AppDeps, g: Guards, limit: RequestHandler): Router {
  const router = Router();
  router
    .route('/contacts')
    .get(g.auth, requireCapability('inquiries:read'), async (_req, res) => {
      res.json(await listContacts(deps.store));
    })
    .post(limit, jsonBody(16 * 1024), async (req, res) => {
      res.status(201).json(await submitContact(deps.store, auditBy(req), req.body));
    });
  return router;
}
