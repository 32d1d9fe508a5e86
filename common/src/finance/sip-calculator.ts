/**
 * Step-up SIP (CALC-SIP).
 *
 * Monthly compounding at the effective rate (1 + annual)^(1/12) − 1, so twelve months give exactly the
 * annual return. The instalment rises by stepUpPercent once a year.
 */
import { withinCap } from './input-caps';
import { effectiveMonthlyRate, nonNegative } from './util';

/**
 * When the yearly step-up takes effect.
 * - 'start-of-year' (default): year y's instalments are monthlyInvestment × (1 + stepUp)^(y − 1), i.e. the raise
 *   applies from the first instalment of each new year (months 13, 25, …), as most Indian AMC step-up calculators do.
 * - 'year-end': the raise is made at each year end, so the last instalment of every year (months 12, 24, …) is
 *   already at the next year's amount.
 */
export type SipStepUpTiming = 'start-of-year' | 'year-end';

/**
 * When each month's instalment is invested.
 * - 'start' (default): at the start of the month, so it earns that month's return (annuity due), like AMC calculators.
 * - 'end': at the end of the month (ordinary annuity).
 */
export type SipDepositTiming = 'start' | 'end';

export interface SipInput {
  /** First year's monthly instalment, rupees. */
  monthlyInvestment: number;
  /** Yearly increase of the instalment, PERCENT (10 = 10%). */
  stepUpPercent: number;
  /** Expected return, PERCENT per year (10 = 10%), compounded monthly at the equivalent effective rate. */
  annualReturn: number;
  /** Investment horizon in YEARS; floored to a whole number. */
  years: number;
  /** Inflation, PERCENT per year, for realValue (0 = no adjustment). */
  inflationRate: number;
  /** Default 'start-of-year'. */
  stepUpTiming?: SipStepUpTiming;
  /** Default 'start'. */
  depositTiming?: SipDepositTiming;
}

export interface SipYearRow {
  /** 1-based year. */
  year: number;
  /** Rupees invested during this year. */
  contributionThisYear: number;
  /** Rupees invested from the start up to the end of this year (for "invested vs value" charts). */
  totalInvested: number;
  /** Portfolio value at the end of this year, rupees. */
  valueAtYearEnd: number;
}

export interface SipResult {
  /** Sum of all instalments, rupees. */
  totalInvestment: number;
  /** Value at the end of the last year, rupees. */
  futureValue: number;
  /** futureValue − totalInvestment, rupees. */
  totalReturns: number;
  /** totalReturns / totalInvestment × 100, PERCENT (absolute, not annualised). */
  returnsPercentage: number;
  /** futureValue / (1 + inflation)^years, rupees of today. */
  realValue: number;
  yearlyBreakdown: SipYearRow[];
}

export const SIP_DEFAULTS = {
  monthlyInvestment: 10000,
  stepUpPercent: 10,
  annualReturn: 10,
  years: 10,
  inflationRate: 0,
  stepUpTiming: 'start-of-year',
  depositTiming: 'start',
} as const satisfies Required<SipInput>;

/** Step-up SIP projection; null when the instalment or the whole years are 0 (CALC-SIP clears the result). */
export function sipCalculator(input: SipInput): SipResult | null {
  const monthlyInvestment = nonNegative(input.monthlyInvestment);
  const stepUp = nonNegative(input.stepUpPercent) / 100;
  const annual = nonNegative(input.annualReturn) / 100;
  const years = Math.floor(nonNegative(input.years));
  const inflation = nonNegative(input.inflationRate) / 100;
  const stepUpTiming = input.stepUpTiming ?? SIP_DEFAULTS.stepUpTiming;
  const depositTiming = input.depositTiming ?? SIP_DEFAULTS.depositTiming;
  if (monthlyInvestment === 0 || years === 0) return null;
  // Beyond the cap the month-by-month loop would freeze the page (CALC-SIP): the form refuses it with a message.
  if (!withinCap('years', years)) return null;

  const r = effectiveMonthlyRate(annual);
  let value = 0;
  let totalInvestment = 0;
  const yearlyBreakdown: SipYearRow[] = [];
  for (let year = 1; year <= years; year++) {
    const yearAmount = monthlyInvestment * (1 + stepUp) ** (year - 1);
    let contributionThisYear = 0;
    for (let month = 1; month <= 12; month++) {
      const instalment = stepUpTiming === 'year-end' && month === 12 ? yearAmount * (1 + stepUp) : yearAmount;
      contributionThisYear += instalment;
      value = depositTiming === 'start' ? (value + instalment) * (1 + r) : value * (1 + r) + instalment;
    }
    totalInvestment += contributionThisYear;
    yearlyBreakdown.push({
      year,
      contributionThisYear,
      totalInvested: totalInvestment,
      valueAtYearEnd: value,
    });
  }
  const totalReturns = value - totalInvestment;
  return {
    totalInvestment,
    futureValue: value,
    totalReturns,
    returnsPercentage: (totalReturns / totalInvestment) * 100,
    realValue: value / (1 + inflation) ** years,
    yearlyBreakdown,
  };
}
