import { describe, expect, it } from 'vitest';
import { FY_2025_26, TAX_RULE_YEARS, TY_2026_27, costInflationIndexOf, type TaxYearRules } from './index';
import { previewTaxRules } from './preview';
import { TAX_RULES_MESSAGES as M, ciiNeighbours, validateTaxYearRules } from './validate';

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('the shipped rules', () => {
  it.each(TAX_RULE_YEARS.map((r) => [r.label, r] as const))('%s passes its own validation', (_l, rules) => {
    expect(validateTaxYearRules(rules.startYear, clone(rules))).toEqual({ ok: true, rules: clone(rules) });
  });

  it('cite every value with a law, a section, an https source and a status', () => {
    const cited: { status: string; source: string; law: string; section: string }[] = [];
    const collect = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(collect);
      else if (v && typeof v === 'object') {
        if ('status' in v) cited.push(v as (typeof cited)[number]);
        else Object.values(v).forEach(collect);
      }
    };
    TAX_RULE_YEARS.forEach(collect);
    expect(cited.length).toBeGreaterThan(30);
    for (const c of cited) {
      expect(c.source).toMatch(/^https:\/\//);
      expect(c.law.length).toBeGreaterThan(3);
      expect(c.section.length).toBeGreaterThan(1);
    }
  });

  it('mark the 2026-27 CII of 384 as reported until the CBDT notification is confirmed', () => {
    expect(TY_2026_27.costInflationIndex).toMatchObject({ value: 384, status: 'reported' });
    expect(TY_2026_27.costInflationIndex.note).toBe('Reported, confirm from the CBDT notification.');
    expect(costInflationIndexOf(2025)).toMatchObject({ value: 376, estimated: false });
    expect(FY_2025_26.costInflationIndex.status).toBe('notified');
  });
});

