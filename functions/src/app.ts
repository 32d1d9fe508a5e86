import express, { type RequestHandler } from 'express';
import type { Store } from './store/store';
import type { Blobs } from './blobs/blobs';
import type { Identity } from './identity/identity';
import type { Config } from './config';
import { ApiError } from './http/api-error';
import { authenticate, identifyIfPresent } from './http/auth';
import { errorHandler, withMethodNotAllowed } from './http/errors';
import type { Guards } from './http/guards';
import { RateLimiter, rateLimitsFrom, type RateLimits } from './http/rate-limit';
import { healthRoutes } from './health/health-routes';
import { activityRoutes } from './activities/activity-routes';
import { authRoutes } from './auth/auth-routes';
import { blogRoutes } from './blogs/blog-routes';
import { calculatorUsageRoutes } from './calculator-usage/calculator-usage-routes';
import { contactRoutes } from './contacts/contact-routes';
import { enquiryFormRoutes } from './enquiry-forms/enquiry-form-routes';
import { exportRoutes } from './exports/export-routes';
import { loginHistoryRoutes } from './login-history/login-history-routes';
import { uploadRoutes } from './uploads/upload-routes';
import { userRoutes } from './users/user-routes';
import { videoRoutes } from './videos/video-routes';
import { pageRoutes } from './pages/page-routes';

export interface AppDeps {
  store: Store;
  blobs: Blobs;
  identity: Identity;
  config: Config;
  /** Overrides of the per-address budgets (tests); by default they come from config.rateLimitPerMinute. */
  rateLimits?: Partial<RateLimits>;
  /** The clock of the sign-in lock and the rate limits (tests move it forward); Date.now by default. */
  clock?: () => number;
}

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
  // Requests arrive through Hosting (or its emulator) and the Functions front end; see http/client.ts.
  app.set('trust proxy', true);

  const limits: RateLimits = { ...rateLimitsFrom(deps.config.rateLimitPerMinute), ...deps.rateLimits };
  const clock = deps.clock ?? (() => Date.now());
  const limiter = new RateLimiter(clock);
  const guards: Guards = {
    auth: authenticate(deps.store, deps.identity),
    identify: identifyIfPresent(deps.store, deps.identity),
    publicRead: limiter.middleware('read', limits.publicReads),
  };
  const limit = (bucket: keyof RateLimits): RequestHandler => limiter.middleware(bucket, limits[bucket]);

  const api = express.Router();
  api.use((_req, res, next) => {
    // Answers depend on who asks (drafts for staff), so no shared cache may keep them. Uploads override this.
    res.setHeader('Cache-Control', 'no-store');
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
    contactRoutes(deps, guards, limit('contacts')),
    activityRoutes(deps, guards),
    exportRoutes(deps, guards),
    userRoutes(deps, guards),
    loginHistoryRoutes(deps, guards),
    uploadRoutes(deps, guards),
    calculatorUsageRoutes(deps, limit('calculatorUsage')),
  ]) {
    api.use(withMethodNotAllowed(router));
  }
  app.use('/api', api);
  // The site's pages that Hosting does not have as files (pages/page-routes.ts).
  app.use(pageRoutes(deps, limit('contacts')));

  app.use((_req, _res, next) => next(new ApiError(404, 'Not found')));
  app.use(errorHandler);
  return app;
}
