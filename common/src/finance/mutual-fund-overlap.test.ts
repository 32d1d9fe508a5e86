import { describe, expect, it } from 'vitest';
import {
  OVERLAP_LIMITS,
  SAMPLE_HOLDINGS,
  mutualFundOverlap,
  overlapLevel,
  type Fund,
} from './mutual-fund-overlap';

const fund = (name: string, category: Fund['category']): Fund => ({ name, category });

// Expected overlaps are counted by hand from SAMPLE_HOLDINGS (10 equal weights: shared stocks × 10%).
describe('mutualFundOverlap', () => {
  it('has 10 sample holdings for exactly the five categories of 001 §9', () => {
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

  it.each([
    {
      funds: [fund('A', 'Large Cap'), fund('B', 'Large Cap')],
      overlap: 100,
      level: 'high',
      common: 10,
      score: 0,
    },
    {
      funds: [fund('A', 'Large Cap'), fund('B', 'ELSS')],
      overlap: 70,
      level: 'moderate',
      common: 7,
      score: 30,
    }, // 70 is not above 70
    {
      funds: [fund('A', 'Large Cap'), fund('B', 'Multi Cap')],
      overlap: 50,
      level: 'moderate',
      common: 5,
      score: 50,
    },
    {
      funds: [fund('A', 'Mid Cap'), fund('B', 'Multi Cap')],
      overlap: 30,
      level: 'good',
      common: 3,
      score: 70,
    },
    {
      funds: [fund('A', 'Large Cap'), fund('B', 'Mid Cap')],
      overlap: 0,
      level: 'good',
      common: 0,
      score: 100,
    },
  ])('$funds.0.category + $funds.1.category → $overlap%', ({ funds, overlap, level, common, score }) => {
    const r = mutualFundOverlap({ funds })!;
    expect(r.overlapPercentage).toBeCloseTo(overlap, 10);
    expect(r.overlapLevel).toBe(level);
    expect(r.commonHoldings).toHaveLength(common);
    expect(r.diversificationScore).toBeCloseTo(score, 10);
  });

  it('averages every pair and lists the most widely held stocks first', () => {
    // Large–Multi 50, Large–ELSS 70, Multi–ELSS 50 → 56.67
    const r = mutualFundOverlap({
      funds: [fund('A', 'Large Cap'), fund('B', 'Multi Cap'), fund('C', 'ELSS')],
    })!;
    expect(r.pairs.map((p) => p.overlapPercentage)).toEqual([50, 70, 50].map((x) => expect.closeTo(x, 10)));
    expect(r.overlapPercentage).toBeCloseTo(170 / 3, 10);
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

  it('categories without sample holdings count as sharing nothing, and say so', () => {
    const r = mutualFundOverlap({ funds: [fund('A', 'Large Cap'), fund('B', 'Flexi Cap')] })!;
    expect(r.overlapPercentage).toBe(0);
    expect(r.categoriesWithoutData).toEqual(['Flexi Cap']);
    expect(r.recommendations.join(' ')).toContain('No sample holdings for Flexi Cap');
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

  it('thresholds: above 70 high, above 40 moderate (001 §9)', () => {
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
