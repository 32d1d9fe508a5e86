import { describe, expect, it } from 'vitest';
import { resultCapMessage } from './input-caps';
import { SIP_DEFAULTS, SIP_NEGATIVE_ERROR, sipCalculator } from './sip-calculator';
import { itGivesNoResult } from './test/no-result';

// Expected values: independent computation with python3 (closed-form annuity-due per year,
// FV = Σ_y P(1+s)^(y−1) · ((1+r)^12 − 1)/r · (1+r) · (1+a)^(Y−y), r = (1+a)^(1/12) − 1), see the cases below.
const defaults = { ...SIP_DEFAULTS };

describe('sipCalculator', () => {
  it('has the defaults of CALC-SIP and documented timing defaults', () => {
    expect(SIP_DEFAULTS).toMatchObject({
      monthlyInvestment: 10000,
      stepUpPercent: 10,
      annualReturn: 10,
      years: 10,
      inflationRate: 0,
    });
    expect(SIP_DEFAULTS.stepUpTiming).toBe('start-of-year');
    expect(SIP_DEFAULTS.depositTiming).toBe('start');
  });

  it.each([
    // python3: step-up from the start of each new year, deposit at month start
    { name: 'defaults', input: {}, invested: 1_912_490.95212, fv: 2_980_572.41179 },
    // deposit at month end (ordinary annuity)
    {
      name: 'end-of-month deposits',
      input: { depositTiming: 'end' as const },
      invested: 1_912_490.95212,
      fv: 2_956_992.93488,
    },
    // raise applied at each year end: month 12, 24, … already at next year's amount
    {
      name: 'step-up at year end',
      input: { stepUpTiming: 'year-end' as const },
      invested: 1_928_428.37672,
      fv: 3_004_339.91476,
    },
    // flat SIP of 10,000 at 12% for 10 years: FV = P·((1+r)^120 − 1)/r·(1+r), r = 1.12^(1/12) − 1
    {
      name: 'flat 12%',
      input: { stepUpPercent: 0, annualReturn: 12 },
      invested: 1_200_000,
      fv: 2_240_358.89559,
    },
    // 0% return: value equals what was invested
    {
      name: 'zero return',
      input: { monthlyInvestment: 5000, stepUpPercent: 0, annualReturn: 0, years: 3 },
      invested: 180_000,
      fv: 180_000,
    },
  ])('$name', ({ input, invested, fv }) => {
    const r = sipCalculator({ ...defaults, ...input });
    expect(r).not.toBeNull();
    expect(r!.totalInvestment).toBeCloseTo(invested, 4);
    expect(r!.futureValue).toBeCloseTo(fv, 4);
    expect(r!.totalReturns).toBeCloseTo(fv - invested, 4);
    expect(r!.returnsPercentage).toBeCloseTo(((fv - invested) / invested) * 100, 8);
  });

  it('twelve months at the effective monthly rate give exactly the annual return', () => {
    // A single year of deposits at month start: year-1 row from python3 = 1,26,405.37
    const r = sipCalculator(defaults)!;
    expect(r.yearlyBreakdown[0]).toMatchObject({ year: 1, contributionThisYear: 120_000 });
    expect(r.yearlyBreakdown[0]!.valueAtYearEnd).toBeCloseTo(126_405.366123, 5);
    expect(r.yearlyBreakdown[1]!.contributionThisYear).toBeCloseTo(132_000, 8); // stepped up 10%
    expect(r.yearlyBreakdown[1]!.valueAtYearEnd).toBeCloseTo(278_091.80547, 4);
    expect(r.yearlyBreakdown[1]!.totalInvested).toBeCloseTo(252_000, 8);
    expect(r.yearlyBreakdown).toHaveLength(10);
    expect(r.yearlyBreakdown[9]!.valueAtYearEnd).toBe(r.futureValue);
  });

  it('realValue = futureValue / (1 + inflation)^years', () => {
    const r = sipCalculator({ ...defaults, inflationRate: 6 })!;
    expect(r.realValue).toBeCloseTo(2_980_572.41179 / 1.06 ** 10, 4); // python3: 16,64,336.07
    expect(r.realValue).toBeCloseTo(1_664_336.06696, 4);
    expect(sipCalculator(defaults)!.realValue).toBe(sipCalculator(defaults)!.futureValue); // inflation 0
  });

  // CALC-STATES-8: fractional years count in whole months, negative returns compute. Expected values: closed form of
  // an annuity due, P × ((1 + i)^n − 1) / i × (1 + i) with i = (1 + annual)^(1/12) − 1, no step-up (python3).
  it.each([
    // i = 1.12^(1/12) − 1, n = 30
    { name: '2.5 years at 12% = 30 months', years: 2.5, annualReturn: 12, fv: 348_453.238609 },
    // n = 6 (the visitor's 0.5 years used to clear the card)
    { name: '0.5 years = 6 months', years: 0.5, annualReturn: 12, fv: 62_024.460262 },
    // 2.7 years = 32.4 months → 32 months: i = 1.12^(1/12) − 1
    { name: '2.7 years counts as 32 months', years: 2.7, annualReturn: 12, fv: 375_382.977777 },
    // a falling market: i = 0.9^(1/12) − 1, n = 12
    { name: 'a −10% year computes', years: 1, annualReturn: -10, fv: 113_395.390642 },
    // i = 0.5^(1/12) − 1, n = 12: ₹1.2 lakh invested becomes ₹84,086
    { name: 'a −50% year computes', years: 1, annualReturn: -50, fv: 84_085.768726 },
  ])('$name', ({ years, annualReturn, fv }) => {
    const r = sipCalculator({ ...defaults, stepUpPercent: 0, years, annualReturn })!;
    expect(r.futureValue).toBeCloseTo(fv, 5);
    expect(r.totalInvestment).toBeCloseTo(10_000 * Math.round(years * 12), 8);
  });

  itGivesNoResult('clears the result for %s (CALC-SIP)', sipCalculator, defaults, [
    ['0 investment', { monthlyInvestment: 0 }],
    ['0 years', { years: 0 }],
    ['a period under half a month', { years: 0.04 }],
    ['non-numeric investment counts as 0', { monthlyInvestment: Number.NaN }],
  ]);

  it('refuses a negative instalment with a message (CALC-STATES-8)', () => {
    expect(() => sipCalculator({ ...defaults, monthlyInvestment: -5000 })).toThrow(SIP_NEGATIVE_ERROR);
  });

  it('refuses 100% step-up for 100 years: the figure passes ₹10^12 (CALC-STATES-8)', () => {
    expect(() => sipCalculator({ ...defaults, stepUpPercent: 100, annualReturn: 100, years: 100 })).toThrow(
      resultCapMessage('expected return, step-up or period'),
    );
  });

  it('non-numeric rates count as 0; a negative step-up lowers the instalment', () => {
    const r = sipCalculator({
      ...defaults,
      stepUpPercent: -10,
      annualReturn: Number.NaN,
      years: 2,
      inflationRate: Number.NaN,
    })!;
    // 12 × 10,000 + 12 × 9,000
    expect(r.totalInvestment).toBe(228_000);
    expect(r.futureValue).toBe(228_000);
    expect(r.realValue).toBe(228_000);
  });

  // CALC-SIP-5: the convention told. Effective monthly rate (1.12^(1/12) − 1), start of month: python3
  // 10000 * ((1+i)**120 − 1) / i * (1+i) = 2240358.8956 (₹22.40 L); nominal 1% a month: 2323390.7635 (₹23.23 L,
  // what Groww's SIP calculator shows). Groww's own worked example (https://groww.in/calculators/sip-calculator):
  // ₹1,000 a month for 12 months at 12%, "12%/12 = 0.01", M = 1,000 × ((1.01^12 − 1) / 0.01) × 1.01 ≈ ₹12,809.
  it.each([
    {
      name: '₹10,000, 12%, 10 years, effective',
      monthlyRate: 'effective' as const,
      amount: 10_000,
      years: 10,
      fv: 2_240_358.895595,
    },
    {
      name: '₹10,000, 12%, 10 years, nominal (other sites)',
      monthlyRate: 'nominal' as const,
      amount: 10_000,
      years: 10,
      fv: 2_323_390.763519,
    },
    {
      name: 'Groww worked example, ₹1,000 for 12 months',
      monthlyRate: 'nominal' as const,
      amount: 1_000,
      years: 1,
      fv: 12_809.328,
    },
  ])('$name', ({ monthlyRate, amount, years, fv }) => {
    const r = sipCalculator({
      ...defaults,
      monthlyInvestment: amount,
      stepUpPercent: 0,
      annualReturn: 12,
      years,
      monthlyRate,
    })!;
    expect(r.futureValue).toBeCloseTo(fv, 2);
    expect(Math.round(r.futureValue)).toBe(Math.round(fv));
  });
});
