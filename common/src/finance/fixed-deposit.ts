/**
 * Fixed deposit maturity as Indian banks quote it (CALC-SAVINGS-1): interest compounded every quarter,
 * A = P·(1 + r/4)^q for q whole quarters (SBI and HDFC Bank publish this formula with their FD calculators). A
 * tenure that is not a whole number of quarters earns simple interest on the compounded amount for the months left;
 * deposits of less than 6 months earn simple interest only, as banks pay them.
 */
import { depositTds, type DepositTds } from './deposit-tds';
import { withinCap } from './input-caps';
import { nonNegative } from './util';

/** 'cumulative': interest reinvested, paid at maturity. 'quarterly': interest paid out every quarter (not compounded). */
export type FdPayout = 'cumulative' | 'quarterly';

export interface FixedDepositInput {
  /** Amount deposited, rupees. Must be > 0. */
  principal: number;
  /** Interest rate, PERCENT a year. Must be > 0. */
  annualRate: number;
  /** Tenure in whole MONTHS (12 = one year). Must be ≥ 1; fractions are floored. */
  tenureMonths: number;
  /** Default 'cumulative'. */
  payout?: FdPayout;
  /** Resident aged 60 or more: the higher TDS threshold. Default false. */
  seniorCitizen?: boolean;
}

export interface DepositYearRow {
  /** 1-based deposit year (the last may be shorter). */
  year: number;
  /** Interest earned (accrued or paid) in this year, rupees. */
  interest: number;
  /** Balance at the end of the year (cumulative: principal + interest to date; payout: principal), rupees. */
  balance: number;
  /** Rupees deposited up to the end of this year. */
  deposited: number;
}

export interface FixedDepositResult {
  principal: number;
  /** Principal + interest received over the tenure (for 'quarterly', principal returned at the end), rupees. */
  maturityAmount: number;
  /** Interest over the whole tenure, rupees. */
  totalInterest: number;
  /** Interest paid each full quarter under 'quarterly' payout, rupees; null for 'cumulative'. */
  quarterlyPayout: number | null;
  /** Annual yield equivalent of the compounding, PERCENT ((1 + r/4)^4 − 1); equals the rate for payouts. */
  effectiveAnnualYield: number;
  tenureMonths: number;
  yearly: DepositYearRow[];
  tds: DepositTds;
}

export const FD_DEFAULTS = {
  principal: 100_000,
  annualRate: 7,
  tenureMonths: 60,
  payout: 'cumulative',
  seniorCitizen: false,
} as const satisfies Required<FixedDepositInput>;

/** Months below which a bank pays simple interest on a cumulative deposit. */
export const FD_SIMPLE_INTEREST_BELOW_MONTHS = 6;

/** Value of a cumulative deposit after `months` months: whole quarters compounded, then simple interest. */
export function fdValueAfter(principal: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 100;
  if (months < FD_SIMPLE_INTEREST_BELOW_MONTHS) return principal * (1 + (r * months) / 12);
  const quarters = Math.floor(months / 3);
  const rest = months - quarters * 3;
  return principal * (1 + r / 4) ** quarters * (1 + (r * rest) / 12);
}

/** FD maturity; null unless principal, rate and tenure (whole months) are above 0. */
export function fixedDeposit(input: FixedDepositInput): FixedDepositResult | null {
  const principal = nonNegative(input.principal);
  const rate = nonNegative(input.annualRate);
  const months = Math.floor(nonNegative(input.tenureMonths));
  // Beyond the caps (100 years of months) there is no deposit to model, and the yearly loop must stay short.
  if (!(principal > 0 && rate > 0 && months > 0) || !withinCap('months', months)) return null;
  const payout = input.payout ?? FD_DEFAULTS.payout;

  // Quarterly payout: simple interest, P·r/4 per full quarter and pro rata for months left over.
  const valueAt =
    payout === 'cumulative'
      ? (m: number) => fdValueAfter(principal, rate, m)
      : (m: number) => principal * (1 + (rate / 100) * (m / 12));
  const yearly: DepositYearRow[] = [];
  let previous = principal;
  for (let year = 1; (year - 1) * 12 < months; year++) {
    const value = valueAt(Math.min(year * 12, months));
    yearly.push({
      year,
      interest: value - previous,
      balance: payout === 'cumulative' ? value : principal,
      deposited: principal,
    });
    previous = value;
  }
  const totalInterest = valueAt(months) - principal;
  return {
    principal,
    maturityAmount: principal + totalInterest,
    totalInterest,
    quarterlyPayout: payout === 'quarterly' ? (principal * rate) / 400 : null,
    effectiveAnnualYield: payout === 'cumulative' ? ((1 + rate / 400) ** 4 - 1) * 100 : rate,
    tenureMonths: months,
    yearly,
    tds: depositTds(
      yearly.map((y) => y.interest),
      input.seniorCitizen ?? false,
    ),
  };
}
