import { formatINR, formatPercent } from '@36x/common';
import { fixedDeposit, DEPOSIT_INTEREST_TDS, type FixedDepositInput } from '@36x/common/finance';
import type { CalculatorExplanation } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs: a three-year cumulative deposit large enough for TDS. */
export const FD_EXAMPLE = {
  principal: 1_000_000,
  annualRate: 7.25,
  tenureMonths: 36,
  payout: 'cumulative',
  seniorCitizen: false,
} satisfies FixedDepositInput;
const tds = DEPOSIT_INTEREST_TDS.value;

export const FD_EXPLANATION: CalculatorExplanation = {
  name: 'fixed deposit calculator',
  what: [
    'A fixed deposit (FD) locks an amount with a bank for a chosen tenure at a rate fixed on the day you open it. In a cumulative (reinvestment) deposit the interest is added to the deposit every quarter and paid with it at maturity; in a quarterly-payout deposit it is paid out each quarter instead.',
    `The calculator gives the maturity amount, the interest, the effective yearly yield and whether the bank will deduct ${tds.rate}% TDS because a year’s interest exceeds ${formatINR(tds.threshold)} (${formatINR(tds.seniorThreshold)} for senior citizens).`,
  ],
  formula: [
    'Cumulative: maturity = P × (1 + r/4)^q, where P is the deposit, r the yearly rate and q the number of whole quarters; months beyond the last whole quarter earn simple interest on that amount.',
    'Deposits of less than 6 months earn simple interest: P × r × months ÷ 12.',
    'A tenure in days (91 days, SBI’s 444 days) follows SBI’s stated method: whole quarters compounded, then simple interest on the days left at r × days ÷ 365. Without a deposit date a quarter is a quarter of a 365-day year (91.25 days); under 180 days, simple interest only. ₹1 lakh for 444 days at 7.25% matures at ₹1,09,135.58 (4 quarters and 79 days); figures published for the Amrit Vrishti deposit that use a fractional quarter (₹2,18,267.08 on ₹2 lakh) are about ₹4 lower.',
    'Quarterly payout: P × r ÷ 4 each quarter; the deposit itself is returned at maturity.',
    'Effective yearly yield = (1 + r/4)^4 − 1.',
    `TDS = ${tds.rate}% of a year’s interest when it exceeds ${formatINR(tds.threshold)} (${formatINR(tds.seniorThreshold)} for a resident aged 60 or more), s. 194A of the Income-tax Act as amended by the Finance Act, 2025.`,
  ],
  assumptions: [
    'Quarterly compounding, as SBI, HDFC Bank and most Indian banks quote term deposits; some small finance banks compound monthly.',
    'The TDS threshold counts all your deposits with the same bank in a financial year; the calculator looks at this deposit alone and uses deposit years for financial years. TDS is 20% without a PAN, and none is deducted when you file Form 15G or 15H and qualify.',
    'TDS is not an extra tax: it is credited against the tax on your return, where FD interest is taxed at your slab rate.',
    'No premature withdrawal (banks then pay a lower rate, less a penalty).',
  ],
  example: workedExample(FD_EXAMPLE, fixedDeposit, (ex, r) => ({
    heading: `Example: ${formatINR(ex.principal)} for 3 years at ${ex.annualRate}%`,
    inputs: [
      { label: 'Deposit', value: formatINR(ex.principal) },
      { label: 'Interest rate', value: `${ex.annualRate}% a year` },
      { label: 'Tenure', value: `${ex.tenureMonths} months` },
      { label: 'Interest', value: 'Reinvested (cumulative)' },
      { label: 'Senior citizen', value: 'No' },
    ],
    results: [
      { label: 'Maturity amount', value: formatINR(r.maturityAmount) },
      { label: 'Interest earned', value: formatINR(r.totalInterest) },
      { label: 'Effective yearly yield', value: formatPercent(r.effectiveAnnualYield) },
      { label: 'Estimated TDS', value: formatINR(r.tds.estimatedTds) },
    ],
    note: `Each year’s interest is above ${formatINR(tds.threshold)}, so the bank deducts ${tds.rate}% of it as TDS unless you file Form 15G or 15H; you get it back or adjust it when you file your return.`,
  })),
};
