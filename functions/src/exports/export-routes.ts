import { Router, type Response } from 'express';
import { EXPORT_FILES } from '@36x/common';
import type { AppDeps } from '../app-deps';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { auditBy, recordAudit } from '../audit/audit-service';
import { describeFilter, parseContactQuery } from '../contacts/contact-query';
import { contactsCsv, enquiryFormsCsv } from './export-service';

function sendCsv(res: Response, filename: string, csv: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(Buffer.from(csv, 'utf8'));
}

/** GET /api/export/contacts and /api/export/enquiries (API-CSV-1): CSV files for staff who may export. */
export function exportRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  const guard = [g.auth, requireCapability('inquiries:export')];
  // The same filter parameters as GET /api/contacts (limit and cursor ignored): the export honours the desk's filter.
  // Recorded before the file is sent: an export that leaves the building is never missing from the log.
  router.route('/export/contacts').get(...guard, async (req, res) => {
    const query = parseContactQuery(req.query as Record<string, unknown>);
    const { csv, rows } = await contactsCsv(deps.store, query);
    await recordAudit(deps.store, auditBy(req), {
      type: 'export',
      action: 'exported',
      target: EXPORT_FILES.contacts,
      summary: `${rows} contact rows; filter: ${describeFilter(query)}`,
    });
    sendCsv(res, EXPORT_FILES.contacts, csv);
  });
  router.route('/export/enquiries').get(...guard, async (req, res) => {
    const { csv, rows } = await enquiryFormsCsv(deps.store);
    await recordAudit(deps.store, auditBy(req), {
      type: 'export',
      action: 'exported',
      target: EXPORT_FILES.enquiries,
      summary: `${rows} enquiry form rows`,
    });
    sendCsv(res, EXPORT_FILES.enquiries, csv);
  });
  return router;
}
