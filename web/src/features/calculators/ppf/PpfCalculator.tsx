import { useState } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { formatINR, formatIndiaDate } from '@36x/common';
import { PPF_DEFAULTS, PPF_RULES, ppf, ppfInputError, ppfRateOn, type PpfResult } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { NumberFields } from '../components/NumberFields';
import { SelectField } from '../components/SelectField';
import { ResultCard, ResultPlaceholder, ResultStat, StatGrid } from '../components/ResultCard';
import { SavingsGrowth } from '../components/SavingsGrowth';
import { entryText } from '../registry';
import { pickOption, textAsRupees, textWithUnit, toNumber } from '../parse';
import { useQueryInputs } from '../use-query-inputs';
import { logCalculatorUsage } from '../usage-log';

/** The rate in force today, from the dated rules (common/src/finance/rules/deposits.ts). */
const CURRENT = ppfRateOn(new Date().toISOString());

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
  annualRate: String(CURRENT.rate),
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

export default function PpfCalculator() {
  const { title, description } = entryText('ppf-calculator');
  const query = useQueryInputs('ppf-calculator', DEFAULTS);
  const [form, setForm] = useState<Form>(() => query.restored ?? DEFAULTS);
  const [result, setResult] = useState<PpfResult | null>(() =>
    query.restored ? ppf(inputOf(query.restored)) : null,
  );
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const calculate = () => {
    const input = inputOf(form);
    const message = ppfInputError(input);
    const next = message ? null : ppf(input);
    setError(message);
    setResult(next);
    if (!next) return query.clear();
    query.save(form);
    logCalculatorUsage('ppf-calculator', form, {
      maturityAmount: next.maturityAmount,
      totalDeposited: next.totalDeposited,
      totalInterest: next.totalInterest,
    });
  };

  const citation = CURRENT.citation;
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
              [
                {
                  name: 'yearlyDeposit',
                  label: 'Yearly deposit (₹)',
                  min: 500,
                  helperText: '₹500 to ₹1,50,000 a financial year',
                },
              ],
              [{ name: 'annualRate', label: 'Interest rate (% a year)', min: 0 }],
            ]}
          />
          <SelectField
            label="Period"
            value={form.years}
            options={YEARS}
            onChange={(v) => setForm((f) => ({ ...f, years: v }))}
          />
          <Box sx={{ fontSize: 13, color: 'text.secondary' }} data-testid="ppf-rate-source">
            {`${CURRENT.rate}% is the rate notified for PPF${CURRENT.confirmed ? '' : ' in the latest notification we have checked'}`}
            {` (${citation.law}; `}
            <Link href={citation.source} target="_blank" rel="noopener noreferrer">
              source
            </Link>
            {`). ${CURRENT.confirmed ? 'The government reviews it every quarter.' : (citation.note ?? '')}`}
          </Box>
        </>
      }
      result={<PpfResultCard result={result} form={form} />}
    />
  );
}

function PpfResultCard({ result, form }: { result: PpfResult | null; form: Form }) {
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
      printInputs={[
        { label: 'Yearly deposit', value: textAsRupees(form.yearlyDeposit) },
        { label: 'Interest rate', value: textWithUnit(form.annualRate, '% a year') },
        { label: 'Period', value: `${r.years} years` },
        { label: 'Rules as of', value: formatIndiaDate(new Date().toISOString().slice(0, 10), 'long') },
      ]}
    >
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
    </ResultCard>
  );
}
