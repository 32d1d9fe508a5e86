import compression from 'compression';
import { PERMISSIONS_POLICY, type NewsletterOutcome } from '@36x/common';
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { getBlog, listBlogs } from '../blogs/blog-service';
import { leadsDeps, unlessHoneypot } from '../contacts/contact-routes';
import { submitContact } from '../contacts/contact-service';
import { ApiError } from '../http/api-error';
import { rulesInForceReader } from '../tax-rules/rules-in-force';
import { listVideos } from '../videos/video-service';
import { listAuthors } from '../authors/author-service';
import { getTag } from '../tags/tag-service';
import { newsletterDeps } from '../newsletter/newsletter-routes';
import { confirmSubscription, subscribe, unsubscribe } from '../newsletter/subscribers';
import { defaultPageBundlePaths, pageHandlerLoader, type PageContext } from './page-handler';

export interface PageOptions {
  /** Where the web app's server bundle may be (page-handler.ts). */
  bundlePaths?: string[];
}

/**
 * The site's pages that are not static files: Hosting rewrites /blogs, /blogs/**, /videos, /videos/**, /sitemap.xml,
 * /rss.xml, /contact/send, /calculator/<id>/results and /newsletter/** here, and answers every other path from its files
 * (404.html when there is none). The web
 * app's server bundle renders them with React Router (web/src/routes: blogs.tsx, blog.tsx, videos.tsx, video.tsx,
 * sitemap.ts, rss.ts, contact-send.tsx, not-found.tsx) from the data read here, through the API's own services.
 */
export function pageRoutes(
  deps: AppDeps,
  publicRead: RequestHandler,
  limitContacts: RequestHandler,
  limitSubscribe: RequestHandler,
  options: PageOptions = {},
): Router {
  const router = Router();
  const load = pageHandlerLoader(options.bundlePaths ?? defaultPageBundlePaths());
  let handler: RequestHandler | undefined;
  const leads = leadsDeps(deps);
  const nl = newsletterDeps(deps);
  const rulesInForce = rulesInForceReader(deps.store, deps.clock);
  /** An API refusal as a page's outcome: 400 and 404 become the page's message, anything else is a real error. */
  const outcomeOf = async (run: () => Promise<{ email?: string } | void>): Promise<NewsletterOutcome> => {
    try {
      const r = await run();
      return { status: 'done', email: r?.email };
    } catch (err) {
      if (err instanceof ApiError && (err.status === 400 || err.status === 404))
        return { status: 'invalid', errors: err.errors ?? {}, message: err.message };
      throw err;
    }
  };

  const context = (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]): PageContext => ({
    listBlogs: () => listBlogs(deps.store, false),
    getBlog: (id) =>
      getBlog(deps.store, id, false).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    listAuthors: () => listAuthors(deps.store),
    getTag: (slug) =>
      getTag(deps.store, slug, false).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    listVideos: () => listVideos(deps.store),
    async submitContact(fields) {
      const refused = res.locals.contactRefused as string | undefined;
      if (refused) return { status: 'refused', message: refused };
      try {
        await submitContact(leads, fields, auditBy(req));
        return { status: 'sent' };
      } catch (err) {
        if (err instanceof ApiError && err.status === 400) {
          return { status: 'invalid', errors: err.errors ?? {} };
        }
        throw err;
      }
    },
    async subscribe(fields) {
      const refused = res.locals.subscribeRefused as string | undefined;
      if (refused) return { status: 'refused', message: refused };
      return outcomeOf(() => subscribe(nl, fields));
    },
    confirmSubscription: (token) => outcomeOf(() => confirmSubscription(nl, { token })),
    unsubscribe: (token, sendId) => outcomeOf(() => unsubscribe(nl, token, 'link', sendId)),
    rulesInForce,
    // The posted form, parsed by the platform or by pageForm (below); never read from the stream again.
    form: req.method === 'POST' ? (req.body as Record<string, unknown>) : undefined,
  });

  // Every page request counts against the address's budget for public reads, the API's own counter (createApp
  // passes the same middleware); and a page's post must be a browser's form, read before anything renders.
  router.use(publicRead, pageForm);

  // /blogs/ and /videos/ reach the function through the rewrites (Hosting redirects only its own files' URLs). The
  // target stays on this host: leading slashes are collapsed too, so `//evil.example/` can never become the
  // protocol-relative `//evil.example` (nor `/\\evil.example/`, which browsers read the same way).
  router.get(/^\/.+\/$/, (req, res) => {
    const query = req.originalUrl.slice(req.path.length);
    res.redirect(301, `/${req.path.replace(/^[/\\]+|[/\\]+$/g, '')}${query}`);
  });

  // A visitor over the contact limit gets the contact page with the limit's message (not a JSON error). The limits
  // are the API's own counters (createApp passes the same middleware), and a honeypot post never counts.
  const limited = unlessHoneypot(limitContacts);
  router.post('/contact/send', (req, res, next) => {
    limited(req, res, (err?: unknown) => {
      if (err instanceof ApiError && err.status === 429) res.locals.contactRefused = err.message;
      else if (err) return next(err);
      next();
    });
  });

  // The subscribe form's no-script post (SITE-NEWS-1): over the limit, the page says so.
  router.post('/newsletter/subscribe', (req, res, next) => {
    limitSubscribe(req, res, (err?: unknown) => {
      if (err instanceof ApiError && err.status === 429) res.locals.subscribeRefused = err.message;
      else if (err) return next(err);
      next();
    });
  });

  // A page is 20-90 KB of HTML, a fifth of that compressed; Hosting passes a function's body as it is.
  router.use(compression(), async (req, res, next) => {
    const bundle = await load();
    if (!bundle) {
      res.status(503).type('text/plain').send('The site\u2019s pages are not built: run `npm run build`.');
      return;
    }
    handler ??= bundle.createPageHandler(context);
    res.set('X-Content-Type-Options', 'nosniff');
    // The page's script policy comes with the page (web/src/entry.server.tsx); Hosting adds the site policy.
    res.set('Permissions-Policy', PERMISSIONS_POLICY);
    handler(req, res, next);
  });
  router.use(pageRefusal);
  return router;
}

