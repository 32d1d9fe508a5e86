import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { docId } from '../http/ids';
import { jsonBody } from '../http/json-body';
import { VIDEO_NOT_FOUND, createVideo, deleteVideo, listVideos, updateVideo } from './video-service';

/** GET/POST /api/videos, PUT/DELETE /api/videos/{id} (API-CALLS-1). */
export function videoRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  const write = [g.auth, requireCapability('content:write')];
  router
    .route('/videos')
    .get(g.publicRead, async (_req, res) => {
      res.json(await listVideos(deps.store));
    })
    .post(...write, jsonBody(), async (req, res) => {
      res.status(201).json(await createVideo(deps.store, auditBy(req), req.body));
    });
  router
    .route('/videos/:id')
    .put(...write, jsonBody(), async (req, res) => {
      res.json(await updateVideo(deps.store, auditBy(req), docId(req.params.id, VIDEO_NOT_FOUND), req.body));
    })
    .delete(...write, async (req, res) => {
      await deleteVideo(deps.store, auditBy(req), docId(req.params.id, VIDEO_NOT_FOUND));
      res.status(204).end();
    });
  return router;
}
