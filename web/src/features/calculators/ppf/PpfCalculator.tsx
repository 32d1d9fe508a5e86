import { memo, useMemo } from 'react';
import { formatINR, formatIndiaDate } from '@36x/common';
import { PPF_DEFAULTS, PPF_RULES, ppf, ppfInputError, type PpfResult } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { NumberFields } from '../components/NumberFields';
import { RateAsOf, useAdoptRate, useSmallSavingsRate } from '../components/RateAsOf';
import { SelectField } from '../components/SelectField';
import { ResultCard, ResultPlaceholder, ResultStat, StatGrid } from '../components/ResultCard';
import { SavingsGrowth } from '../components/SavingsGrowth';
import { entryText } from '../registry';
import { pickOption, textAsRupees, textWithUnit, toNumber } from '../parse';
import { useCalculation } from '../use-calculation';
import { logCalculatorUsage } from '../usage-log';

const { termYears, extensionYears } = PPF_RULES.value;
const YEARS = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => {
  const years = String(termYears + k * extensionYears);
  return {
    value: years,
    label: k === 0 ? `${years} years (full term)` : `${years} years (extended ${k * extensionYears})`,
  };
});

const DEFAULTS = {
  yearlyDeposit: String(PPF_DEFAULTS.yearlyDeposit),
  // The rate in force today replaces this once the page runs (CALC-RATES-2).
  annualRate: '',
  years: String(PPF_DEFAULTS.years),
};
type Form = typeof DEFAULTS;

function inputOf(form: Form) {
  return {
    yearlyDeposit: toNumber(form.yearlyDeposit),
    annualRate: toNumber(form.annualRate),
    years: Number(pickOption(form.years, YEARS, DEFAULTS.years)),
  };
}

/** The PPF projection, or the message for inputs the scheme does not allow. */
function computeOrExplain(form: Form): PpfResult {
  const input = inputOf(form);
  const message = ppfInputError(input);
  const result = message ? null : ppf(input);
  if (!result) throw new Error(message ?? 'Enter the yearly deposit and the rate.');
  return result;
}

export default function PpfCalculator() {
  const { title, description } = entryText('ppf-calculator');
  const inForce = useSmallSavingsRate('ppf');
  const defaults = useMemo(() => ({ ...DEFAULTS, annualRate: String(inForce.rate) }), [inForce.rate]);
  const calc = useCalculation({
    tool: 'ppf-calculator',
    defaults,
    compute: computeOrExplain,
    caps: { yearlyDeposit: 'amount', annualRate: 'rate' },
    restore: (f) => ({ ...f, years: pickOption(f.years, YEARS, DEFAULTS.years) }),
    record: (f, r) =>
      logCalculatorUsage('ppf-calculator', f, {
        maturityAmount: r.maturityAmount,
        totalDeposited: r.totalDeposited,
        totalInterest: r.totalInterest,
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
              [
                {
                  name: 'yearlyDeposit',
                  label: 'Yearly deposit (₹)',
                  min: 500,
                  range: [500, 1_50_000, 500],
                  helperText: '₹500 to ₹1,50,000 a financial year',
                },
              ],
              [{ name: 'annualRate', label: 'Interest rate (% a year)', min: 0 }],
            ]}
          />
          <SelectField label="Period" value={form.years} options={YEARS} onChange={calc.choose('years')} />
          <RateAsOf inForce={inForce} what="the PPF rate" testId="ppf-rate-source" />
        </>
      }
      result={<PpfResultCard result={calc.result} form={shown} stale={calc.stale} />}
    />
  );
}

function PpfResultCard({ result, form, stale }: { result: PpfResult | null; form: Form; stale: boolean }) {
  if (!result)
    return (
      <ResultCard title="Your PPF account" printable={false}>
        <ResultPlaceholder>Press Calculate to see your PPF balance at maturity.</ResultPlaceholder>
      </ResultCard>
    );
  const r = result;
  return (
    <ResultCard
      title="Your PPF account"
      stale={stale}
      printInputs={[
        { label: 'Yearly deposit', value: textAsRupees(form.yearlyDeposit) },
        { label: 'Interest rate', value: textWithUnit(form.annualRate, '% a year') },
        { label: 'Period', value: `${r.years} years` },
        { label: 'Rules as of', value: formatIndiaDate(new Date().toISOString().slice(0, 10), 'long') },
      ]}
    >
      <PpfFigures result={r} />
    </ResultCard>
  );
}

/**
 * Memoised (CALC-STATES-7): typing and the card's "updating" mark re-render the card's frame, not the figures,
 * chart and table (they change when the result does).
 */
const PpfFigures = memo(function PpfFigures({ result: r }: { result: PpfResult }) {
  return (
    <>
      <StatGrid>
        <ResultStat
          id="maturityAmount"
          label="Maturity amount"
          value={formatINR(r.maturityAmount)}
          hint="Tax-free, s. 10(11)"
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
