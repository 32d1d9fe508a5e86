import { describe, expect, it } from 'vitest';
import { resultCapMessage } from './input-caps';
import {
  TERM_WITHDRAWAL_RATE_ERROR,
  DEFAULT_CHILD,
  TERM_INSURANCE_DEFAULTS,
  childBasicEducationDefault,
  termInsurance,
} from './term-insurance';

// Expected values are computed by hand from the formulas of CALC-TERM (Insurance).
const base = { annualIncome: 0, annualExpenses: 0, outstandingLoans: 0, existingAssets: 0 };

describe('termInsurance: constants of CALC-TERM', () => {
  it('has the spec defaults', () => {
    expect(TERM_INSURANCE_DEFAULTS.incomeMultiplier).toBe(12);
    expect(TERM_INSURANCE_DEFAULTS.withdrawalRate).toBe(0.04);
    expect(TERM_INSURANCE_DEFAULTS.emergencyMonths).toBe(6);
    expect(DEFAULT_CHILD.higherAmt).toBe(3_000_000);
    expect(DEFAULT_CHILD.marriageAmt).toBe(3_000_000);
  });

  it.each([
    // income cover wins: 15 L × 12 = 1.8 Cr vs 6 L / 0.04 = 1.5 Cr
    {
      annualIncome: 1_500_000,
      annualExpenses: 600_000,
      coverIncome: 18_000_000,
      coverCapital: 15_000_000,
      baseCover: 18_000_000,
      method: 'income',
    },
    // capital cover wins: 10 L × 12 = 1.2 Cr vs 8 L / 0.04 = 2 Cr
    {
      annualIncome: 1_000_000,
      annualExpenses: 800_000,
      coverIncome: 12_000_000,
      coverCapital: 20_000_000,
      baseCover: 20_000_000,
      method: 'capital',
    },
  ])('base cover is the higher of income × 12 and expenses / 4% ($method)', (c) => {
    const r = termInsurance({ ...base, annualIncome: c.annualIncome, annualExpenses: c.annualExpenses });
    expect(r.coverIncome).toBe(c.coverIncome);
    expect(r.coverCapital).toBeCloseTo(c.coverCapital, 6);
    expect(r.baseCover).toBeCloseTo(c.baseCover, 6);
    expect(r.baseMethod).toBe(c.method);
  });

  it('monthly expenses default to annual / 12, emergency fund = monthly × 6', () => {
    const r = termInsurance({ ...base, annualExpenses: 600_000 });
    expect(r.emergencyFund).toBeCloseTo(300_000, 6); // 50,000 × 6
    const given = termInsurance({
      ...base,
      annualExpenses: 600_000,
      monthlyExpenses: 60_000,
      emergencyMonths: 3,
    });
    expect(given.emergencyFund).toBe(180_000);
  });

  it('a custom multiplier and withdrawal rate are honoured; 0 or below is refused, blank is 4% (CALC-STATES-8)', () => {
    const r = termInsurance({
      ...base,
      annualIncome: 1_000_000,
      annualExpenses: 500_000,
      incomeMultiplier: 15,
      withdrawalRate: 0.05,
    });
    expect(r.coverIncome).toBe(15_000_000);
    expect(r.coverCapital).toBeCloseTo(10_000_000, 6);
    expect(
      termInsurance({ ...base, annualExpenses: 500_000, withdrawalRate: Number.NaN }).coverCapital,
    ).toBeCloseTo(12_500_000, 6);
    // The reported cases: 0, −4% and 0.0001% (₹6,00,00,03,00,000 of cover on ₹6 lakh of expenses).
    for (const withdrawalRate of [0, -0.04, 0.000001, 0.0099])
      expect(() => termInsurance({ ...base, annualExpenses: 500_000, withdrawalRate })).toThrow(
        TERM_WITHDRAWAL_RATE_ERROR,
      );
    expect(
      termInsurance({ ...base, annualExpenses: 600_000, withdrawalRate: 0.01 }).coverCapital,
    ).toBeCloseTo(60_000_000, 6);
    // ₹10,000 crore of income × 1,000: past ₹10^12, refused.
    expect(() => termInsurance({ ...base, annualIncome: 1e11, incomeMultiplier: 1000 })).toThrow(
      resultCapMessage('amounts, or raise the withdrawal rate'),
    );
  });

  it('child basic education default = 10% of annual expenses × (21 − age), floored at 0', () => {
    expect(childBasicEducationDefault(5, 600_000)).toBeCloseTo(960_000, 6); // 60,000 × 16
    expect(childBasicEducationDefault(21, 600_000)).toBe(0);
    expect(childBasicEducationDefault(25, 600_000)).toBe(0); // floored, not negative
  });

  it('children add their switched-on goals; amounts left at 0 use the defaults', () => {
    const children = [
      { ...DEFAULT_CHILD, id: 'a', age: 5 }, // 9.6 L + 30 L + 30 L
      { ...DEFAULT_CHILD, id: 'b', age: 18, basicAmt: 100_000, higherAmt: 2_000_000, marriageOn: false }, // 1 L + 20 L
      { ...DEFAULT_CHILD, id: 'c', age: 2, basicOn: false, higherOn: false, marriageOn: false }, // nothing
      { ...DEFAULT_CHILD, id: 'd', age: 10, higherAmt: 0, marriageAmt: 0 }, // 6.6 L + 30 L + 30 L
    ];
    const r = termInsurance({ ...base, annualExpenses: 600_000, children });
    expect(r.childBreakdown.map((c) => c.total)).toEqual([6_960_000, 2_100_000, 0, 6_660_000]);
    expect(r.childrenNeeds).toBeCloseTo(15_720_000, 6);
  });

  it('totalCover = base + children + loans + emergency − assets', () => {
    const r = termInsurance({
      annualIncome: 1_500_000,
      annualExpenses: 600_000,
      outstandingLoans: 2_500_000,
      existingAssets: 1_000_000,
      children: [{ ...DEFAULT_CHILD, id: 'a', age: 5 }],
    });
    // 1,80,00,000 + 69,60,000 + 25,00,000 + 3,00,000 − 10,00,000
    expect(r.totalCover).toBeCloseTo(26_760_000, 6);
  });

  it('totalCover is floored at 0 when assets exceed the need', () => {
    expect(termInsurance({ ...base, annualIncome: 100_000, existingAssets: 50_000_000 }).totalCover).toBe(0);
  });

  it('blank (NaN) and negative amounts count as 0', () => {
    const r = termInsurance({
      annualIncome: Number.NaN,
      annualExpenses: -5,
      outstandingLoans: Number.NaN,
      existingAssets: 0,
    });
    expect(r).toMatchObject({
      coverIncome: 0,
      coverCapital: 0,
      baseCover: 0,
      childrenNeeds: 0,
      emergencyFund: 0,
      totalCover: 0,
    });
  });
});
