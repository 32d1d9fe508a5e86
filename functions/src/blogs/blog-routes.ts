import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { requireCapability, seesAllContent } from '../http/auth';
import type { Guards } from '../http/guards';
import { docId } from '../http/ids';
import { BODY_LIMITS, jsonBody } from '../http/json-body';
import { listRevisions } from './blog-revisions';
import {
  BLOG_NOT_FOUND,
  REVISION_NOT_FOUND,
  createBlog,
  deleteBlog,
  getBlog,
  listBlogs,
  restoreBlogRevision,
  updateBlog,
} from './blog-service';

/** GET/POST /api/blogs, GET/PUT/DELETE /api/blogs/{id} (API-CALLS-1); a post's revisions (ADMIN-PUBLISH). */
export function blogRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  const write = [g.auth, requireCapability('content:write')];
  router
    .route('/blogs')
    .get(g.publicRead, g.identify, async (req, res) => {
      res.json(await listBlogs(deps.store, seesAllContent(req)));
    })
    .post(...write, jsonBody(BODY_LIMITS.blog), async (req, res) => {
      res.status(201).json(await createBlog(deps.store, auditBy(req), req.body));
    });
  router
    .route('/blogs/:id')
    .get(g.publicRead, g.identify, async (req, res) => {
      res.json(await getBlog(deps.store, docId(req.params.id, BLOG_NOT_FOUND), seesAllContent(req)));
    })
    .put(...write, jsonBody(BODY_LIMITS.blog), async (req, res) => {
      res.json(await updateBlog(deps.store, auditBy(req), docId(req.params.id, BLOG_NOT_FOUND), req.body));
    })
    .delete(...write, async (req, res) => {
      await deleteBlog(deps.store, auditBy(req), docId(req.params.id, BLOG_NOT_FOUND));
      res.status(204).end();
    });
  // ADMIN-PUBLISH: every staff member may read a post's history; editors and admins may restore a version.
  router.get('/blogs/:id/revisions', g.auth, requireCapability('dashboard:read'), async (req, res) => {
    const id = docId(req.params.id, BLOG_NOT_FOUND);
    await getBlog(deps.store, id, true);
    res.json(await listRevisions(deps.store, id));
  });
  router.post('/blogs/:id/revisions/:revisionId/restore', ...write, async (req, res) => {
    res.json(
      await restoreBlogRevision(
        deps.store,
        auditBy(req),
        docId(req.params.id, BLOG_NOT_FOUND),
        docId(req.params.revisionId, REVISION_NOT_FOUND),
      ),
    );
  });
  return router;
}
