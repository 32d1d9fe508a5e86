import { INVITATION_DAYS } from '@36x/common';
import { COLLECTIONS, type Store, type WriteOp } from '../store/store';
import type { InvitationRecord } from '../users/invitation-service';
import { isStaleAttempts, type AttemptsRecord } from './login-lock';
import type { TwoFactorRecord } from './two-factor';

/** A two-factor set-up started and never finished (a QR code scanned, no code typed back) is dropped after a day. */
export const PENDING_ENROLMENT_MS = 24 * 60 * 60 * 1000;
/** Firestore takes at most 500 writes in one batch. */
const BATCH = 400;
/**
 * An invitation still pending past its 7 days stays listed for the admins (marked expired, to resend) for as long again;
 * a used or revoked one (no token left) goes as soon as its time has run out, like a sign-in link.
 */
export const EXPIRED_INVITATION_KEPT_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

export interface SpentTokens {
  signInLinks: number;
  twoFactorChallenges: number;
  pendingEnrolments: number;
  invitations: number;
  loginAttempts: number;
}

async function deleteAll(store: Store, collection: string, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH)
    await store.batch(ids.slice(i, i + BATCH).map((id): WriteOp => ({ op: 'delete', collection, id })));
}

/** A collection's documents whose `expiresAt` (ms) has passed: a range on one field, as Firestore asks. */
function expiredDocs<T extends Record<string, unknown>>(store: Store, collection: string, now: number) {
  return store.list<T>(collection, {
    orderBy: { field: 'expiresAt', direction: 'asc' },
    range: { field: 'expiresAt', lt: now },
  });
}

/** The ids of a collection's documents whose `expiresAt` (ms) has passed. */
async function expired(store: Store, collection: string, now: number): Promise<string[]> {
  return (await expiredDocs(store, collection, now)).map((d) => d.id);
}

/** Invitations past their time: used or revoked ones at once, pending ones once the admins' grace is over too. */
async function spentInvitations(store: Store, now: number): Promise<string[]> {
  const lapsed = await expiredDocs<InvitationRecord>(store, COLLECTIONS.invitations, now);
  return lapsed
    .filter((inv) => inv.status !== 'pending' || inv.expiresAt < now - EXPIRED_INVITATION_KEPT_MS)
    .map((inv) => inv.id);
}

/** Sign-in lock counters that no longer lock, queue or vouch for anything (login-lock.ts: isStaleAttempts). */
async function staleLoginAttempts(store: Store, now: number): Promise<string[]> {
  const counters = await store.list<AttemptsRecord>(COLLECTIONS.loginAttempts);
  return counters.filter((c) => isStaleAttempts(c, now)).map((c) => c.id);
}

/**
 * Retention of sign-in secrets once they can no longer be used (decision 050): sign-in links (15 minutes, used or
 * not), two-factor challenges (5 minutes) and two-factor set-ups left unfinished for a day (their secret was never
 * confirmed). A used link or challenge is already useless; an unexpired one is left to run out, then goes the next
 * day. Staff invitations the same way (decision 057; an expired pending one a week later), and the sign-in lock's
 * counters once they are stale (decision 027: nothing in them counts any more, so deleting changes no answer). Run daily with the enquiries' purge (`purgeOldContacts`, `npm run purge-contacts`).
 */
export async function purgeSpentAuthTokens(store: Store, now: number): Promise<SpentTokens> {
  const links = await expired(store, COLLECTIONS.signInLinks, now);
  await deleteAll(store, COLLECTIONS.signInLinks, links);
  const challenges = await expired(store, COLLECTIONS.twoFactorChallenges, now);
  await deleteAll(store, COLLECTIONS.twoFactorChallenges, challenges);
  // Unfinished set-ups: no secret in use, only a pending one (older records have no time: they go too).
  const pending = await store.list<TwoFactorRecord>(COLLECTIONS.twoFactor, { where: { secret: null } });
  const stale = pending
    .filter((r) => typeof r.pendingAt !== 'number' || r.pendingAt <= now - PENDING_ENROLMENT_MS)
    .map((r) => r.id);
  await deleteAll(store, COLLECTIONS.twoFactor, stale);
  const invitations = await spentInvitations(store, now);
  await deleteAll(store, COLLECTIONS.invitations, invitations);
  const attempts = await staleLoginAttempts(store, now);
  await deleteAll(store, COLLECTIONS.loginAttempts, attempts);
  return {
    signInLinks: links.length,
    twoFactorChallenges: challenges.length,
    pendingEnrolments: stale.length,
    invitations: invitations.length,
    loginAttempts: attempts.length,
  };
}
