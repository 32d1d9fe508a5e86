import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { collectionRoutes } from '../http/collection-routes';
import { docId } from '../http/ids';
import { jsonBody } from '../http/json-body';
import {
  USER_NOT_FOUND,
  deleteUser,
  endUserSessions,
  listUsers,
  resetPassword,
  setUserPermissions,
  setUserStatus,
  updateUser,
} from './user-service';

/**
 * /api/users and its status and permissions calls (API-CALLS-1): admins (users:manage) only. No POST: staff join by
 * invitation (invitation-routes.ts), choosing their own password.
 */
export function userRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  const manage = [g.auth, requireCapability('users:manage')];
  const id = (raw: unknown) => docId(raw, USER_NOT_FOUND);
  collectionRoutes(router, {
    path: '/users',
    notFound: USER_NOT_FOUND,
    read: manage,
    write: manage,
    body: jsonBody(),
    list: () => listUsers(deps.store),
    update: (req, id) => updateUser(deps.store, deps.identity, auditBy(req), id, req.body),
    remove: (req, id) => deleteUser(deps.store, deps.identity, auditBy(req), id),
  });
  router.route('/users/:id/status').put(...manage, jsonBody(), async (req, res) => {
    res.json(await setUserStatus(deps.store, deps.identity, auditBy(req), id(req.params.id), req.body));
  });
  router.route('/users/:id/permissions').put(...manage, jsonBody(), async (req, res) => {
    res.json(await setUserPermissions(deps.store, auditBy(req), id(req.params.id), req.body));
  });
  router.route('/users/:id/password-reset').post(...manage, async (req, res) => {
    res.json(await resetPassword(deps.store, deps.identity, auditBy(req), id(req.params.id)));
  });
  router.route('/users/:id/sessions/end').post(...manage, async (req, res) => {
    await endUserSessions(deps.store, deps.identity, auditBy(req), id(req.params.id));
    res.status(204).end();
  });
  return router;
}
