import { describe, expect, it } from 'vitest';
import {
  OVERLAP_LIMITS,
  OVERLAP_SAMPLE_NOTE,
  SAMPLE_HOLDINGS,
  holdingsOverlap,
  mutualFundOverlap,
  overlapLevel,
  type Fund,
} from './mutual-fund-overlap';

const fund = (name: string, category: Fund['category']): Fund => ({ name, category });

// Expected overlaps are counted by hand from SAMPLE_HOLDINGS (10 equal weights: shared stocks × 10%).
describe('mutualFundOverlap', () => {
  it('has 10 sample holdings for exactly the five categories of CALC-OVERLAP', () => {
    expect(Object.keys(SAMPLE_HOLDINGS).sort()).toEqual([
      'ELSS',
      'Large Cap',
      'Mid Cap',
      'Multi Cap',
      'Small Cap',
    ]);
    for (const list of Object.values(SAMPLE_HOLDINGS)) {
      expect(list).toHaveLength(10);
      expect(new Set(list).size).toBe(10);
    }
  });

  // Exact values (toBe, not toBeCloseTo): two identical portfolios overlap 100%, not 99.99999999999999%. Common
  // holdings: the shared stocks of the two sample lists; level: above 70 high, above 40 moderate.
  it.each([
    // identical
    { a: 'Large Cap', b: 'Large Cap', overlap: 100, score: 0, common: 10, level: 'high' },
    { a: 'Mid Cap', b: 'Mid Cap', overlap: 100, score: 0, common: 10, level: 'high' },
    { a: 'Small Cap', b: 'Small Cap', overlap: 100, score: 0, common: 10, level: 'high' },
    { a: 'Multi Cap', b: 'Multi Cap', overlap: 100, score: 0, common: 10, level: 'high' },
    { a: 'ELSS', b: 'ELSS', overlap: 100, score: 0, common: 10, level: 'high' },
    // disjoint
    { a: 'Large Cap', b: 'Mid Cap', overlap: 0, score: 100, common: 0, level: 'good' },
    { a: 'Large Cap', b: 'Small Cap', overlap: 0, score: 100, common: 0, level: 'good' },
    { a: 'Mid Cap', b: 'Small Cap', overlap: 0, score: 100, common: 0, level: 'good' },
    { a: 'Mid Cap', b: 'ELSS', overlap: 0, score: 100, common: 0, level: 'good' },
    // partial: Large/ELSS share 7 (HDFC, ICICI, Reliance, Infosys, L&T, Airtel, Axis); Large/Multi and ELSS/Multi 5
    // (HDFC, ICICI, Reliance, Infosys, Axis); Mid/Multi 3 (Persistent, Federal, Max); Small/Multi 2 (MCX, Karur)
    { a: 'Large Cap', b: 'ELSS', overlap: 70, score: 30, common: 7, level: 'moderate' },
    { a: 'Large Cap', b: 'Multi Cap', overlap: 50, score: 50, common: 5, level: 'moderate' },
    { a: 'ELSS', b: 'Multi Cap', overlap: 50, score: 50, common: 5, level: 'moderate' },
    { a: 'Mid Cap', b: 'Multi Cap', overlap: 30, score: 70, common: 3, level: 'good' },
    { a: 'Small Cap', b: 'Multi Cap', overlap: 20, score: 80, common: 2, level: 'good' },
  ] as const)(
    'exactly: $a + $b → $overlap%, score $score, $level',
    ({ a, b, overlap, score, common, level }) => {
      const r = mutualFundOverlap({ funds: [fund('A', a), fund('B', b)] })!;
      expect(r.overlapPercentage).toBe(overlap);
      expect(r.pairs[0]!.overlapPercentage).toBe(overlap);
      expect(r.diversificationScore).toBe(score);
      expect(r.commonHoldings).toHaveLength(common);
      expect(r.overlapLevel).toBe(level);
    },
  );

  it.each([
    { funds: ['Large Cap', 'Large Cap', 'Large Cap'], overlap: 100, score: 0 },
    { funds: ['ELSS', 'ELSS', 'ELSS', 'ELSS', 'ELSS'], overlap: 100, score: 0 },
    // (70 + 50 + 50) / 3 = 56.666… → 56.67; 100 − 56.67 = 43.33
    { funds: ['Large Cap', 'ELSS', 'Multi Cap'], overlap: 56.67, score: 43.33 },
    // Large/Small 0, Large/Multi 50, Small/Multi 20: 70 / 3 = 23.333… → 23.33
    { funds: ['Large Cap', 'Small Cap', 'Multi Cap'], overlap: 23.33, score: 76.67 },
    // Large/Mid 0, Large/Small 0, Mid/Small 0
    { funds: ['Large Cap', 'Mid Cap', 'Small Cap'], overlap: 0, score: 100 },
  ] as const)('exactly, averaged over pairs: $funds → $overlap%', ({ funds, overlap, score }) => {
    const r = mutualFundOverlap({ funds: funds.map((c, i) => fund(String(i), c)) })!;
    expect(r.overlapPercentage).toBe(overlap);
    expect(r.diversificationScore).toBe(score);
  });

  it.each([
    { name: 'identical', a: ['X', 'Y', 'Z'], b: ['Z', 'Y', 'X'], overlap: 100 },
    {
      name: 'identical, 7 each (1/7 does not add up exactly in binary)',
      a: [...'ABCDEFG'],
      b: [...'ABCDEFG'],
      overlap: 100,
    },
    { name: 'disjoint', a: ['X', 'Y'], b: ['P', 'Q'], overlap: 0 },
    { name: 'an empty fund', a: [], b: ['P'], overlap: 0 },
    // 1 of 3 shared at weights 1/3 and 1/3 → 33.333… → 33.33
    { name: 'partial, thirds', a: ['X', 'Y', 'Z'], b: ['X', 'P', 'Q'], overlap: 33.33 },
    // a 4-stock fund inside a 10-stock one: 4 × min(1/4, 1/10) = 40%
    { name: 'partial, unequal sizes', a: ['A', 'B', 'C', 'D'], b: [...'ABCDEFGHIJ'], overlap: 40 },
    // 2 shared, weights 1/3 and 1/6: 2 × 1/6 = 33.333… → 33.33
    { name: 'partial, 3 vs 6', a: ['A', 'B', 'C'], b: [...'ABXYZW'], overlap: 33.33 },
    // a stock listed twice is one holding: {A, B} and {A, B}
    { name: 'duplicate entry', a: ['A', 'A', 'B'], b: ['A', 'B'], overlap: 100 },
  ])('holdingsOverlap: $name → $overlap%', ({ a, b, overlap }) => {
    expect(holdingsOverlap(a, b)).toBe(overlap);
    expect(holdingsOverlap(b, a)).toBe(overlap);
  });

  it('averages every pair and lists the most widely held stocks first', () => {
    // Large–Multi 50, Large–ELSS 70, Multi–ELSS 50 → 56.67
    const r = mutualFundOverlap({
      funds: [fund('A', 'Large Cap'), fund('B', 'Multi Cap'), fund('C', 'ELSS')],
    })!;
    expect(r.pairs.map((p) => p.overlapPercentage)).toEqual([50, 70, 50].map((x) => expect.closeTo(x, 10)));
    expect(r.overlapPercentage).toBe(56.67); // 170 / 3, rounded to 2 decimals
    expect(r.commonHoldings.slice(0, 5).sort()).toEqual([
      'Axis Bank',
      'HDFC Bank',
      'ICICI Bank',
      'Infosys',
      'Reliance Industries',
    ]);
    expect(r.commonHoldings.slice(5).sort()).toEqual(['Bharti Airtel', 'Larsen & Toubro']);
  });

  it('shows at most 10 common holdings and analyses at most 5 funds', () => {
    const six = ['A', 'B', 'C', 'D', 'E', 'F'].map((n) => fund(n, 'Large Cap'));
    const r = mutualFundOverlap({ funds: six })!;
    expect(r.funds).toHaveLength(OVERLAP_LIMITS.maxFunds);
    expect(r.pairs).toHaveLength(10);
    expect(r.commonHoldings).toHaveLength(OVERLAP_LIMITS.maxCommonHoldings);
  });

  it('categories without sample holdings are "no data", not 0% overlap (CALC-OVERLAP)', () => {
    const r = mutualFundOverlap({ funds: [fund('A', 'Large Cap'), fund('B', 'Flexi Cap')] })!;
    expect(r.hasData).toBe(false);
    expect(r.pairs).toEqual([{ first: 0, second: 1, overlapPercentage: 0, noData: true }]);
    expect(r.categoriesWithoutData).toEqual(['Flexi Cap']);
    expect(r.recommendations[0]).toMatch(/^No data/);
    expect(r.recommendations.join(' ')).toContain('No sample holdings for Flexi Cap');
    expect(r.recommendations.join(' ')).not.toMatch(/Good diversification/);
  });

  it('averages only the pairs with data', () => {
    // Large–ELSS 70 has data; both pairs with Debt are no data → 70, not (70 + 0 + 0) / 3
    const r = mutualFundOverlap({
      funds: [fund('A', 'Large Cap'), fund('B', 'ELSS'), fund('C', 'Debt')],
    })!;
    expect(r.hasData).toBe(true);
    expect(r.overlapPercentage).toBe(70);
    expect(r.pairs.map((p) => p.noData)).toEqual([false, true, true]);
  });

  it('says two funds of one category are compared on one sample list', () => {
    const r = mutualFundOverlap({ funds: [fund('A', 'Large Cap'), fund('B', 'Large Cap')] })!;
    expect(r.overlapPercentage).toBe(100);
    expect(r.recommendations.join(' ')).toContain('with one sample list per category they show 100% here');
    expect(OVERLAP_SAMPLE_NOTE).toMatch(/samples/);
  });

  it('recommendations start with the verdict', () => {
    expect(
      mutualFundOverlap({ funds: [fund('A', 'Large Cap'), fund('B', 'Large Cap')] })!.recommendations[0],
    ).toMatch(/^High overlap/);
    expect(
      mutualFundOverlap({ funds: [fund('A', 'Large Cap'), fund('B', 'ELSS')] })!.recommendations[0],
    ).toMatch(/^Moderate overlap/);
    expect(
      mutualFundOverlap({ funds: [fund('A', 'Large Cap'), fund('B', 'Small Cap')] })!.recommendations[0],
    ).toMatch(/^Good diversification/);
  });

  it('thresholds: above 70 high, above 40 moderate (CALC-OVERLAP)', () => {
    expect([70.01, 70, 40.01, 40, 0].map(overlapLevel)).toEqual([
      'high',
      'moderate',
      'moderate',
      'good',
      'good',
    ]);
  });

  it('needs at least 2 funds', () => {
    expect(mutualFundOverlap({ funds: [] })).toBeNull();
    expect(mutualFundOverlap({ funds: [fund('A', 'Large Cap')] })).toBeNull();
  });
});
