import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { requireCapability, seesAllContent } from '../http/auth';
import type { Guards } from '../http/guards';
import { docId } from '../http/ids';
import { jsonBody } from '../http/json-body';
import {
  ENQUIRY_FORM_NOT_FOUND,
  createEnquiryForm,
  deleteEnquiryForm,
  listEnquiryForms,
  updateEnquiryForm,
} from './enquiry-form-service';

/** GET/POST /api/enquiry-forms, PUT/DELETE /api/enquiry-forms/{id} (API-CALLS-1). */
export function enquiryFormRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  const write = [g.auth, requireCapability('content:write')];
  router
    .route('/enquiry-forms')
    .get(g.publicRead, g.identify, async (req, res) => {
      res.json(await listEnquiryForms(deps.store, seesAllContent(req)));
    })
    .post(...write, jsonBody(), async (req, res) => {
      res.status(201).json(await createEnquiryForm(deps.store, auditBy(req), req.body));
    });
  router
    .route('/enquiry-forms/:id')
    .put(...write, jsonBody(), async (req, res) => {
      res.json(
        await updateEnquiryForm(
          deps.store,
          auditBy(req),
          docId(req.params.id, ENQUIRY_FORM_NOT_FOUND),
          req.body,
        ),
      );
    })
    .delete(...write, async (req, res) => {
      await deleteEnquiryForm(deps.store, auditBy(req), docId(req.params.id, ENQUIRY_FORM_NOT_FOUND));
      res.status(204).end();
    });
  return router;
}
