/**
 * Lumpsum investment (CALC-SAVINGS-3): one amount invested today, growing at a steady yearly return compounded once a year,
 * FV = P·(1 + r)^t, the compound annual growth rate (CAGR) the AMC lumpsum calculators use.
 */
import { withinCap } from './input-caps';
import { nonNegative } from './util';

export interface LumpsumInput {
  /** Amount invested today, rupees. Must be > 0. */
  amount: number;
  /** Expected return, PERCENT a year (compounded yearly). */
  annualReturn: number;
  /** Horizon in YEARS; floored to a whole number, must be ≥ 1. */
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

/** Lumpsum growth; null when the amount or the whole years are 0. Negative rates count as 0. */
export function lumpsum(input: LumpsumInput): LumpsumResult | null {
  const amount = nonNegative(input.amount);
  const r = nonNegative(input.annualReturn) / 100;
  const years = Math.floor(nonNegative(input.years));
  const inflation = nonNegative(input.inflationRate) / 100;
  if (amount === 0 || years === 0 || !withinCap('years', years)) return null;
  const yearly: LumpsumYearRow[] = [];
  for (let year = 1; year <= years; year++) yearly.push({ year, value: amount * (1 + r) ** year });
  const futureValue = amount * (1 + r) ** years;
  return {
    invested: amount,
    futureValue,
    totalGains: futureValue - amount,
    realValue: futureValue / (1 + inflation) ** years,
    growthMultiple: futureValue / amount,
    yearly,
  };
}
