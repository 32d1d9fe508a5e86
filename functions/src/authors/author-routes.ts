import { Router } from 'express';
import { can, isSlug } from '@36x/common';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import type { Guards } from '../http/guards';
import { docId } from '../http/ids';
import { jsonBody } from '../http/json-body';
import { AUTHOR_NOT_FOUND, getAuthor, listAuthors, updateProfile } from './author-service';

/**
 * GET /api/authors, GET /api/authors/{slug}: public author profiles. PUT /api/users/{id}/profile: admins for anyone,
 * every staff member for themselves (ADMIN-PUBLISH-7).
 */
export function authorRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  router.get('/authors', g.publicRead, async (_req, res) => {
    res.json(await listAuthors(deps.store));
  });
  router.get('/authors/:slug', g.publicRead, async (req, res) => {
    const slug = String(req.params.slug ?? '');
    if (!isSlug(slug)) throw new ApiError(404, AUTHOR_NOT_FOUND);
    res.json(await getAuthor(deps.store, slug));
  });
  router.put('/users/:id/profile', g.auth, jsonBody(), async (req, res) => {
    const id = docId(req.params.id, 'User not found');
    const me = req.staff!.user;
    if (me.id !== id && !can(me, 'users:manage')) {
      throw new ApiError(403, 'You can change only your own profile');
    }
    res.json(await updateProfile(deps.store, auditBy(req), id, req.body));
  });
  return router;
}
