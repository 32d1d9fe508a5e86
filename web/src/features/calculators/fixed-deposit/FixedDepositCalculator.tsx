import { useState } from 'react';
import { Typography } from '@mui/material';
import { formatINR, formatPercent } from '@36x/common';
import { FD_DEFAULTS, fixedDeposit, type FdPayout, type FixedDepositResult } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { NumberFields } from '../components/NumberFields';
import { SelectField } from '../components/SelectField';
import { ResultCard, ResultPlaceholder, ResultStat, StatGrid } from '../components/ResultCard';
import { DepositTdsNote, SavingsGrowth } from '../components/SavingsGrowth';
import { entryText } from '../registry';
import { pickOption, textAsRupees, textWithUnit, toNumber } from '../parse';
import { useQueryInputs } from '../use-query-inputs';
import { logCalculatorUsage } from '../usage-log';

const PAYOUTS = [
  { value: 'cumulative', label: 'Reinvested, paid at maturity (cumulative)' },
  { value: 'quarterly', label: 'Paid out every quarter' },
] as const;
const SENIOR = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes (60 or older)' },
] as const;

const DEFAULTS = {
  principal: String(FD_DEFAULTS.principal),
  annualRate: String(FD_DEFAULTS.annualRate),
  tenureYears: String(Math.floor(FD_DEFAULTS.tenureMonths / 12)),
  tenureMonths: String(FD_DEFAULTS.tenureMonths % 12),
  payout: FD_DEFAULTS.payout as FdPayout,
  senior: 'no' as 'no' | 'yes',
};
type Form = typeof DEFAULTS;

const MISSING = 'Enter a deposit, an interest rate and a tenure of at least one month.';

function compute(form: Form): FixedDepositResult | null {
  return fixedDeposit({
    principal: toNumber(form.principal),
    annualRate: toNumber(form.annualRate),
    tenureMonths: toNumber(form.tenureYears) * 12 + toNumber(form.tenureMonths),
    payout: pickOption(form.payout, PAYOUTS, 'cumulative'),
    seniorCitizen: form.senior === 'yes',
  });
}

export default function FixedDepositCalculator() {
  const { title, description } = entryText('fixed-deposit');
  const query = useQueryInputs('fixed-deposit', DEFAULTS);
  const [form, setForm] = useState<Form>(() => query.restored ?? DEFAULTS);
  const [result, setResult] = useState<FixedDepositResult | null>(() =>
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
    logCalculatorUsage('fixed-deposit', form, {
      maturityAmount: next.maturityAmount,
      totalInterest: next.totalInterest,
      effectiveAnnualYield: next.effectiveAnnualYield,
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
              [{ name: 'principal', label: 'Deposit amount (₹)', min: 0 }],
              [{ name: 'annualRate', label: 'Interest rate (% a year)', min: 0 }],
              [
                { name: 'tenureYears', label: 'Tenure: years', min: 0, step: 1 },
                { name: 'tenureMonths', label: 'and months', min: 0, step: 1 },
              ],
            ]}
          />
          <SelectField
            label="Interest"
            value={form.payout}
            options={PAYOUTS}
            onChange={(v) => setForm((f) => ({ ...f, payout: v }))}
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
      result={<FdResultCard result={result} form={form} />}
    />
  );
}

function FdResultCard({ result, form }: { result: FixedDepositResult | null; form: Form }) {
  if (!result)
    return (
      <ResultCard title="Your fixed deposit" printable={false}>
        <ResultPlaceholder>Press Calculate to see the maturity amount and the interest.</ResultPlaceholder>
      </ResultCard>
    );
  const r = result;
  return (
    <ResultCard
      title="Your fixed deposit"
      printInputs={[
        { label: 'Deposit', value: textAsRupees(form.principal) },
        { label: 'Interest rate', value: textWithUnit(form.annualRate, '% a year') },
        { label: 'Tenure', value: `${r.tenureMonths} months` },
        { label: 'Interest', value: PAYOUTS.find((p) => p.value === form.payout)?.label ?? '' },
      ]}
    >
      <StatGrid>
        <ResultStat
          id="maturityAmount"
          label="Maturity amount"
          value={formatINR(r.maturityAmount)}
          emphasis
        />
        <ResultStat
          id="totalInterest"
          label="Interest earned"
          value={formatINR(r.totalInterest)}
          tone="positive"
        />
        <ResultStat
          id="effectiveAnnualYield"
          label="Effective yearly yield"
          value={formatPercent(r.effectiveAnnualYield)}
          hint={r.quarterlyPayout === null ? 'Quarterly compounding' : 'Interest paid out, not compounded'}
        />
        {r.quarterlyPayout === null ? (
          <ResultStat id="estimatedTds" label="Estimated TDS" value={formatINR(r.tds.estimatedTds)} />
        ) : (
          <ResultStat id="quarterlyPayout" label="Paid every quarter" value={formatINR(r.quarterlyPayout)} />
        )}
      </StatGrid>
      <DepositTdsNote tds={r.tds} />
      <SavingsGrowth
        title="Deposit and interest, by year"
        rows={r.yearly.map((y, i) => ({
          year: y.year,
          invested: y.deposited,
          earned: y.interest,
          value:
            r.quarterlyPayout === null
              ? y.balance
              : y.deposited + r.yearly.slice(0, i + 1).reduce((s, x) => s + x.interest, 0),
        }))}
      />
    </ResultCard>
  );
}
