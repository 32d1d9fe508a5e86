import { COLLECTIONS, type Store, type StoreReader, type WriteOp } from '../store/store';

/** Per username and client address: 5 failures within 15 minutes lock that pair until the oldest leaves the window. */
export const LOCK_MAX_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;
/** Per username, from every address together: past 10 failures within an hour, attempts are spaced out. */
export const BACKOFF_AFTER = 10;
export const BACKOFF_WINDOW_MS = 60 * 60 * 1000;
/** The longest gap between two attempts for one username (so its owner waits seconds, not a quarter hour). */
export const BACKOFF_MAX_MS = 30 * 1000;
/** Per client address, for every username together: 20 failures within 15 minutes stop that address signing in. */
export const ADDRESS_MAX_FAILURES = 20;
/**
 * While a username's backoff is on, an address that has not failed for it within the hour skips the queue for its
 * attempt, up to this many such addresses an hour per username; after that they queue like everyone else.
 */
export const FRESH_ADDRESSES_PER_HOUR = 20;
/** An address that signed in as a user stays "known" for that user this long: the backoff never queues it. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;
/** Failures kept per username document (older ones no longer change the gap, which is capped by then). */
const KEEP_USERNAME_FAILURES = 100;

export interface AttemptsRecord extends Record<string, unknown> {
  /** Times (ms) of failed attempts. */
  failures: number[];
  /** Username documents only: no queued attempt for this username before this time (ms), while the backoff is on. */
  nextAttemptAt?: number;
  /** Username documents only: times (ms) an address new to this username was let past the queue. */
  freshTries?: number[];
  /** Pair documents only: this address signed in as this user; the backoff does not queue it until then (ms). */
  knownUntil?: number;
}

/**
 * A counter that counts for nothing any more, so reads as if it were not there: no failure or fresh try within the
 * longest window (the hour), no queue slot still ahead, no address still known. The daily purge deletes these
 * (auth/spent-tokens.ts); the lock only ever overwrites them.
 */
export function isStaleAttempts(r: Partial<AttemptsRecord>, now: number): boolean {
  const within = (times: unknown) =>
    (Array.isArray(times) ? times : []).some((f) => typeof f === 'number' && now - f < BACKOFF_WINDOW_MS);
  const ahead = (at: unknown) => typeof at === 'number' && at > now;
  return !within(r.failures) && !within(r.freshTries) && !ahead(r.nextAttemptAt) && !ahead(r.knownUntil);
}

/** Why an attempt is refused before its password is even checked. */
export interface Refusal {
  /**
   * 'pair': this address has failed too often for this username; 'address': for all usernames together;
   * 'username': the username's backoff (this address is failing, or new while many new addresses try).
   */
  reason: 'pair' | 'address' | 'username';
  retryAfterSec: number;
}

/** The gap the backoff imposes after `failures` recent failures of one username: 1 s, 2 s, 4 s ... up to 30 s. */
export function backoffMs(failures: number): number {
  if (failures < BACKOFF_AFTER) return 0;
  return Math.min(BACKOFF_MAX_MS, 1000 * 2 ** (failures - BACKOFF_AFTER));
}

