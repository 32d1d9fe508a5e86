import { Router } from 'express';
import { can } from '@36x/common';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { COLLECTIONS } from '../store/store';
import { deleteFromTrash, listTrash, restoreFromTrash, TRASH_NOT_FOUND } from './trash-service';
import { getOr404 } from '../http/get-or-404';

const TRASH_ID = /^(blog|video|enquiryForm)~[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
const trashId = (raw: unknown): string => {
  if (typeof raw !== 'string' || !TRASH_ID.test(raw)) throw new ApiError(404, TRASH_NOT_FOUND);
  return raw;
};

/**
 * GET /api/trash, POST /api/trash/{id}/restore, DELETE /api/trash/{id}: admins (ADMIN-PUBLISH-9); an editor may
 * restore what they deleted themselves (decision 050: a delete can be undone by its author).
 */
export function trashRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  const admin = [g.auth, requireCapability('content:restore')];
  router.get('/trash', ...admin, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(await listTrash(deps.store));
  });
  // Admins restore anything; whoever deleted an item may put it back themselves (the Undo of the delete's toast).
  router.post('/trash/:id/restore', g.auth, requireCapability('content:write'), async (req, res) => {
    const id = trashId(req.params.id);
    const staff = req.staff!;
    if (!can(staff.user, 'content:restore')) {
      const item = await getOr404<{ deletedById?: string | null }>(
        deps.store,
        COLLECTIONS.trash,
        id,
        TRASH_NOT_FOUND,
      );
      if (item.deletedById !== staff.user.id)
        throw new ApiError(403, 'Only an administrator, or whoever deleted it, can restore this.');
    }
    res.json(await restoreFromTrash(deps.store, auditBy(req), id));
  });
  router.delete('/trash/:id', ...admin, async (req, res) => {
    await deleteFromTrash(deps.store, auditBy(req), trashId(req.params.id));
    res.status(204).end();
  });
  return router;
}
