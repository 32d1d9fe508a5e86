import { describe, expect, it } from 'vitest';
import { incomeTaxComparison, INCOME_TAX_YEAR_ERROR, type IncomeTaxInput } from './income-tax';
import { FY_2025_26 } from './rules';
import { OLD_REGIME_SALARIED } from './rules/preview';

const base = (over: Partial<IncomeTaxInput>): IncomeTaxInput => ({ taxYear: 2025, salary: 0, ...over });

describe('incomeTaxComparison: new regime, FY 2025-26', () => {
  // Budget Speech 2025-26, Part B, Annexure "tax benefit at different income levels", column "tax on slabs and
  // rates, proposed" and "tax payable after rebate" (https://www.indiabudget.gov.in/budget2025-26/doc/budget_speech.pdf).
  // The income is "normal income" (no capital gains), entered here as other income so no standard deduction applies.
  // The 50 lakh figure is before cess; cess and total computed independently (4% of tax).
  it.each([
    { income: 800_000, slabs: 20_000, after: 0 },
    { income: 900_000, slabs: 30_000, after: 0 },
    { income: 1_000_000, slabs: 40_000, after: 0 },
    { income: 1_200_000, slabs: 60_000, after: 0 },
    { income: 1_600_000, slabs: 120_000, after: 120_000 },
    { income: 2_000_000, slabs: 200_000, after: 200_000 },
    { income: 2_400_000, slabs: 300_000, after: 300_000 },
    { income: 5_000_000, slabs: 1_080_000, after: 1_080_000 },
  ])('Budget Speech table: income $income', ({ income, slabs, after }) => {
    const r = incomeTaxComparison(base({ otherIncome: income })).new;
    expect(r.taxableIncome).toBe(income);
    expect(r.taxOnSlabs).toBeCloseTo(slabs, 6);
    expect(r.taxOnSlabs - r.rebate).toBeCloseTo(after, 6);
    expect(r.surcharge).toBe(0);
    expect(r.totalTax).toBe(Math.round((after * 1.04) / 10) * 10);
  });

  it('salary of ₹12.75 lakh pays no tax (Budget Speech 2025-26, para on the new regime; reported at upstox.com)', () => {
    // "This limit will be ₹12.75 lakh for salaried taxpayers, due to standard deduction of ₹75,000."
    const r = incomeTaxComparison(base({ salary: 1_275_000 })).new;
    expect(r.standardDeduction).toBe(75_000);
    expect(r.taxableIncome).toBe(1_200_000);
    expect(r.totalTax).toBe(0);
  });

  // Independent computations (s. 87A provisos as amended by the Finance Act 2025; First Schedule surcharge with
  // marginal relief; 4% cess; s. 288B rounding).
  it.each([
    // 12,10,000: slab tax 60,000 + 15% × 10,000 = 61,500; marginal relief caps it at 10,000; cess 400.
    {
      name: '87A marginal relief just above ₹12 lakh',
      income: 1_210_000,
      slabs: 61_500,
      rebate: 51_500,
      surcharge: 0,
      total: 10_400,
    },
    // 12,80,000: 60,000 + 15% × 80,000 = 72,000, less than the 80,000 above the limit: no relief; cess 2,880.
    {
      name: 'no marginal relief once tax is below the excess',
      income: 1_280_000,
      slabs: 72_000,
      rebate: 0,
      surcharge: 0,
      total: 74_880,
    },
    // 51,00,000: tax 11,10,000; 10% surcharge 1,11,000 capped so tax + surcharge = 10,80,000 + 1,00,000.
    {
      name: 'surcharge marginal relief above ₹50 lakh',
      income: 5_100_000,
      slabs: 1_110_000,
      rebate: 0,
      surcharge: 70_000,
      total: 1_227_200,
    },
    // 60,00,000: tax 3,00,000 + 30% × 36,00,000 = 13,80,000; surcharge 1,38,000 (no relief: 15,18,000 < 10,80,000
    // + 10,00,000); cess 60,720.
    {
      name: 'full 10% surcharge',
      income: 6_000_000,
      slabs: 1_380_000,
      rebate: 0,
      surcharge: 138_000,
      total: 1_578_720,
    },
    // 6 crore: tax 3,00,000 + 30% × 5,76,00,000 = 1,75,80,000; surcharge capped at 25% (no 37% band) = 43,95,000
    // (no relief: tax at 2 crore 55,80,000 × 1.15 + 4 crore is higher); cess 8,79,000.
    {
      name: 'new regime surcharge capped at 25%',
      income: 60_000_000,
      slabs: 17_580_000,
      rebate: 0,
      surcharge: 4_395_000,
      total: 22_854_000,
    },
  ])('$name', ({ income, slabs, rebate, surcharge, total }) => {
    const r = incomeTaxComparison(base({ otherIncome: income })).new;
    expect(r.taxOnSlabs).toBeCloseTo(slabs, 6);
    expect(r.rebate).toBeCloseTo(rebate, 6);
    expect(r.surcharge).toBeCloseTo(surcharge, 6);
    expect(r.totalTax).toBe(total);
  });
});

