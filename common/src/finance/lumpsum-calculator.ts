/**
 * Lumpsum investment (CALC-SAVINGS-3): one amount invested today, growing at a steady yearly return compounded once a year,
 * FV = P·(1 + r)^t, the compound annual growth rate (CAGR) the AMC lumpsum calculators use.
 */
import { checkResultCap, withinCap } from './input-caps';
import { nonNegative, num } from './util';

/** Refusal of a negative amount. */
export const LUMPSUM_NEGATIVE_ERROR = 'Enter an amount invested above ₹0.';

export interface LumpsumInput {
  /** Amount invested today, rupees. Must be > 0. */
  amount: number;
  /** Expected return, PERCENT a year (compounded yearly). */
  annualReturn: number;
  /** Horizon in YEARS; a fraction counts in whole months (rounded), compounding at (1 + r)^(months / 12). */
  years: number;
  /** Inflation, PERCENT a year, for realValue (0 = no adjustment). */
  inflationRate: number;
}

export interface LumpsumYearRow {
  year: number;
  /** Value at the end of this year, rupees. */
  value: number;
}

export interface LumpsumResult {
  invested: number;
  /** Value at the end of the horizon, rupees. */
  futureValue: number;
  /** futureValue − invested, rupees. */
  totalGains: number;
  /** futureValue / (1 + inflation)^years, in today's rupees. */
  realValue: number;
  /** futureValue / invested, times. */
  growthMultiple: number;
  yearly: LumpsumYearRow[];
}

export const LUMPSUM_DEFAULTS = {
  amount: 100_000,
  annualReturn: 12,
  years: 10,
  inflationRate: 0,
} as const satisfies LumpsumInput;

/**
 * Lumpsum growth; null when the amount or the period (in whole months) is 0. A negative return computes: −30% a year
 * for 10 years leaves 0.7^10 of the amount (CALC-STATES-8); a result past ₹10^12 is refused with a message.
 */
export function lumpsum(input: LumpsumInput): LumpsumResult | null {
  if (num(input.amount) < 0) throw new Error(LUMPSUM_NEGATIVE_ERROR);
  const amount = nonNegative(input.amount);
  const r = num(input.annualReturn) / 100;
  const years = Math.round(nonNegative(input.years) * 12) / 12;
  const inflation = num(input.inflationRate) / 100;
  if (amount === 0 || years === 0 || !withinCap('years', years)) return null;
  if (!(r > -1 && inflation > -1)) return null;
  const futureValue = amount * (1 + r) ** years;
  checkResultCap('expected return or period', futureValue);
  const yearly: LumpsumYearRow[] = [];
  for (let year = 1; year - 1 < years; year++) {
    const t = Math.min(year, years);
    yearly.push({ year, value: amount * (1 + r) ** t });
  }
  return {
    invested: amount,
    futureValue,
    totalGains: futureValue - amount,
    realValue: futureValue / (1 + inflation) ** years,
    growthMultiple: futureValue / amount,
    yearly,
  };
}
