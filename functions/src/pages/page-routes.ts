import compression from 'compression';
import { PERMISSIONS_POLICY, type NewsletterOutcome } from '@36x/common';
import express, { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { getBlog, listBlogs } from '../blogs/blog-service';
import { leadsDeps, unlessHoneypot } from '../contacts/contact-routes';
import { submitContact } from '../contacts/contact-service';
import { ApiError } from '../http/api-error';
import { listVideos } from '../videos/video-service';
import { listAuthors } from '../authors/author-service';
import { getTag } from '../tags/tag-service';
import { newsletterDeps } from '../newsletter/newsletter-routes';
import { confirmSubscription, subscribe, unsubscribe } from '../newsletter/newsletter-service';
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
  limitContacts: RequestHandler,
  limitSubscribe: RequestHandler,
  options: PageOptions = {},
): Router {
  const router = Router();
  const load = pageHandlerLoader(options.bundlePaths ?? defaultPageBundlePaths());
  let handler: RequestHandler | undefined;
  const leads = leadsDeps(deps);
  const nl = newsletterDeps(deps);
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
    // Cloud Functions have read the body already: urlencoded forms arrive parsed.
    form:
      req.method === 'POST' && req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)
        ? (req.body as Record<string, unknown>)
        : undefined,
  });

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
  router.post('/contact/send', express.urlencoded({ extended: false, limit: '16kb' }), (req, res, next) => {
    limited(req, res, (err?: unknown) => {
      if (err instanceof ApiError && err.status === 429) res.locals.contactRefused = err.message;
      else if (err) return next(err);
      next();
    });
  });

  // A calculator's no-script Calculate (CALC-PAGE-8): its fields, parsed here when no platform has parsed them.
  router.post('/calculator/:id/results', express.urlencoded({ extended: false, limit: '16kb' }));
  // The subscribe form's no-script post (SITE-NEWS-1): over the limit, the page says so.
  router.post(
    '/newsletter/subscribe',
    express.urlencoded({ extended: false, limit: '4kb' }),
    (req, res, next) => {
      limitSubscribe(req, res, (err?: unknown) => {
        if (err instanceof ApiError && err.status === 429) res.locals.subscribeRefused = err.message;
        else if (err) return next(err);
        next();
      });
    },
  );
  router.post(/^\/newsletter\/(confirm|unsubscribe)$/, express.urlencoded({ extended: false, limit: '4kb' }));

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
  return router;
}
