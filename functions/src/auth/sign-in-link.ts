import { createHash, randomBytes } from 'node:crypto';
import { signInLinkRequestSchema } from '@36x/common';
import { auditOp, type AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { validateBody } from '../http/validate';
import { deliverPromptly, outboxOp } from '../mail/mail-service';
import type { Mailer } from '../mail/mailer';
import { COLLECTIONS, type Store, type WriteOp } from '../store/store';
import { usernameKey, type UserRecord, type UsernameRecord } from '../users/user-model';

/**
 * One-time sign-in links (ASVS V2.5, "no lockouts"): while strangers guess a username, its owner at an address the
 * sign-in lock does not know yet may have to queue with them. The owner asks for a link on the sign-in page; it is
 * mailed to the account's own address through the outbox, and opening it lets that browser's next password attempt
 * skip the username's queue (the password, and then a second factor, are still asked: a mailbox alone signs no one
 * in). A link works once and for 15 minutes; at most 3 are mailed per account an hour, and the answer is the same
 * whether the username exists or not.
 */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
export const SIGN_IN_LINKS_PER_HOUR = 3;
export const SIGN_IN_LINK_INVALID =
  'This sign-in link has expired or was already used. Please ask for a new one.';

export interface SignInLinkRecord extends Record<string, unknown> {
  userId: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SignInLinkDeps {
  store: Store;
  siteUrl: string;
  mailer?: Mailer;
  now: () => number;
}

function linkMail(siteUrl: string, username: string, token: string, address: string) {
  const url = `${siteUrl.replace(/\/$/, '')}/login?${new URLSearchParams({ username, link: token })}`;
  return {
    subject: 'Your 36x advisory sign-in link',
    text: [
      `A sign-in link was asked for the staff account "${username}" (from the address ${address}).`,
      '',
      'Open it within 15 minutes and enter your password; it works once:',
      url,
      '',
      'If you did not ask for it, someone may be guessing your password. You can ignore this mail; tell an',
      'administrator if it keeps coming.',
    ].join('\n'),
  };
}

/** POST /api/auth/sign-in-link: answers nothing about the account; mails a link when it can. */
export async function requestSignInLink(deps: SignInLinkDeps, by: AuditBy, body: unknown): Promise<void> {
  const { store } = deps;
  const { username } = validateBody(signInLinkRequestSchema, body);
  const pointer = await store.get<UsernameRecord>(COLLECTIONS.usernames, usernameKey(username));
  const user = pointer ? await store.get<UserRecord>(COLLECTIONS.users, pointer.userId) : null;
  if (!pointer || !user || user.isActive === false || !user.email) return;
  const t = deps.now();
  const hour = String(Math.floor(t / 3_600_000));
  if (
    (await store.countHit(COLLECTIONS.rateLimits, `sign-in-link~${pointer.userId}`, hour)) >
    SIGN_IN_LINKS_PER_HOUR
  )
    return;
  const token = randomBytes(24).toString('base64url');
  const record: SignInLinkRecord = {
    userId: pointer.userId,
    createdAt: t,
    expiresAt: t + SIGN_IN_LINK_TTL_MS,
    usedAt: null,
  };
  const mail = outboxOp(
    store,
    {
      ...linkMail(deps.siteUrl, user.username, token, by.address),
      to: user.email,
      replyTo: '',
      kind: 'sign-in-link',
      contactId: '',
    },
    new Date(t),
  );
  await store.batch([
    { op: 'create', collection: COLLECTIONS.signInLinks, id: tokenId(token), data: record },
    mail.op,
    auditOp(store, by, {
      type: 'sign-in',
      action: 'sign-in-link-sent',
      targetId: pointer.userId,
      target: user.username,
      summary: 'mailed to the account address; works once for 15 minutes',
    }),
  ]);
  await deliverPromptly(store, deps.mailer, mail.id, deps.now);
}

const usable = (link: SignInLinkRecord | null, userId: string | null, now: number) =>
  !!link && link.userId === userId && link.usedAt === null && link.expiresAt > now;
const linkInvalid = () => new ApiError(400, SIGN_IN_LINK_INVALID, { link: SIGN_IN_LINK_INVALID });

/**
 * At sign-in with a link: the link must be the user's, unused and unexpired (else 400, before the password is
 * checked: a token cannot be guessed, so saying so reveals nothing).
 */
export async function checkSignInLink(
  store: Store,
  token: string,
  userId: string | null,
  now: number,
): Promise<void> {
  const link = await store.get<SignInLinkRecord>(COLLECTIONS.signInLinks, tokenId(token));
  if (!usable(link, userId, now)) throw linkInvalid();
}

/**
 * The password was right: the link is used up, checked again and marked in one transaction, so two attempts racing
 * with the same link cannot both use it (the second answers 400 as for a used link).
 */
export async function spendSignInLink(
  store: Store,
  token: string,
  userId: string,
  now: number,
): Promise<void> {
  const id = tokenId(token);
  const spent = await store.transaction(async (tx) => {
    const link = await tx.get<SignInLinkRecord>(COLLECTIONS.signInLinks, id);
    if (!usable(link, userId, now)) return { writes: [], result: false };
    const use: WriteOp = { op: 'update', collection: COLLECTIONS.signInLinks, id, data: { usedAt: now } };
    return { writes: [use], result: true };
  });
  if (!spent) throw linkInvalid();
}
