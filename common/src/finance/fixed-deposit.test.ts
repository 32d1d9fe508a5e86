import { describe, expect, it } from 'vitest';
import { FD_DEFAULTS, fdValueAfter, fixedDeposit } from './fixed-deposit';

// Sources: SBI's FD formula A = P(1 + r/4)^(4t) and its worked examples as published with SBI FD calculators
// (https://costcalculator.calculator.city/state-bank-of-india-fd-interest-rates-calculator-2: Rs 1 lakh, 7%, 5 years
// → 1,00,000 × 1.0175^20 = 1,41,478; https://costcalculator.calculator.city/sbi-fixed-deposit-rates-calculator-2:
// Rs 1 lakh, 6.5%, 5 years → Rs 1,38,042). Other rows: independent computation with python3 (values in comments).
describe('fixedDeposit', () => {
  it.each([
    { name: 'SBI example 7%, 5 years', input: {}, maturity: 141_477.819575, published: 141_478 },
    {
      name: 'SBI example 6.5%, 5 years',
      input: { annualRate: 6.5 },
      maturity: 138_041.977486,
      published: 138_042,
    },
    // python3: 100000 * 1.0175**5 (five whole quarters)
    { name: '15 months', input: { tenureMonths: 15 }, maturity: 109_061.656434, published: null },
    // python3: 100000 * 1.0175**4 * (1 + 0.07/12): one month of simple interest after 4 quarters
    { name: '13 months', input: { tenureMonths: 13 }, maturity: 107_811.15423, published: null },
    // below 6 months banks pay simple interest: 100000 * (1 + 0.07 * 5/12)
    {
      name: '5 months, simple interest',
      input: { tenureMonths: 5 },
      maturity: 102_916.666667,
      published: null,
    },
  ])('$name', ({ input, maturity, published }) => {
    const r = fixedDeposit({ ...FD_DEFAULTS, ...input })!;
    expect(r.maturityAmount).toBeCloseTo(maturity, 5);
    expect(r.totalInterest).toBeCloseTo(maturity - 100_000, 5);
    if (published !== null) expect(Math.round(r.maturityAmount)).toBe(published);
  });

  it('quarterly payout pays simple interest each quarter and returns the principal', () => {
    const r = fixedDeposit({ ...FD_DEFAULTS, payout: 'quarterly' })!;
    expect(r.quarterlyPayout).toBe(1750); // 1,00,000 × 7% / 4
    expect(r.totalInterest).toBeCloseTo(35_000, 8); // 20 quarters × 1,750
    expect(r.maturityAmount).toBeCloseTo(135_000, 8);
    expect(r.yearly.every((y) => y.balance === 100_000)).toBe(true);
  });

  it('yearly rows add up to the maturity; effective yield is (1 + r/4)^4 − 1', () => {
    const r = fixedDeposit(FD_DEFAULTS)!;
    expect(r.yearly).toHaveLength(5);
    expect(r.yearly.reduce((s, y) => s + y.interest, 0)).toBeCloseTo(r.totalInterest, 6);
    expect(r.yearly[4]!.balance).toBeCloseTo(r.maturityAmount, 8);
    expect(r.effectiveAnnualYield).toBeCloseTo(7.185903, 5); // python3: (1.0175**4 - 1) * 100
    expect(fdValueAfter(100_000, 7, 12)).toBeCloseTo(107_185.903, 2);
  });

  it.each([
    // python3: 1e6 * (1.01875**4 - 1) = 77,135.87 in year 1 > 50,000 → TDS 10%; year 2 = 83,085.81
    { senior: false, applies: true, tds: (77_135.865784 + 83_085.807574) * 0.1 },
    // senior citizen threshold Rs 1 lakh: neither year exceeds it
    { senior: true, applies: false, tds: 0 },
  ])('TDS note: senior $senior', ({ senior, applies, tds }) => {
    const r = fixedDeposit({
      principal: 1_000_000,
      annualRate: 7.5,
      tenureMonths: 24,
      seniorCitizen: senior,
    })!;
    expect(r.tds.applies).toBe(applies);
    expect(r.tds.threshold).toBe(senior ? 100_000 : 50_000);
    expect(r.tds.rate).toBe(10);
    expect(r.tds.estimatedTds).toBeCloseTo(tds, 4);
  });

  it.each([
    ['0 principal', { principal: 0 }],
    ['0 rate', { annualRate: 0 }],
    ['0 months', { tenureMonths: 0 }],
    ['under a month', { tenureMonths: 0.5 }],
    ['negative principal', { principal: -1 }],
    ['blank rate', { annualRate: Number.NaN }],
    ['beyond the 1,200-month cap', { tenureMonths: 1e15 }],
  ])('nothing for %s', (_n, input) => {
    expect(fixedDeposit({ ...FD_DEFAULTS, ...input })).toBeNull();
  });
});
