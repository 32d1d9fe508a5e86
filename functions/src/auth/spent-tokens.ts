import { COLLECTIONS, type Store, type WriteOp } from '../store/store';
import type { TwoFactorRecord } from './two-factor';

/** A two-factor set-up started and never finished (a QR code scanned, no code typed back) is dropped after a day. */
export const PENDING_ENROLMENT_MS = 24 * 60 * 60 * 1000;
/** Firestore takes at most 500 writes in one batch. */
const BATCH = 400;

export interface SpentTokens {
  signInLinks: number;
  twoFactorChallenges: number;
  pendingEnrolments: number;
}

async function deleteAll(store: Store, collection: string, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH)
    await store.batch(ids.slice(i, i + BATCH).map((id): WriteOp => ({ op: 'delete', collection, id })));
}

/** The ids of a collection's documents whose `expiresAt` (ms) has passed: a range on one field, as Firestore asks. */
async function expired(store: Store, collection: string, now: number): Promise<string[]> {
  const docs = await store.list(collection, {
    orderBy: { field: 'expiresAt', direction: 'asc' },
    range: { field: 'expiresAt', lt: now },
  });
  return docs.map((d) => d.id);
}

/**
 * Retention of sign-in secrets once they can no longer be used (decision 050): sign-in links (15 minutes, used or
 * not), two-factor challenges (5 minutes) and two-factor set-ups left unfinished for a day (their secret was never
 * confirmed). A used link or challenge is already useless; an unexpired one is left to run out, then goes the next
 * day. Run daily with the enquiries' purge (`purgeOldContacts`, `npm run purge-contacts`).
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
  return {
    signInLinks: links.length,
    twoFactorChallenges: challenges.length,
    pendingEnrolments: stale.length,
  };
}
