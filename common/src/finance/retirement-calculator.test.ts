import { describe, expect, it } from 'vitest';
import { resultCapMessage } from './input-caps';
import { RETIREMENT_ERRORS, retirementCalculator, type RetirementInput } from './retirement-calculator';

// Expected values: python3 brute force, independent of the closed forms used in the code:
//   corpus = Σ_{k=0}^{N−1} E_ret (1+i_m)^k / (1+r_m)^k   (withdrawals at month start, growing with inflation,
//            discounted at the nominal monthly rate; r_m = (1+r)^(1/12) − 1, i_m = (1+i)^(1/12) − 1)
//   SIP    = shortfall / Σ_{k=0}^{M−1} (1+r_m)^(M−k)       (deposits at month start)
const plan = (over: Partial<RetirementInput> = {}): RetirementInput => ({
  currentAge: 30,
  retirementAge: 60,
  monthlyExpenses: 50_000,
  lifeExpectancy: 85,
  expectedReturn: 12,
  inflationRate: 6,
  currentSavings: 500_000,
  ...over,
});

describe('retirementCalculator', () => {
  it.each([
    {
      name: '30 → 60 → 85, 12% return, 6% inflation, ₹5 lakh saved',
      over: {},
      fme: 287_174.5586456629,
      real: 5.660377358490565,
      corpus: 46_894_507.19302951,
      savings: 14_979_961.06045558,
      sip: 10_358.592548121589,
    },
    {
      name: '0% real return (return = inflation): corpus = expenses × months, no division by zero',
      over: {
        currentAge: 40,
        retirementAge: 55,
        monthlyExpenses: 40_000,
        lifeExpectancy: 80,
        expectedReturn: 6,
        currentSavings: 0,
      },
      fme: 95_862.32772398766,
      real: 0,
      corpus: 28_758_698.31719624,
      savings: 0,
      sip: 99_749.75500363178,
    },
    {
      name: 'negative real return (5% return, 7% inflation)',
      over: {
        currentAge: 50,
        monthlyExpenses: 30_000,
        lifeExpectancy: 70,
        expectedReturn: 5,
        inflationRate: 7,
        currentSavings: 100_000,
      },
      fme: 59_014.54071868699,
      real: -1.869158878504673,
      corpus: 7_787_808.02748008,
      savings: 162_889.4626777442,
      sip: 49_195.544372496224,
    },
  ])('$name', ({ over, fme, real, corpus, savings, sip }) => {
    const r = retirementCalculator(plan(over));
    expect(r.futureMonthlyExpenses).toBeCloseTo(fme, 6);
    expect(r.inflationAdjustedReturn).toBeCloseTo(real, 10);
    expect(r.corpusRequired).toBeCloseTo(corpus, 3);
    expect(r.futureValueOfSavings).toBeCloseTo(savings, 4);
    expect(r.shortfall).toBeCloseTo(corpus - savings, 3);
    expect(r.monthlySIPNeeded).toBeCloseTo(sip, 5);
  });

  it('reports the years and builds a projection that ends near 0 at life expectancy', () => {
    const r = retirementCalculator(plan());
    expect(r.yearsToRetirement).toBe(30);
    expect(r.retirementYears).toBe(25);
    expect(r.projection).toHaveLength(55);
    const atRetirement = r.projection.find((p) => p.age === 60)!;
    expect(atRetirement.phase).toBe('accumulation');
    expect(atRetirement.balance).toBeCloseTo(r.corpusRequired, 2); // savings + SIP reach the corpus
    expect(r.projection.at(-1)!.age).toBe(85);
    expect(Math.abs(r.projection.at(-1)!.balance)).toBeLessThan(0.01);
  });

  it('needs no SIP when current savings already cover the corpus', () => {
    const r = retirementCalculator(plan({ currentSavings: 100_000_000 }));
    expect(r.shortfall).toBe(0);
    expect(r.monthlySIPNeeded).toBe(0);
    expect(r.projection.at(-1)!.balance).toBeGreaterThan(0);
  });

  it.each([
    ['current age', { currentAge: 0 }, RETIREMENT_ERRORS.required],
    ['retirement age', { retirementAge: Number.NaN }, RETIREMENT_ERRORS.required],
    ['life expectancy', { lifeExpectancy: -1 }, RETIREMENT_ERRORS.required],
    ['monthly expenses', { monthlyExpenses: 0 }, RETIREMENT_ERRORS.required],
    ['retirement age equal to current age', { retirementAge: 30 }, RETIREMENT_ERRORS.retirementAge],
    ['retirement age below current age', { retirementAge: 25 }, RETIREMENT_ERRORS.retirementAge],
    ['life expectancy equal to retirement age', { lifeExpectancy: 60 }, RETIREMENT_ERRORS.lifeExpectancy],
    ['life expectancy below retirement age', { lifeExpectancy: 55 }, RETIREMENT_ERRORS.lifeExpectancy],
  ])('rejects a missing or out-of-order %s', (_n, over, message) => {
    expect(() => retirementCalculator(plan(over))).toThrow(new Error(message));
  });

  it('uses the spec’s exact messages (CALC-RET)', () => {
    expect(RETIREMENT_ERRORS).toEqual({
      required: 'Please enter all required positive values.',
      retirementAge: 'Retirement age must be greater than current age.',
      lifeExpectancy: 'Life expectancy must be greater than retirement age.',
    });
  });

  it('blank return, inflation and savings count as 0', () => {
    const r = retirementCalculator(
      plan({ expectedReturn: Number.NaN, inflationRate: Number.NaN, currentSavings: Number.NaN }),
    );
    expect(r.futureMonthlyExpenses).toBe(50_000);
    expect(r.corpusRequired).toBeCloseTo(50_000 * 300, 6);
    expect(r.monthlySIPNeeded).toBeCloseTo((50_000 * 300) / 360, 6);
  });

  it('refuses 100% inflation for 30 years: ₹50,000 a month would be ₹5.4 lakh crore (CALC-STATES-8)', () => {
    // 50,000 × 2^30 = 5.37e13 a month at retirement, past ₹10^12.
    expect(() => retirementCalculator(plan({ inflationRate: 100 }))).toThrow(
      resultCapMessage('inflation, expected return or years'),
    );
  });
});