/** How much a page's form may send: a contact message or a calculator's fields; a newsletter form is an address. */
export const PAGE_FORM_LIMITS = { default: 16 * 1024, newsletter: 4 * 1024 } as const;
export const PAGE_FORM_TYPE =
  'Send the form as a browser does (Content-Type: application/x-www-form-urlencoded).';
const PAGE_METHODS = 'GET, HEAD, POST';

/**
 * A page takes GET, or a POST of a browser's form (urlencoded, the forms' only encoding), and nothing else. Anything
 * else is refused here, at once and before rendering: behind Cloud Functions the platform has read the body already
 * (text, JSON, bytes), and a route action asking React Router for the form would wait for a stream that never comes
 * (it waited 60 s, then 504, and a few such posts stalled the instance). A form read by the platform arrives parsed;
 * run locally, it is parsed here. Either way the routes find it in the page context's `form`, never in the stream.
 */
const pageForm: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  if (req.method !== 'POST') {
    res.setHeader('Allow', PAGE_METHODS);
    return next(new ApiError(405, 'A page takes GET, or POST of its form.'));
  }
  if (!req.is('application/x-www-form-urlencoded')) return next(new ApiError(415, PAGE_FORM_TYPE));
  const limit = req.path.startsWith('/newsletter/') ? PAGE_FORM_LIMITS.newsletter : PAGE_FORM_LIMITS.default;
  const declared = Number(req.headers['content-length']);
  const read = (req as { rawBody?: Buffer }).rawBody?.length ?? 0;
  if ((Number.isFinite(declared) && declared > limit) || read > limit)
    return next(new ApiError(413, `The form is too large (at most ${limit / 1024} KB).`));
  express.urlencoded({ extended: false, limit })(req, res, (err?: unknown) => {
    if (err) return next(err);
    // An empty form (no fields) is still a form: the routes never fall back to the stream.
    if (!req.body || typeof req.body !== 'object' || Buffer.isBuffer(req.body)) req.body = {};
    next();
  });
};

/**
 * A refused page request (limit, method, type, size) in words, as plain text: the visitor's browser shows it, and a
 * script reads the status. Other errors go on to the app's error handler.
 */
const pageRefusal: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  const status = Number((err as { status?: unknown } | null)?.status);
  if (res.headersSent || !(Number.isInteger(status) && status >= 400 && status < 500)) return next(err);
  const message =
    err instanceof ApiError
      ? err.message
      : status === 413
        ? 'The form is too large.'
        : 'The form could not be read.';
  res.status(status).type('text/plain').send(message);
};
