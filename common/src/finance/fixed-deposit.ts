/**
 * Fixed deposit maturity as Indian banks quote it (CALC-SAVINGS-1): interest compounded every quarter,
 * A = P·(1 + r/4)^q for q whole quarters (SBI and HDFC Bank publish this formula with their FD calculators). A
 * tenure that is not a whole number of quarters earns simple interest on the compounded amount for the months left;
 * deposits of less than 6 months earn simple interest only, as banks pay them.
 *
 * A tenure in DAYS (SBI's 444 days, 91 days) follows SBI's stated method: interest "at quarterly intervals", and "for
 * any broken period ... on a daily product basis and a year comprises of 365 days" (SBI, quoted by Upstox, 4 March
 * 2025). Without a deposit date a quarter is taken as a quarter of a 365-day year (91.25 days): whole quarters are
 * compounded, the days left earn simple interest at rate × days / 365; under 180 days, simple interest only.
 */
import { depositTds, type DepositTds } from './deposit-tds';
import { checkResultCap, withinCap } from './input-caps';
import { nonNegative, num } from './util';

/** Refusal of a negative rate (no bank pays one; the spec's silent 0 hid the slip). */
export const FD_NEGATIVE_RATE_ERROR =
  'Enter an interest rate above 0%: a deposit does not pay a negative rate.';

/** 'cumulative': interest reinvested, paid at maturity. 'quarterly': interest paid out every quarter (not compounded). */
export type FdPayout = 'cumulative' | 'quarterly';

export interface FixedDepositInput {
  /** Amount deposited, rupees. Must be > 0. */
  principal: number;
  /** Interest rate, PERCENT a year. Must be > 0. */
  annualRate: number;
  /** Tenure in whole MONTHS (12 = one year). Must be ≥ 1; fractions are floored. Ignored when tenureDays is given. */
  tenureMonths: number;
  /** Tenure in whole DAYS instead (banks quote 91, 444 days ...): used when above 0; fractions are floored. */
  tenureDays?: number;
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
  /** The tenure in days when it was entered in days, else null. */
  tenureDays: number | null;
  /** One sentence saying how the interest was computed (the bank convention used). */
  convention: string;
  /** Deposit years of 12 months (or 365 days for a tenure in days); the last may be shorter. */
  yearly: DepositYearRow[];
  tds: DepositTds;
}

export const FD_DEFAULTS = {
  principal: 100_000,
  annualRate: 7,
  tenureMonths: 60,
  payout: 'cumulative',
  seniorCitizen: false,
} as const satisfies Required<Omit<FixedDepositInput, 'tenureDays'>>;

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

/** Days in a quarter when the tenure is given in days: a quarter of a 365-day year. */
export const FD_DAYS_PER_QUARTER = 365 / 4;
/** Days below which a deposit in days earns simple interest only. */
export const FD_SIMPLE_INTEREST_BELOW_DAYS = 180;

/** Value of a cumulative deposit after `days` days: whole 91.25-day quarters compounded, then simple interest / 365. */
export function fdValueAfterDays(principal: number, annualRatePercent: number, days: number): number {
  const r = annualRatePercent / 100;
  if (days < FD_SIMPLE_INTEREST_BELOW_DAYS) return principal * (1 + (r * days) / 365);
  const quarters = Math.floor(days / FD_DAYS_PER_QUARTER);
  const rest = days - quarters * FD_DAYS_PER_QUARTER;
  return principal * (1 + r / 4) ** quarters * (1 + (r * rest) / 365);
}

/** FD maturity; null unless principal, rate and tenure (whole months or days) are above 0. */
export function fixedDeposit(input: FixedDepositInput): FixedDepositResult | null {
  if (num(input.annualRate) < 0) throw new Error(FD_NEGATIVE_RATE_ERROR);
  const principal = nonNegative(input.principal);
  const rate = nonNegative(input.annualRate);
  const days = Math.floor(nonNegative(input.tenureDays ?? 0));
  const inDays = days > 0;
  const months = inDays ? 0 : Math.floor(nonNegative(input.tenureMonths));
  // Beyond the caps (100 years) there is no deposit to model, and the yearly loop must stay short.
  if (inDays ? !withinCap('days', days) : !(months > 0 && withinCap('months', months))) return null;
  if (!(principal > 0 && rate > 0)) return null;
  const payout = input.payout ?? FD_DEFAULTS.payout;
  // The tenure in its own unit, and the length of a deposit year in that unit.
  const length = inDays ? days : months;
  const perYear = inDays ? 365 : 12;

  // Quarterly payout: simple interest, P·r/4 per full quarter and pro rata for the time left over.
  const valueAt =
    payout === 'cumulative'
      ? inDays
        ? (d: number) => fdValueAfterDays(principal, rate, d)
        : (m: number) => fdValueAfter(principal, rate, m)
      : (t: number) => principal * (1 + (rate / 100) * (t / perYear));
  const yearly: DepositYearRow[] = [];
  let previous = principal;
  for (let year = 1; (year - 1) * perYear < length; year++) {
    const value = valueAt(Math.min(year * perYear, length));
    yearly.push({
      year,
      interest: value - previous,
      balance: payout === 'cumulative' ? value : principal,
      deposited: principal,
    });
    previous = value;
  }
  const totalInterest = valueAt(length) - principal;
  checkResultCap('interest rate or tenure', principal + totalInterest);
  const short = inDays ? days < FD_SIMPLE_INTEREST_BELOW_DAYS : months < FD_SIMPLE_INTEREST_BELOW_MONTHS;
  const convention =
    payout === 'quarterly'
      ? `Interest paid out every quarter at ${rate}% ÷ 4, not compounded${inDays ? '; days past the last quarter earn rate × days ÷ 365' : ''}.`
      : short
        ? `Simple interest for a deposit under ${inDays ? '180 days' : '6 months'}, as banks pay it${inDays ? ': rate × days ÷ 365' : ''}.`
        : inDays
          ? 'Compounded every quarter (a quarter of a 365-day year, 91.25 days, as the deposit date is not asked), then simple interest on the days left at rate × days ÷ 365, as SBI states it.'
          : 'Compounded every quarter, then simple interest for the months past the last whole quarter, as Indian banks quote it.';
  return {
    principal,
    maturityAmount: principal + totalInterest,
    totalInterest,
    quarterlyPayout: payout === 'quarterly' ? (principal * rate) / 400 : null,
    effectiveAnnualYield: payout === 'cumulative' ? ((1 + rate / 400) ** 4 - 1) * 100 : rate,
    tenureMonths: months,
    tenureDays: inDays ? days : null,
    convention,
    yearly,
    tds: depositTds(
      yearly.map((y) => y.interest),
      input.seniorCitizen ?? false,
    ),
  };
}
