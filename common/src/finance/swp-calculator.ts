/**
 * Systematic withdrawal plan (CALC-SAVINGS-3): a corpus invested at a steady return pays a fixed amount at the end of every
 * month, optionally raised once a year. Monthly compounding at the effective rate (1 + annual)^(1/12) − 1, as the
 * SIP calculator, so twelve months give exactly the annual return. When the balance cannot cover a withdrawal, it
 * pays what is left and the plan ends. A balance that covers the last withdrawal of the period exactly lasts the
 * period (to the paisa: a float a hair short of the withdrawal is not a shortfall). Negative returns and raises
 * compute (a falling market, a shrinking withdrawal), as in the SIP and lumpsum calculators (CALC-STATES-8).
 */
import { withinCap } from './input-caps';
import { effectiveMonthlyRate, nonNegative, num } from './util';

/** Half a paisa: a shortfall or a balance below it is rounding, not money. */
const PAISA_TOLERANCE = 0.005;

export interface SwpInput {
  /** Amount invested at the start, rupees. Must be > 0. */
  corpus: number;
  /** Withdrawal at the end of each month in the first year, rupees. Must be > 0. */
  monthlyWithdrawal: number;
  /** Expected return, PERCENT a year; above −100. */
  annualReturn: number;
  /** Horizon in whole YEARS, ≥ 1 (a part year is not computed: the plan is laid out year by year). */
  years: number;
  /** Yearly raise of the withdrawal (e.g. for inflation), PERCENT, above −100; default 0. */
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
  /**
   * Month (1-based) of the last withdrawal when the corpus runs out before the horizon; null when it lasts the horizon
   * (also when the last withdrawal of the horizon leaves exactly 0).
   */
  depletedInMonth: number | null;
  /** Whether that last withdrawal was partial (the balance was less than the withdrawal); false when it lasts. */
  lastWithdrawalPartial: boolean;
  yearly: SwpYearRow[];
}

export const SWP_DEFAULTS = {
  corpus: 1_000_000,
  monthlyWithdrawal: 10_000,
  annualReturn: 8,
  years: 10,
  withdrawalIncreasePercent: 0,
} as const satisfies Required<SwpInput>;

/**
 * SWP projection; null unless corpus and withdrawal are above 0, the years whole and at least 1 (within the caps), and
 * the return and the raise above −100%.
 */
export function swp(input: SwpInput): SwpResult | null {
  const corpus = nonNegative(input.corpus);
  const withdrawal = nonNegative(input.monthlyWithdrawal);
  const years = num(input.years);
  const annualReturn = num(input.annualReturn);
  const raise = num(input.withdrawalIncreasePercent) / 100;
  if (!(corpus > 0 && withdrawal > 0 && years >= 1 && Number.isInteger(years)) || !withinCap('years', years))
    return null;
  if (!(annualReturn > -100 && raise > -1)) return null;
  const r = effectiveMonthlyRate(annualReturn / 100);
  const months = years * 12;

  let balance = corpus;
  let totalWithdrawn = 0;
  let depletedInMonth: number | null = null;
  let lastWithdrawalPartial = false;
  const yearly: SwpYearRow[] = [];
  for (let year = 1; year <= years; year++) {
    const planned = withdrawal * (1 + raise) ** (year - 1);
    let withdrawn = 0;
    let returns = 0;
    for (let month = 1; month <= 12 && depletedInMonth === null; month++) {
      const earned = balance * r;
      returns += earned;
      balance += earned;
      const partial = balance < planned - PAISA_TOLERANCE;
      const paid = partial ? balance : planned;
      withdrawn += paid;
      balance = Math.max(0, balance - paid);
      if (balance < PAISA_TOLERANCE) balance = 0;
      const at = (year - 1) * 12 + month;
      // Money left for no further month: ended early, unless this was the period's last withdrawal, paid in full.
      if (balance === 0 && (partial || at < months)) {
        depletedInMonth = at;
        lastWithdrawalPartial = partial;
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
    lastWithdrawalPartial,
    yearly,
  };
}
