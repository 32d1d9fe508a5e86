// The server bundle's entry (vite.config.ts): React Router's server build behind an Express handler, for the `api`
// function (functions/src/pages). It carries every dependency, so the function needs none of the web app's packages.
import { createRequestHandler } from '@react-router/express';
import { createRequestHandler as createRouterHandler, RouterContextProvider } from 'react-router';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import * as build from 'virtual:react-router/server-build';
import { pageContextKey, type PageContext } from '../src/app/page-context';

export type { ContactOutcome, PageContext } from '../src/app/page-context';

/** React Router's per-request context (`v8_middleware`) holding the function's page context, if any. */
function routerContext(pages?: PageContext): RouterContextProvider {
  const context = new RouterContextProvider();
  if (pages) context.set(pageContextKey, pages);
  return context;
}

/** An Express handler rendering the site's pages; `context` gives the routes their data for each request. */
export function createPageHandler(context: (req: ExpressRequest, res: ExpressResponse) => PageContext) {
  return createRequestHandler({
    build,
    mode: 'production',
    getLoadContext: (req, res) => routerContext(context(req, res)),
  });
}

/** Renders one page as the function would, for the build (404.html) and tests: a GET of `url` (a site path). */
export function renderPage(url: string, context?: PageContext): Promise<Response> {
  const handle = createRouterHandler(build, 'production');
  return handle(new Request(new URL(url, 'http://localhost')), routerContext(context));
}
