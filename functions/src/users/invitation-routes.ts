import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../app-deps';
import { auditBy } from '../audit/audit-service';
import { completeSignIn } from '../auth/auth-service';
import { LoginLock } from '../auth/login-lock';
import { requireCapability } from '../http/auth';
import { clientAddress, userAgent } from '../http/client';
import type { Guards } from '../http/guards';
import { docId } from '../http/ids';
import { jsonBody } from '../http/json-body';
import { COLLECTIONS } from '../store/store';
import type { UserRecord } from './user-model';
import {
  INVITATION_NOT_FOUND,
  acceptInvitation,
  inviteStaff,
  listInvitations,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitation-service';

/**
 * Staff invitations (decision 057). Admins (users:manage): GET and POST /api/invitations, POST …/{id}/resend, DELETE
 * …/{id}. The invitee, with the link's token in the body (never the URL): POST /api/invitations/preview, then
 * /accept, which makes the account and answers as a sign-in does. Both public calls share the sign-in budget per address.
 */
export function invitationRoutes(
  deps: AppDeps,
  g: Guards,
  limit: RequestHandler,
  clock: () => number,
): Router {
  const router = Router();
  const manage = [g.auth, requireCapability('users:manage')];
  const invDeps = { store: deps.store, siteUrl: deps.config.siteUrl, mailer: deps.mailer, now: clock };
  const id = (raw: unknown) => docId(raw, INVITATION_NOT_FOUND);
  const lock = new LoginLock(deps.store, clock);

  router.route('/invitations/preview').post(limit, jsonBody(1024), async (req, res) => {
    res.json(await previewInvitation(deps.store, req.body, clock()));
  });
  router.route('/invitations/accept').post(limit, jsonBody(2 * 1024), async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const made = await acceptInvitation(deps.store, req.body, { address: clientAddress(req), now: clock() });
    const user = await deps.store.get<UserRecord>(COLLECTIONS.users, made.userId);
    const ctx = { ipAddress: clientAddress(req), userAgent: userAgent(req) };
    res
      .status(201)
      .json(
        await completeSignIn(deps.store, deps.identity, lock, user!, ctx, 'after accepting an invitation'),
      );
  });
  router
    .route('/invitations')
    .get(...manage, async (_req, res) => {
      res.json(await listInvitations(deps.store));
    })
    .post(...manage, jsonBody(2 * 1024), async (req, res) => {
      res.status(201).json(await inviteStaff(invDeps, auditBy(req), req.body));
    });
  router.route('/invitations/:id').delete(...manage, async (req, res) => {
    await revokeInvitation(deps.store, auditBy(req), id(req.params.id));
    res.status(204).end();
  });
  router.route('/invitations/:id/resend').post(...manage, async (req, res) => {
    res.json(await resendInvitation(invDeps, auditBy(req), id(req.params.id)));
  });
  return router;
}
