import type { ErrorRequestHandler, Request, Response, NextFunction, Router } from 'express';
import { StoreConflictError, StoreNotFoundError } from '../store/store';
import { ApiError } from './api-error';

/** The one error answer of the API (API-ERRORS-1, ARCH-PORTS-3): `{ message, errors? }` with a non-2xx status. */
export const errorHandler: ErrorRequestHandler = (
  err: unknown,
  _req: Request,
  res: Response,
  _next: NextFunction,
) => {
  if (res.headersSent) return;
  if (err instanceof ApiError) {
    res.status(err.status).json({ message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
    return;
  }
  if (err instanceof StoreConflictError) {
    res.status(409).json({ message: 'This item already exists' });
    return;
  }
  if (err instanceof StoreNotFoundError) {
    res.status(404).json({ message: 'Not found' });
    return;
  }
  // Errors raised by Express itself for bad input (a malformed %-escape in the path, ...) carry a 4xx status.
  const status = Number(
    (err as { status?: unknown; statusCode?: unknown }).status ??
      (err as { statusCode?: unknown }).statusCode,
  );
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    res
      .status(status)
      .json({ message: status === 413 ? 'The request is too large' : 'The request could not be understood' });
    return;
  }
  // Only the error itself is logged, never the request body (which may hold a password).
  console.error('API error:', err instanceof Error ? (err.stack ?? err.message) : err);
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};

/**
 * Every route answers 405 (with Allow) for a method it does not have, instead of falling through to 404:
 * DELETE /api/contacts is a wrong method, not a missing page.
 */
export function withMethodNotAllowed(router: Router): Router {
  for (const layer of router.stack as {
    route?: { methods: Record<string, boolean>; all: (h: unknown) => void };
  }[]) {
    const route = layer.route;
    if (!route) continue;
    const allow = Object.keys(route.methods)
      .filter((m) => m !== '_all')
      .map((m) => m.toUpperCase());
    if (allow.includes('GET') && !allow.includes('HEAD')) allow.push('HEAD');
    route.all((_req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Allow', allow.join(', '));
      next(new ApiError(405, 'Method not allowed'));
    });
  }
  return router;
}
