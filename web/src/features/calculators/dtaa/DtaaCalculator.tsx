import { useState } from 'react';
import { Alert } from '@mui/material';
import { formatINR, formatPercent } from '@36x/common';
import {
  DTAA_COUNTRIES,
  DTAA_DEFAULTS,
  DTAA_INCOME_TYPES,
  dtaaCalculator,
  INDIAN_TAX_SLABS,
  type DtaaCountry,
  type DtaaIncomeType,
  type DtaaResult,
} from '@36x/common/finance';
import { CalculatorLayout, FieldRow } from '../components/CalculatorLayout';
import { NumberField } from '../components/NumberField';
import { SelectField } from '../components/SelectField';
import { ResultCard, ResultStat, StatGrid } from '../components/ResultCard';
import { entryText } from '../registry';
import { textAsRupees, toNumber } from '../parse';
import { useQueryInputs } from '../use-query-inputs';
import { logCalculatorUsage } from '../usage-log';

const DEFAULTS = {
  foreignIncome: '',
  country: DTAA_DEFAULTS.country as DtaaCountry,
  foreignTax: '',
  indianTaxSlab: String(DTAA_DEFAULTS.indianTaxSlab),
  incomeType: DTAA_DEFAULTS.incomeType as DtaaIncomeType,
};
type Form = typeof DEFAULTS;

const COUNTRY_OPTIONS = (Object.keys(DTAA_COUNTRIES) as DtaaCountry[]).map((value) => ({
  value,
  label: DTAA_COUNTRIES[value],
}));
const INCOME_OPTIONS = (Object.keys(DTAA_INCOME_TYPES) as DtaaIncomeType[]).map((value) => ({
  value,
  label: DTAA_INCOME_TYPES[value],
}));
const SLAB_OPTIONS = INDIAN_TAX_SLABS.map((slab) => ({ value: String(slab), label: `${slab}%` }));

function compute(form: Form): DtaaResult | null {
  return dtaaCalculator({
    foreignIncome: toNumber(form.foreignIncome),
    country: form.country,
    foreignTax: toNumber(form.foreignTax),
    indianTaxSlab: toNumber(form.indianTaxSlab),
    incomeType: form.incomeType,
  });
}

export default function DtaaCalculator() {
  const { title, description } = entryText('dtaa-calculator');
  const query = useQueryInputs('dtaa-calculator', DEFAULTS);
  const [form, setForm] = useState<Form>(() => query.restored ?? DEFAULTS);
  const [result, setResult] = useState<DtaaResult | null>(() =>
    query.restored ? compute(query.restored) : null,
  );
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const calculate = () => {
    const next = compute(form);
    // 001 §5 shows no DTAA validation; without foreign income there is nothing to compute (§8: silently).
    if (!next) return;
    setResult(next);
    query.save(form);
    logCalculatorUsage('dtaa-calculator', form, {
      indianTax: next.indianTax,
      foreignTaxPaid: next.foreignTaxPaid,
      dtaaRelief: next.dtaaRelief,
      effectiveTaxRate: next.effectiveTaxRate,
      netTaxPayable: next.netTaxPayable,
    });
  };

  const r = result;
  return (
    <CalculatorLayout
      title={title}
      description={description}
      submitLabel="Calculate relief"
      onSubmit={calculate}
      form={
        <>
          <FieldRow>
            <SelectField
              label="Country"
              value={form.country}
              options={COUNTRY_OPTIONS}
              onChange={(v) => setForm((f) => ({ ...f, country: v }))}
            />
            <SelectField
              label="Type of income"
              value={form.incomeType}
              options={INCOME_OPTIONS}
              onChange={(v) => setForm((f) => ({ ...f, incomeType: v }))}
            />
          </FieldRow>
          <NumberField
            label="Foreign income (₹)"
            value={form.foreignIncome}
            onChange={set('foreignIncome')}
            min={0}
            helperText="Converted at the SBI TT buying rate (Rule 115)"
          />
          <NumberField
            label="Tax paid abroad (₹)"
            value={form.foreignTax}
            onChange={set('foreignTax')}
            min={0}
          />
          <SelectField
            label="Your Indian tax slab"
            value={form.indianTaxSlab}
            options={SLAB_OPTIONS}
            onChange={set('indianTaxSlab')}
          />
        </>
      }
      result={
        <ResultCard
          title="Foreign tax credit"
          printable={!!r}
          printInputs={[
            { label: 'Country', value: DTAA_COUNTRIES[form.country] },
            { label: 'Type of income', value: DTAA_INCOME_TYPES[form.incomeType] },
            { label: 'Foreign income', value: textAsRupees(form.foreignIncome) },
            { label: 'Tax paid abroad', value: textAsRupees(form.foreignTax) },
            { label: 'Indian tax slab', value: `${form.indianTaxSlab}%` },
          ]}
        >
          <StatGrid>
            <ResultStat
              id="netTaxPayable"
              label="Tax still payable in India"
              value={formatINR(r?.netTaxPayable ?? 0)}
              emphasis
            />
            <ResultStat
              id="indianTax"
              label="Indian tax on this income"
              value={formatINR(r?.indianTax ?? 0)}
            />
            <ResultStat
              id="foreignTaxPaid"
              label="Foreign tax paid"
              value={formatINR(r?.foreignTaxPaid ?? 0)}
            />
            <ResultStat
              id="dtaaRelief"
              label="DTAA relief (credit)"
              value={formatINR(r?.dtaaRelief ?? 0)}
              tone={r && r.dtaaRelief > 0 ? 'positive' : 'neutral'}
            />
            <ResultStat
              id="effectiveTaxRate"
              label="Total tax rate"
              value={formatPercent(r?.effectiveTaxRate ?? 0)}
              hint="Foreign + Indian tax ÷ income"
            />
          </StatGrid>
          {r && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {r.explanation}
            </Alert>
          )}
        </ResultCard>
      }
    />
  );
}
