import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { requireCapability, seesAllContent } from '../http/auth';
import type { Guards } from '../http/guards';
import { collectionRoutes } from '../http/collection-routes';
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
  collectionRoutes(router, {
    path: '/enquiry-forms',
    notFound: ENQUIRY_FORM_NOT_FOUND,
    read: [g.publicRead, g.identify],
    write,
    body: jsonBody(),
    list: (req) => listEnquiryForms(deps.store, seesAllContent(req)),
    create: (req) => createEnquiryForm(deps.store, auditBy(req), req.body),
    update: (req, id) => updateEnquiryForm(deps.store, auditBy(req), id, req.body),
    remove: (req, id) => deleteEnquiryForm(deps.store, auditBy(req), id),
  });
  return router;
}
