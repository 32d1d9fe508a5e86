import { describe, expect, it } from 'vitest';
import { SWP_DEFAULTS, swp } from './swp-calculator';
import { itGivesNoResult } from './test/no-result';

// Expected values: independent computation with python3. Closed form for a level withdrawal W at each month end,
// r = (1 + a)^(1/12) − 1: balance after n months = P(1 + r)^n − W((1 + r)^n − 1)/r.
describe('swp', () => {
  it.each([
    // python3: 1e6*g - 1e4*(g-1)/r, r = 1.08**(1/12)-1, g = (1+r)**120
    { name: 'defaults', input: {}, balance: 357_682.265333, withdrawn: 1_200_000 },
    {
      name: '5 lakh, 5,000 a month, 10%, 5 years',
      input: { corpus: 500_000, monthlyWithdrawal: 5000, annualReturn: 10, years: 5 },
      balance: 422_448.849642,
      withdrawn: 300_000,
    },
    { name: '0% return', input: { annualReturn: 0 }, balance: 0, withdrawn: 1_000_000 },
  ])('$name', ({ input, balance, withdrawn }) => {
    const r = swp({ ...SWP_DEFAULTS, ...input })!;
    expect(r.finalBalance).toBeCloseTo(balance, 4);
    expect(r.totalWithdrawn).toBeCloseTo(withdrawn, 4);
    const corpus = { ...SWP_DEFAULTS, ...input }.corpus;
    expect(r.totalReturns).toBeCloseTo(r.finalBalance + r.totalWithdrawn - corpus, 6);
  });

  it('stops when the corpus runs out, paying what is left', () => {
    // python3: 1e6 at 8% paying 20,000 a month lasts 60 full months; month 61 pays the remaining 10,502.21
    const r = swp({ ...SWP_DEFAULTS, monthlyWithdrawal: 20_000 })!;
    expect(r.depletedInMonth).toBe(61);
    expect(r.finalBalance).toBe(0);
    expect(r.totalWithdrawn).toBeCloseTo(60 * 20_000 + 10_502.209089, 4);
    expect(r.yearly[5]!.withdrawn).toBeCloseTo(10_502.209089, 4);
    expect(r.yearly[9]!.withdrawn).toBe(0);
  });

  it('0% return with 10,000 a month from 10 lakh ends in month 100, a full withdrawal', () => {
    const r = swp({ ...SWP_DEFAULTS, annualReturn: 0 })!;
    expect(r.depletedInMonth).toBe(100);
    expect(r.lastWithdrawalPartial).toBe(false);
  });

  // A corpus that exactly covers every withdrawal lasts the period (it used to say "Runs out early" and call the
  // last full withdrawal partial). Independent computation, python3:
  //   r = 1.08**(1/12) - 1; 10000 * (1 - (1 + r)**-120) / r = 834323.9038945498 (present value of 120 withdrawals)
  //   0% return: 120 × 10,000 = 12,00,000.
  it.each([
    { name: '0% return, 12 lakh for 120 × 10,000', corpus: 1_200_000, annualReturn: 0 },
    { name: '8% return, the present value of 120 × 10,000', corpus: 834_323.9038945498, annualReturn: 8 },
  ])('$name lasts the period, to the paisa', ({ corpus, annualReturn }) => {
    const r = swp({ ...SWP_DEFAULTS, corpus, annualReturn })!;
    expect(r.depletedInMonth).toBeNull();
    expect(r.lastWithdrawalPartial).toBe(false);
    expect(r.finalBalance).toBe(0);
    expect(r.totalWithdrawn).toBeCloseTo(1_200_000, 6);
    expect(r.yearly[9]!.withdrawn).toBeCloseTo(120_000, 6);
  });

  it('a partial last withdrawal is marked partial', () => {
    const r = swp({ ...SWP_DEFAULTS, monthlyWithdrawal: 20_000 })!;
    expect(r.lastWithdrawalPartial).toBe(true);
  });

  it('a negative return computes (never counted as 0%)', () => {
    // python3: r = 0.95**(1/12) - 1; g = (1 + r)**60; 500000*g - 5000*(g - 1)/r = 121706.23012976925
    const r = swp({ corpus: 500_000, monthlyWithdrawal: 5000, annualReturn: -5, years: 5 })!;
    expect(r.finalBalance).toBeCloseTo(121_706.23013, 4);
    expect(r.depletedInMonth).toBeNull();
  });

  it('raises the withdrawal once a year', () => {
    const r = swp({ ...SWP_DEFAULTS, withdrawalIncreasePercent: 10, years: 2 })!;
    expect(r.yearly[0]!.withdrawn).toBeCloseTo(120_000, 8);
    expect(r.yearly[1]!.withdrawn).toBeCloseTo(132_000, 8);
    expect(r.depletedInMonth).toBeNull();
  });

  itGivesNoResult('nothing for %s', swp, SWP_DEFAULTS, [
    ['0 corpus', { corpus: 0 }],
    ['0 withdrawal', { monthlyWithdrawal: 0 }],
    ['0 years', { years: 0 }],
    ['beyond the 100-year cap', { years: 10_000 }],
    ['part years (5.5: not floored)', { years: 5.5 }],
    ['a return of −100%', { annualReturn: -100 }],
  ]);
});
