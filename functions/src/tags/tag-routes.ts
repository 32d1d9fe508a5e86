import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { requireCapability, seesAllContent } from '../http/auth';
import type { Guards } from '../http/guards';
import { jsonBody } from '../http/json-body';
import { getTag, listTags, mergeTag, updateTag } from './tag-service';

/**
 * GET /api/tags, GET /api/tags/{slug} (public; staff also see tags without public posts, drafts counted);
 * PUT /api/tags/{slug} (rename, description, image) and POST /api/tags/{slug}/merge {into} (editors, admins).
 */
export function tagRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  const write = [g.auth, requireCapability('content:write')];
  router.get('/tags', g.publicRead, g.identify, async (req, res) => {
    res.json(await listTags(deps.store, seesAllContent(req)));
  });
  // One route per path: each answers 405 for the methods it lacks (withMethodNotAllowed).
  router
    .route('/tags/:slug')
    .get(g.publicRead, g.identify, async (req, res) => {
      res.json(await getTag(deps.store, String(req.params.slug ?? ''), seesAllContent(req)));
    })
    .put(...write, jsonBody(), async (req, res) => {
      res.json(await updateTag(deps.store, auditBy(req), String(req.params.slug ?? ''), req.body));
    });
  router.post('/tags/:slug/merge', ...write, jsonBody(), async (req, res) => {
    res.json(await mergeTag(deps.store, auditBy(req), String(req.params.slug ?? ''), req.body));
  });
  return router;
}
