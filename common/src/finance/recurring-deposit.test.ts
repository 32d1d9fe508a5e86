import { describe, expect, it } from 'vitest';
import { RD_DEFAULTS, recurringDeposit } from './recurring-deposit';
import { itGivesNoResult } from './test/no-result';

// Sources:
// - India Post RD (5 years, quarterly compounding): "Rs 10 a month fetches Rs 696.97 on maturity" at 5.8%, the rate
//   of April 2020 – September 2022 (https://www.indiapost.gov.in/Financial/Pages/Content/Recurring-Deposit.aspx).
// - The IBA formula the SBI / HDFC Bank RD calculators publish, M = R((1+i)^n − 1)/(1 − (1+i)^(−1/3)), i = r/400,
//   n quarters (https://www.easycalculation.com/finance/sbi-recurring-deposit.php), evaluated with python3.
function iba(monthly: number, rate: number, quarters: number): number {
  const i = rate / 400;
  return (monthly * ((1 + i) ** quarters - 1)) / (1 - (1 + i) ** (-1 / 3));
}

describe('recurringDeposit', () => {
  it.each([
    { name: 'India Post Rs 10 at 5.8%', input: { monthlyDeposit: 10, annualRate: 5.8 }, maturity: 696.96727 },
    // python3 iba(5000, 6.7, 20) = 3,56,829.14
    { name: 'defaults 5,000 at 6.7%, 5 years', input: {}, maturity: 356_829.144176 },
    // python3 iba(1000, 8, 32) = 1,34,446.28
    {
      name: '1,000 at 8%, 8 years',
      input: { monthlyDeposit: 1000, annualRate: 8, tenureMonths: 96 },
      maturity: 134_446.277533,
    },
    // python3 iba(10000, 6.8, 4) = 1,24,487.29
    {
      name: '10,000 at 6.8%, 1 year',
      input: { monthlyDeposit: 10_000, annualRate: 6.8, tenureMonths: 12 },
      maturity: 124_487.289121,
    },
  ])('$name', ({ input, maturity }) => {
    const full = { ...RD_DEFAULTS, ...input };
    const r = recurringDeposit(full)!;
    expect(r.maturityAmount).toBeCloseTo(maturity, 5);
    expect(r.maturityAmount).toBeCloseTo(iba(full.monthlyDeposit, full.annualRate, full.tenureMonths / 3), 6);
    expect(r.totalDeposited).toBe(full.monthlyDeposit * full.tenureMonths);
    expect(r.totalInterest).toBeCloseTo(maturity - r.totalDeposited, 5);
  });

  it('rounds India Post example to the published paise', () => {
    const r = recurringDeposit({ monthlyDeposit: 10, annualRate: 5.8, tenureMonths: 60 })!;
    expect(Math.round(r.maturityAmount * 100) / 100).toBe(696.97);
  });

  it('a tenure that is not whole quarters grows each instalment for its own months', () => {
    // python3: sum(1000 * 1.0175**((7 - k + 1)/3) for k in 1..7) = 7,164.29
    const r = recurringDeposit({ monthlyDeposit: 1000, annualRate: 7, tenureMonths: 7 })!;
    expect(r.maturityAmount).toBeCloseTo(7_164.287032, 5);
  });

  it('yearly rows: deposits and interest add up to the maturity', () => {
    const r = recurringDeposit(RD_DEFAULTS)!;
    expect(r.yearly).toHaveLength(5);
    expect(r.yearly[4]!.balance).toBeCloseTo(r.maturityAmount, 8);
    expect(r.yearly[4]!.deposited).toBe(300_000);
    expect(r.yearly.reduce((s, y) => s + y.interest, 0)).toBeCloseTo(r.totalInterest, 6);
    expect(r.tds.applies).toBe(false); // largest year's interest ≈ 20,000 < 50,000
  });

  itGivesNoResult('nothing for %s', recurringDeposit, RD_DEFAULTS, [
    ['0 deposit', { monthlyDeposit: 0 }],
    ['0 rate', { annualRate: 0 }],
    ['0 months', { tenureMonths: 0 }],
    ['beyond the 1,200-month cap', { tenureMonths: 1e9 }],
  ]);
});
