import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { requireCapability, seesAllContent } from '../http/auth';
import type { Guards } from '../http/guards';
import { collectionRoutes } from '../http/collection-routes';
import { docId } from '../http/ids';
import { BODY_LIMITS, jsonBody } from '../http/json-body';
import { bulkBlogs } from './blog-bulk';
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

/** GET/POST /api/blogs, GET/PUT/DELETE /api/blogs/{id} (API-CALLS-1), POST /api/blogs/bulk; a post's revisions (ADMIN-PUBLISH). */
export function blogRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  const write = [g.auth, requireCapability('content:write')];
  // ADMIN-PUBLISH: one action on many posts, all or nothing (before /blogs/:id so "bulk" is never read as an id).
  router.post('/blogs/bulk', ...write, jsonBody(32 * 1024), async (req, res) => {
    res.json(await bulkBlogs(deps.store, auditBy(req), req.body));
  });
  collectionRoutes(router, {
    path: '/blogs',
    notFound: BLOG_NOT_FOUND,
    read: [g.publicRead, g.identify],
    write,
    body: jsonBody(BODY_LIMITS.blog),
    list: (req) => listBlogs(deps.store, seesAllContent(req)),
    create: (req) => createBlog(deps.store, auditBy(req), req.body),
    get: (req, id) => getBlog(deps.store, id, seesAllContent(req)),
    update: (req, id) => updateBlog(deps.store, auditBy(req), id, req.body),
    remove: (req, id) => deleteBlog(deps.store, auditBy(req), id),
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
