import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { collectionRoutes } from '../http/collection-routes';
import { jsonBody } from '../http/json-body';
import { VIDEO_NOT_FOUND, createVideo, deleteVideo, listVideos, updateVideo } from './video-service';

/** GET/POST /api/videos, PUT/DELETE /api/videos/{id} (API-CALLS-1). */
export function videoRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  const write = [g.auth, requireCapability('content:write')];
  collectionRoutes(router, {
    path: '/videos',
    notFound: VIDEO_NOT_FOUND,
    read: [g.publicRead],
    write,
    body: jsonBody(),
    list: () => listVideos(deps.store),
    create: (req) => createVideo(deps.store, auditBy(req), req.body),
    update: (req, id) => updateVideo(deps.store, auditBy(req), id, req.body),
    remove: (req, id) => deleteVideo(deps.store, auditBy(req), id),
  });
  return router;
}
