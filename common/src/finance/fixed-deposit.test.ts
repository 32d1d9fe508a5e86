import { describe, expect, it } from 'vitest';
import { resultCapMessage } from './input-caps';
import { FD_DEFAULTS, FD_NEGATIVE_RATE_ERROR, fdValueAfter, fixedDeposit } from './fixed-deposit';
import { itGivesNoResult } from './test/no-result';

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

  // Tenure in days (CALC-SAVINGS-4). SBI's method: interest at quarterly intervals, the broken period on a daily
  // product basis with a 365-day year (SBI, quoted at https://upstox.com/news/personal-finance/investing/sbi-fixed-deposit-calculation-how-sbi-calculates-interest-on-f-ds-for-senior-citizens-others/article-149981).
  // Expected values: independent python3 computation, P * (1 + r/4)**q * (1 + r * rest / 365).
  it.each([
    // SBI Amrit Vrishti 444 days at 7.25%: 4 quarters (365 days) + 79 days. python3:
    // 100000 * 1.018125**4 * (1 + 0.0725 * 79 / 365) = 109135.5759
    { name: '444 days at 7.25% (SBI Amrit Vrishti)', days: 444, rate: 7.25, maturity: 109_135.575939 },
    // 91 days: under 180 days, simple interest: 100000 * (1 + 0.07 * 91 / 365) = 101745.2055
    { name: '91 days, simple interest', days: 91, rate: 7, maturity: 101_745.205479 },
    // 365 days = 4 whole quarters: 100000 * 1.0175**4 = 107185.9031 (the 12-month figure)
    { name: '365 days = 12 months', days: 365, rate: 7, maturity: 107_185.903129 },
    // 200 days: 2 quarters (182.5 days) + 17.5 days: 100000 * 1.0175**2 * (1 + 0.07 * 17.5 / 365) = 103878.0908
    { name: '200 days', days: 200, rate: 7, maturity: 103_878.090796 },
  ])('$name', ({ days, rate, maturity }) => {
    const r = fixedDeposit({ ...FD_DEFAULTS, annualRate: rate, tenureDays: days })!;
    expect(r.maturityAmount).toBeCloseTo(maturity, 4);
    expect(r.tenureDays).toBe(days);
    expect(r.yearly.reduce((s, y) => s + y.interest, 0)).toBeCloseTo(maturity - 100_000, 6);
  });

  it('444 days agrees with the published SBI Amrit Vrishti figures within ₹5 on ₹2 lakh', () => {
    // Published (timesbull.com and others, 2024-25, Amrit Vrishti at 7.25% / 7.75%): ₹2,00,000 → ₹2,18,267.08 and
    // ₹2,19,574.08. Those raise (1 + r/4) to 4 × 444/365, a fractional quarter; SBI's stated method (whole quarters,
    // then 79 days of simple interest) gives ₹4.07 and ₹4.68 more: 218271.15 and 219578.76.
    for (const { rate, published, ours } of [
      { rate: 7.25, published: 218_267.08, ours: 218_271.151878 },
      { rate: 7.75, published: 219_574.08, ours: 219_578.760808 },
    ]) {
      const r = fixedDeposit({ ...FD_DEFAULTS, principal: 200_000, annualRate: rate, tenureDays: 444 })!;
      expect(r.maturityAmount).toBeCloseTo(ours, 4);
      expect(Math.abs(r.maturityAmount - published)).toBeLessThan(5);
    }
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

  itGivesNoResult('nothing for %s', fixedDeposit, FD_DEFAULTS, [
    ['0 principal', { principal: 0 }],
    ['0 rate', { annualRate: 0 }],
    ['0 months', { tenureMonths: 0 }],
    ['under a month', { tenureMonths: 0.5 }],
    ['negative principal', { principal: -1 }],
    ['blank rate', { annualRate: Number.NaN }],
    ['beyond the 1,200-month cap', { tenureMonths: 1e15 }],
  ]);

  it('refuses a negative rate, and 100% for 100 years (past ₹10^12), with messages (CALC-STATES-8)', () => {
    expect(() => fixedDeposit({ ...FD_DEFAULTS, annualRate: -5 })).toThrow(FD_NEGATIVE_RATE_ERROR);
    expect(() => fixedDeposit({ ...FD_DEFAULTS, annualRate: 100, tenureMonths: 1200 })).toThrow(
      resultCapMessage('interest rate or tenure'),
    );
  });
});
