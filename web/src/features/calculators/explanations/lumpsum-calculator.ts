import { formatFixed, formatINR } from '@36x/common';
import { LUMPSUM_DEFAULTS, lumpsum, type LumpsumInput } from '@36x/common/finance';
import type { CalculatorExplanation, FaqEntry } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs. */
export const LUMPSUM_EXAMPLE = {
  amount: 500_000,
  annualReturn: 12,
  years: 10,
  inflationRate: 6,
} satisfies LumpsumInput;

const LUMPSUM_FAQ: FaqEntry[] = [
  {
    question: 'How does a lumpsum grow compared with a SIP?',
    answer:
      'A lumpsum is invested in full from day one, so all of it compounds for the whole period; a SIP of the same total is invested bit by bit and grows less if returns are steady. A SIP spreads the risk of investing everything at a market peak; the step-up SIP calculator shows that case.',
  },
  {
    question: 'How long does it take to double my money?',
    answer: `At a steady yearly return R, about 72 ÷ R years (the rule of 72): at ${LUMPSUM_DEFAULTS.annualReturn}% a year, ${formatFixed(Math.log(2) / Math.log(1 + LUMPSUM_DEFAULTS.annualReturn / 100), 1)} years exactly. The calculator shows how many times your money grows over the period you choose.`,
  },
  {
    question: 'Why is the value in today’s money so much lower?',
    answer:
      'Because prices rise too: the future value is divided by the growth of prices over the same years at the inflation rate you enter. The real gain is the return above inflation.',
  },
  {
    question: 'Does the result include tax and charges?',
    answer:
      'The fund’s expense ratio is taken to be in the return you enter; exit loads and the tax on gains when you sell are not deducted. The capital gains calculator works out the tax on a sale.',
  },
  {
    question: 'Can I rely on the return I enter?',
    answer:
      'No return is guaranteed outside fixed-income products: market returns vary from year to year and can be negative. Use the calculator to compare scenarios, for example a cautious and a hopeful return.',
  },
];

export const LUMPSUM_EXPLANATION: CalculatorExplanation = {
  name: 'lumpsum calculator',
  faq: LUMPSUM_FAQ,
  what: [
    'A lumpsum investment puts one amount to work at once instead of in monthly instalments. At a steady yearly return it compounds: each year’s growth earns returns in the years after.',
    'The calculator gives the future value, the gain, how many times the money grows and, with an inflation rate, what the future value buys in today’s money.',
  ],
  formula: [
    'Future value = P × (1 + R)^n, where P is the amount invested, R the yearly return and n the years.',
    'Gain = future value − P; growth = future value ÷ P.',
    'Value in today’s money = future value ÷ (1 + i)^n, where i is inflation.',
  ],
  assumptions: [
    'The return is the same every year (a compound annual growth rate); market returns vary and can be negative.',
    'The period is counted in whole years.',
    'Expense ratios are assumed to be in the return; exit loads and tax on gains are not deducted.',
  ],
  example: workedExample(LUMPSUM_EXAMPLE, lumpsum, (ex, r) => ({
    heading: `Example: ${formatINR(ex.amount)} for ${ex.years} years`,
    inputs: [
      { label: 'Amount invested', value: formatINR(ex.amount) },
      { label: 'Expected return', value: `${ex.annualReturn}% a year` },
      { label: 'Period', value: `${ex.years} years` },
      { label: 'Inflation', value: `${ex.inflationRate}% a year` },
    ],
    results: [
      { label: 'Future value', value: formatINR(r.futureValue) },
      { label: 'Amount invested', value: formatINR(r.invested) },
      { label: 'Total gains', value: formatINR(r.totalGains) },
      { label: "Value in today's money", value: formatINR(r.realValue) },
      { label: 'Growth', value: `${formatFixed(r.growthMultiple, 2)}×` },
    ],
    note: 'At 12% money roughly doubles every six years; at 6% inflation the real growth is closer to 1.7 times.',
  })),
};
