import { Router, type Request, type RequestHandler } from 'express';
import { EXPORT_FILES, SUBSCRIBE_THANKS, toCsv } from '@36x/common';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { istDateTime } from '../exports/export-service';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { BODY_LIMITS, jsonBody } from '../http/json-body';
import type { NewsletterDeps } from './newsletter-deps';
import { listSends, sendTest, startSend } from './newsletter-sends';
import { importSubscribers } from './subscriber-import';
import {
  confirmSubscription,
  listSubscribers,
  recordSubscriberExport,
  subscribe,
  subscriberCounts,
  unsubscribe,
} from './subscribers';

/** The newsletter's dependencies, from the app's. */
export function newsletterDeps(deps: AppDeps): NewsletterDeps {
  return {
    store: deps.store,
    mailer: deps.mailer,
    siteUrl: deps.config.siteUrl,
    // The wall clock, as the blog service's "is it public yet" test uses (deps.clock is the rate limits' clock).
    now: () => new Date(),
  };
}

const queryOf = (req: Request) =>
  Object.fromEntries(
    Object.entries(req.query).map(([k, v]) => [k, Array.isArray(v) ? String(v[v.length - 1]) : String(v)]),
  );

/**
 * The newsletter (SITE-NEWS, docs/decisions/030-newsletter-and-bulk-leads.md).
 * - POST /api/newsletter/subscribe {email, source, website} (public, rate-limited): always 202 with the same words.
 * - POST /api/newsletter/confirm {token}; POST /api/newsletter/unsubscribe?token&send (RFC 8058 one-click: a mail
 *   client posts `List-Unsubscribe=One-Click` here; the token in the address says who).
 * - GET /api/newsletter/subscribers?q&state, /subscribers/counts (readers of enquiries: addresses are personal data);
 *   GET /api/export/subscribers (those who may export).
 * - GET /api/newsletter/sends (dashboard readers), POST /api/newsletter/sends {postId} (content writers).
 * - POST /api/newsletter/test {postId, to?} (content writers): the mail marked [Test] to one address.
 * - POST /api/newsletter/subscribers/import {csv, withoutConsent} (admins): docs/decisions/056.
 */
export function newsletterRoutes(deps: AppDeps, g: Guards, limit: RequestHandler): Router {
  const router = Router();
  const nl = newsletterDeps(deps);
  router.route('/newsletter/subscribe').post(limit, jsonBody(4 * 1024), async (req, res) => {
    await subscribe(nl, req.body);
    res.status(202).json({ message: SUBSCRIBE_THANKS });
  });
  router.route('/newsletter/confirm').post(g.publicRead, jsonBody(1024), async (req, res) => {
    res.json(await confirmSubscription(nl, req.body));
  });
  router.route('/newsletter/unsubscribe').post(g.publicRead, async (req, res) => {
    const q = queryOf(req);
    res.json(await unsubscribe(nl, q.token ?? '', 'one-click', q.send ?? ''));
  });
  const read = [g.auth, requireCapability('inquiries:read')];
  router.route('/newsletter/subscribers').get(...read, async (req, res) => {
    res.json(await listSubscribers(deps.store, queryOf(req)));
  });
  router.route('/newsletter/subscribers/counts').get(...read, async (_req, res) => {
    res.json(await subscriberCounts(deps.store));
  });
  router
    .route('/newsletter/sends')
    .get(g.auth, requireCapability('dashboard:read'), async (_req, res) => {
      res.json(await listSends(deps.store));
    })
    .post(g.auth, requireCapability('content:write'), jsonBody(1024), async (req, res) => {
      res.status(201).json(await startSend(nl, auditBy(req), req.body));
    });
  // A post's newsletter to one address, marked [Test]: not a send (newsletter-sends.ts).
  router
    .route('/newsletter/test')
    .post(g.auth, requireCapability('content:write'), jsonBody(1024), async (req, res) => {
      res.json(await sendTest(nl, auditBy(req), req.staff?.user.email ?? '', req.body));
    });
  router
    .route('/newsletter/subscribers/import')
    .post(
      g.auth,
      requireCapability('subscribers:import'),
      jsonBody(BODY_LIMITS.subscriberImport),
      async (req, res) => {
        res.json(await importSubscribers(deps.store, auditBy(req), nl.now(), req.body));
      },
    );
  // The consent record travels with each address (SITE-NEWS-5). Recorded before the file is sent.
  router.route('/export/subscribers').get(g.auth, requireCapability('inquiries:export'), async (req, res) => {
    const subs = await listSubscribers(deps.store, queryOf(req));
    const csv = toCsv(
      [
        'Email',
        'State',
        'Consent Given (IST)',
        'Source',
        'Notice Version',
        'Notice',
        'Confirmed (IST)',
        'Unsubscribed (IST)',
        'Bounced (IST)',
      ],
      subs.map((s) => [
        s.email,
        s.state,
        istDateTime(s.consent.at),
        s.consent.source,
        s.consent.noticeVersion,
        s.consent.notice,
        istDateTime(s.confirmedAt),
        istDateTime(s.unsubscribedAt),
        istDateTime(s.bouncedAt),
      ]),
    );
    await recordSubscriberExport(deps.store, auditBy(req), subs.length, EXPORT_FILES.subscribers);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${EXPORT_FILES.subscribers}"`);
    res.send(Buffer.from(csv, 'utf8'));
  });
  return router;
}
