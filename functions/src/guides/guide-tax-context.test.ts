import { describe, expect, it } from 'vitest';
import { FY_2025_26, incomeTaxComparison, TY_2026_27, type TaxYearRules } from '@36x/common/finance';
import { GUIDE_FILES, guideTaxContext } from '.';

// The guides' tax is common's engine with the year's rules (CALC-TAXRULES-3). Expected figures: the Union Budget
// 2025-26 speech's examples (new regime: ₹12.75 lakh salary pays nil; ₹16 lakh income pays ₹1,20,000 + 4% cess) and
// the old regime's slabs worked by hand (₹10 lakh: 12,500 + 1,00,000 + 0 = 1,12,500, + 4% cess = 1,17,000); the
// Union Budget 2026-27 kept these rates for tax year 2026-27.
describe('guide tax context: the calculators’ engine and rules (CALC-TAXRULES-3)', () => {
  const shipped = guideTaxContext(TY_2026_27);
  it.each([
    ['new regime, salary 12.75 lakh', () => shipped.newRegimeTax(1_275_000 - 75_000), 0],
    ['new regime, salary 15 lakh', () => shipped.newRegimeTax(1_500_000 - 75_000), 97_500],
    ['new regime, income 16 lakh', () => shipped.newRegimeTax(1_600_000), 124_800],
    ['old regime, income 10 lakh', () => shipped.oldRegimeTax(1_000_000), 117_000],
  ])('%s', (_label, tax, expected) => {
    expect(tax()).toBe(expected);
  });

  it('the guide rounds as the calculator does: to the nearest ₹10, with an edited 5% cess', () => {
    const edited: TaxYearRules = JSON.parse(JSON.stringify(TY_2026_27)) as TaxYearRules;
    edited.cess = { ...edited.cess, value: 5 };
    const ctx = guideTaxContext(edited, new Map([[2026, edited]]));
    // ₹15 lakh salary, new regime: taxable ₹14,25,000; slabs 20,000 + 40,000 + 33,750 = ₹93,750 (Budget 2025 slabs),
    // + 5% = ₹98,437.50, rounded to ₹10 (s. 288B) = ₹98,440; rounding to the rupee would print ₹98,438.
    expect(ctx.salaryTax(1_500_000).new).toBe(98_440);
    // ₹25 lakh salary: taxable ₹24,25,000, slab tax ₹3,07,500; + 5% = ₹3,22,875 → ₹3,22,880 (the example).
    expect(ctx.salaryTax(2_500_000).new).toBe(322_880);
    const calculator = incomeTaxComparison(
      { taxYear: 2026, salary: 2_500_000, section80C: 150_000, npsOwn: 50_000, healthInsuranceSelf: 25_000 },
      edited,
    );
    expect(ctx.salaryTax(2_500_000)).toEqual({ new: calculator.new.totalTax, old: calculator.old.totalTax });
  });

  it('an edited year changes the figures the guide prints: cess 5% and CII 390', () => {
    const edited: TaxYearRules = JSON.parse(JSON.stringify(TY_2026_27)) as TaxYearRules;
    edited.cess = { ...edited.cess, value: 5 };
    edited.costInflationIndex = { ...edited.costInflationIndex, value: 390 };
    const ctx = guideTaxContext(edited, new Map([[2026, edited]]));
    // ₹16 lakh: slab tax ₹1,20,000 (Budget 2025 speech) with 5% cess = ₹1,26,000.
    expect(ctx.newRegimeTax(1_600_000)).toBe(126_000);
    expect(ctx.RULES.cessPercent).toBe(5);
    expect(ctx.cii(2026)).toBe(390);
    expect(ctx.cii(2025)).toBe(FY_2025_26.costInflationIndex.value); // 376, not edited
  });

  it('the four guides are served', () => {
    expect(GUIDE_FILES).toEqual([
      'tax-optimization-worksheet.pdf',
      'retirement-planning-sheet.pdf',
      'bond-yield-comparison.pdf',
      'insurance-rider-explainer.pdf',
    ]);
  });
});
