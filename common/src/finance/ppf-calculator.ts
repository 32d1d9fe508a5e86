/**
 * Public Provident Fund (CALC-SAVINGS-2): one deposit a year of Rs 500 to Rs 1.5 lakh for 15 years (extendable with
 * deposits in blocks of 5), interest compounded yearly at the rate the Ministry of Finance notifies (the rules set:
 * rules/deposits.ts). Deposits are made by 5 April, so each earns the whole year's interest (annuity due):
 * F = D·((1 + i)^n − 1)/i·(1 + i), as the India Post and SBI PPF calculators compute.
 */
import { PPF_RULES } from './rules/deposits';
import { withinCap } from './input-caps';
import { nonNegative } from './util';

export interface PpfInput {
  /** Deposit made at the start of every financial year, rupees (500 to 1,50,000). */
  yearlyDeposit: number;
  /** Interest rate, PERCENT a year; the page defaults it to the rate in force (smallSavingsRateOn, rules/small-savings.ts). */
  annualRate: number;
  /** Years of deposits: 15, or 15 plus whole 5-year extensions (20, 25, …). */
  years: number;
}

export interface PpfYearRow {
  /** 1-based financial year of the account. */
  year: number;
  /** Deposited this year, rupees. */
  deposit: number;
  /** Interest credited at the end of this year, rupees. */
  interest: number;
  /** Balance at the end of this year, rupees. */
  balance: number;
  /** Deposited up to the end of this year, rupees. */
  deposited: number;
}

export interface PpfResult {
  /** yearlyDeposit × years, rupees. */
  totalDeposited: number;
  /** Balance at maturity, rupees (tax-free under s. 10(11)). */
  maturityAmount: number;
  /** maturityAmount − totalDeposited, rupees. */
  totalInterest: number;
  years: number;
  yearly: PpfYearRow[];
}

export const PPF_DEFAULTS = { yearlyDeposit: 150_000, years: 15 } as const;

/** The message for inputs PPF does not allow, or null when they are fine. */
export function ppfInputError(input: PpfInput): string | null {
  const { minYearlyDeposit, maxYearlyDeposit, termYears, extensionYears } = PPF_RULES.value;
  const deposit = nonNegative(input.yearlyDeposit);
  const years = nonNegative(input.years);
  if (deposit < minYearlyDeposit || deposit > maxYearlyDeposit)
    return 'The yearly deposit must be between ₹500 and ₹1,50,000.';
  if (!(nonNegative(input.annualRate) > 0)) return 'Enter the interest rate.';
  if (
    years < termYears ||
    (years - termYears) % extensionYears !== 0 ||
    !Number.isInteger(years) ||
    !withinCap('years', years)
  )
    return 'PPF runs for 15 years, extendable in blocks of 5 years (15, 20, 25 …).';
  return null;
}

/** PPF maturity; null when ppfInputError has a message for the inputs. */
export function ppf(input: PpfInput): PpfResult | null {
  if (ppfInputError(input)) return null;
  const deposit = input.yearlyDeposit;
  const i = input.annualRate / 100;
  const yearly: PpfYearRow[] = [];
  let balance = 0;
  for (let year = 1; year <= input.years; year++) {
    const interest = (balance + deposit) * i;
    balance += deposit + interest;
    yearly.push({ year, deposit, interest, balance, deposited: deposit * year });
  }
  const totalDeposited = deposit * input.years;
  return {
    totalDeposited,
    maturityAmount: balance,
    totalInterest: balance - totalDeposited,
    years: input.years,
    yearly,
  };
}
