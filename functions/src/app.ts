import express, { type ErrorRequestHandler } from 'express';
import type { Store } from './store/store';
import type { Blobs } from './blobs/blobs';
import type { Identity } from './identity/identity';
import type { Config } from './config';
import { ApiError } from './http/api-error';
import { healthRoutes } from './health/health-routes';

export interface AppDeps {
  store: Store;
  blobs: Blobs;
  identity: Identity;
  config: Config;
}

/** Builds the /api Express app from its adapters. Never listens: the Cloud Function (or a test) serves it. */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);

  const api = express.Router();
  api.use(healthRoutes(deps));
  app.use('/api', api);

  app.use('/api', (_req, _res, next) => next(new ApiError(404, 'Not found')));
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    if (err instanceof ApiError) {
      res.status(err.status).json({ message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
      return;
    }
    console.error(err);
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  };
  app.use(onError);
  return app;
}
