import { memo } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { LineChart } from '../components/charts';
import { formatINR } from '@36x/common';
import { SWP_DEFAULTS, swp, type SwpResult } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { NumberFields } from '../components/NumberFields';
import { Badge, ResultCard, ResultPlaceholder, ResultStat, StatGrid } from '../components/ResultCard';
import { ChartBox } from '../components/ChartBox';
import { axisRupees, CHART_COLORS } from '../components/chart-format';
import { TableScroller } from '../components/TableScroller';
import { Deferred } from '../components/Deferred';
import { entryText } from '../registry';
import { textAsRupees, textWithUnit, toNumber } from '../parse';
import { useCalculation } from '../use-calculation';
import { logCalculatorUsage } from '../usage-log';

const DEFAULTS = {
  corpus: String(SWP_DEFAULTS.corpus),
  monthlyWithdrawal: String(SWP_DEFAULTS.monthlyWithdrawal),
  annualReturn: String(SWP_DEFAULTS.annualReturn),
  years: String(SWP_DEFAULTS.years),
  withdrawalIncreasePercent: String(SWP_DEFAULTS.withdrawalIncreasePercent),
};
type Form = typeof DEFAULTS;

const MISSING = 'Enter the amount invested, the monthly withdrawal and a period of at least one whole year.';

function compute(form: Form): SwpResult | null {
  return swp({
    corpus: toNumber(form.corpus),
    monthlyWithdrawal: toNumber(form.monthlyWithdrawal),
    annualReturn: toNumber(form.annualReturn),
    years: toNumber(form.years),
    withdrawalIncreasePercent: toNumber(form.withdrawalIncreasePercent),
  });
}

/** "13 years 10 months" for a month count. */
function duration(months: number): string {
  const y = Math.floor(months / 12);
  const m = months % 12;
  return [y ? `${y} year${y === 1 ? '' : 's'}` : '', m ? `${m} month${m === 1 ? '' : 's'}` : '']
    .filter(Boolean)
    .join(' ');
}

/** The result, or the message saying what is missing (a blank result would leave the visitor guessing). */
function computeOrExplain(form: Form): SwpResult {
  const result = compute(form);
  if (!result) throw new Error(MISSING);
  return result;
}

export default function SwpCalculator() {
  const { title, description } = entryText('swp-calculator');
  const calc = useCalculation({
    tool: 'swp-calculator',
    defaults: DEFAULTS,
    compute: computeOrExplain,
    caps: {
      corpus: 'amount',
      monthlyWithdrawal: 'amount',
      annualReturn: 'rate',
      years: 'years',
      withdrawalIncreasePercent: 'rate',
    },
    record: (f, r) =>
      logCalculatorUsage('swp-calculator', f, {
        totalWithdrawn: r.totalWithdrawn,
        finalBalance: r.finalBalance,
        totalReturns: r.totalReturns,
        depletedInMonth: r.depletedInMonth,
      }),
  });
  const { shown } = calc;
  const error = calc.error;

  return (
    <CalculatorLayout
      title={title}
      description={description}
      submitLabel="Calculate"
      onSubmit={calc.calculate}
      error={error}
      form={
        <NumberFields
          {...calc.fields}
          rows={[
            [{ name: 'corpus', label: 'Amount invested (₹)', min: 0 }],
            [
              {
                name: 'monthlyWithdrawal',
                label: 'Monthly withdrawal (₹)',
                min: 0,
                range: [1_000, 2_00_000, 1_000],
              },
            ],
            [
              { name: 'annualReturn', label: 'Expected return (% a year)', min: 0 },
              { name: 'years', label: 'Period (years)', min: 0, step: 1 },
            ],
            [
              {
                name: 'withdrawalIncreasePercent',
                label: 'Yearly increase (%)',
                min: 0,
                helperText: 'Raise the withdrawal each year, e.g. for inflation',
              },
            ],
          ]}
        />
      }
      result={<SwpResultCard result={calc.result} form={shown} stale={calc.stale} />}
    />
  );
}

function SwpResultCard({ result, form, stale }: { result: SwpResult | null; form: Form; stale: boolean }) {
  if (!result)
    return (
      <ResultCard title="Your withdrawal plan" printable={false}>
        <ResultPlaceholder>Press Calculate to see how long your money lasts.</ResultPlaceholder>
      </ResultCard>
    );
  const r = result;
  const lasts = r.depletedInMonth === null;
  return (
    <ResultCard
      title="Your withdrawal plan"
      stale={stale}
      badge={
        lasts ? (
          <Badge label="Lasts the period" color="success" />
        ) : (
          <Badge label="Runs out early" color="error" />
        )
      }
      printInputs={[
        { label: 'Amount invested', value: textAsRupees(form.corpus) },
        { label: 'Monthly withdrawal', value: textAsRupees(form.monthlyWithdrawal) },
        { label: 'Expected return', value: textWithUnit(form.annualReturn, '% a year') },
        { label: 'Period', value: textWithUnit(form.years, ' years') },
        { label: 'Yearly increase', value: textWithUnit(form.withdrawalIncreasePercent, '%') },
      ]}
    >
      <SwpFigures result={r} />
    </ResultCard>
  );
}

/**
 * Memoised (CALC-STATES-7): typing and the card's "updating" mark re-render the card's frame, not the figures,
 * chart and table (they change when the result does).
 */
const SwpFigures = memo(function SwpFigures({ result: r }: { result: SwpResult }) {
  const lasts = r.depletedInMonth === null;
  const rows = r.yearly;
  return (
    <>
      <StatGrid>
        <ResultStat id="finalBalance" label="Balance at the end" value={formatINR(r.finalBalance)} emphasis />
        <ResultStat id="totalWithdrawn" label="Total withdrawn" value={formatINR(r.totalWithdrawn)} />
        <ResultStat
          id="totalReturns"
          label="Returns earned"
          value={formatINR(r.totalReturns)}
          tone="positive"
        />
        <ResultStat
          id="moneyLasts"
          label="Money lasts"
          value={lasts ? 'The whole period' : duration(r.depletedInMonth!)}
          tone={lasts ? 'positive' : 'negative'}
          hint={lasts ? undefined : `The last withdrawal, in month ${r.depletedInMonth}, is partial`}
        />
      </StatGrid>
      <ChartBox
        title="Balance left at each year end"
        summary={
          lasts
            ? `After ${rows.length} years ${formatINR(r.finalBalance)} is left.`
            : `The money runs out after ${duration(r.depletedInMonth!)}.`
        }
      >
        <LineChart
          skipAnimation
          height={260}
          xAxis={[{ data: rows.map((y) => y.year), scaleType: 'point', label: 'Year' }]}
          yAxis={[{ valueFormatter: axisRupees, width: 56 }]}
          series={[
            {
              data: rows.map((y) => y.closingBalance),
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
      <Deferred>
        <TableScroller label="Year by year" sx={{ mt: 2, maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label="Year by year">
            <TableHead>
              <TableRow>
                <TableCell>Year</TableCell>
                <TableCell align="right">Withdrawn</TableCell>
                <TableCell align="right">Returns</TableCell>
                <TableCell align="right">Balance</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((y) => (
                <TableRow key={y.year}>
                  <TableCell>{y.year}</TableCell>
                  <TableCell align="right">{formatINR(y.withdrawn)}</TableCell>
                  <TableCell align="right">{formatINR(y.returns)}</TableCell>
                  <TableCell align="right">{formatINR(y.closingBalance)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      </Deferred>
    </>
  );
});