/**
 * The sign-in lock (ROLE-SESSION-3), in the store (`loginAttempts/`), so every instance sees the same counts:
 * - per username AND client address (`<username key>~<address>`): 5 failures within 15 minutes lock that pair only;
 * - per client address (`~<address>`), for all usernames together: 20 failures within 15 minutes lock that address;
 * - per username (`<username key>`), from every address together: past 10 failures within an hour, attempts from
 *   addresses that are failing for it wait for the username's next slot (1 s doubling up to 30 s), taken before the
 *   password is checked, so a guesser gets about 120 checked guesses an hour however many addresses it rotates.
 * ROLE-SESSION-5: others' failures never keep the owner out (docs/decisions/027-abuse-limits-and-privacy.md): an address that signed
 * in as the user within 90 days, or one that has not failed for the username within the hour (up to 20 such
 * addresses an hour), is checked at once, unqueued. Only its own failures can lock an address.
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

  /** Username keys never start with '~' (users/user-model.ts: usernameKey), so address documents cannot clash. */
  private static addressId(address: string): string {
    return `~${encodeURIComponent(address)}`;
  }

  private static recent(times: unknown, t: number, windowMs: number): number[] {
    return (Array.isArray(times) ? times : []).filter(
      (f): f is number => typeof f === 'number' && t - f < windowMs,
    );
  }

  private async read(tx: StoreReader, key: string, address: string) {
    const [pair, user, from] = await Promise.all([
      tx.get<AttemptsRecord>(COLLECTIONS.loginAttempts, LoginLock.pairId(key, address)),
      tx.get<AttemptsRecord>(COLLECTIONS.loginAttempts, key),
      tx.get<AttemptsRecord>(COLLECTIONS.loginAttempts, LoginLock.addressId(address)),
    ]);
    return { pair, user, from };
  }

  private static lockedFor(failures: number[], max: number, t: number): number | null {
    if (failures.length < max) return null;
    const oldestThatCounts = [...failures].sort((a, b) => a - b)[failures.length - max]!;
    return Math.max(1, Math.ceil((oldestThatCounts + LOCK_WINDOW_MS - t) / 1000));
  }

  /**
   * Before the password is checked: null when the attempt may go ahead (taking the username's next slot when it has
   * to queue), or why not and for how long. `skipQueue` (a valid sign-in link) passes the username's backoff only:
   * the pair's and the address's own locks still hold.
   */
  async admit(key: string, address: string, opts: { skipQueue?: boolean } = {}): Promise<Refusal | null> {
    return this.store.transaction(async (tx) => {
      const t = this.now();
      const { pair, user, from } = await this.read(tx, key, address);
      const refuse = (reason: Refusal['reason'], retryAfterSec: number) => ({
        writes: [],
        result: { reason, retryAfterSec } as Refusal,
      });
      const pairLock = LoginLock.lockedFor(
        LoginLock.recent(pair?.failures, t, LOCK_WINDOW_MS),
        LOCK_MAX_FAILURES,
        t,
      );
      if (pairLock) return refuse('pair', pairLock);
      const addressLock = LoginLock.lockedFor(
        LoginLock.recent(from?.failures, t, LOCK_WINDOW_MS),
        ADDRESS_MAX_FAILURES,
        t,
      );
      if (addressLock) return refuse('address', addressLock);

      const userFailures = LoginLock.recent(user?.failures, t, BACKOFF_WINDOW_MS);
      const gap = backoffMs(userFailures.length);
      if (gap === 0) return { writes: [], result: null };
      // The owner's own address: where they signed in before, or one that has not been failing for this name; or
      // the owner with a sign-in link from their mailbox (auth/sign-in-link.ts), wherever they are.
      if (opts.skipQueue === true) return { writes: [], result: null };
      if (typeof pair?.knownUntil === 'number' && pair.knownUntil > t) return { writes: [], result: null };
      const freshTries = LoginLock.recent(user?.freshTries, t, BACKOFF_WINDOW_MS);
      const pairFailedThisHour = LoginLock.recent(pair?.failures, t, BACKOFF_WINDOW_MS).length > 0;
      const next = typeof user?.nextAttemptAt === 'number' ? user.nextAttemptAt : 0;
      const record = (data: Partial<AttemptsRecord>): WriteOp => ({
        op: 'set',
        collection: COLLECTIONS.loginAttempts,
        id: key,
        data: { failures: userFailures, nextAttemptAt: next, freshTries, ...data },
      });
      if (!pairFailedThisHour && freshTries.length < FRESH_ADDRESSES_PER_HOUR)
        return { writes: [record({ freshTries: [...freshTries, t] })], result: null };
      if (t < next) return refuse('username', Math.max(1, Math.ceil((next - t) / 1000)));
      return { writes: [record({ nextAttemptAt: t + gap })], result: null };
    });
  }

  async recordFailure(key: string, address: string): Promise<void> {
    await this.store.transaction(async (tx) => {
      const t = this.now();
      const { pair, user, from } = await this.read(tx, key, address);
      // The pair keeps an hour of failures: the lock looks at 15 minutes, "failing for this name" at the hour.
      const pairFailures = [...LoginLock.recent(pair?.failures, t, BACKOFF_WINDOW_MS), t].slice(
        -LOCK_MAX_FAILURES * 2,
      );
      const addressFailures = [...LoginLock.recent(from?.failures, t, LOCK_WINDOW_MS), t].slice(
        -ADDRESS_MAX_FAILURES * 2,
      );
      const userFailures = [...LoginLock.recent(user?.failures, t, BACKOFF_WINDOW_MS), t].slice(
        -KEEP_USERNAME_FAILURES,
      );
      const next = Math.max(
        typeof user?.nextAttemptAt === 'number' ? user.nextAttemptAt : 0,
        t + backoffMs(userFailures.length),
      );
      const set = (id: string, data: AttemptsRecord): WriteOp => ({
        op: 'set',
        collection: COLLECTIONS.loginAttempts,
        id,
        data,
      });
      return {
        writes: [
          // A typo from the owner's usual address keeps it known; only failures enough to lock the pair (5 in
          // 15 minutes: no longer the owner typing) make it queue again with everyone else.
          set(LoginLock.pairId(key, address), {
            failures: pairFailures,
            ...(typeof pair?.knownUntil === 'number' &&
            pair.knownUntil > t &&
            LoginLock.recent(pairFailures, t, LOCK_WINDOW_MS).length < LOCK_MAX_FAILURES
              ? { knownUntil: pair.knownUntil }
              : {}),
          }),
          set(LoginLock.addressId(address), { failures: addressFailures }),
          set(key, {
            failures: userFailures,
            nextAttemptAt: next,
            freshTries: LoginLock.recent(user?.freshTries, t, BACKOFF_WINDOW_MS),
          }),
        ],
        result: undefined,
      };
    });
  }

  /**
   * After a right password: this address starts afresh for this username and is known for it from now on (the
   * username's backoff ages out by itself).
   */
  async clear(key: string, address: string): Promise<void> {
    await this.store.batch([
      {
        op: 'set',
        collection: COLLECTIONS.loginAttempts,
        id: LoginLock.pairId(key, address),
        data: { failures: [], knownUntil: this.now() + KNOWN_ADDRESS_MS },
      },
    ]);
  }
}
