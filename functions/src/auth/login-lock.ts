import { COLLECTIONS, type Doc, type Store, type StoreReader, type WriteOp } from '../store/store';

/** Per username and client address: 5 failures within 15 minutes lock that pair until the oldest leaves the window. */
export const LOCK_MAX_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;
/** Per username, from every address together: past 10 failures within an hour, attempts are spaced out. */
export const BACKOFF_AFTER = 10;
export const BACKOFF_WINDOW_MS = 60 * 60 * 1000;
/** The longest gap between two attempts for one username (so its owner waits seconds, not a quarter hour). */
export const BACKOFF_MAX_MS = 30 * 1000;
/** Failures kept per username document (older ones no longer change the gap, which is capped by then). */
const KEEP_USERNAME_FAILURES = 100;

interface AttemptsRecord extends Record<string, unknown> {
  /** Times (ms) of failed attempts. */
  failures: number[];
  /** Username documents only: no attempt for this username before this time (ms), while the backoff is on. */
  nextAttemptAt?: number;
}

/** Why an attempt is refused before its password is even checked. */
export interface Refusal {
  /** 'pair': this address has failed too often for this username; 'username': the username's backoff. */
  reason: 'pair' | 'username';
  retryAfterSec: number;
}

/** The gap the backoff imposes after `failures` recent failures of one username: 1 s, 2 s, 4 s ... up to 30 s. */
export function backoffMs(failures: number): number {
  if (failures < BACKOFF_AFTER) return 0;
  return Math.min(BACKOFF_MAX_MS, 1000 * 2 ** (failures - BACKOFF_AFTER));
}

/**
 * The sign-in lock (ROLE-SESSION-3), in the store (`loginAttempts/`), so every instance sees the same counts:
 * - per username AND client address (`<username key>~<address>`): 5 failures within 15 minutes lock that pair only.
 *   Someone else's wrong passwords therefore never lock the owner out from their own address;
 * - per username (`<username key>`), from every address together: past 10 failures within an hour, each attempt
 *   must wait for the previous one's gap (1 s doubling up to 30 s), and the attempt takes its slot before its password
 *   is checked, so parallel bursts cannot share one. A guesser rotating addresses gets about 120 guesses an hour
 *   instead of thousands; the owner waits at most 30 seconds for a slot.
 * Unknown usernames are counted the same way, so the lock does not reveal which names exist. Reads and writes are
 * transactions (Store.transaction), so concurrent failures are never lost.
 */
export class LoginLock {
  constructor(
    private readonly store: Store,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private static pairId(key: string, address: string): string {
    return `${key}~${encodeURIComponent(address)}`;
  }

  private static recent(doc: Doc<AttemptsRecord> | null, t: number, windowMs: number): number[] {
    return (Array.isArray(doc?.failures) ? doc.failures : []).filter(
      (f) => typeof f === 'number' && t - f < windowMs,
    );
  }

  private async read(tx: StoreReader, key: string, address: string) {
    const [pair, user] = await Promise.all([
      tx.get<AttemptsRecord>(COLLECTIONS.loginAttempts, LoginLock.pairId(key, address)),
      tx.get<AttemptsRecord>(COLLECTIONS.loginAttempts, key),
    ]);
    return { pair, user };
  }

  /**
   * Before the password is checked: null when the attempt may go ahead (taking the username's next slot while its
   * backoff is on), or why not and for how long.
   */
  async admit(key: string, address: string): Promise<Refusal | null> {
    return this.store.transaction(async (tx) => {
      const t = this.now();
      const { pair, user } = await this.read(tx, key, address);
      const pairFailures = LoginLock.recent(pair, t, LOCK_WINDOW_MS).sort((a, b) => a - b);
      if (pairFailures.length >= LOCK_MAX_FAILURES) {
        const oldestThatCounts = pairFailures[pairFailures.length - LOCK_MAX_FAILURES]!;
        const retryAfterSec = Math.max(1, Math.ceil((oldestThatCounts + LOCK_WINDOW_MS - t) / 1000));
        return { writes: [], result: { reason: 'pair', retryAfterSec } as Refusal };
      }
      const userFailures = LoginLock.recent(user, t, BACKOFF_WINDOW_MS);
      const gap = backoffMs(userFailures.length);
      if (gap === 0) return { writes: [], result: null };
      const next = typeof user?.nextAttemptAt === 'number' ? user.nextAttemptAt : 0;
      if (t < next) {
        const retryAfterSec = Math.max(1, Math.ceil((next - t) / 1000));
        return { writes: [], result: { reason: 'username', retryAfterSec } as Refusal };
      }
      const slot: WriteOp = {
        op: 'set',
        collection: COLLECTIONS.loginAttempts,
        id: key,
        data: { failures: userFailures, nextAttemptAt: t + gap },
      };
      return { writes: [slot], result: null };
    });
  }

  async recordFailure(key: string, address: string): Promise<void> {
    await this.store.transaction(async (tx) => {
      const t = this.now();
      const { pair, user } = await this.read(tx, key, address);
      const pairFailures = [...LoginLock.recent(pair, t, LOCK_WINDOW_MS), t].slice(-LOCK_MAX_FAILURES * 2);
      const userFailures = [...LoginLock.recent(user, t, BACKOFF_WINDOW_MS), t].slice(
        -KEEP_USERNAME_FAILURES,
      );
      const next = Math.max(
        typeof user?.nextAttemptAt === 'number' ? user.nextAttemptAt : 0,
        t + backoffMs(userFailures.length),
      );
      return {
        writes: [
          {
            op: 'set',
            collection: COLLECTIONS.loginAttempts,
            id: LoginLock.pairId(key, address),
            data: { failures: pairFailures },
          },
          {
            op: 'set',
            collection: COLLECTIONS.loginAttempts,
            id: key,
            data: { failures: userFailures, nextAttemptAt: next },
          },
        ],
        result: undefined,
      };
    });
  }

  /** After a right password: this address starts afresh for this username (the username's backoff ages out). */
  async clear(key: string, address: string): Promise<void> {
    await this.store.delete(COLLECTIONS.loginAttempts, LoginLock.pairId(key, address));
  }
}
