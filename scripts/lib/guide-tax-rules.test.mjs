import { describe, expect, it } from 'vitest';
import { TAX_YEAR_2026_27 as RULES } from './guide-tax-rules.mjs';

// The guides' rule set against published figures (sources in guide-tax-rules.mjs): the Finance Act 2025 slabs and
// ₹12 lakh rebate, kept for tax year 2026-27 by the Union Budget 2026-27 (1 February 2026); capital-gains rates of
// the Finance (No. 2) Act, 2024. Tax below is computed here from the published slabs, independently of the guide.
const slabTax = (income, slabs) => {
  let tax = 0;
  let lower = 0;
  for (const [upper, rate] of slabs) {
    if (income > lower) tax += ((Math.min(income, upper) - lower) * rate) / 100;
    lower = upper;
  }
  return tax;
};

describe('guide tax rules, tax year 2026-27', () => {
  it('when the year is named, then it is tax year 2026-27 under the Income-tax Act, 2025, ending 31 March 2027', () => {
    expect(RULES).toMatchObject({
      taxYear: '2026-27',
      law: 'Income-tax Act, 2025',
      period: '1 April 2026 to 31 March 2027',
      yearEnd: '31 March 2027',
    });
  });

  it.each([
    // taxable income, new-regime slab tax before rebate and cess (published slab arithmetic)
    [400_000, 0],
    [800_000, 20_000],
    [1_200_000, 60_000],
    [1_600_000, 120_000],
    [2_000_000, 200_000],
    [2_400_000, 300_000],
    [3_000_000, 480_000],
  ])('when taxable income is %i, then the new-regime slabs give %i before rebate and cess', (income, tax) => {
    expect(slabTax(income, RULES.newRegime.slabs)).toBe(tax);
  });

  it('when income is at the rebate limit, then the rebate cancels the whole slab tax (₹60,000 at ₹12 lakh)', () => {
    const { incomeLimit, maximum } = RULES.newRegime.rebate;
    expect([incomeLimit, maximum]).toEqual([1_200_000, 60_000]);
    expect(slabTax(incomeLimit, RULES.newRegime.slabs)).toBe(maximum);
    expect(incomeLimit + RULES.newRegime.standardDeduction).toBe(1_275_000); // "₹12.75 lakh of salary"
  });

  it('when the old regime is read, then it keeps ₹2.5 lakh / 5% / 20% / 30%, the ₹12,500 rebate and ₹50,000 deduction', () => {
    expect(RULES.oldRegime.slabs).toEqual([
      [250_000, 0],
      [500_000, 5],
      [1_000_000, 20],
      [Infinity, 30],
    ]);
    expect(slabTax(1_000_000, RULES.oldRegime.slabs)).toBe(112_500);
    expect(RULES.oldRegime.rebate).toMatchObject({ incomeLimit: 500_000, maximum: 12_500 });
    expect(RULES.oldRegime.standardDeduction).toBe(50_000);
  });

  it('when capital gains are read, then equity is 20% short-term and 12.5% long-term above ₹1.25 lakh', () => {
    expect(RULES.capitalGains).toMatchObject({
      equityShortTermPercent: 20,
      longTermPercent: 12.5,
      equityLongTermExemption: 125_000,
    });
  });

  it('when advance tax is read, then the instalments fall in tax year 2026-27 and add up to 100%', () => {
    expect(RULES.advanceTax.map(([date]) => date)).toEqual([
      '15 June 2026',
      '15 September 2026',
      '15 December 2026',
      '15 March 2027',
    ]);
    expect(RULES.advanceTax.at(-1)[1]).toBe(100);
  });
});
