import { useState } from 'react';
import { Typography } from '@mui/material';
import { formatINR } from '@36x/common';
import { RD_DEFAULTS, recurringDeposit, type RecurringDepositResult } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { NumberFields } from '../components/NumberFields';
import { SelectField } from '../components/SelectField';
import { ResultCard, ResultPlaceholder, ResultStat, StatGrid } from '../components/ResultCard';
import { DepositTdsNote, SavingsGrowth } from '../components/SavingsGrowth';
import { entryText } from '../registry';
import { textAsRupees, textWithUnit, toNumber } from '../parse';
import { useQueryInputs } from '../use-query-inputs';
import { logCalculatorUsage } from '../usage-log';

const SENIOR = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes (60 or older)' },
] as const;

const DEFAULTS = {
  monthlyDeposit: String(RD_DEFAULTS.monthlyDeposit),
  annualRate: String(RD_DEFAULTS.annualRate),
  tenureMonths: String(RD_DEFAULTS.tenureMonths),
  senior: 'no' as 'no' | 'yes',
};
type Form = typeof DEFAULTS;

const MISSING = 'Enter a monthly deposit, an interest rate and the number of months.';

function compute(form: Form): RecurringDepositResult | null {
  return recurringDeposit({
    monthlyDeposit: toNumber(form.monthlyDeposit),
    annualRate: toNumber(form.annualRate),
    tenureMonths: toNumber(form.tenureMonths),
    seniorCitizen: form.senior === 'yes',
  });
}

export default function RecurringDepositCalculator() {
  const { title, description } = entryText('recurring-deposit');
  const query = useQueryInputs('recurring-deposit', DEFAULTS);
  const [form, setForm] = useState<Form>(() => query.restored ?? DEFAULTS);
  const [result, setResult] = useState<RecurringDepositResult | null>(() =>
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
    logCalculatorUsage('recurring-deposit', form, {
      maturityAmount: next.maturityAmount,
      totalDeposited: next.totalDeposited,
      totalInterest: next.totalInterest,
      tdsApplies: next.tds.applies,
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
        <>
          <NumberFields
            values={form}
            onChange={set}
            rows={[
              [{ name: 'monthlyDeposit', label: 'Monthly deposit (₹)', min: 0 }],
              [
                { name: 'annualRate', label: 'Interest rate (% a year)', min: 0 },
                {
                  name: 'tenureMonths',
                  label: 'Tenure (months)',
                  min: 1,
                  step: 1,
                  helperText: 'India Post: 60 months',
                },
              ],
            ]}
          />
          <SelectField
            label="Senior citizen"
            helperText="Higher TDS threshold"
            value={form.senior}
            options={SENIOR}
            onChange={(v) => setForm((f) => ({ ...f, senior: v }))}
          />
        </>
      }
      result={<RdResultCard result={result} form={form} />}
    />
  );
}

function RdResultCard({ result, form }: { result: RecurringDepositResult | null; form: Form }) {
  if (!result)
    return (
      <ResultCard title="Your recurring deposit" printable={false}>
        <ResultPlaceholder>Press Calculate to see what your monthly deposits add up to.</ResultPlaceholder>
      </ResultCard>
    );
  const r = result;
  return (
    <ResultCard
      title="Your recurring deposit"
      printInputs={[
        { label: 'Monthly deposit', value: textAsRupees(form.monthlyDeposit) },
        { label: 'Interest rate', value: textWithUnit(form.annualRate, '% a year') },
        { label: 'Tenure', value: `${r.tenureMonths} months` },
      ]}
    >
      <StatGrid>
        <ResultStat
          id="maturityAmount"
          label="Maturity amount"
          value={formatINR(r.maturityAmount)}
          emphasis
        />
        <ResultStat id="totalDeposited" label="Total deposited" value={formatINR(r.totalDeposited)} />
        <ResultStat
          id="totalInterest"
          label="Interest earned"
          value={formatINR(r.totalInterest)}
          tone="positive"
        />
      </StatGrid>
      <DepositTdsNote tds={r.tds} />
      <SavingsGrowth
        title="Deposits and interest, by year"
        rows={r.yearly.map((y) => ({
          year: y.year,
          invested: y.deposited,
          value: y.balance,
          earned: y.interest,
        }))}
      />
    </ResultCard>
  );
}
