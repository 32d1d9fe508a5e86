import { describe, expect, it } from 'vitest';
import { LUMPSUM_DEFAULTS, lumpsum } from './lumpsum-calculator';

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

  it.each([
    ['0 amount', { amount: 0 }],
    ['0 years', { years: 0.5 }],
    ['beyond the 100-year cap', { years: 1e15 }],
  ])('nothing for %s', (_n, input) => {
    expect(lumpsum({ ...LUMPSUM_DEFAULTS, ...input })).toBeNull();
  });
});
