import { formatINR, formatIndiaDate, formatPercent } from '@36x/common';
import {
  fixedDeposit,
  fdValueAfterDays,
  DEPOSIT_INTEREST_TDS,
  FD_SIMPLE_INTEREST_BELOW_DAYS,
  FD_SIMPLE_INTEREST_BELOW_MONTHS,
  type FixedDepositInput,
} from '@36x/common/finance';
import type { CalculatorExplanation, FaqEntry } from './types';
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

/** ₹1 lakh for 444 days at 7.25%: the tenure in days some banks sell, computed as the calculator computes it. */
const DAYS_EXAMPLE = { principal: 100_000, annualRate: 7.25, days: 444 };

const FD_FAQ: FaqEntry[] = [
  {
    question: 'Why does my bank show a slightly different maturity amount?',
    answer: `Banks compound term deposits every quarter, and so does this calculator; small differences come from how a tenure in days is counted and from rounding. For a tenure in days it follows SBI’s stated method (whole quarters compounded, then simple interest on the days left): ${formatINR(DAYS_EXAMPLE.principal)} for ${DAYS_EXAMPLE.days} days at ${DAYS_EXAMPLE.annualRate}% matures at ${formatINR(fdValueAfterDays(DAYS_EXAMPLE.principal, DAYS_EXAMPLE.annualRate, DAYS_EXAMPLE.days), 2)}. Some small finance banks compound monthly and pay a little more.`,
  },
  {
    question: 'When does the bank deduct TDS on FD interest?',
    answer: `From ${formatIndiaDate(tds.effectiveFrom, 'long')} a bank deducts ${tds.rate}% TDS when the interest it pays you in a financial year exceeds ${formatINR(tds.threshold)}, or ${formatINR(tds.seniorThreshold)} if you are a resident aged 60 or more (${DEPOSIT_INTEREST_TDS.section}). The limit counts all your deposits with that bank; the calculator looks at this deposit alone.`,
  },
  {
    question: 'Can I stop the bank deducting TDS?',
    answer:
      `${DEPOSIT_INTEREST_TDS.note ?? ''} Without a PAN the rate is higher than ${tds.rate}% (section 206AA). TDS is not an extra tax: it is credited against the tax on your return.`.trim(),
  },
  {
    question: 'Is FD interest taxable?',
    answer:
      'Yes. FD interest is added to your income and taxed at your slab rate, in the year it accrues, even in a cumulative deposit that pays it only at maturity. Only a tax-saving FD, with its lock-in, gives an 80C deduction, and only under the old regime; its interest is taxable too.',
  },
  {
    question: 'What is the difference between a cumulative and a quarterly payout FD?',
    answer:
      'In a cumulative (reinvestment) deposit the interest is added to the deposit every quarter and earns interest itself, so you get more at maturity. In a quarterly payout deposit the interest is paid to you each quarter and the deposit stays the same, so the total interest is lower but you have an income.',
  },
  {
    question: 'How is interest worked out on a short deposit?',
    answer: `A deposit of less than ${FD_SIMPLE_INTEREST_BELOW_MONTHS} months (or, in days, less than ${FD_SIMPLE_INTEREST_BELOW_DAYS} days) earns simple interest, as banks pay it: the deposit × the yearly rate × the time in years.`,
  },
];

export const FD_EXPLANATION: CalculatorExplanation = {
  name: 'fixed deposit calculator',
  faq: FD_FAQ,
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
