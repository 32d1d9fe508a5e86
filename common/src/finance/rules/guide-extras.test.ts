import { describe, expect, it } from 'vitest';
import { GUIDE_EXTRAS_2026_27 as EXTRAS } from './guide-extras';

// What the guides quote beyond common's dated rules (CALC-TAXRULES-2). The slabs, rebate, deductions and rates the
// guides print come from common/src/finance/rules (tested there against the Finance Act 2025 and the Union Budget
// 2026-27); these are the year's calendar and the few limits no calculator uses. Source: the Income Tax Department's
// advance-tax schedule (15/45/75/100 per cent by 15 June, September, December and March).
describe('guide extras, tax year 2026-27', () => {
  it('when the year is named, then it ends on 31 March 2027', () => {
    expect(EXTRAS.yearEnd).toBe('31 March 2027');
  });

  it('when advance tax is read, then the instalments fall in tax year 2026-27 and add up to 100%', () => {
    expect(EXTRAS.advanceTax).toEqual([
      ['15 June 2026', 15],
      ['15 September 2026', 45],
      ['15 December 2026', 75],
      ['15 March 2027', 100],
    ]);
    expect(EXTRAS.advanceTaxThreshold).toBe(10_000);
  });

  it('when the old regime limits are read, then 80TTA is ₹10,000 and 80TTB ₹50,000', () => {
    expect(EXTRAS.deductions).toEqual({ '80TTA': 10_000, '80TTB': 50_000 });
  });
});
