import { describe, expect, it } from 'vitest';
import { API, indiaDate } from '@36x/common';
import { SHIPPED_SMALL_SAVINGS, type SmallSavingsRules } from '@36x/common/finance';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, expectAdminOnly, hasAuthEmulator } from './harness';

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe.skipIf(!hasAuthEmulator)('ADMIN-TAXRULES-2: small-savings rates stored with the tax rules', () => {
  const { h, t: tokens } = apiForSuite();

  const withNewPpf = (rate: unknown, effectiveFrom: unknown = '2026-10-01'): SmallSavingsRules => {
    const rules = clone(SHIPPED_SMALL_SAVINGS);
    rules.rates.push({ scheme: 'ppf', effectiveFrom, rate, confirmedOn: '2026-10-01' } as never);
    return rules;
  };

  it('when an editor, a viewer or a visitor reads, saves or confirms the rates, then it answers 403 / 401 and writes nothing', async () => {
    await expectAdminOnly(h, tokens, [
      (token) => h.request('GET', API.smallSavingsRates, { token }),
      (token) => h.request('PUT', API.smallSavingsRates, { token, json: { rules: withNewPpf(7.2) } }),
      (token) => h.request('POST', API.smallSavingsConfirm, { token }),
    ]);
  });

  it('when nothing is saved, then the public read and the admin read give the shipped rates, with the reminder due', async () => {
    const pub = await h.request('GET', API.smallSavingsInForce);
    expect(pub.status).toBe(200);
    expect(pub.json).toEqual({ rules: clone(SHIPPED_SMALL_SAVINGS) });
    const admin = await h.request('GET', API.smallSavingsRates, { token: tokens.admin });
    expect(admin.json).toMatchObject({ origin: 'shipped', updatedBy: null });
    // The shipped rates were confirmed on 1 Oct 2025: a quarter has begun since, whatever day the test runs.
    expect(admin.json.reminder.message).toMatch(
      /^Small-savings rates not confirmed for this quarter \(\w{3}-\w{3} \d{4}\)$/,
    );
    // The years' list is unchanged by the rates' document (same collection).
    expect((await h.request('GET', API.taxRules, { token: tokens.admin })).json).toHaveLength(2);
  });

  it.each([
    ['a rate of 25%', withNewPpf(25), 'rules.rates[4].rate', /at most 20%/],
    ['a rate of 0%', withNewPpf(0), 'rules.rates[4].rate', /more than 0%/],
    ['30 February', withNewPpf(7.2, '2026-02-30'), 'rules.rates[4].effectiveFrom', /date that exists/],
  ])(
    'when an admin saves %s, then it answers 400 naming the field and stores nothing',
    async (_n, rules, field, msg) => {
      const before = await h.snapshot();
      const r = await h.request('PUT', API.smallSavingsRates, { token: tokens.admin, json: { rules } });
      expect(r.status, r.text).toBe(400);
      expect(r.json.errors[field]).toMatch(msg);
      expect(r.json.message).toContain(field);
      expect(await h.snapshot()).toEqual(before);
    },
  );

  it('when an admin saves a new rate and then confirms, then the calculators read it, the reminder clears and both are audited', async () => {
    const saved = await h.request('PUT', API.smallSavingsRates, {
      token: tokens.admin,
      json: { rules: withNewPpf(7.2) },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ origin: 'edited', updatedBy: 'admin' });
    expect(await h.store.get(COLLECTIONS.taxRules, 'small-savings')).toMatchObject({ kind: 'small-savings' });
    const pub = await h.request('GET', API.smallSavingsInForce);
    expect(pub.json.rules.rates).toContainEqual({
      scheme: 'ppf',
      effectiveFrom: '2026-10-01',
      rate: 7.2,
      confirmedOn: '2026-10-01',
    });
    // The years' edits in force are not confused by the rates' document.
    expect((await h.request('GET', API.taxRulesInForce)).json).toEqual([]);

    const confirmed = await h.request('POST', API.smallSavingsConfirm, { token: tokens.admin });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.reminder).toBeNull();
    const today = indiaDate(new Date());
    const ppf = confirmed.json.rules.rates.filter((r: { scheme: string }) => r.scheme === 'ppf');
    expect(ppf.at(-1)).toMatchObject({ rate: 7.2, confirmedOn: today });

    const audit = await h.request('GET', `${API.auditLog}?type=tax-rule`, { token: tokens.admin });
    expect(audit.json.entries.slice(0, 2)).toMatchObject([
      {
        action: 'confirmed',
        targetId: 'small-savings',
        summary: expect.stringContaining(`confirmed on ${today}`),
      },
      {
        action: 'updated',
        targetId: 'small-savings',
        summary: expect.stringContaining('+ ppf 7.2% from 2026-10-01'),
      },
    ]);
  });
});
