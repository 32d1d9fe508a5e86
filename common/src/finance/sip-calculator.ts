/**
 * Step-up SIP (CALC-SIP).
 *
 * Monthly compounding at the effective rate (1 + annual)^(1/12) − 1, so twelve months give exactly the
 * annual return. The instalment rises by stepUpPercent once a year.
 *
 * Bounds (CALC-STATES-8): a negative return or step-up computes (markets fall; a SIP can be cut), down to the
 * rate caps; a period that is not whole years counts in whole months (2.7 years = 32 months, 0.5 = 6); a negative
 * instalment is refused with a message; results past ₹10^12 are refused naming the inputs that drive them.
 */
import { checkResultCap, withinCap } from './input-caps';
import { effectiveMonthlyRate, nonNegative, num } from './util';

/** Refusal of a negative instalment (the spec's silent 0 hid the typing slip). */
export const SIP_NEGATIVE_ERROR = 'Enter a monthly investment above ₹0.';

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
  /** Investment horizon in YEARS; a fraction counts as whole months (rounded). */
  years: number;
  /** Inflation, PERCENT per year, for realValue (0 = no adjustment). */
  inflationRate: number;
  /** Default 'start-of-year'. */
  stepUpTiming?: SipStepUpTiming;
  /** Default 'start'. */
  depositTiming?: SipDepositTiming;
  /**
   * Monthly rate: 'effective' (default), (1 + annual)^(1/12) − 1, so twelve months give exactly the annual return;
   * 'nominal', annual ÷ 12, as many Indian sites compute it (Groww: "12%/12 = 0.01"), which overstates the return.
   */
  monthlyRate?: 'effective' | 'nominal';
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
  /** The monthly rate used, PERCENT. */
  monthlyRatePercent: number;
}

export const SIP_DEFAULTS = {
  monthlyInvestment: 10000,
  stepUpPercent: 10,
  annualReturn: 10,
  years: 10,
  inflationRate: 0,
  stepUpTiming: 'start-of-year',
  depositTiming: 'start',
  monthlyRate: 'effective',
} as const satisfies Required<SipInput>;

/** Step-up SIP projection; null when the instalment or the whole years are 0 (CALC-SIP clears the result). */
export function sipCalculator(input: SipInput): SipResult | null {
  if (num(input.monthlyInvestment) < 0) throw new Error(SIP_NEGATIVE_ERROR);
  const monthlyInvestment = nonNegative(input.monthlyInvestment);
  const stepUp = num(input.stepUpPercent) / 100;
  const annual = num(input.annualReturn) / 100;
  const months = Math.round(nonNegative(input.years) * 12);
  const years = months / 12;
  const inflation = num(input.inflationRate) / 100;
  const stepUpTiming = input.stepUpTiming ?? SIP_DEFAULTS.stepUpTiming;
  const depositTiming = input.depositTiming ?? SIP_DEFAULTS.depositTiming;
  if (monthlyInvestment === 0 || months === 0) return null;
  // Beyond the cap the month-by-month loop would freeze the page (CALC-SIP): the form refuses it with a message.
  if (!withinCap('years', years)) return null;
  // Rates below −100% have no meaning (the caps stop at −50%).
  if (!(annual > -1 && stepUp > -1 && inflation > -1)) return null;

  const r = input.monthlyRate === 'nominal' ? annual / 12 : effectiveMonthlyRate(annual);
  let value = 0;
  let totalInvestment = 0;
  const yearlyBreakdown: SipYearRow[] = [];
  for (let year = 1; (year - 1) * 12 < months; year++) {
    const yearAmount = monthlyInvestment * (1 + stepUp) ** (year - 1);
    let contributionThisYear = 0;
    const monthsThisYear = Math.min(12, months - (year - 1) * 12);
    for (let month = 1; month <= monthsThisYear; month++) {
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
  checkResultCap('expected return, step-up or period', value, totalInvestment);
  const totalReturns = value - totalInvestment;
  return {
    totalInvestment,
    futureValue: value,
    totalReturns,
    returnsPercentage: (totalReturns / totalInvestment) * 100,
    realValue: value / (1 + inflation) ** years,
    yearlyBreakdown,
    monthlyRatePercent: r * 100,
  };
}
