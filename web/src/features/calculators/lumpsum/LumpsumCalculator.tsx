import { formatFixed, formatINR } from '@36x/common';
import { LUMPSUM_DEFAULTS, lumpsum, type LumpsumResult } from '@36x/common/finance';
import { SavingsCalculatorPage, type SavingsCalculatorSpec } from '../components/SavingsCalculatorPage';
import { PART_YEARS_FIELD } from '../components/savings-choices';
import { textAsRupees, textWithUnit, toNumber } from '../parse';

const DEFAULTS = {
  amount: String(LUMPSUM_DEFAULTS.amount),
  annualReturn: String(LUMPSUM_DEFAULTS.annualReturn),
  years: String(LUMPSUM_DEFAULTS.years),
  inflationRate: String(LUMPSUM_DEFAULTS.inflationRate),
};
type Form = typeof DEFAULTS;

const LUMPSUM: SavingsCalculatorSpec<Form, LumpsumResult> = {
  tool: 'lumpsum-calculator',
  defaults: DEFAULTS,
  compute: (form) =>
    lumpsum({
      amount: toNumber(form.amount),
      annualReturn: toNumber(form.annualReturn),
      years: toNumber(form.years),
      inflationRate: toNumber(form.inflationRate),
    }),
  missing: 'Enter the amount invested and a period of at least one month.',
  caps: { amount: 'amount', annualReturn: 'rate', years: 'years', inflationRate: 'rate' },
  usage: (r) => ({ futureValue: r.futureValue, totalGains: r.totalGains, realValue: r.realValue }),
  fields: [
    [{ name: 'amount', label: 'Amount invested (₹)', min: 0 }],
    [{ name: 'annualReturn', label: 'Expected return (% a year)', min: -50 }, PART_YEARS_FIELD],
    [
      {
        name: 'inflationRate',
        label: 'Inflation (% a year)',
        min: 0,
        helperText: "0 to skip today's-money value",
      },
    ],
  ],
  title: 'Your investment',
  placeholder: 'Press Calculate to see what your investment can grow to.',
  printInputs: (form) => [
    { label: 'Amount invested', value: textAsRupees(form.amount) },
    { label: 'Expected return', value: textWithUnit(form.annualReturn, '% a year') },
    { label: 'Period', value: textWithUnit(form.years, ' years') },
    { label: 'Inflation', value: textWithUnit(form.inflationRate, '% a year') },
  ],
  stats: (r, form) => [
    { id: 'futureValue', label: 'Future value', value: formatINR(r.futureValue), emphasis: true },
    { id: 'invested', label: 'Amount invested', value: formatINR(r.invested) },
    { id: 'totalGains', label: 'Total gains', value: formatINR(r.totalGains), tone: 'positive' },
    {
      id: 'realValue',
      label: "Value in today's money",
      value: formatINR(r.realValue),
      hint: toNumber(form.inflationRate) > 0 ? 'Future value after inflation' : 'Enter inflation to adjust',
    },
    { id: 'growthMultiple', label: 'Growth', value: `${formatFixed(r.growthMultiple, 2)}×` },
  ],
  growth: (r) => ({
    title: 'Amount invested and growth, by year',
    earnedLabel: 'Growth',
    rows: r.yearly.map((y, i) => ({
      year: y.year,
      invested: r.invested,
      value: y.value,
      earned: y.value - (i === 0 ? r.invested : r.yearly[i - 1]!.value),
    })),
  }),
};

export default function LumpsumCalculator() {
  return <SavingsCalculatorPage spec={LUMPSUM} />;
}
