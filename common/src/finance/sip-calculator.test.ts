import { describe, expect, it } from 'vitest';
import { SIP_DEFAULTS, sipCalculator } from './sip-calculator';

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

  it('floors years to a whole number (CALC-SIP)', () => {
    expect(sipCalculator({ ...defaults, years: 10.9 })!.futureValue).toBe(
      sipCalculator(defaults)!.futureValue,
    );
  });

  it.each([
    ['0 investment', { monthlyInvestment: 0 }],
    ['0 years', { years: 0 }],
    ['years below 1 floor to 0', { years: 0.9 }],
    ['negative investment counts as 0', { monthlyInvestment: -5000 }],
    ['non-numeric investment counts as 0', { monthlyInvestment: Number.NaN }],
  ])('clears the result for %s (CALC-SIP)', (_name, input) => {
    expect(sipCalculator({ ...defaults, ...input })).toBeNull();
  });

  it('negative or non-numeric rates count as 0', () => {
    const r = sipCalculator({
      ...defaults,
      stepUpPercent: -10,
      annualReturn: Number.NaN,
      years: 2,
      inflationRate: -3,
    })!;
    expect(r.totalInvestment).toBe(240_000);
    expect(r.futureValue).toBe(240_000);
    expect(r.realValue).toBe(240_000);
  });
});
