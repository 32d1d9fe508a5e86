import { describe, expect, it } from 'vitest';
import { useTempSqliteStore } from '../api-tests/temp-sqlite-store';
import { COLLECTIONS, type Store } from '../store/store';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpCode } from './totp';
import { answerChallenge, openChallenge, type TwoFactorRecord } from './two-factor';

/**
 * The store as a network store behaves (Firestore): every read and write outside a transaction takes a moment, so two
 * requests' reads and writes interleave. A check made of separate reads then a write lets every racer pass here.
 */
function slowReads(store: Store): Store {
  const later = () => new Promise((r) => setTimeout(r, 5));
  return new Proxy(store, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (['get', 'list', 'batch', 'update', 'delete', 'create'].includes(String(prop)))
        return async (...args: unknown[]) => {
          await later();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

describe('two-factor codes are used up atomically (decision 050)', () => {
  const temp = useTempSqliteStore('two-factor-');
  const NOW = Date.UTC(2026, 11, 6, 9, 0, 0);

  async function enrolled(userId: string) {
    const secret = newTotpSecret();
    const recovery = newRecoveryCodes();
    const salt = 'salt-for-test';
    await temp.store.create(
      COLLECTIONS.twoFactor,
      {
        secret,
        enabledAt: new Date(NOW).toISOString(),
        pendingSecret: null,
        recoverySalt: salt,
        recoveryHashes: recovery.map((c) => hashRecoveryCode(c, salt)),
        lastStep: 0,
      } satisfies TwoFactorRecord,
      userId,
    );
    return { secret, recovery };
  }

  it('when three sign-ins send the same recovery code at once, then exactly one passes and the code is gone', async () => {
    const store = slowReads(temp.store);
    const { recovery } = await enrolled('u1');
    const challenges = await Promise.all([1, 2, 3].map(() => openChallenge(store, 'u1', NOW)));
    const answers = await Promise.all(challenges.map((c) => answerChallenge(store, c, recovery[3]!, NOW)));
    expect(answers.filter((a) => 'how' in a)).toEqual([
      { userId: 'u1', how: 'with a recovery code (9 left)' },
    ]);
    expect(answers.filter((a) => 'wrong' in a)).toHaveLength(2);
    const rec = await temp.store.get<TwoFactorRecord>(COLLECTIONS.twoFactor, 'u1');
    expect(rec!.recoveryHashes).toHaveLength(9);
  });

  it('when two sign-ins send the same app code at once, then exactly one passes (a step works once)', async () => {
    const store = slowReads(temp.store);
    const { secret } = await enrolled('u2');
    const [a, b] = await Promise.all([1, 2].map(() => openChallenge(store, 'u2', NOW)));
    const code = totpCode(secret, NOW);
    const answers = await Promise.all([a!, b!].map((c) => answerChallenge(store, c, code, NOW)));
    expect(answers.filter((x) => 'how' in x)).toHaveLength(1);
    expect(answers.filter((x) => 'wrong' in x)).toHaveLength(1);
  });

  it('when one challenge is answered twice at once with two right codes, then one passes and the other finds it spent', async () => {
    const store = slowReads(temp.store);
    const { recovery } = await enrolled('u3');
    const c = await openChallenge(store, 'u3', NOW);
    const settled = await Promise.allSettled(
      [recovery[0]!, recovery[1]!].map((code) => answerChallenge(store, c, code, NOW)),
    );
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
    const refused = settled.find((s) => s.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    // Only the code that signed in was used.
    expect((await temp.store.get<TwoFactorRecord>(COLLECTIONS.twoFactor, 'u3'))!.recoveryHashes).toHaveLength(
      9,
    );
  });
});
