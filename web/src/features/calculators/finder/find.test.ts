import { describe, expect, it } from 'vitest';
import { CALCULATOR_TYPES } from '@36x/common';
import { CALCULATORS } from '../registry';
import { findCalculators, NEEDS, normaliseQuery } from './find';

const ids = (q: string) => findCalculators(q).map((e) => e.id);

describe('the calculator finder (decision 052)', () => {
  it('lists every calculator and tool, each in one group, when nothing is searched', () => {
    expect(ids('').sort()).toEqual([...CALCULATOR_TYPES].sort());
    for (const entry of CALCULATORS) expect(NEEDS.map((n) => n.id)).toContain(entry.need);
  });

  it.each([
    ['tax', ['ltcg-calculator', 'dtaa-calculator', 'income-tax', 'ppf-calculator']],
    ['capital gains', ['ltcg-calculator']],
    ['EMI', ['loan-amortization', 'balance-transfer']],
    ['  Home   LOAN ', ['loan-amortization', 'balance-transfer']],
    ['80c', ['income-tax', 'ppf-calculator']],
    ['fd', ['fixed-deposit']],
    ['insurance', ['term-insurance', 'health-insurance']],
    ['company', ['company-formation']],
    ['crypto', []],
  ])('"%s" finds what people mean by it', (q, expected) => {
    expect(ids(q).sort()).toEqual([...expected].sort());
  });

  it('reads at most 60 characters of a search', () => {
    expect(normaliseQuery('x'.repeat(500))).toHaveLength(60);
  });
});
