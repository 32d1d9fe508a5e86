import express, { type RequestHandler } from 'express';
import type { AppDeps } from './app-deps';
import { DEFAULT_TRUSTED_PROXY_HOPS } from './config';
import { ApiError } from './http/api-error';
import { authenticate, identifyIfPresent } from './http/auth';
import { ADDRESS_FROM_SOCKET_SETTING, TRUSTED_PROXY_HOPS_SETTING } from './http/client';
import { errorHandler, withMethodNotAllowed } from './http/errors';
import type { Guards } from './http/guards';
import { RateLimiter, rateLimitsFrom, type RateLimits } from './http/rate-limit';
import { healthRoutes } from './health/health-routes';
import { activityRoutes } from './activities/activity-routes';
import { auditRoutes } from './audit/audit-routes';
import { settingsRoutes } from './settings/settings-routes';
import { authRoutes } from './auth/auth-routes';
import { blogRoutes } from './blogs/blog-routes';
import { taxRulesRoutes } from './tax-rules/tax-rules-routes';
import { calculatorUsageRoutes } from './calculator-usage/calculator-usage-routes';
import { contactRoutes } from './contacts/contact-routes';
import { enquiryFormRoutes } from './enquiry-forms/enquiry-form-routes';
import { exportRoutes } from './exports/export-routes';
import { loginHistoryRoutes } from './login-history/login-history-routes';
import { uploadRoutes } from './uploads/upload-routes';
import { userRoutes } from './users/user-routes';
import { invitationRoutes } from './users/invitation-routes';
import { videoRoutes } from './videos/video-routes';
import { newsletterRoutes } from './newsletter/newsletter-routes';
import { pageRoutes } from './pages/page-routes';
import { trashRoutes } from './trash/trash-routes';
import { authorRoutes } from './authors/author-routes';
import { tagRoutes } from './tags/tag-routes';
import { guideRoutes } from './guides/guide-routes';

/**
 * Builds the /api Express app from its adapters. Never listens: the Cloud Function (or a test) serves it.
 *
 * Malformed JSON: behind Cloud Functions and its emulator, a body sent as application/json that does not parse is
 * answered 400 in HTML by the platform's own body parser before this app runs (functions-framework and the emulator
 * runtime have their own Express app with no way in for ours: GoogleCloudPlatform/functions-framework-nodejs#686).
 * An error handler here cannot catch it; this app answers JSON 400 whenever it does get the bytes (http/json-body.ts).
 * Why, and the options rejected: docs/decisions/009-malformed-json-answered-by-the-platform.md.
 */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  // Requests arrive through Hosting and Google's front end, which appends `<client-ip>,<its own>` to
  // X-Forwarded-For: the client address is the entry `hops` from the right, never the client-written left-most one
  // (http/client.ts says how that was established). req.ip agrees with clientAddress() whenever the platform is there.
  // Local mode has no front end: the socket's peer is the address (clientAddress never reads req.ip). Express still
  // trusts the forwarded host and protocol in both modes: React Router builds a page's URL from them and refuses a
  // form post whose Origin differs from it (its CSRF check), so the Hosting emulator's host must be seen here too.
  const hops = deps.config.trustedProxyHops ?? DEFAULT_TRUSTED_PROXY_HOPS;
  const local = deps.config.mode === 'local';
  app.set('trust proxy', hops);
  app.set(TRUSTED_PROXY_HOPS_SETTING, hops);
  app.set(ADDRESS_FROM_SOCKET_SETTING, local);

  const limits: RateLimits = {
    ...rateLimitsFrom(deps.config.rateLimitPerMinute, deps.config.publicWritesPerMinute),
    ...deps.rateLimits,
  };
  const clock = deps.clock ?? (() => Date.now());
  // Writes and sign-in are counted in the store (both modes), so the limits hold across instances and workers; reads
  // stay in memory (a store write per page view would cost more than the abuse it brakes).
  const limiter = new RateLimiter(clock, deps.store);
  const readLimiter = new RateLimiter(clock);
  const guards: Guards = {
    auth: authenticate(deps.store, deps.identity),
    identify: identifyIfPresent(deps.store, deps.identity),
    publicRead: readLimiter.middleware('read', limits.publicReads),
  };
  const limit = (bucket: keyof RateLimits, global?: keyof RateLimits): RequestHandler =>
    limiter.middleware(bucket, limits[bucket], global ? limits[global] : undefined);
  // Contact messages, from the API and from the contact page's no-script post alike: one set of counters.
  const limitContacts = limiter.middleware(
    'contacts',
    [limits.contacts, limits.contactsPerHour],
    limits.allContacts,
  );

  // Newsletter sign-ups, from the API and the subscribe form's no-script post alike: one set of counters.
  const limitSubscribe = limiter.middleware(
    'subscribe',
    [limits.subscribe, limits.subscribePerHour],
    limits.allSubscribe,
  );

  const api = express.Router();
  api.use((_req, res, next) => {
    // API-CACHE-1: answers depend on who asks (drafts for staff, enquirers' details), so no cache may keep them, the browser's
    // included (it outlives Logout). Hosting must not replace this (web/src/lib/hosting-cache.test.ts). Uploads
    // override it.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Vary', 'Authorization');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  for (const router of [
    healthRoutes(deps),
    authRoutes(deps, guards, limit('login'), clock),
    blogRoutes(deps, guards),
    videoRoutes(deps, guards),
    enquiryFormRoutes(deps, guards),
    contactRoutes(deps, guards, limitContacts),
    activityRoutes(deps, guards),
    exportRoutes(deps, guards),
    userRoutes(deps, guards),
    invitationRoutes(deps, guards, limit('login'), clock),
    authorRoutes(deps, guards),
    tagRoutes(deps, guards),
    trashRoutes(deps, guards),
    loginHistoryRoutes(deps, guards),
    auditRoutes(deps, guards),
    settingsRoutes(deps, guards),
    uploadRoutes(deps, guards),
    calculatorUsageRoutes(deps, guards, limit('calculatorUsage', 'allCalculatorUsage')),
    taxRulesRoutes(deps, guards),
    newsletterRoutes(deps, guards, limitSubscribe),
  ]) {
    api.use(withMethodNotAllowed(router));
  }
  app.use('/api', api);
  // An /api path no route answers is an API 404 in JSON, never a page.
  app.use('/api', (_req, _res, next) => next(new ApiError(404, 'Not found')));
  // The PDF guides, rendered with the tax rules in force (guides/guide-routes.ts).
  app.use(withMethodNotAllowed(guideRoutes(deps, guards.publicRead)));
  // The site's pages that Hosting does not have as files (pages/page-routes.ts).
  app.use(
    pageRoutes(deps, guards.publicRead, limitContacts, limitSubscribe, {
      bundlePaths: deps.pageBundlePaths,
    }),
  );

  app.use((_req, _res, next) => next(new ApiError(404, 'Not found')));
  app.use(errorHandler);
  return app;
}