describe('incomeTaxComparison: old regime, FY 2025-26 (independent computations)', () => {
  it('salary with 80C, 80D, NPS, HRA and home-loan interest', () => {
    // Salary 15,00,000 (basic 6,00,000, HRA 2,40,000), rent 2,40,000 in Mumbai:
    // HRA exempt = min(2,40,000; 2,40,000 − 60,000 = 1,80,000; 50% × 6,00,000) = 1,80,000 (s. 10(13A), Rule 2A).
    // Salary income = 15,00,000 − 1,80,000 − 50,000 = 12,70,000; home loan interest 2,50,000 → 2,00,000 allowed.
    // GTI 10,70,000; 80C 1,50,000 (of 1,80,000) + 80CCD(1B) 50,000 + 80D 25,000 + parents (senior) 40,000 = 2,65,000.
    // Total income 8,05,000: tax 12,500 + 20% × 3,05,000 = 73,500; cess 2,940 → 76,440.
    // (The same case is one of the tax-rules preview's rows.)
    const r = incomeTaxComparison(base(OLD_REGIME_SALARIED));
    expect(r.old.hraExemption).toBe(180_000);
    expect(r.old.homeLoanInterest).toBe(200_000);
    expect(r.old.deductions).toEqual({
      section80C: 150_000,
      section80CCD1B: 50_000,
      section80D: 65_000,
      total: 265_000,
    });
    expect(r.old.taxableIncome).toBe(805_000);
    expect(r.old.taxOnSlabs).toBeCloseTo(73_500, 6);
    expect(r.old.totalTax).toBe(76_440);
    // New regime on the same salary: 15,00,000 − 75,000 = 14,25,000 → 60,000 + 15% × 2,25,000 = 93,750; cess 3,750.
    expect(r.new.taxableIncome).toBe(1_425_000);
    expect(r.new.totalTax).toBe(97_500);
    expect(r.better).toBe('old');
    expect(r.difference).toBe(21_060);
  });

  it.each([
    // 87A in the old regime: total income 5,00,000 → tax 12,500, rebate 12,500 (no marginal relief above 5 lakh).
    { name: 'rebate up to ₹5 lakh', age: 'below60' as const, income: 500_000, slabs: 12_500, total: 0 },
    {
      name: 'no marginal relief above ₹5 lakh',
      age: 'below60' as const,
      income: 510_000,
      slabs: 14_500,
      total: 15_080,
    },
    // Senior (60–79): exemption 3 lakh. 9,00,000 → 10,000 + 80,000 = 90,000; cess 3,600.
    { name: 'senior citizen slabs', age: 'senior' as const, income: 900_000, slabs: 90_000, total: 93_600 },
    // 80 and over: exemption 5 lakh. 9,00,000 → 20% × 4,00,000 = 80,000; cess 3,200.
    {
      name: 'super senior citizen slabs',
      age: 'superSenior' as const,
      income: 900_000,
      slabs: 80_000,
      total: 83_200,
    },
    // 5.5 crore: tax 1,12,500 + 30% × 5,40,00,000 = 1,63,12,500; 37% band relief: ceiling = tax at 5 crore × 1.25
    // + 50 lakh; tax(5 cr) = 1,48,12,500 → 1,85,15,625 + 50,00,000 = 2,35,15,625; full = 1,63,12,500 × 1.37 =
    // 2,23,48,125 (below the ceiling, no relief); cess 8,93,925 → 2,32,42,050.
    {
      name: '37% surcharge above ₹5 crore',
      age: 'below60' as const,
      income: 55_000_000,
      slabs: 16_312_500,
      total: 23_242_050,
    },
    // 5.01 crore: tax 1,48,42,500 × 1.37 = 2,03,34,225 exceeds the ceiling 1,85,15,625 + 1,00,000 = 1,86,15,625, so
    // surcharge = 1,86,15,625 − 1,48,42,500 = 37,73,125; cess 4% of 1,86,15,625 = 7,44,625 → 1,93,60,250.
    {
      name: '37% surcharge marginal relief',
      age: 'below60' as const,
      income: 50_100_000,
      slabs: 14_842_500,
      total: 19_360_250,
    },
  ])('$name', ({ age, income, slabs, total }) => {
    const r = incomeTaxComparison(base({ otherIncome: income, ageGroup: age })).old;
    expect(r.taxOnSlabs).toBeCloseTo(slabs, 6);
    expect(r.totalTax).toBe(total);
  });

  it('deductions never exceed the gross total income, and income rounds to ₹10', () => {
    const r = incomeTaxComparison(base({ otherIncome: 100_004, section80C: 150_000 })).old;
    expect(r.deductions.total).toBe(100_004);
    expect(r.taxableIncome).toBe(0);
    expect(incomeTaxComparison(base({ otherIncome: 700_005 })).new.taxableIncome).toBe(700_010);
  });
});

describe('incomeTaxComparison: years and provenance', () => {
  it('tax year 2026-27 uses the 2025 Act and marks the carried-forward values as reported', () => {
    const r = incomeTaxComparison(base({ taxYear: 2026, salary: 1_275_000 }));
    expect(r.law).toBe('Income-tax Act, 2025');
    expect(r.yearLabel).toBe('Tax year 2026-27');
    expect(r.new.totalTax).toBe(0);
    expect(r.reportedValues.map((v) => v.name)).toContain('New regime slabs');
    expect(incomeTaxComparison(base({ salary: 1_000_000 })).reportedValues).toEqual([]);
  });

  it('computes with an edited rules set (the back office preview)', () => {
    const edited = { ...FY_2025_26, cess: { ...FY_2025_26.cess, value: 5 } };
    expect(incomeTaxComparison(base({ otherIncome: 1_600_000 }), edited).new.totalTax).toBe(126_000);
  });

  it('refuses a year without rules', () => {
    expect(() => incomeTaxComparison(base({ taxYear: 2024 as never }))).toThrow(INCOME_TAX_YEAR_ERROR);
  });
});
