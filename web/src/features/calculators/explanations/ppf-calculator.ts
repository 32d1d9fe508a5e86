import { formatINR } from '@36x/common';
import { ppf, PPF_RULES, type PpfInput } from '@36x/common/finance';
import type { CalculatorExplanation, FaqEntry } from './types';
import { depositResults, workedExample } from './worked-example';

/** The worked example's inputs: the maximum deposit for the full term at the shipped rate. */
export const PPF_EXAMPLE = {
  yearlyDeposit: 150_000,
  annualRate: 7.1,
  years: 15,
} satisfies PpfInput;
const limits = PPF_RULES.value;

const PPF_FAQ: FaqEntry[] = [
  {
    question: 'How much can I deposit in PPF?',
    answer: `At least ${formatINR(limits.minYearlyDeposit)} and at most ${formatINR(limits.maxYearlyDeposit)} in a financial year (${PPF_RULES.law}, ${PPF_RULES.section}). Anything above the limit earns no interest and is refunded.`,
  },
  {
    question: 'Which interest rate does the calculator use?',
    answer: `The PPF rate in force today, from the dated rates this site keeps; the Ministry of Finance notifies it every quarter, and the form shows its date and source. The calculator keeps that rate for all ${limits.termYears} years, so the real maturity amount will differ if the rate changes.`,
  },
  {
    question: 'Why is my passbook’s interest lower than the calculator’s?',
    answer:
      'PPF interest is worked out each month on the lowest balance between the 5th and the end of the month and credited once a year. The calculator assumes each year’s deposit is made by 5 April; money deposited later in the year earns interest only from the month after, so your passbook shows less.',
  },
  {
    question: 'When does a PPF account mature, and can I extend it?',
    answer: `It matures after ${limits.termYears} complete financial years after the year you open it. You can then extend it in blocks of ${limits.extensionYears} years, with or without fresh deposits; the calculator’s period field covers an extension.`,
  },
  {
    question: 'Is PPF tax-free?',
    answer:
      'Deposits qualify for the section 80C deduction under the old regime (not under the new one), and the interest and the maturity amount are exempt from tax under section 10(11) in both regimes.',
  },
];

export const PPF_EXPLANATION: CalculatorExplanation = {
  name: 'PPF calculator',
  faq: PPF_FAQ,
  what: [
    `The Public Provident Fund (PPF) is a government savings scheme offered by post offices and banks. You deposit between ${formatINR(limits.minYearlyDeposit)} and ${formatINR(limits.maxYearlyDeposit)} every financial year for ${limits.termYears} years; interest is compounded once a year and the maturity amount is tax-free.`,
    'The calculator starts from the rate in force today (from the dated rules this site keeps, with its source) and shows the maturity amount, the total deposited, the interest and the balance year by year. The account can be extended in blocks of 5 years.',
  ],
  formula: [
    'Each year: interest = (balance + this year’s deposit) × r, credited at the end of the year (r = the yearly rate).',
    'Maturity = D × ((1 + r)^n − 1) ÷ r × (1 + r) for a deposit D every year for n years.',
    'Interest earned = maturity − D × n.',
  ],
  assumptions: [
    'Each year’s deposit is made by 5 April, so it earns interest for the whole year (interest is paid on the lowest balance between the 5th and the end of each month).',
    'The rate stays the same; the Ministry of Finance reviews it every quarter, so the real figure will differ if it changes.',
    'Deposits qualify for the s. 80C deduction under the old regime; interest and maturity are exempt under s. 10(11).',
  ],
  example: workedExample(PPF_EXAMPLE, ppf, (ex, r) => ({
    heading: `Example: ${formatINR(ex.yearlyDeposit)} a year for ${ex.years} years`,
    inputs: [
      { label: 'Yearly deposit', value: formatINR(ex.yearlyDeposit) },
      { label: 'Interest rate', value: `${ex.annualRate}% a year` },
      { label: 'Period', value: `${ex.years} years` },
    ],
    results: depositResults(r),
    note: `At ${ex.annualRate}% the tax-free interest is more than four-fifths of what you put in.`,
  })),
};
