import { memo } from 'react';
import { formatFixed, formatINR } from '@36x/common';
import { LUMPSUM_DEFAULTS, lumpsum, type LumpsumResult } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { NumberFields } from '../components/NumberFields';
import { ResultCard, ResultPlaceholder, ResultStat, StatGrid } from '../components/ResultCard';
import { SavingsGrowth } from '../components/SavingsGrowth';
import { entryText } from '../registry';
import { textAsRupees, textWithUnit, toNumber } from '../parse';
import { useCalculation } from '../use-calculation';
import { logCalculatorUsage } from '../usage-log';

const DEFAULTS = {
  amount: String(LUMPSUM_DEFAULTS.amount),
  annualReturn: String(LUMPSUM_DEFAULTS.annualReturn),
  years: String(LUMPSUM_DEFAULTS.years),
  inflationRate: String(LUMPSUM_DEFAULTS.inflationRate),
};
type Form = typeof DEFAULTS;

const MISSING = 'Enter the amount invested and a period of at least one month.';

function compute(form: Form): LumpsumResult | null {
  return lumpsum({
    amount: toNumber(form.amount),
    annualReturn: toNumber(form.annualReturn),
    years: toNumber(form.years),
    inflationRate: toNumber(form.inflationRate),
  });
}

/** The result, or the message saying what is missing (a blank result would leave the visitor guessing). */
function computeOrExplain(form: Form): LumpsumResult {
  const result = compute(form);
  if (!result) throw new Error(MISSING);
  return result;
}

export default function LumpsumCalculator() {
  const { title, description } = entryText('lumpsum-calculator');
  const calc = useCalculation({
    tool: 'lumpsum-calculator',
    defaults: DEFAULTS,
    compute: computeOrExplain,
    caps: { amount: 'amount', annualReturn: 'rate', years: 'years', inflationRate: 'rate' },
    record: (f, r) =>
      logCalculatorUsage('lumpsum-calculator', f, {
        futureValue: r.futureValue,
        totalGains: r.totalGains,
        realValue: r.realValue,
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
            [{ name: 'amount', label: 'Amount invested (₹)', min: 0 }],
            [
              { name: 'annualReturn', label: 'Expected return (% a year)', min: -50 },
              {
                name: 'years',
                label: 'Period (years)',
                min: 0,
                step: 0.5,
                helperText: 'Part years count in whole months',
              },
            ],
            [
              {
                name: 'inflationRate',
                label: 'Inflation (% a year)',
                min: 0,
                helperText: "0 to skip today's-money value",
              },
            ],
          ]}
        />
      }
      result={<LumpsumResultCard result={calc.result} form={shown} stale={calc.stale} />}
    />
  );
}

function LumpsumResultCard({
  result,
  form,
  stale,
}: {
  result: LumpsumResult | null;
  form: Form;
  stale: boolean;
}) {
  if (!result)
    return (
      <ResultCard title="Your investment" printable={false}>
        <ResultPlaceholder>Press Calculate to see what your investment can grow to.</ResultPlaceholder>
      </ResultCard>
    );
  return (
    <ResultCard
      title="Your investment"
      stale={stale}
      printInputs={[
        { label: 'Amount invested', value: textAsRupees(form.amount) },
        { label: 'Expected return', value: textWithUnit(form.annualReturn, '% a year') },
        { label: 'Period', value: textWithUnit(form.years, ' years') },
        { label: 'Inflation', value: textWithUnit(form.inflationRate, '% a year') },
      ]}
    >
      <LumpsumFigures result={result} showReal={toNumber(form.inflationRate) > 0} />
    </ResultCard>
  );
}

/**
 * Memoised (CALC-STATES-7): typing and the card's "updating" mark re-render the card's frame, not the figures,
 * chart and table (they change when the result does).
 */
const LumpsumFigures = memo(function LumpsumFigures({
  result: r,
  showReal,
}: {
  result: LumpsumResult;
  showReal: boolean;
}) {
  return (
    <>
      <StatGrid>
        <ResultStat id="futureValue" label="Future value" value={formatINR(r.futureValue)} emphasis />
        <ResultStat id="invested" label="Amount invested" value={formatINR(r.invested)} />
        <ResultStat id="totalGains" label="Total gains" value={formatINR(r.totalGains)} tone="positive" />
        <ResultStat
          id="realValue"
          label="Value in today's money"
          value={formatINR(r.realValue)}
          hint={showReal ? 'Future value after inflation' : 'Enter inflation to adjust'}
        />
        <ResultStat id="growthMultiple" label="Growth" value={`${formatFixed(r.growthMultiple, 2)}×`} />
      </StatGrid>
      <SavingsGrowth
        title="Amount invested and growth, by year"
        earnedLabel="Growth"
        rows={r.yearly.map((y, i) => ({
          year: y.year,
          invested: r.invested,
          value: y.value,
          earned: y.value - (i === 0 ? r.invested : r.yearly[i - 1]!.value),
        }))}
      />
    </>
  );
});
