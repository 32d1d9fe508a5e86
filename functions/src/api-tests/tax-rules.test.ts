import { describe, expect, it } from 'vitest';
import { API } from '@36x/common';
import { FY_2025_26, TY_2026_27, type TaxYearRules } from '@36x/common/finance';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, expectAdminOnly, hasAuthEmulator } from './harness';

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

type Loose = Record<string, any>;

describe.skipIf(!hasAuthEmulator)('tax rules: admin-only editing of a year', () => {
  const { h, t: tokens } = apiForSuite();

  const edited = (): TaxYearRules => {
    const r = clone(FY_2025_26);
    r.cess = { ...r.cess, value: 5, note: 'Test edit' };
    return r;
  };

  it('when an editor, a viewer or a visitor calls any tax-rules endpoint, then it answers 403 / 401 and writes nothing', async () => {
    await expectAdminOnly(h, tokens, [
      (token) => h.request('GET', API.taxRules, { token }),
      (token) => h.request('GET', API.taxRulesYear(2025), { token }),
      (token) => h.request('PUT', API.taxRulesYear(2025), { token, json: { rules: edited() } }),
      (token) => h.request('POST', API.taxRulesPreview(2025), { token, json: { rules: edited() } }),
      (token) => h.request('DELETE', API.taxRulesYear(2025), { token }),
    ]);
  });

  it('when a visitor asks for the rules in force with no edit saved, then it answers an empty list', async () => {
    const r = await h.request('GET', API.taxRulesInForce);
    expect(r.status).toBe(200);
    expect(r.json).toEqual([]);
  });

  it('when an admin lists the rules, then each year comes with its shipped rules, newest first', async () => {
    const r = await h.request('GET', API.taxRules, { token: tokens.admin });
    expect(r.status).toBe(200);
    expect(r.json.map((y: { startYear: number; origin: string }) => [y.startYear, y.origin])).toEqual([
      [2026, 'shipped'],
      [2025, 'shipped'],
    ]);
    expect(r.json[0].rules).toEqual(clone(TY_2026_27));
  });

  it('when an admin previews an edit, then the reference cases come with both results and nothing is stored', async () => {
    const before = await h.snapshot();
    const r = await h.request('POST', API.taxRulesPreview(2025), {
      token: tokens.admin,
      json: { rules: edited() },
    });
    expect(r.status).toBe(200);
    // Income 16 lakh, new regime: 1,20,000 + 4% = 1,24,800 shipped; + 5% = 1,26,000 edited.
    expect(r.json.rows).toContainEqual({
      name: 'New regime: income ₹16,00,000: total tax',
      current: 124_800,
      proposed: 126_000,
    });
    expect(await h.snapshot()).toEqual(before);
  });

  it('when an edit is invalid, then it answers 400 naming each field and stores nothing', async () => {
    const before = await h.snapshot();
    const bad = edited();
    bad.cess.value = 140;
    bad.newRegime.slabs.value[2]!.upTo = 10;
    const r = await h.request('PUT', API.taxRulesYear(2025), { token: tokens.admin, json: { rules: bad } });
    expect(r.status).toBe(400);
    expect(r.json.errors).toMatchObject({
      'rules.cess.value': 'Must be a rate from 0 to 100 (percent).',
      'rules.newRegime.slabs.value':
        'Slab ceilings must rise, and only the last slab may have no ceiling (null).',
    });
    for (const body of [{}, { rules: [] }, { rules: edited(), extra: 1 }, []]) {
      const x = await h.request('PUT', API.taxRulesYear(2025), { token: tokens.admin, json: body });
      expect(x.status).toBe(400);
      expect(typeof x.json.message).toBe('string');
    }
    expect(
      (await h.request('PUT', API.taxRulesYear(2019), { token: tokens.admin, json: { rules: edited() } }))
        .status,
    ).toBe(404);
    expect((await h.request('GET', API.taxRulesYear('abc'), { token: tokens.admin })).status).toBe(404);
    expect(await h.snapshot()).toEqual(before);
  });

  it.each([
    ['a CII of 0', (r: Loose) => void (r.costInflationIndex.value = 0), 'rules.costInflationIndex.value'],
    [
      'a CII of 1e12',
      (r: Loose) => void (r.costInflationIndex.value = 1e12),
      'rules.costInflationIndex.value',
    ],
    [
      'half a month',
      (r: Loose) => void (r.capitalGains.holdingMonths.value.listed = 0.5),
      'rules.capitalGains.holdingMonths.value.listed',
    ],
    [
      '1e12 months',
      (r: Loose) => void (r.capitalGains.holdingMonths.value.other = 1e12),
      'rules.capitalGains.holdingMonths.value.other',
    ],
    ['30 February', (r: Loose) => void (r.asOf = '2026-02-30'), 'rules.asOf'],
  ])(
    'when an edit has %s, then saving and previewing answer 400 on that field and store nothing',
    async (_n, change, field) => {
      const rules = edited() as unknown as Loose;
      change(rules);
      const before = await h.snapshot();
      for (const [method, path] of [
        ['PUT', API.taxRulesYear(2025)],
        ['POST', `${API.taxRulesYear(2025)}/preview`],
      ]) {
        const r = await h.request(method!, path!, { token: tokens.admin, json: { rules } });
        expect(r.status, r.text).toBe(400);
        expect(r.json.errors[field]).toBeTruthy();
      }
      expect(await h.snapshot()).toEqual(before);
    },
  );

  it('when an admin saves an edit, then it is in force, recorded as an Activity and in the audit log, and a reset brings the shipped rules back', async () => {
    const saved = await h.request('PUT', API.taxRulesYear(2025), {
      token: tokens.admin,
      json: { rules: edited() },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ startYear: 2025, origin: 'edited', updatedBy: 'admin' });
    expect(saved.json.rules.cess.value).toBe(5);
    expect(saved.json.preview.length).toBeGreaterThan(3);
    const stored = await h.store.get(COLLECTIONS.taxRules, '2025');
    expect(stored).toMatchObject({ startYear: 2025, rules: edited(), updatedBy: 'admin' });

    const inForce = await h.request('GET', API.taxRulesInForce);
    expect(inForce.status).toBe(200);
    expect(inForce.json).toEqual([{ startYear: 2025, rules: edited() }]);

    const got = await h.request('GET', API.taxRulesYear(2025), { token: tokens.admin });
    expect(got.json).toMatchObject({ origin: 'edited', rules: { cess: { value: 5 } } });
    const activities = await h.request('GET', API.activities, { token: tokens.admin });
    expect(activities.json[0]).toMatchObject({
      type: 'other',
      action: 'updated',
      title: 'Tax rules edited: FY 2025-26 (by admin)',
    });
    const audit = await h.request('GET', `${API.auditLog}?type=tax-rule`, { token: tokens.admin });
    expect(audit.json.entries[0]).toMatchObject({
      type: 'tax-rule',
      action: 'updated',
      actorName: 'admin',
      targetId: '2025',
      target: 'FY 2025-26',
      summary: expect.stringContaining('cess: 4 → 5'),
    });

    const reset = await h.request('DELETE', API.taxRulesYear(2025), { token: tokens.admin });
    expect(reset.status).toBe(200);
    expect(reset.json).toMatchObject({ origin: 'shipped', rules: { cess: { value: 4 } } });
    expect(await h.store.get(COLLECTIONS.taxRules, '2025')).toBeNull();
    expect((await h.request('GET', API.taxRulesInForce)).json).toEqual([]);
    expect((await h.request('DELETE', API.taxRulesYear(2025), { token: tokens.admin })).status).toBe(404);
  });
});
