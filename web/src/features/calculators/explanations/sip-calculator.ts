import { formatINR, formatLakhCrore, formatPercent } from '@36x/common';
import { SIP_DEFAULTS, sipCalculator, type SipInput } from '@36x/common/finance';
import type { CalculatorExplanation, FaqEntry } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs; the timing choices are the form's defaults. */
export const SIP_EXAMPLE = {
  monthlyInvestment: 10_000,
  stepUpPercent: 10,
  annualReturn: 12,
  years: 15,
  inflationRate: 6,
  stepUpTiming: 'start-of-year',
  depositTiming: 'start',
} satisfies SipInput;

const SIP_FAQ: FaqEntry[] = [
  {
    question: 'What is a step-up SIP?',
    answer: `A SIP whose monthly amount rises by a fixed percentage once a year, usually with your salary. Most fund houses offer it as “SIP top-up”. The calculator starts at ${formatINR(SIP_DEFAULTS.monthlyInvestment)} a month rising ${SIP_DEFAULTS.stepUpPercent}% a year; set the step-up to 0 for a plain SIP.`,
  },
  {
    question: 'Why does my fund house’s SIP calculator show a different figure?',
    answer:
      'Many calculators turn the yearly return into a monthly rate by dividing it by 12, which compounds to more than the yearly return you entered. This calculator uses the monthly rate that compounds to exactly that yearly return, and the result card also shows the figure the divide-by-12 method gives. Instalments are invested at the start of each month by default; the timing choices change that.',
  },
  {
    question: 'What return should I assume?',
    answer:
      'A long-term figure for the kind of fund, after its expenses, and preferably on the low side: equity funds have had good and bad decades, and returns vary from year to year. Try two or three rates to see the range; the calculator assumes the same return every year.',
  },
  {
    question: 'What does the value in today’s money mean?',
    answer:
      'What the future value would buy at today’s prices, after the inflation rate you enter. A corpus that looks large in 20 years buys much less than the same sum today; enter an inflation rate to see it.',
  },
  {
    question: 'Is the gain taxed?',
    answer:
      'Not in the figures shown. Each instalment is a separate purchase: units of an equity fund sold after a year are taxed as long-term capital gains above the yearly exemption, earlier at the short-term rate. The capital gains calculator works out the tax on a sale.',
  },
];

export const SIP_EXPLANATION: CalculatorExplanation = {
  name: 'step-up SIP calculator',
  faq: SIP_FAQ,
  what: [
    'A systematic investment plan (SIP) invests a fixed sum every month. A step-up (or top-up) SIP raises that sum by a set percentage once a year, usually in line with a rising salary. The calculator projects the value of such a SIP at the end of the period for an assumed yearly return.',
    'It shows the total invested, the projected value, the gain and, when you enter an inflation rate, what that value is worth in today’s money. Amounts are shown in lakh (L) and crore (Cr).',
  ],
  formula: [
    'Monthly rate r = (1 + R)^(1/12) − 1, where R is the expected yearly return; twelve months at r give exactly R a year.',
    'Instalment in year y = P × (1 + s)^(y − 1), where P is the first year’s monthly SIP and s the yearly step-up.',
    'Each month the value V becomes (V + instalment) × (1 + r) when you invest at the start of the month, or V × (1 + r) + instalment at the end.',
    'Total returns = future value − total invested; returns on amount invested = total returns ÷ total invested × 100 (absolute, not annualised).',
    'Value in today’s money = future value ÷ (1 + i)^n, where i is inflation and n the number of years.',
  ],
  assumptions: [
    'The return is the same every year; real market returns vary from year to year and can be negative.',
    'By default the higher SIP applies from the first instalment of each new year and each instalment is invested at the start of its month; both can be changed.',
    'The period is counted in whole years.',
    'Expense ratios are assumed to be reflected in the return; exit loads and tax on gains are not deducted.',
  ],
  example: workedExample(SIP_EXAMPLE, sipCalculator, (ex, r) => ({
    heading: `Example: ${formatINR(ex.monthlyInvestment)} a month for ${ex.years} years`,
    inputs: [
      { label: 'Monthly investment', value: formatINR(ex.monthlyInvestment) },
      { label: 'Annual step-up', value: `${ex.stepUpPercent}%` },
      { label: 'Expected return', value: `${ex.annualReturn}% a year` },
      { label: 'Period', value: `${ex.years} years` },
      { label: 'Inflation', value: `${ex.inflationRate}% a year` },
      { label: 'Step-up applies from', value: 'Start of each year' },
      { label: 'SIP date', value: 'Start of each month' },
    ],
    results: [
      { label: 'Future value', value: formatLakhCrore(r.futureValue) },
      { label: 'Total invested', value: formatLakhCrore(r.totalInvestment) },
      { label: 'Total returns', value: formatLakhCrore(r.totalReturns) },
      { label: 'Returns on amount invested', value: formatPercent(r.returnsPercentage) },
      { label: "Value in today's money", value: formatLakhCrore(r.realValue) },
    ],
    note: 'The SIP rises from ₹10,000 a month in year 1 to about ₹37,975 a month in year 15. At 6% inflation, ₹82.75 lakh in 15 years buys about what ₹34.53 lakh buys today.',
  })),
};