describe('validateTaxYearRules', () => {
  type Change = (r: TaxYearRules) => void;
  const edit = (change: Change): ReturnType<typeof validateTaxYearRules> => {
    const r = clone(FY_2025_26);
    change(r);
    return validateTaxYearRules(2025, r);
  };
  it.each<[string, Change, string, string]>([
    ['a rate above 100', (r) => void (r.cess.value = 104), 'cess.value', M.rate],
    [
      'a negative amount',
      (r) => void (r.oldRegime.section80C.value = -1),
      'oldRegime.section80C.value',
      M.amount,
    ],
    [
      'text for a number',
      (r) => void ((r.newRegime.standardDeduction as { value: unknown }).value = '75000'),
      'newRegime.standardDeduction.value',
      M.notNumber,
    ],
    [
      'a slab rate above 100',
      (r) => void (r.newRegime.slabs.value[1]!.rate = 500),
      'newRegime.slabs.value[1].rate',
      M.rate,
    ],
    [
      'slabs out of order',
      (r) => void (r.newRegime.slabs.value[2]!.upTo = 100),
      'newRegime.slabs.value',
      M.slabsOrder,
    ],
    [
      'a last slab with a ceiling',
      (r) => void (r.newRegime.slabs.value[6]!.upTo = 9_000_000),
      'newRegime.slabs.value',
      M.slabsOrder,
    ],
    [
      'bands out of order',
      (r) => void (r.oldRegime.surcharge.value[1]!.above = 1),
      'oldRegime.surcharge.value',
      M.bandsOrder,
    ],
    ['an empty slab list', (r) => void (r.newRegime.slabs.value = []), 'newRegime.slabs.value', M.listLength],
    [
      'a source that is not https',
      (r) => void (r.cess.source = 'javascript:alert(1)'),
      'cess.source',
      M.source,
    ],
    [
      'an unknown status',
      (r) => void ((r.cess as { status: string }).status = 'rumoured'),
      'cess.status',
      M.status,
    ],
    ['an empty law', (r) => void (r.cess.law = ' '), 'cess.law', M.text],
    [
      'a missing value',
      (r) => void delete (r.capitalGains as Partial<typeof r.capitalGains>).equityExemption,
      'capitalGains.equityExemption',
      M.missing,
    ],
    [
      'an unknown field',
      (r) => void ((r as unknown as Record<string, unknown>).extra = 1),
      'extra',
      M.unknownField,
    ],
    ['a changed year', (r) => void ((r as { startYear: number }).startYear = 2030), 'startYear', M.yearFixed],
    ['a bad date', (r) => void (r.asOf = '2026-13-45'), 'asOf', M.date],
    // Dates that do not exist.
    ['a day that does not exist', (r) => void (r.asOf = '2026-02-30'), 'asOf', M.date],
    ['29 February of a common year', (r) => void (r.asOf = '2025-02-29'), 'asOf', M.date],
    [
      'listed longer than other assets',
      (r) => void (r.capitalGains.holdingMonths.value = { listed: 24, other: 12 }),
      'capitalGains.holdingMonths.value.listed',
      M.holdingOrder,
    ],
  ])('refuses %s with the field and a clear message', (_name, change, path, message) => {
    const result = edit(change);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[path]).toBe(message);
  });

  // The CII's sense checks. Neighbours of FY 2025-26: 363 (FY 2024-25, CBDT Notification 44/2024) and 384 (2026-27).
  it.each([
    [0, `${M.ciiRising} (363).`],
    [1, `${M.ciiRising} (363).`],
    [363, `${M.ciiRising} (363).`],
    [1e12, `${M.ciiStep} (at most 417).`],
    [3760, `${M.ciiStep} (at most 417).`],
    [384, `${M.ciiBelowNext} (384).`],
    [376.5, M.ciiWhole],
  ])('refuses a CII of %s with its reason', (cii, message) => {
    const result = edit((r) => void (r.costInflationIndex.value = cii));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors['costInflationIndex.value']).toBe(message);
  });

  it.each([
    ['listed', 0.5],
    ['other', 1e12],
    ['other', 40],
    ['listed', 0],
  ] as const)('refuses a holding period for %s assets of %s months', (kind, months) => {
    const result = edit((r) => void (r.capitalGains.holdingMonths.value[kind] = months));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[`capitalGains.holdingMonths.value.${kind}`]).toBe(M.holdingMonths);
  });

  it.each([
    ['one above the previous year, one below the next', 364, 2025],
    ['just below the next year', 383, 2025],
    ['the largest plausible step from 376 (a 2026-27 index: no next year)', 432, 2026],
  ])('accepts %s (CII %d)', (_name, cii, year) => {
    const r = clone(year === 2025 ? FY_2025_26 : TY_2026_27);
    r.costInflationIndex.value = cii;
    expect(validateTaxYearRules(year, r).ok).toBe(true);
  });

  it('measures the step from the neighbours in force (an edited previous year)', () => {
    const r = clone(TY_2026_27);
    r.costInflationIndex.value = 390;
    expect(validateTaxYearRules(2026, r, ciiNeighbours(2026, { 2025: 395 }))).toMatchObject({
      ok: false,
      errors: { 'costInflationIndex.value': `${M.ciiRising} (395).` },
    });
  });

  it('accepts a corrected value and a note on a citation', () => {
    const result = edit((r) => {
      r.costInflationIndex = { ...r.costInflationIndex, value: 377, note: 'Corrected from the Gazette.' };
    });
    expect(result.ok).toBe(true);
  });

  it('refuses a year without rules and a body that is not an object', () => {
    expect(validateTaxYearRules(2019, clone(FY_2025_26))).toMatchObject({
      ok: false,
      message: M.unknownYear,
    });
    expect(validateTaxYearRules(2025, [])).toMatchObject({ ok: false, message: M.notObject });
  });
});

describe('previewTaxRules', () => {
  it('shows the reference cases with the shipped and the edited rules', () => {
    const edited = clone(FY_2025_26);
    edited.cess.value = 5;
    const rows = previewTaxRules(2025, edited)!;
    const row = (start: string) => rows.find((r) => r.name.startsWith(start))!;
    // Income 16 lakh, new regime: 1,20,000 tax → 4% cess 1,24,800; 5% → 1,26,000 (income-tax.test.ts).
    expect(row('New regime: income ₹16,00,000')).toMatchObject({ current: 124_800, proposed: 126_000 });
    expect(row('New regime: salary ₹12,75,000')).toMatchObject({ current: 0, proposed: 0 });
    // The old-regime worked example: 76,440 with 4% cess (income-tax.test.ts); 73,500 × 1.05 = 77,175 → 77,180.
    expect(row('Old regime: salary ₹15,00,000')).toMatchObject({ current: 76_440, proposed: 77_180 });
    // DTAA: 2,00,000 × 1.04 / 20 lakh × 5 lakh = 52,000 (dtaa-calculator.test.ts); with 5%: 52,500.
    expect(row('DTAA')).toMatchObject({ current: 52_000, proposed: 52_500 });
    expect(row('Cost Inflation Index')).toMatchObject({ current: 376, proposed: 376 });
    expect(previewTaxRules(2019, edited)).toBeNull();
  });
});
