import { describe, expect, it } from 'vitest';
import { DTAA_DEFAULTS, dtaaCalculator, type DtaaInput } from './dtaa-calculator';

// Rules: Income-tax Act, 1961 ss. 90/91 and Rule 128 (credit = lower of foreign tax and Indian tax on that income);
// s. 91's "Indian rate of tax" = Indian tax ÷ income (average rate), with surcharge and cess; long-term gains on
// foreign shares at 12.5% (s. 112(1), Finance (No. 2) Act 2024; surcharge capped at 15%). Slabs, rebate and
// surcharge of FY 2025-26 (Finance Act 2025). Expected values computed by hand, step by step in each comment.
const input = (over: Partial<DtaaInput>): DtaaInput => ({
  foreignIncome: 1_000_000,
  country: 'usa',
  foreignTax: 150_000,
  incomeType: 'salary',
  regime: 'new',
  taxYear: 2025,
  otherIndianIncome: 0,
  // These cases enter the other income after deductions (an Indian salary's standard deduction included).
  standardDeductionUsed: true,
  ...over,
});

describe('dtaaCalculator', () => {
  // Unused basic exemption set off against long-term gains for a resident: s. 112(1) proviso of the 1961 Act,
  // s. 197(2) of the Income-tax Act, 2025 (text: https://www.caclubindia.com/acts/33600-tax-on-long-term-capital-gains-income-tax-act-2025.asp).
  // Standard deduction from salary: s. 16(ia), ₹75,000 new regime / ₹50,000 old (Finance Act 2025). Hand computations.
  it.each([
    {
      // CALC-DTAA-2, the reported case: 20 lakh gain, other income 1 lakh, new regime (exemption 4 lakh): 3 lakh set off,
      // 17 lakh × 12.5% = 2,12,500, cess 8,500 → 2,21,000.
      name: 'unused new-regime exemption set off against foreign long-term gains',
      over: {
        foreignIncome: 2_000_000,
        country: 'germany' as const,
        foreignTax: 400_000,
        incomeType: 'capital-gains' as const,
        capitalGainsTerm: 'long' as const,
        taxYear: 2026 as const,
        otherIndianIncome: 100_000,
      },
      indian: 221_000,
      setOff: 300_000,
      sd: 0,
    },
    {
      // Gain of 3 lakh and no other income: wholly within the 4 lakh exemption, no tax.
      name: 'gain inside the exemption',
      over: { foreignIncome: 300_000, foreignTax: 30_000, incomeType: 'capital-gains' as const },
      indian: 0,
      setOff: 300_000,
      sd: 0,
    },
    {
      // Old regime below 60 (exemption 2.5 lakh), other 1 lakh, gain 10 lakh: 1.5 lakh set off; 8.5 lakh × 12.5% =
      // 1,06,250; total income 11 lakh, no 87A; cess 4,250 → 1,10,500.
      name: 'old regime set-off',
      over: {
        regime: 'old' as const,
        otherIndianIncome: 100_000,
        foreignIncome: 1_000_000,
        incomeType: 'capital-gains' as const,
      },
      indian: 110_500,
      setOff: 150_000,
      sd: 0,
    },
    {
      // Old regime, senior (exemption 3 lakh), gain 4 lakh alone: 1 lakh × 12.5% = 12,500, fully rebated under
      // 87A (total income 4 lakh ≤ 5 lakh, rebate up to 12,500): no tax.
      name: 'old regime senior: set-off, then the rebate',
      over: {
        regime: 'old' as const,
        ageGroup: 'senior' as const,
        foreignIncome: 400_000,
        incomeType: 'capital-gains' as const,
      },
      indian: 0,
      setOff: 300_000,
      sd: 0,
    },
    {
      // Foreign salary 20 lakh, nothing else, new regime 2026-27: standard deduction 75,000 → 19,25,000; tax
      // 20,000 + 40,000 + 60,000 + 20% × 3,25,000 = 1,85,000; cess 7,400 → 1,92,400.
      name: 'foreign salary gets the standard deduction',
      over: {
        foreignIncome: 2_000_000,
        foreignTax: 300_000,
        taxYear: 2026 as const,
        standardDeductionUsed: false,
      },
      indian: 192_400,
      setOff: 0,
      sd: 75_000,
    },
    {
      // The same salary when an Indian salary already used the deduction: tax on 20 lakh 2,00,000 (Budget Speech
      // 2025-26 table), cess 8,000 → 2,08,000.
      name: 'standard deduction already used',
      over: { foreignIncome: 2_000_000, foreignTax: 300_000, taxYear: 2026 as const },
      indian: 208_000,
      setOff: 0,
      sd: 0,
    },
  ])('$name', ({ over, indian, setOff, sd }) => {
    const r = dtaaCalculator(input(over))!;
    expect(r.indianTax).toBeCloseTo(indian, 4);
    expect(r.exemptionSetOff).toBeCloseTo(setOff, 4);
    expect(r.standardDeduction).toBe(sd);
    if (setOff > 0 && indian > 0) expect(r.explanation).toContain('is set off against the gain');
    if (sd > 0) expect(r.explanation).toContain('standard deduction of ₹75,000');
  });

  it.each([
    {
      // New regime, no other income: 10,00,000 → slab tax 40,000, fully rebated (87A up to 12 lakh): no Indian tax,
      // so no credit; the burden is the foreign 15%.
      name: 'rebate leaves no Indian tax',
      over: {},
      rate: 0,
      indian: 0,
      relief: 0,
      net: 0,
      burden: 15,
    },
    {
      // New regime, other income 15 lakh + foreign interest 5 lakh = 20 lakh: tax 2,00,000 (Budget Speech 2025-26
      // table), cess 8,000 → 2,08,000; average rate 10.4%; Indian tax on the interest 52,000; credit 52,000 of
      // 75,000 paid; 23,000 unrelieved.
      name: 'average rate, new regime',
      over: {
        otherIndianIncome: 1_500_000,
        foreignIncome: 500_000,
        foreignTax: 75_000,
        incomeType: 'interest' as const,
      },
      rate: 10.4,
      indian: 52_000,
      relief: 52_000,
      net: 0,
      burden: 15,
    },
    {
      // Old regime, same 20 lakh: 12,500 + 1,00,000 + 30% × 10,00,000 = 4,12,500; cess 16,500 → 4,29,000; average
      // 21.45%; Indian tax on the dividend 1,07,250; credit 50,000; 57,250 payable (the marginal 30% would give 1,56,000).
      name: 'average rate, old regime',
      over: {
        regime: 'old' as const,
        otherIndianIncome: 1_500_000,
        foreignIncome: 500_000,
        foreignTax: 50_000,
        incomeType: 'dividend' as const,
      },
      rate: 21.45,
      indian: 107_250,
      relief: 50_000,
      net: 57_250,
      burden: 21.45,
    },
    {
      // Long-term gain on US shares 10 lakh, other income 30 lakh: 12.5% = 1,25,000, no surcharge (40 lakh), cess
      // 5,000 → 1,30,000 (13%); credit 1,30,000 of 1,50,000; 20,000 unrelieved.
      name: 'foreign long-term capital gains at their own rate',
      over: {
        otherIndianIncome: 3_000_000,
        incomeType: 'capital-gains' as const,
        capitalGainsTerm: 'long' as const,
      },
      rate: 13,
      indian: 130_000,
      relief: 130_000,
      net: 0,
      burden: 15,
    },
    {
      // New regime, other 90 lakh + foreign salary 20 lakh = 1.1 crore: tax 3,00,000 + 30% × 86,00,000 = 28,80,000;
      // surcharge 15% 4,32,000 (no marginal relief: 28,80,000 + 4,32,000 < 25,80,000 × 1.10 + 10,00,000); cess
      // 1,32,480 → 34,44,480; average 31.3135%; Indian tax on the salary 6,26,269.09; credit 6,00,000.
      name: 'average rate with surcharge and cess',
      over: { otherIndianIncome: 9_000_000, foreignIncome: 2_000_000, foreignTax: 600_000 },
      rate: (3_444_480 / 11_000_000) * 100,
      indian: (3_444_480 * 2) / 11,
      relief: 600_000,
      net: (3_444_480 * 2) / 11 - 600_000,
      burden: 30 + ((3_444_480 * 2) / 11 - 600_000) / 20_000,
    },
    {
      // Long-term gain 20 lakh with other income 90 lakh (1.1 crore): surcharge on the gain capped at 15%:
      // 2,50,000 × 1.15 × 1.04 = 2,99,000.
      name: 'capital-gains surcharge capped at 15%',
      over: {
        otherIndianIncome: 9_000_000,
        foreignIncome: 2_000_000,
        foreignTax: 300_000,
        incomeType: 'capital-gains' as const,
      },
      rate: 14.95,
      indian: 299_000,
      relief: 299_000,
      net: 0,
      burden: 15,
    },
  ])('$name', ({ over, rate, indian, relief, net, burden }) => {
    const r = dtaaCalculator(input(over))!;
    expect(r.indianRate).toBeCloseTo(rate, 6);
    expect(r.indianTax).toBeCloseTo(indian, 4);
    expect(r.dtaaRelief).toBeCloseTo(relief, 4);
    expect(r.netTaxPayable).toBeCloseTo(net, 4);
    expect(r.effectiveTaxRate).toBeCloseTo(burden, 6);
  });

  it('short-term foreign gains are taxed at the slabs, like other income', () => {
    const r = dtaaCalculator(
      input({
        otherIndianIncome: 1_500_000,
        foreignIncome: 500_000,
        incomeType: 'capital-gains',
        capitalGainsTerm: 'short',
      }),
    )!;
    expect(r.rateBasis).toBe('average');
    expect(r.indianRate).toBeCloseTo(10.4, 6);
  });

  it('surcharge marginal relief just above ₹50 lakh', () => {
    // 51 lakh, new regime: tax 11,10,000; surcharge limited to 70,000 (10,80,000 + 1,00,000 ceiling); cess 47,200
    // → 12,27,200 (the income-tax calculator's figure); average 24.0627%.
    const r = dtaaCalculator(
      input({ otherIndianIncome: 4_100_000, foreignIncome: 1_000_000, foreignTax: 0 }),
    )!;
    expect(r.totalIndianTax).toBeCloseTo(1_227_200, 6);
    expect(r.indianRate).toBeCloseTo((1_227_200 / 5_100_000) * 100, 8);
  });

  it('defaults: new regime, the latest year', () => {
    expect(DTAA_DEFAULTS.regime).toBe('new');
    const r = dtaaCalculator(input({ regime: undefined, taxYear: undefined }))!;
    expect(r.yearLabel).toBe('Tax year 2026-27');
    expect(r.reportedValues.length).toBeGreaterThan(0);
  });

  it('explains the relief, the treaty basis and the rate', () => {
    const r = dtaaCalculator(
      input({ otherIndianIncome: 1_500_000, foreignIncome: 500_000, foreignTax: 75_000 }),
    )!;
    expect(r.explanation).toContain('India–USA DTAA (section 90)');
    expect(r.explanation).toContain('average rate');
    expect(r.explanation).toContain('₹52,000');
    expect(r.unrelievedForeignTax).toBeCloseTo(23_000, 6);
    expect(dtaaCalculator(input({ country: 'other' }))!.explanation).toContain('section 91');
    expect(dtaaCalculator(input({ country: 'other', taxYear: 2026 }))!.explanation).toContain(
      'Income-tax Act, 2025',
    );
  });

  it('computes nothing without foreign income; blank foreign tax counts as 0', () => {
    expect(dtaaCalculator(input({ foreignIncome: 0 }))).toBeNull();
    expect(dtaaCalculator(input({ foreignIncome: Number.NaN }))).toBeNull();
    expect(dtaaCalculator(input({ foreignTax: Number.NaN, otherIndianIncome: 2_000_000 }))!.dtaaRelief).toBe(
      0,
    );
  });
});
