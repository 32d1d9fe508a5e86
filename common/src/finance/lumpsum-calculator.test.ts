import { describe, expect, it } from 'vitest';
import { resultCapMessage } from './input-caps';
import { LUMPSUM_DEFAULTS, LUMPSUM_NEGATIVE_ERROR, lumpsum } from './lumpsum-calculator';
import { itGivesNoResult } from './test/no-result';

// Expected values: FV = P(1 + r)^t computed independently with python3 (values in the comments).
describe('lumpsum', () => {
  it.each([
    // python3: 100000 * 1.12**10
    { name: 'defaults', input: {}, fv: 310_584.820834 },
    // python3: 500000 * 1.08**5
    {
      name: '5 lakh at 8% for 5 years',
      input: { amount: 500_000, annualReturn: 8, years: 5 },
      fv: 734_664.0384,
    },
    { name: '0% return', input: { annualReturn: 0 }, fv: 100_000 },
  ])('$name', ({ input, fv }) => {
    const r = lumpsum({ ...LUMPSUM_DEFAULTS, ...input })!;
    expect(r.futureValue).toBeCloseTo(fv, 4);
    expect(r.totalGains).toBeCloseTo(fv - r.invested, 4);
    expect(r.yearly[r.yearly.length - 1]!.value).toBeCloseTo(fv, 4);
  });

  it('real value at 6% inflation', () => {
    // python3: 100000 * 1.12**10 / 1.06**10 = 1,73,428.94
    expect(lumpsum({ ...LUMPSUM_DEFAULTS, inflationRate: 6 })!.realValue).toBeCloseTo(173_428.941743, 4);
    expect(lumpsum(LUMPSUM_DEFAULTS)!.growthMultiple).toBeCloseTo(3.105848, 5);
  });

  itGivesNoResult('nothing for %s', lumpsum, LUMPSUM_DEFAULTS, [
    ['0 amount', { amount: 0 }],
    ['0 years', { years: 0 }],
    ['under half a month', { years: 0.04 }],
    ['beyond the 100-year cap', { years: 1e15 }],
  ]);

  // CALC-STATES-8. python3: 100000 * 0.7**10 = 2824.75249 (the reported case: ₹2,825 left after 10 years at −30%);
  // 100000 * 1.12**2.5 = 132753.217784 (2.5 years compound at 12%, the CAGR convention for part years).
  it.each([
    { name: '−30% for 10 years computes', annualReturn: -30, years: 10, fv: 2_824.75249 },
    { name: '2.5 years at 12%', annualReturn: 12, years: 2.5, fv: 132_753.217784 },
  ])('$name', ({ annualReturn, years, fv }) => {
    const r = lumpsum({ ...LUMPSUM_DEFAULTS, annualReturn, years })!;
    expect(r.futureValue).toBeCloseTo(fv, 5);
    expect(r.yearly.at(-1)!.value).toBeCloseTo(fv, 5);
    expect(r.yearly).toHaveLength(Math.ceil(years));
  });

  it('refuses a negative amount, and 100% for 100 years (past ₹10^12), with messages', () => {
    expect(() => lumpsum({ ...LUMPSUM_DEFAULTS, amount: -1 })).toThrow(LUMPSUM_NEGATIVE_ERROR);
    expect(() => lumpsum({ ...LUMPSUM_DEFAULTS, annualReturn: 100, years: 100 })).toThrow(
      resultCapMessage('expected return or period'),
    );
  });
});
