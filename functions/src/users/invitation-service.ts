import { createHash, randomBytes } from 'node:crypto';
import {
  ACCEPT_INVITE_PATH,
  INVITATION_DAYS,
  INVITATION_INVALID,
  invitationAcceptSchema,
  invitationCreateSchema,
  invitationTokenSchema,
  type Invitation,
  type InvitationPreview,
  type Role,
} from '@36x/common';
import { auditOp, type AuditBy } from '../audit/audit-service';
import { hashPassword } from '../auth/passwords';
import { ApiError } from '../http/api-error';
import { validateBody } from '../http/validate';
import { deliverPromptly, outboxOp } from '../mail/mail-service';
import type { Mailer } from '../mail/mailer';
import { maskEmail } from '../newsletter/newsletter-deps';
import {
  COLLECTIONS,
  StoreConflictError,
  type Doc,
  type Store,
  type StoreReader,
  type WriteOp,
} from '../store/store';
import { usernameKey, type UserRecord } from './user-model';
import { newUserWrites, USERNAME_TAKEN } from './user-service';
import { getOr404 } from '../http/get-or-404';

/**
 * Staff join by invitation (decision 057): an admin names an e-mail address and a role; the invitee gets a link that
 * works once, for 7 days, and chooses their own username and password on its page. The token exists only in the mail:
 * the invitation keeps its SHA-256 (as signInLinks do), so a copy of the store opens nothing. A resend draws a new
 * token (the old link dies); revoking removes it.
 */
export const INVITATION_TTL_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;
/** Invitations one admin may send (new or resent) in an hour, and mails one invitation may get in an hour. */
export const INVITATIONS_PER_ADMIN_HOUR = 20;
export const MAILS_PER_INVITATION_HOUR = 3;
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const EMAIL_IS_STAFF = 'A staff account already uses this e-mail address.';
export const EMAIL_INVITED =
  'This address already has a pending invitation. Resend it from the list of pending invitations.';
export const INVITE_USERNAME_TAKEN = 'That username is already taken. Leave it blank to let them choose.';

type InvitationStatus = 'pending' | 'accepted' | 'revoked';

export interface InvitationRecord extends Record<string, unknown> {
  email: string;
  /** Lower-cased, for the one-pending-invitation-per-address check. */
  emailKey: string;
  role: Role;
  username: string;
  invitedById: string | null;
  invitedBy: string;
  /** SHA-256 (hex) of the link's token; '' once accepted or revoked. */
  tokenHash: string;
  status: InvitationStatus;
  createdAt: string;
  sentAt: string;
  /** Milliseconds since the epoch (the clock the tests move). */
  expiresAt: number;
  acceptedAt?: string;
  userId?: string;
}

