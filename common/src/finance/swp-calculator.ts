/**
 * Systematic withdrawal plan (CALC-SAVINGS-3): a corpus invested at a steady return pays a fixed amount at the end of every
 * month, optionally raised once a year. Monthly compounding at the effective rate (1 + annual)^(1/12) − 1, as the
 * SIP calculator, so twelve months give exactly the annual return. When the balance cannot cover a withdrawal, it
 * pays what is left and the plan ends.
 */
import { withinCap } from './input-caps';
import { effectiveMonthlyRate, nonNegative } from './util';

export interface SwpInput {
  /** Amount invested at the start, rupees. Must be > 0. */
  corpus: number;
  /** Withdrawal at the end of each month in the first year, rupees. Must be > 0. */
  monthlyWithdrawal: number;
  /** Expected return, PERCENT a year. */
  annualReturn: number;
  /** Horizon in YEARS; floored to a whole number, must be ≥ 1. */
  years: number;
  /** Yearly raise of the withdrawal (e.g. for inflation), PERCENT; default 0. */
  withdrawalIncreasePercent?: number;
}

export interface SwpYearRow {
  year: number;
  /** Withdrawn during this year, rupees. */
  withdrawn: number;
  /** Returns earned during this year, rupees. */
  returns: number;
  /** Balance at the end of this year, rupees. */
  closingBalance: number;
}

export interface SwpResult {
  /** Sum of all withdrawals, rupees. */
  totalWithdrawn: number;
  /** Balance left at the end of the horizon (0 when it ran out), rupees. */
  finalBalance: number;
  /** Returns earned over the plan: finalBalance + totalWithdrawn − corpus, rupees. */
  totalReturns: number;
  /** Month (1-based) of the last, partial withdrawal when the corpus runs out; null when it lasts the horizon. */
  depletedInMonth: number | null;
  yearly: SwpYearRow[];
}

export const SWP_DEFAULTS = {
  corpus: 1_000_000,
  monthlyWithdrawal: 10_000,
  annualReturn: 8,
  years: 10,
  withdrawalIncreasePercent: 0,
} as const satisfies Required<SwpInput>;

/** SWP projection; null unless corpus, withdrawal and whole years are above 0. */
export function swp(input: SwpInput): SwpResult | null {
  const corpus = nonNegative(input.corpus);
  const withdrawal = nonNegative(input.monthlyWithdrawal);
  const years = Math.floor(nonNegative(input.years));
  const r = effectiveMonthlyRate(nonNegative(input.annualReturn) / 100);
  const raise = nonNegative(input.withdrawalIncreasePercent) / 100;
  if (!(corpus > 0 && withdrawal > 0 && years > 0) || !withinCap('years', years)) return null;

  let balance = corpus;
  let totalWithdrawn = 0;
  let depletedInMonth: number | null = null;
  const yearly: SwpYearRow[] = [];
  for (let year = 1; year <= years; year++) {
    const planned = withdrawal * (1 + raise) ** (year - 1);
    let withdrawn = 0;
    let returns = 0;
    for (let month = 1; month <= 12 && depletedInMonth === null; month++) {
      const earned = balance * r;
      returns += earned;
      balance += earned;
      const paid = Math.min(planned, balance);
      withdrawn += paid;
      balance -= paid;
      if (paid < planned || balance <= 1e-9) {
        balance = 0;
        depletedInMonth = (year - 1) * 12 + month;
      }
    }
    totalWithdrawn += withdrawn;
    yearly.push({ year, withdrawn, returns, closingBalance: balance });
  }
  return {
    totalWithdrawn,
    finalBalance: balance,
    totalReturns: balance + totalWithdrawn - corpus,
    depletedInMonth,
    yearly,
  };
}
