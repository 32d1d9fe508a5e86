/**
 * Recurring deposit maturity as Indian banks and India Post quote it (CALC-SAVINGS-1): a fixed instalment at the start of
 * every month, interest compounded every quarter. Each instalment grows by (1 + r/4)^(months it stays / 3); for a
 * whole number of quarters n the sum is the Indian Banks' Association formula the SBI and HDFC Bank RD calculators
 * publish: M = R·((1 + i)^n − 1) / (1 − (1 + i)^(−1/3)), i = r/400.
 */
import { depositTds, type DepositTds } from './deposit-tds';
import type { DepositYearRow } from './fixed-deposit';
import { withinCap } from './input-caps';
import { nonNegative } from './util';

export interface RecurringDepositInput {
  /** Instalment paid every month, rupees. Must be > 0. */
  monthlyDeposit: number;
  /** Interest rate, PERCENT a year. Must be > 0. */
  annualRate: number;
  /** Number of monthly instalments (6 to 120 at most banks). Must be ≥ 1; fractions are floored. */
  tenureMonths: number;
  /** Resident aged 60 or more: the higher TDS threshold. Default false. */
  seniorCitizen?: boolean;
}

export interface RecurringDepositResult {
  /** monthlyDeposit × tenureMonths, rupees. */
  totalDeposited: number;
  /** Value at maturity, one month after the last instalment, rupees. */
  maturityAmount: number;
  /** maturityAmount − totalDeposited, rupees. */
  totalInterest: number;
  tenureMonths: number;
  /** Per deposit year: interest accrued, balance at the year end, deposited to date. */
  yearly: DepositYearRow[];
  tds: DepositTds;
}

export const RD_DEFAULTS = {
  monthlyDeposit: 5000,
  annualRate: 6.7,
  tenureMonths: 60,
  seniorCitizen: false,
} as const satisfies Required<RecurringDepositInput>;

/** Value after `elapsed` months of the instalments paid at the start of months 1..min(elapsed, tenure). */
function rdValueAfter(monthly: number, ratePercent: number, tenure: number, elapsed: number): number {
  const growth = 1 + ratePercent / 400;
  let value = 0;
  for (let k = 1; k <= Math.min(elapsed, tenure); k++) value += monthly * growth ** ((elapsed - k + 1) / 3);
  return value;
}

/** RD maturity; null unless the instalment, rate and tenure (whole months) are above 0. */
export function recurringDeposit(input: RecurringDepositInput): RecurringDepositResult | null {
  const monthly = nonNegative(input.monthlyDeposit);
  const rate = nonNegative(input.annualRate);
  const months = Math.floor(nonNegative(input.tenureMonths));
  if (!(monthly > 0 && rate > 0 && months > 0) || !withinCap('months', months)) return null;

  const yearly: DepositYearRow[] = [];
  let previous = 0;
  for (let year = 1; (year - 1) * 12 < months; year++) {
    const elapsed = Math.min(year * 12, months);
    const value = rdValueAfter(monthly, rate, months, elapsed);
    const depositedThisYear = monthly * (elapsed - (year - 1) * 12);
    yearly.push({
      year,
      interest: value - previous - depositedThisYear,
      balance: value,
      deposited: monthly * elapsed,
    });
    previous = value;
  }
  const maturityAmount = previous;
  const totalDeposited = monthly * months;
  return {
    totalDeposited,
    maturityAmount,
    totalInterest: maturityAmount - totalDeposited,
    tenureMonths: months,
    yearly,
    tds: depositTds(
      yearly.map((y) => y.interest),
      input.seniorCitizen ?? false,
    ),
  };
}