export interface InvitationDeps {
  store: Store;
  siteUrl: string;
  mailer?: Mailer;
  now: () => number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (ms: number) => new Date(ms).toISOString();

function toInvitation(d: Doc<InvitationRecord>): Invitation {
  return {
    id: d.id,
    email: d.email,
    role: d.role,
    username: d.username,
    invitedBy: d.invitedBy,
    createdAt: d.createdAt,
    sentAt: d.sentAt,
    expiresAt: iso(d.expiresAt),
  };
}

const ROLE_NAMES: Record<Role, string> = { admin: 'an admin', user: 'an editor', viewer: 'a viewer' };

function invitationMail(deps: InvitationDeps, inv: InvitationRecord, token: string) {
  const url = `${deps.siteUrl.replace(/\/$/, '')}${ACCEPT_INVITE_PATH}#${new URLSearchParams({ token })}`;
  return {
    to: inv.email,
    subject: 'You are invited to the 36x Advisory back office',
    text: [
      `${inv.invitedBy} invited you to join the 36x Advisory back office as ${ROLE_NAMES[inv.role]}.`,
      '',
      `Open this link within ${INVITATION_DAYS} days to choose your username and password. It works once:`,
      url,
      '',
      'If you did not expect this, you can ignore this mail; nothing happens unless the link is used.',
    ].join('\n'),
    replyTo: '',
    kind: 'invitation' as const,
    contactId: '',
  };
}

/** One admin's invitations in an hour (new and resent together), and one invitation's mails in an hour. */
async function withinHourlyLimits(store: Store, by: AuditBy, invitationId: string | null, t: number) {
  const hour = String(Math.floor(t / 3_600_000));
  const admin = await store.countHit(COLLECTIONS.rateLimits, `invitations~${by.actorId ?? 'none'}`, hour);
  if (admin > INVITATIONS_PER_ADMIN_HOUR)
    throw new ApiError(429, 'Too many invitations in an hour. Please try again later.');
  if (invitationId === null) return;
  const mails = await store.countHit(COLLECTIONS.rateLimits, `invitation-mail~${invitationId}`, hour);
  if (mails > MAILS_PER_INVITATION_HOUR)
    throw new ApiError(429, 'This invitation was sent several times this hour. Please try again later.');
}

/** GET /api/invitations: the pending ones (expired included, to resend or revoke), newest first. */
export async function listInvitations(store: Store): Promise<Invitation[]> {
  const docs = await store.list<InvitationRecord>(COLLECTIONS.invitations, { where: { status: 'pending' } });
  return docs.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(toInvitation);
}

async function emailIsStaff(tx: StoreReader, emailKey: string): Promise<boolean> {
  const users = await tx.list<UserRecord>(COLLECTIONS.users);
  return users.some((u) => (u.email ?? '').trim().toLowerCase() === emailKey);
}

/** POST /api/invitations: refused (409) for an address already on staff or already invited, or a taken username. */
export async function inviteStaff(deps: InvitationDeps, by: AuditBy, body: unknown): Promise<Invitation> {
  const { store } = deps;
  const input = validateBody(invitationCreateSchema, body);
  const emailKey = input.email.toLowerCase();
  const t = deps.now();
  const token = randomBytes(24).toString('base64url');
  const id = store.newId();
  const record: InvitationRecord = {
    email: input.email,
    emailKey,
    role: input.role as Role,
    username: input.username,
    invitedById: by.actorId,
    invitedBy: by.actorName,
    tokenHash: hashOf(token),
    status: 'pending',
    createdAt: iso(t),
    sentAt: iso(t),
    expiresAt: t + INVITATION_TTL_MS,
  };
  const mail = outboxOp(store, invitationMail(deps, record, token), new Date(t));
  await withinHourlyLimits(store, by, null, t);
  // The checks and the writes in one transaction: two admins inviting one address at once make one invitation.
  await store.transaction(async (tx) => {
    if (await emailIsStaff(tx, emailKey)) throw new ApiError(409, EMAIL_IS_STAFF, { email: EMAIL_IS_STAFF });
    const pending = await tx.list<InvitationRecord>(COLLECTIONS.invitations, {
      where: { emailKey, status: 'pending' },
    });
    if (pending.length) throw new ApiError(409, EMAIL_INVITED, { email: EMAIL_INVITED });
    if (input.username && (await tx.get(COLLECTIONS.usernames, usernameKey(input.username))))
      throw new ApiError(409, INVITE_USERNAME_TAKEN, { username: INVITE_USERNAME_TAKEN });
    const writes: WriteOp[] = [
      { op: 'create', collection: COLLECTIONS.invitations, id, data: record },
      mail.op,
      auditOp(store, by, {
        type: 'user',
        action: 'invited',
        targetId: id,
        target: maskEmail(input.email),
        summary: `role: ${record.role}; link works once for ${INVITATION_DAYS} days`,
      }),
    ];
    return { writes, result: null };
  });
  await deliverPromptly(store, deps.mailer, mail.id, deps.now);
  return toInvitation({ ...record, id });
}

function pendingInvitation(store: Store, id: string): Promise<Doc<InvitationRecord>> {
  return getOr404<InvitationRecord>(
    store,
    COLLECTIONS.invitations,
    id,
    INVITATION_NOT_FOUND,
    (inv) => inv.status === 'pending',
  );
}

/** POST /api/invitations/{id}/resend: a new link for 7 more days; the previous link stops working at once. */
export async function resendInvitation(deps: InvitationDeps, by: AuditBy, id: string): Promise<Invitation> {
  const { store } = deps;
  const inv = await pendingInvitation(store, id);
  const t = deps.now();
  await withinHourlyLimits(store, by, id, t);
  const token = randomBytes(24).toString('base64url');
  const patch = { tokenHash: hashOf(token), sentAt: iso(t), expiresAt: t + INVITATION_TTL_MS };
  const mail = outboxOp(store, invitationMail(deps, { ...inv, ...patch }, token), new Date(t));
  await store.batch([
    { op: 'update', collection: COLLECTIONS.invitations, id, data: patch },
    mail.op,
    auditOp(store, by, {
      type: 'user',
      action: 'invitation-resent',
      targetId: id,
      target: maskEmail(inv.email),
      summary: `new link for ${INVITATION_DAYS} days; the previous one no longer works`,
    }),
  ]);
  await deliverPromptly(store, deps.mailer, mail.id, deps.now);
  return toInvitation({ ...inv, ...patch });
}

/** DELETE /api/invitations/{id}: the link stops working; the record stays as revoked (the audit names it). */
export async function revokeInvitation(store: Store, by: AuditBy, id: string): Promise<void> {
  const inv = await pendingInvitation(store, id);
  await store.batch([
    { op: 'update', collection: COLLECTIONS.invitations, id, data: { status: 'revoked', tokenHash: '' } },
    auditOp(store, by, {
      type: 'user',
      action: 'invitation-revoked',
      targetId: id,
      target: maskEmail(inv.email),
      summary: `role was ${inv.role}`,
    }),
  ]);
}

/** The pending, unexpired invitation a token belongs to, else 400 (a token cannot be guessed: saying so reveals nothing). */
async function invitationOfToken(tx: StoreReader, token: string, now: number) {
  const [inv] = await tx.list<InvitationRecord>(COLLECTIONS.invitations, {
    where: { tokenHash: hashOf(token) },
    limit: 1,
  });
  if (!inv || inv.status !== 'pending' || inv.expiresAt <= now)
    throw new ApiError(400, INVITATION_INVALID, { token: INVITATION_INVALID });
  return inv;
}

/** POST /api/invitations/preview {token}: the address and role the link was sent for. */
export async function previewInvitation(
  store: Store,
  body: unknown,
  now: number,
): Promise<InvitationPreview> {
  const { token } = validateBody(invitationTokenSchema, body);
  const inv = await invitationOfToken(store, token, now);
  return { email: inv.email, role: inv.role, username: inv.username, expiresAt: iso(inv.expiresAt) };
}

/**
 * POST /api/invitations/accept {token, username, password}: makes the account (the role invited, no extra
 * permissions) and uses the invitation up, in one transaction, so a link works exactly once. Answers the new user's
 * id and name; the route then signs them in.
 */
export async function acceptInvitation(
  store: Store,
  body: unknown,
  ctx: { address: string; now: number },
): Promise<{ userId: string; username: string }> {
  const input = validateBody(invitationAcceptSchema, body);
  // Hashing is slow: before the transaction, which must only read and decide.
  const credential = await hashPassword(input.password, iso(ctx.now));
  return store
    .transaction(async (tx) => {
      const inv = await invitationOfToken(tx, input.token, ctx.now);
      if (await tx.get(COLLECTIONS.usernames, usernameKey(input.username)))
        throw new ApiError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
      // An address that joined another way since the invitation was sent.
      if (await emailIsStaff(tx, inv.emailKey)) throw new ApiError(409, EMAIL_IS_STAFF);
      const by: AuditBy = { actorId: null, actorName: input.username, address: ctx.address };
      const made = newUserWrites(
        store,
        by,
        { username: input.username, email: inv.email, role: inv.role },
        credential,
        `joined by the invitation from ${inv.invitedBy}`,
      );
      const used = { status: 'accepted', tokenHash: '', acceptedAt: iso(ctx.now), userId: made.id };
      return {
        writes: [
          ...made.writes,
          { op: 'update', collection: COLLECTIONS.invitations, id: inv.id, data: used },
          auditOp(
            store,
            { ...by, actorId: made.id },
            {
              type: 'user',
              action: 'invitation-accepted',
              targetId: inv.id,
              target: input.username,
              summary: `role: ${inv.role}`,
            },
          ),
        ],
        result: { userId: made.id, username: input.username },
      };
    })
    .catch((err: unknown) => {
      if (err instanceof StoreConflictError)
        throw new ApiError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
      throw err;
    });
}
