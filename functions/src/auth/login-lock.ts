import { COLLECTIONS, type Store } from '../store/store';

export const LOCK_MAX_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;

interface AttemptsRecord extends Record<string, unknown> {
  /** Times (ms) of failed attempts within the window. */
  failures: number[];
}

/**
 * The sign-in lock (ARCHITECTURE §5): 5 failed attempts for one username within 15 minutes lock that username
 * until the oldest of them leaves the window. Kept in the store (`loginAttempts/<username key>`), so every
 * instance sees the same count. Unknown usernames are counted the same way, so the lock does not reveal which
 * names exist.
 */
export class LoginLock {
  constructor(
    private readonly store: Store,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private async recent(key: string): Promise<number[]> {
    const doc = await this.store.get<AttemptsRecord>(COLLECTIONS.loginAttempts, key);
    const t = this.now();
    return (Array.isArray(doc?.failures) ? doc.failures : []).filter(
      (f) => typeof f === 'number' && t - f < LOCK_WINDOW_MS,
    );
  }

  /** Seconds until the lock lifts, or 0 when not locked. */
  async lockedForSec(key: string): Promise<number> {
    const failures = await this.recent(key);
    if (failures.length < LOCK_MAX_FAILURES) return 0;
    const oldestThatCounts = failures.sort((a, b) => a - b)[failures.length - LOCK_MAX_FAILURES]!;
    return Math.max(1, Math.ceil((oldestThatCounts + LOCK_WINDOW_MS - this.now()) / 1000));
  }

  async recordFailure(key: string): Promise<void> {
    const failures = [...(await this.recent(key)), this.now()].slice(-LOCK_MAX_FAILURES * 2);
    await this.store.batch([
      { op: 'set', collection: COLLECTIONS.loginAttempts, id: key, data: { failures } },
    ]);
  }

  async clear(key: string): Promise<void> {
    await this.store.delete(COLLECTIONS.loginAttempts, key);
  }
}
