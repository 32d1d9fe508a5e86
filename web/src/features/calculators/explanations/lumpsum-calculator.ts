import { formatFixed, formatINR } from '@36x/common';
import { lumpsum, type LumpsumInput } from '@36x/common/finance';
import type { CalculatorExplanation } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs. */
export const LUMPSUM_EXAMPLE = {
  amount: 500_000,
  annualReturn: 12,
  years: 10,
  inflationRate: 6,
} satisfies LumpsumInput;

export const LUMPSUM_EXPLANATION: CalculatorExplanation = {
  name: 'lumpsum calculator',
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
