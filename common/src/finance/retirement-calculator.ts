/**
 * Retirement corpus and the monthly SIP to reach it (CALC-RET).
 *
 * - Expenses are inflated to the retirement age: E × (1 + i)^yearsToRetirement.
 * - Real return: (1 + r) / (1 + i) − 1; monthly real rate (1 + real)^(1/12) − 1.
 * - Corpus: present value at retirement of retirementYears × 12 monthly withdrawals that keep pace with inflation,
 *   each taken at the START of its month (annuity due), i.e. PV at the real rate of a level real amount.
 *   At a 0% real return it is simply expenses × months.
 * - Current savings grow at the expected return until retirement.
 * - The SIP is a monthly annuity over the years to retirement at the effective monthly rate (1 + r)^(1/12) − 1,
 *   invested at the start of each month like the SIP calculator's default.
 */
import { capError, checkResultCap, withinCap } from './input-caps';
import { effectiveMonthlyRate, nonNegative, num } from './util';

export const RETIREMENT_ERRORS = {
  required: 'Please enter all required positive values.',
  retirementAge: 'Retirement age must be greater than current age.',
  lifeExpectancy: 'Life expectancy must be greater than retirement age.',
} as const;

export interface RetirementInput {
  /** Age today, years. Must be > 0. */
  currentAge: number;
  /** Age at retirement, years. Must be > 0 and > currentAge. */
  retirementAge: number;
  /** Monthly expenses in TODAY's rupees. Must be > 0. */
  monthlyExpenses: number;
  /** Age the money must last to, years. Must be > 0 and > retirementAge. */
  lifeExpectancy: number;
  /** Expected return, PERCENT per year (before and after retirement). Blank counts as 0. */
  expectedReturn: number;
  /** Inflation, PERCENT per year. Blank counts as 0. */
  inflationRate: number;
  /** Savings already set aside for retirement, rupees. Blank counts as 0. */
  currentSavings: number;
}

export interface RetirementProjectionRow {
  /** Age at the end of this year. */
  age: number;
  phase: 'accumulation' | 'retirement';
  /** Corpus at the end of this year (nominal rupees). */
  balance: number;
}

export interface RetirementResult {
  /** Corpus needed at retirement, rupees. */
  corpusRequired: number;
  /** Monthly SIP from now until retirement to close the gap, rupees (0 when savings already suffice). */
  monthlySIPNeeded: number;
  yearsToRetirement: number;
  /** First month's expenses at retirement, rupees. */
  futureMonthlyExpenses: number;
  retirementYears: number;
  /** Real return, PERCENT per year (may be negative). */
  inflationAdjustedReturn: number;
  /** currentSavings grown to retirement, rupees. */
  futureValueOfSavings: number;
  /** max(0, corpusRequired − futureValueOfSavings), rupees. */
  shortfall: number;
  /** Year-by-year corpus: built up with the SIP, then drawn down by inflating expenses to ~0 at life expectancy. */
  projection: RetirementProjectionRow[];
}

/** PV factor of `n` payments of 1 at the start of each period, rate `i` per period. */
function annuityDueFactor(i: number, n: number): number {
  if (Math.abs(i) < 1e-12) return n;
  return ((1 - (1 + i) ** -n) / i) * (1 + i);
}

/**
 * Retirement plan. Throws Error with the spec's exact messages (CALC-RET) when an age or the expenses are missing,
 * or the ages are out of order.
 */
export function retirementCalculator(input: RetirementInput): RetirementResult {
  const currentAge = num(input.currentAge);
  const retirementAge = num(input.retirementAge);
  const lifeExpectancy = num(input.lifeExpectancy);
  const monthlyExpenses = num(input.monthlyExpenses);
  if (!(currentAge > 0 && retirementAge > 0 && lifeExpectancy > 0 && monthlyExpenses > 0))
    throw new Error(RETIREMENT_ERRORS.required);
  if (retirementAge <= currentAge) throw new Error(RETIREMENT_ERRORS.retirementAge);
  if (lifeExpectancy <= retirementAge) throw new Error(RETIREMENT_ERRORS.lifeExpectancy);
  // Beyond the cap the month-by-month projection would freeze the page (CALC-RET).
  if (!withinCap('age', lifeExpectancy)) throw new Error(capError('age', String(lifeExpectancy)) ?? '');

  const r = num(input.expectedReturn) / 100;
  const i = num(input.inflationRate) / 100;
  const savings = nonNegative(input.currentSavings);
  const yearsToRetirement = retirementAge - currentAge;
  const retirementYears = lifeExpectancy - retirementAge;
  const accumulationMonths = Math.round(yearsToRetirement * 12);
  const retirementMonths = Math.round(retirementYears * 12);

  const futureMonthlyExpenses = monthlyExpenses * (1 + i) ** yearsToRetirement;
  const real = (1 + r) / (1 + i) - 1;
  const realMonthly = effectiveMonthlyRate(real);
  const corpusRequired = futureMonthlyExpenses * annuityDueFactor(realMonthly, retirementMonths);

  const rm = effectiveMonthlyRate(r);
  const futureValueOfSavings = savings * (1 + r) ** yearsToRetirement;
  const shortfall = Math.max(0, corpusRequired - futureValueOfSavings);
  // FV of an annuity due of 1 per month: ((1+rm)^n − 1) / rm × (1 + rm).
  const sipFactor =
    Math.abs(rm) < 1e-12 ? accumulationMonths : (((1 + rm) ** accumulationMonths - 1) / rm) * (1 + rm);
  const monthlySIPNeeded = shortfall > 0 && accumulationMonths > 0 ? shortfall / sipFactor : 0;
  // CALC-STATES-8: 100% inflation for decades gives figures no one can plan with.
  checkResultCap(
    'inflation, expected return or years',
    corpusRequired,
    futureMonthlyExpenses,
    monthlySIPNeeded,
  );

  // Month-by-month simulation for the chart; it reproduces the closed forms above.
  const projection: RetirementProjectionRow[] = [];
  const im = effectiveMonthlyRate(i);
  let balance = savings;
  for (let m = 1; m <= accumulationMonths; m++) {
    balance = (balance + monthlySIPNeeded) * (1 + rm);
    if (m % 12 === 0 || m === accumulationMonths)
      projection.push({ age: currentAge + m / 12, phase: 'accumulation', balance });
  }
  for (let m = 1; m <= retirementMonths; m++) {
    const expense = futureMonthlyExpenses * (1 + im) ** (m - 1);
    balance = (balance - expense) * (1 + rm);
    if (m % 12 === 0 || m === retirementMonths)
      projection.push({
        age: retirementAge + m / 12,
        phase: 'retirement',
        balance: Math.abs(balance) < 1e-6 ? 0 : balance,
      });
  }

  return {
    corpusRequired,
    monthlySIPNeeded,
    yearsToRetirement,
    futureMonthlyExpenses,
    retirementYears,
    inflationAdjustedReturn: real * 100,
    futureValueOfSavings,
    shortfall,
    projection,
  };
}
