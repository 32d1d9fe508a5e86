import { LineChart } from '../components/charts';
import { formatINR } from '@36x/common';
import { SWP_DEFAULTS, swp, type SwpResult } from '@36x/common/finance';
import { Badge } from '../components/ResultCard';
import { ChartBox } from '../components/ChartBox';
import { axisRupees, CHART_COLORS } from '../components/chart-format';
import { SavingsCalculatorPage, type SavingsCalculatorSpec } from '../components/SavingsCalculatorPage';
import { textAsRupees, textWithUnit, toNumber } from '../parse';

const DEFAULTS = {
  corpus: String(SWP_DEFAULTS.corpus),
  monthlyWithdrawal: String(SWP_DEFAULTS.monthlyWithdrawal),
  annualReturn: String(SWP_DEFAULTS.annualReturn),
  years: String(SWP_DEFAULTS.years),
  withdrawalIncreasePercent: String(SWP_DEFAULTS.withdrawalIncreasePercent),
};
type Form = typeof DEFAULTS;

/** "13 years 10 months" for a month count. */
function duration(months: number): string {
  const y = Math.floor(months / 12);
  const m = months % 12;
  return [y ? `${y} year${y === 1 ? '' : 's'}` : '', m ? `${m} month${m === 1 ? '' : 's'}` : '']
    .filter(Boolean)
    .join(' ');
}

const SWP: SavingsCalculatorSpec<Form, SwpResult, SwpResult['yearly'][number]> = {
  tool: 'swp-calculator',
  defaults: DEFAULTS,
  compute: (form) =>
    swp({
      corpus: toNumber(form.corpus),
      monthlyWithdrawal: toNumber(form.monthlyWithdrawal),
      annualReturn: toNumber(form.annualReturn),
      years: toNumber(form.years),
      withdrawalIncreasePercent: toNumber(form.withdrawalIncreasePercent),
    }),
  missing: 'Enter the amount invested, the monthly withdrawal and a period of at least one whole year.',
  caps: {
    corpus: 'amount',
    monthlyWithdrawal: 'amount',
    annualReturn: 'rate',
    years: 'wholeYears',
    withdrawalIncreasePercent: 'rate',
  },
  usage: (r) => ({
    totalWithdrawn: r.totalWithdrawn,
    finalBalance: r.finalBalance,
    totalReturns: r.totalReturns,
    depletedInMonth: r.depletedInMonth,
  }),
  fields: [
    [{ name: 'corpus', label: 'Amount invested (₹)', min: 0 }],
    [{ name: 'monthlyWithdrawal', label: 'Monthly withdrawal (₹)', min: 0, range: [1_000, 2_00_000, 1_000] }],
    [
      { name: 'annualReturn', label: 'Expected return (% a year)', min: -50 },
      { name: 'years', label: 'Period (years)', min: 0, step: 1 },
    ],
    [
      {
        name: 'withdrawalIncreasePercent',
        label: 'Yearly increase (%)',
        min: -50,
        helperText: 'Raise the withdrawal each year, e.g. for inflation',
      },
    ],
  ],
  title: 'Your withdrawal plan',
  placeholder: 'Press Calculate to see how long your money lasts.',
  badge: (r) =>
    r.depletedInMonth === null ? (
      <Badge label="Lasts the period" color="success" />
    ) : (
      <Badge label="Runs out early" color="error" />
    ),
  printInputs: (form) => [
    { label: 'Amount invested', value: textAsRupees(form.corpus) },
    { label: 'Monthly withdrawal', value: textAsRupees(form.monthlyWithdrawal) },
    { label: 'Expected return', value: textWithUnit(form.annualReturn, '% a year') },
    { label: 'Period', value: textWithUnit(form.years, ' years') },
    { label: 'Yearly increase', value: textWithUnit(form.withdrawalIncreasePercent, '%') },
  ],
  stats: (r) => {
    const lasts = r.depletedInMonth === null;
    return [
      { id: 'finalBalance', label: 'Balance at the end', value: formatINR(r.finalBalance), emphasis: true },
      { id: 'totalWithdrawn', label: 'Total withdrawn', value: formatINR(r.totalWithdrawn) },
      { id: 'totalReturns', label: 'Returns earned', value: formatINR(r.totalReturns), tone: 'positive' },
      {
        id: 'moneyLasts',
        label: 'Money lasts',
        value: lasts ? 'The whole period' : duration(r.depletedInMonth!),
        tone: lasts ? 'positive' : 'negative',
        hint: lasts
          ? undefined
          : r.lastWithdrawalPartial
            ? `The last withdrawal, in month ${r.depletedInMonth}, is partial`
            : `The last full withdrawal is in month ${r.depletedInMonth}; nothing is left after it`,
      },
    ];
  },
  schedule: {
    chart: (r) => (
      <ChartBox
        title="Balance left at each year end"
        summary={
          r.depletedInMonth === null
            ? `After ${r.yearly.length} years ${formatINR(r.finalBalance)} is left.`
            : `The money runs out after ${duration(r.depletedInMonth)}.`
        }
      >
        <LineChart
          skipAnimation
          height={260}
          xAxis={[{ data: r.yearly.map((y) => y.year), scaleType: 'point', label: 'Year' }]}
          yAxis={[{ valueFormatter: axisRupees, width: 56 }]}
          series={[
            {
              data: r.yearly.map((y) => y.closingBalance),
              label: 'Balance',
              color: CHART_COLORS.primary,
              area: true,
              showMark: false,
              valueFormatter: (v) => formatINR(v ?? 0),
            },
          ]}
          margin={{ left: 0, right: 8 }}
        />
      </ChartBox>
    ),
    label: 'Year by year',
    rows: (r) => r.yearly,
    columns: [
      { header: 'Withdrawn', cell: (y) => formatINR(y.withdrawn) },
      { header: 'Returns', cell: (y) => formatINR(y.returns) },
      { header: 'Balance', cell: (y) => formatINR(y.closingBalance) },
    ],
  },
};

export default function SwpCalculator() {
  return <SavingsCalculatorPage spec={SWP} />;
}
