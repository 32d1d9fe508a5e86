import { Router, type Request, type RequestHandler } from 'express';
import { DEFAULT_CONTACT_RETENTION_MONTHS } from '@36x/common';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { requireCapability, SIGN_IN_REQUIRED } from '../http/auth';
import type { Guards } from '../http/guards';
import { jsonBody } from '../http/json-body';
import { auditBy } from '../audit/audit-service';
import { clientAddress } from '../http/client';
import { erasePerson } from '../privacy/erasure-service';
import { bulkUpdateContacts } from './contact-bulk';
import { contactPeople, contactsPerWeek, listContactsPage, parseContactQuery } from './contact-query';
import {
  addContactNote,
  contactCounts,
  contactOwners,
  eraseContact,
  getContact,
  purgeContacts,
  submitContact,
  updateContact,
  visitorReceipt,
  type LeadsDeps,
} from './contact-service';

/** The leads desk's dependencies, from the app's. */
export function leadsDeps(deps: AppDeps): LeadsDeps {
  return {
    store: deps.store,
    mailer: deps.mailer,
    leads: deps.config.leads ?? {
      notifyEmail: '',
      acknowledge: false,
      retentionMonths: DEFAULT_CONTACT_RETENTION_MONTHS,
    },
    siteUrl: deps.config.siteUrl,
    now: () => new Date((deps.clock ?? Date.now)()),
  };
}

/** The contact form's hidden field: filled only by bots (contactSchema's `website`). */
export function isHoneypot(body: unknown): boolean {
  const website = (body as { website?: unknown } | null)?.website;
  return typeof website === 'string' && website.trim() !== '';
}

/**
 * API-LIMITS-5: the contact limits, skipped for a honeypot post: it stores and sends nothing, so it never counts against the
 * address's or everyone's budget (a bot filling the field cannot close the form for real visitors).
 */
export function unlessHoneypot(limit: RequestHandler): RequestHandler {
  return (req, res, next) => (isHoneypot(req.body) ? next() : limit(req, res, next));
}

function actorOf(req: Request): { id: string; username: string; address: string } {
  if (!req.staff) throw new ApiError(401, SIGN_IN_REQUIRED);
  return { id: req.staff.user.id, username: req.staff.user.username, address: clientAddress(req) };
}

/** The response header carrying the next page's cursor of GET /api/contacts ('' on the last page). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
/** How many enquiries (or people) match in all: the desk's "x-y of N". */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * The leads desk (CONTACT-LEADS).
 * - POST /api/contacts (public, rate-limited per address and overall): stored with its mail, then notified.
 * - GET /api/contacts?q&status&subject&from&to&owner&email&sort&limit&cursor (readers): one page as a JSON array; the
 *   next page's cursor in the X-Next-Cursor header, how many match in X-Total-Count. GET /api/contacts/counts: per
 *   status. GET /api/contacts/people (same filter): grouped by email address. GET /api/contacts/{id}.
 * - PATCH /api/contacts/{id} {status?, ownerId?} and POST /api/contacts/{id}/notes {text} (editors, admins);
 *   POST /api/contacts/bulk {ids | filter, status?, ownerId?} (editors, admins; CONTACT-LEADS-6).
 * - DELETE /api/contacts/{id} {reason}, POST /api/privacy/erase {email, reason} (a person: every enquiry, note,
 *   activity line, mail and subscription of the address) and POST /api/contacts/purge (admins: inquiries:erase).
 */
export function contactRoutes(deps: AppDeps, g: Guards, limit: RequestHandler): Router {
  const router = Router();
  const leads = leadsDeps(deps);
  const read = [g.auth, requireCapability('inquiries:read')];
  const write = [g.auth, requireCapability('inquiries:write')];
  const erase = [g.auth, requireCapability('inquiries:erase')];
  router
    .route('/contacts')
    .get(...read, async (req, res) => {
      const page = await listContactsPage(
        deps.store,
        parseContactQuery(req.query as Record<string, unknown>),
      );
      res.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
      res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
      res.json(page.items);
    })
    .post(jsonBody(16 * 1024), unlessHoneypot(limit), async (req, res) => {
      res.status(201).json(visitorReceipt(await submitContact(leads, req.body, auditBy(req))));
    });
  router.route('/contacts/counts').get(...read, async (_req, res) => {
    res.json(await contactCounts(deps.store));
  });
  router.route('/contacts/weekly').get(...read, async (_req, res) => {
    res.json(await contactsPerWeek(deps.store, leads.now()));
  });
  router.route('/contacts/owners').get(...read, async (_req, res) => {
    res.json(await contactOwners(deps.store));
  });
  router.route('/contacts/people').get(...read, async (req, res) => {
    const query = parseContactQuery(req.query as Record<string, unknown>);
    const { people, total } = await contactPeople(deps.store, query);
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    res.json(people);
  });
  router.route('/contacts/bulk').post(...write, jsonBody(32 * 1024), async (req, res) => {
    res.json(await bulkUpdateContacts(deps.store, actorOf(req), req.body));
  });
  router.route('/privacy/erase').post(...erase, jsonBody(4 * 1024), async (req, res) => {
    res.json(await erasePerson(deps.store, actorOf(req), req.body, leads.now()));
  });
  router.route('/contacts/purge').post(...erase, async (req, res) => {
    const months = leads.leads.retentionMonths;
    res.json(await purgeContacts(deps.store, actorOf(req), leads.now(), months));
  });
  router
    .route('/contacts/:id')
    .get(...read, async (req, res) => {
      res.json(await getContact(deps.store, String(req.params.id)));
    })
    .patch(...write, jsonBody(4 * 1024), async (req, res) => {
      res.json(await updateContact(deps.store, actorOf(req), String(req.params.id), req.body));
    })
    .delete(...erase, jsonBody(4 * 1024), async (req, res) => {
      await eraseContact(deps.store, actorOf(req), String(req.params.id), req.body);
      res.status(204).end();
    });
  router.route('/contacts/:id/notes').post(...write, jsonBody(8 * 1024), async (req, res) => {
    res.status(201).json(await addContactNote(deps.store, actorOf(req), String(req.params.id), req.body));
  });
  return router;
}
