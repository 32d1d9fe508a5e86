import { useState } from 'react';
import { Typography } from '@mui/material';
import { formatFixed, formatINR } from '@36x/common';
import { LUMPSUM_DEFAULTS, lumpsum, type LumpsumResult } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { NumberFields } from '../components/NumberFields';
import { ResultCard, ResultPlaceholder, ResultStat, StatGrid } from '../components/ResultCard';
import { SavingsGrowth } from '../components/SavingsGrowth';
import { entryText } from '../registry';
import { textAsRupees, textWithUnit, toNumber } from '../parse';
import { useQueryInputs } from '../use-query-inputs';
import { logCalculatorUsage } from '../usage-log';

const DEFAULTS = {
  amount: String(LUMPSUM_DEFAULTS.amount),
  annualReturn: String(LUMPSUM_DEFAULTS.annualReturn),
  years: String(LUMPSUM_DEFAULTS.years),
  inflationRate: String(LUMPSUM_DEFAULTS.inflationRate),
};
type Form = typeof DEFAULTS;

const MISSING = 'Enter the amount invested and a period of at least one whole year.';

function compute(form: Form): LumpsumResult | null {
  return lumpsum({
    amount: toNumber(form.amount),
    annualReturn: toNumber(form.annualReturn),
    years: toNumber(form.years),
    inflationRate: toNumber(form.inflationRate),
  });
}

export default function LumpsumCalculator() {
  const { title, description } = entryText('lumpsum-calculator');
  const query = useQueryInputs('lumpsum-calculator', DEFAULTS);
  const [form, setForm] = useState<Form>(() => query.restored ?? DEFAULTS);
  const [result, setResult] = useState<LumpsumResult | null>(() =>
    query.restored ? compute(query.restored) : null,
  );
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const calculate = () => {
    const next = compute(form);
    setResult(next);
    setError(next ? null : MISSING);
    if (!next) return query.clear();
    query.save(form);
    logCalculatorUsage('lumpsum-calculator', form, {
      futureValue: next.futureValue,
      totalGains: next.totalGains,
      realValue: next.realValue,
    });
  };

  return (
    <CalculatorLayout
      title={title}
      description={description}
      submitLabel="Calculate"
      onSubmit={calculate}
      above={
        error && (
          <Typography role="alert" color="error" sx={{ fontWeight: 600, mb: 2 }}>
            {error}
          </Typography>
        )
      }
      form={
        <NumberFields
          values={form}
          onChange={set}
          rows={[
            [{ name: 'amount', label: 'Amount invested (₹)', min: 0 }],
            [
              { name: 'annualReturn', label: 'Expected return (% a year)', min: 0 },
              { name: 'years', label: 'Period (years)', min: 0, step: 1 },
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
      result={<LumpsumResultCard result={result} form={form} />}
    />
  );
}

function LumpsumResultCard({ result, form }: { result: LumpsumResult | null; form: Form }) {
  if (!result)
    return (
      <ResultCard title="Your investment" printable={false}>
        <ResultPlaceholder>Press Calculate to see what your investment can grow to.</ResultPlaceholder>
      </ResultCard>
    );
  const r = result;
  return (
    <ResultCard
      title="Your investment"
      printInputs={[
        { label: 'Amount invested', value: textAsRupees(form.amount) },
        { label: 'Expected return', value: textWithUnit(form.annualReturn, '% a year') },
        { label: 'Period', value: textWithUnit(form.years, ' years') },
        { label: 'Inflation', value: textWithUnit(form.inflationRate, '% a year') },
      ]}
    >
      <StatGrid>
        <ResultStat id="futureValue" label="Future value" value={formatINR(r.futureValue)} emphasis />
        <ResultStat id="invested" label="Amount invested" value={formatINR(r.invested)} />
        <ResultStat id="totalGains" label="Total gains" value={formatINR(r.totalGains)} tone="positive" />
        <ResultStat
          id="realValue"
          label="Value in today's money"
          value={formatINR(r.realValue)}
          hint={
            toNumber(form.inflationRate) > 0 ? 'Future value after inflation' : 'Enter inflation to adjust'
          }
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
    </ResultCard>
  );
}
