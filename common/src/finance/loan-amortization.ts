/**
 * Loan EMI and amortization on the reducing balance (CALC-LOAN).
 */
import { toCsv } from '../csv';
import { withinCap } from './input-caps';
import { monthlyEmi, num, roundTo } from './util';

export interface LoanInput {
  /** Principal, rupees. Must be > 0. */
  loanAmount: number;
  /** Interest rate, PERCENT per year (10.5 = 10.5%), charged monthly at rate / 12. Must be > 0. */
  interestRate: number;
  /** Tenure in YEARS (fractions allowed; rounded to whole months). Must be > 0. */
  loanTenure: number;
}

export interface AmortizationRow {
  /** 1-based instalment number. */
  month: number;
  emi: number;
  /** Part of the EMI that repays principal. */
  principal: number;
  /** Part of the EMI that is interest on the opening balance. */
  interest: number;
  /** Balance after this instalment. */
  balance: number;
}

export interface LoanYearRow {
  /** 1-based loan year (12 instalments each; the last may be shorter). */
  year: number;
  principalPaid: number;
  interestPaid: number;
  /** Balance at the end of the year. */
  closingBalance: number;
}

export interface LoanResult {
  /** Equated monthly instalment, rupees (unrounded). */
  monthlyEmi: number;
  /** totalPayment − loanAmount, rupees. */
  totalInterest: number;
  /** monthlyEmi × number of months, rupees. */
  totalPayment: number;
  /** The first 12 months, each figure rounded to whole rupees (as the page shows it). */
  schedule: AmortizationRow[];
  /** Every month, unrounded, for charts and downloads. */
  fullSchedule: AmortizationRow[];
  /** Per loan year, unrounded, for charts. */
  yearlySummary: LoanYearRow[];
  /** Number of monthly instalments. */
  months: number;
}

export const LOAN_SCHEDULE_PREVIEW_MONTHS = 12;

/** Refusals of negative inputs (they used to show an EMI of ₹0 without a word), CALC-STATES-8. */
export const LOAN_NEGATIVE_ERRORS = {
  loanAmount: 'Enter a loan amount above ₹0.',
  interestRate: 'Enter an interest rate above 0%: a loan does not charge a negative rate.',
  loanTenure: 'Enter a tenure above 0 years.',
} as const;

/**
 * EMI and schedule; null unless loan amount, rate and tenure are all above 0 (CALC-LOAN: silently nothing); a
 * negative one is refused with a message naming it.
 */
export function loanAmortization(input: LoanInput): LoanResult | null {
  for (const key of ['loanAmount', 'interestRate', 'loanTenure'] as const)
    if (num(input[key]) < 0) throw new Error(LOAN_NEGATIVE_ERRORS[key]);
  const principal = num(input.loanAmount);
  const rate = num(input.interestRate);
  const years = num(input.loanTenure);
  if (!(principal > 0 && rate > 0 && years > 0)) return null;
  // Beyond the cap the month-by-month schedule would freeze the page (CALC-LOAN): the form refuses it with a message.
  if (!withinCap('years', years)) return null;
  const months = Math.max(1, Math.round(years * 12));
  const emi = monthlyEmi(principal, rate, months);
  const r = rate / 12 / 100;

  const fullSchedule: AmortizationRow[] = [];
  const yearlySummary: LoanYearRow[] = [];
  let balance = principal;
  for (let month = 1; month <= months; month++) {
    const interest = balance * r;
    // The last instalment clears whatever floating-point residue is left.
    const principalPart = month === months ? balance : emi - interest;
    balance = month === months ? 0 : balance - principalPart;
    fullSchedule.push({ month, emi, principal: principalPart, interest, balance });
    const yearIndex = Math.ceil(month / 12) - 1;
    const year = (yearlySummary[yearIndex] ??= {
      year: yearIndex + 1,
      principalPaid: 0,
      interestPaid: 0,
      closingBalance: 0,
    });
    year.principalPaid += principalPart;
    year.interestPaid += interest;
    year.closingBalance = balance;
  }
  const totalPayment = emi * months;
  return {
    monthlyEmi: emi,
    totalInterest: totalPayment - principal,
    totalPayment,
    schedule: fullSchedule.slice(0, LOAN_SCHEDULE_PREVIEW_MONTHS).map((row) => ({
      month: row.month,
      emi: roundTo(row.emi),
      principal: roundTo(row.principal),
      interest: roundTo(row.interest),
      balance: roundTo(row.balance),
    })),
    fullSchedule,
    yearlySummary,
    months,
  };
}

/** Header of the schedule download (one row per instalment). */
export const LOAN_SCHEDULE_CSV_HEADER = [
  'Month',
  'Year',
  'EMI (Rs)',
  'Principal (Rs)',
  'Interest (Rs)',
  'Balance (Rs)',
] as const;

/**
 * The whole schedule as a CSV file (CALC-LOAN): every instalment with its loan year, amounts in rupees to the paisa,
 * through the shared CSV writer (RFC 4180, BOM, formula injection neutralised).
 */
export function loanScheduleCsv(result: Pick<LoanResult, 'fullSchedule'>): string {
  return toCsv(
    LOAN_SCHEDULE_CSV_HEADER,
    result.fullSchedule.map((row) => [
      row.month,
      Math.ceil(row.month / 12),
      roundTo(row.emi, 2),
      roundTo(row.principal, 2),
      roundTo(row.interest, 2),
      roundTo(row.balance, 2),
    ]),
  );
}
