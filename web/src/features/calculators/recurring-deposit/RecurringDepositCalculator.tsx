import { memo, useMemo } from 'react';
import { formatINR } from '@36x/common';
import { RD_DEFAULTS, recurringDeposit, type RecurringDepositResult } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { NumberFields } from '../components/NumberFields';
import { RateAsOf, useAdoptRate, useSmallSavingsRate } from '../components/RateAsOf';
import { SelectField } from '../components/SelectField';
import { ResultCard, ResultPlaceholder, ResultStat, StatGrid } from '../components/ResultCard';
import { DepositTdsNote, SavingsGrowth } from '../components/SavingsGrowth';
import { entryText } from '../registry';
import { pickOption, textAsRupees, textWithUnit, toNumber } from '../parse';
import { useCalculation } from '../use-calculation';
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

/** The result, or the message saying what is missing (a blank result would leave the visitor guessing). */
function computeOrExplain(form: Form): RecurringDepositResult {
  const result = compute(form);
  if (!result) throw new Error(MISSING);
  return result;
}

export default function RecurringDepositCalculator() {
  const { title, description } = entryText('recurring-deposit');
  // The rate defaults to the Post Office 5-year RD rate in force (CALC-RATES-2).
  const inForce = useSmallSavingsRate('rd');
  const defaults = useMemo(() => ({ ...DEFAULTS, annualRate: String(inForce.rate) }), [inForce.rate]);
  const calc = useCalculation({
    tool: 'recurring-deposit',
    defaults,
    compute: computeOrExplain,
    caps: { monthlyDeposit: 'amount', annualRate: 'rate', tenureMonths: 'months' },
    restore: (f) => ({ ...f, senior: pickOption(f.senior, SENIOR, DEFAULTS.senior) }),
    record: (f, r) =>
      logCalculatorUsage('recurring-deposit', f, {
        maturityAmount: r.maturityAmount,
        totalDeposited: r.totalDeposited,
        totalInterest: r.totalInterest,
        tdsApplies: r.tds.applies,
      }),
  });
  useAdoptRate(calc, inForce.rate);
  const { form } = calc;
  const shown = calc.shown;
  const error = calc.error;

  return (
    <CalculatorLayout
      title={title}
      description={description}
      submitLabel="Calculate"
      onSubmit={calc.calculate}
      error={error}
      form={
        <>
          <NumberFields
            {...calc.fields}
            rows={[
              [{ name: 'monthlyDeposit', label: 'Monthly deposit (₹)', min: 0, range: [500, 2_00_000, 500] }],
              [
                { name: 'annualRate', label: 'Interest rate (% a year)', min: 0 },
                {
                  name: 'tenureMonths',
                  label: 'Tenure (months)',
                  min: 1,
                  step: 1,
                  range: [6, 120, 3],
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
            onChange={calc.choose('senior')}
          />
          <RateAsOf
            inForce={inForce}
            what="the Post Office 5-year recurring deposit rate"
            testId="rd-rate-source"
            after="Banks set their own RD rates: enter your bank's."
          />
        </>
      }
      result={<RdResultCard result={calc.result} form={shown} stale={calc.stale} />}
    />
  );
}

function RdResultCard({
  result,
  form,
  stale,
}: {
  result: RecurringDepositResult | null;
  form: Form;
  stale: boolean;
}) {
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
      stale={stale}
      printInputs={[
        { label: 'Monthly deposit', value: textAsRupees(form.monthlyDeposit) },
        { label: 'Interest rate', value: textWithUnit(form.annualRate, '% a year') },
        { label: 'Tenure', value: `${r.tenureMonths} months` },
      ]}
    >
      <RdFigures result={r} />
    </ResultCard>
  );
}

/**
 * Memoised (CALC-STATES-7): typing and the card's "updating" mark re-render the card's frame, not the figures,
 * chart and table (they change when the result does).
 */
const RdFigures = memo(function RdFigures({ result: r }: { result: RecurringDepositResult }) {
  return (
    <>
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
    </>
  );
});
