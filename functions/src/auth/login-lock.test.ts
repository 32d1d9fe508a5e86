import { describe, expect, it } from 'vitest';
import { useTempSqliteStore } from '../api-tests/temp-sqlite-store';
import { COLLECTIONS } from '../store/store';
import { BACKOFF_WINDOW_MS, KNOWN_ADDRESS_MS, LoginLock } from './login-lock';
import { purgeSpentAuthTokens } from './spent-tokens';

describe('the sign-in lock counters in the daily purge', () => {
  const temp = useTempSqliteStore('login-lock-');
  const ids = async () => (await temp.store.list(COLLECTIONS.loginAttempts)).map((d) => d.id).sort();

  it('when counters count nothing any more, then the purge deletes them; live ones and known addresses stay', async () => {
    const t0 = Date.UTC(2026, 0, 1);
    const lock = new LoginLock(temp.store, () => t0);
    await lock.recordFailure('alice', '192.0.2.1');
    await lock.clear('alice', '192.0.2.9');
    // A queue slot still ahead keeps a username's counter although its failures have aged out.
    await temp.store.create(
      COLLECTIONS.loginAttempts,
      { failures: [t0 - BACKOFF_WINDOW_MS], nextAttemptAt: t0 + BACKOFF_WINDOW_MS + 60_000 },
      'bob',
    );
    const all = ['alice', 'alice~192.0.2.1', 'alice~192.0.2.9', 'bob', '~192.0.2.1'];
    expect(await ids()).toEqual(all);

    // Within the hour every failure still counts.
    expect((await purgeSpentAuthTokens(temp.store, t0 + BACKOFF_WINDOW_MS - 1)).loginAttempts).toBe(0);
    expect(await ids()).toEqual(all);

    // An hour on: the failures no longer count; the known address and bob's slot still do.
    expect((await purgeSpentAuthTokens(temp.store, t0 + BACKOFF_WINDOW_MS)).loginAttempts).toBe(3);
    expect(await ids()).toEqual(['alice~192.0.2.9', 'bob']);
    const later = new LoginLock(temp.store, () => t0 + BACKOFF_WINDOW_MS);
    expect(await later.admit('alice', '192.0.2.1')).toBeNull();

    // 90 days on: the address is no longer known, the slot long past.
    expect((await purgeSpentAuthTokens(temp.store, t0 + KNOWN_ADDRESS_MS)).loginAttempts).toBe(2);
    expect(await ids()).toEqual([]);
  });
});
