import { memo } from 'react';
import { Alert } from '@mui/material';
import { formatINR, formatPercent } from '@36x/common';
import {
  DTAA_COUNTRIES,
  DTAA_DEFAULTS,
  DTAA_INCOME_TYPES,
  dtaaCalculator,
  type DtaaCountry,
  type DtaaIncomeType,
  type AgeGroup,
  type DtaaResult,
  taxRulesFor,
  type TaxRegime,
} from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { AGE_OPTIONS, TAX_YEAR_OPTIONS } from '../tax-year-options';
import { ResultCard, ResultStat, StatGrid } from '../components/ResultCard';
import { RulesNote } from '../components/RulesNote';
import { textAsRupees, toNumber } from '../parse';
import { useRulesCalculation, type RulesEdits } from '../use-tax-rules';

const DEFAULTS = {
  foreignIncome: '',
  country: DTAA_DEFAULTS.country as DtaaCountry,
  foreignTax: '',
  incomeType: DTAA_DEFAULTS.incomeType as DtaaIncomeType,
  capitalGainsTerm: DTAA_DEFAULTS.capitalGainsTerm as 'short' | 'long',
  taxYear: String(DTAA_DEFAULTS.taxYear) as '2025' | '2026',
  regime: DTAA_DEFAULTS.regime as TaxRegime,
  /** The old regime's slabs (and the unused exemption set off against gains) depend on age (CALC-DTAA-1). */
  ageGroup: 'below60' as AgeGroup,
  otherIndianIncome: '',
  /** Foreign salary: 'yes' when an Indian salary in the other income already took the standard deduction. */
  standardDeductionUsed: 'no' as 'no' | 'yes',
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
const REGIME_OPTIONS = [
  { value: 'new' as const, label: 'New regime' },
  { value: 'old' as const, label: 'Old regime' },
];
const SD_OPTIONS = [
  { value: 'no' as const, label: 'No: take it from this salary' },
  { value: 'yes' as const, label: 'Yes: an Indian salary already used it' },
];
const TERM_OPTIONS = [
  { value: 'long' as const, label: 'Held more than 24 months' },
  { value: 'short' as const, label: 'Held 24 months or less' },
];

/** The drop-downs' options: a link's choice not among them becomes the default's. */
const CHOICES = {
  country: COUNTRY_OPTIONS,
  incomeType: INCOME_OPTIONS,
  capitalGainsTerm: TERM_OPTIONS,
  taxYear: TAX_YEAR_OPTIONS,
  regime: REGIME_OPTIONS,
  ageGroup: AGE_OPTIONS,
  standardDeductionUsed: SD_OPTIONS,
};

function compute(form: Form, edits: RulesEdits | null = null): DtaaResult | null {
  const taxYear = form.taxYear === '2025' ? 2025 : 2026;
  return dtaaCalculator(
    {
      foreignIncome: toNumber(form.foreignIncome),
      country: form.country,
      foreignTax: toNumber(form.foreignTax),
      incomeType: form.incomeType,
      capitalGainsTerm: form.capitalGainsTerm,
      taxYear,
      regime: form.regime,
      ageGroup: form.ageGroup,
      otherIndianIncome: toNumber(form.otherIndianIncome),
      standardDeductionUsed: form.standardDeductionUsed === 'yes',
    },
    edits?.get(taxYear),
  );
}

/** The holding period's help, with the chosen year's rules in force (an admin's edit included). */
function longTermHelp(form: Form, edits: RulesEdits | null): string {
  const year = form.taxYear === '2025' ? 2025 : 2026;
  const cg = (edits?.get(year) ?? taxRulesFor(year)!).capitalGains;
  return `Foreign shares are long-term after ${cg.holdingMonths.value.other} months (${cg.otherLongTermRate.value}%); otherwise slab rates`;
}

/** The result's figures. Memoised (CALC-STATES-7): typing re-renders the form and the card's frame, not these. */
const DtaaFigures = memo(function DtaaFigures({ r }: { r: DtaaResult | null }) {
  return (
    <>
      <StatGrid>
        <ResultStat
          id="netTaxPayable"
          label="Tax still payable in India"
          value={formatINR(r?.netTaxPayable ?? 0)}
          emphasis
        />
        <ResultStat id="indianTax" label="Indian tax on this income" value={formatINR(r?.indianTax ?? 0)} />
        <ResultStat id="foreignTaxPaid" label="Foreign tax paid" value={formatINR(r?.foreignTaxPaid ?? 0)} />
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
        <ResultStat
          id="indianRate"
          label={r?.rateBasis === 'capital-gains' ? 'Capital-gains rate in India' : 'Average Indian tax rate'}
          value={formatPercent(r?.indianRate ?? 0)}
          hint="With surcharge and cess"
        />
      </StatGrid>
      {r && (
        <>
          <Alert severity="info" sx={{ mt: 2, mb: 1.5 }}>
            {r.explanation}
          </Alert>
          <RulesNote yearLabel={r.yearLabel} law={r.law} asOf={r.rulesAsOf} reported={r.reportedValues} />
        </>
      )}
    </>
  );
});

export default function DtaaCalculator() {
  const { calc, edits } = useRulesCalculation(compute, {
    tool: 'dtaa-calculator',
    defaults: DEFAULTS,
    // Without foreign income there is nothing to compute: the card says so (CALC-STATES-8).
    missing: 'Enter the foreign income, above 0.',
    choices: CHOICES,
    caps: { foreignIncome: 'amount', foreignTax: 'amount', otherIndianIncome: 'amount' },
    usage: (r) => ({
      indianTax: r.indianTax,
      foreignTaxPaid: r.foreignTaxPaid,
      dtaaRelief: r.dtaaRelief,
      effectiveTaxRate: r.effectiveTaxRate,
      netTaxPayable: r.netTaxPayable,
    }),
  });
  const { form } = calc;
  const shown = calc.shown;
  const r = calc.result;
  return (
    <CalculatorLayout
      calc={calc}
      submitLabel="Calculate relief"
      rows={[
        [
          { name: 'country', label: 'Country', options: COUNTRY_OPTIONS },
          { name: 'incomeType', label: 'Type of income', options: INCOME_OPTIONS },
        ],
        ...(form.incomeType === 'capital-gains'
          ? [
              [
                {
                  name: 'capitalGainsTerm',
                  label: 'Holding period',
                  options: TERM_OPTIONS,
                  helperText: longTermHelp(form, edits),
                },
              ] as const,
            ]
          : []),
        ...(form.incomeType === 'salary'
          ? [
              [
                {
                  name: 'standardDeductionUsed',
                  label: 'Standard deduction already claimed?',
                  options: SD_OPTIONS,
                  helperText:
                    'One standard deduction per person per year (s. 16(ia)), whichever salary it comes from',
                },
              ] as const,
            ]
          : []),
        [
          {
            name: 'foreignIncome',
            label: 'Foreign income (₹)',
            min: 0,
            helperText: 'Converted at the SBI TT buying rate (Rule 115)',
          },
        ],
        [{ name: 'foreignTax', label: 'Tax paid abroad (₹)', min: 0, range: [0, 50_00_000, 10_000] }],
        [
          { name: 'taxYear', label: 'Year', options: TAX_YEAR_OPTIONS },
          { name: 'regime', label: 'Your tax regime', options: REGIME_OPTIONS },
        ],
        [{ name: 'ageGroup', label: 'Your age', options: AGE_OPTIONS }],
        [
          {
            name: 'otherIndianIncome',
            label: 'Other income in India (₹)',
            min: 0,
            helperText: 'Taxable at slab rates, after deductions; sets your rate of Indian tax',
          },
        ],
      ]}
      result={
        <ResultCard
          title="Foreign tax credit"
          calc={calc}
          printInputs={[
            { label: 'Country', value: DTAA_COUNTRIES[shown.country] },
            { label: 'Type of income', value: DTAA_INCOME_TYPES[shown.incomeType] },
            ...(shown.incomeType === 'capital-gains'
              ? [
                  {
                    label: 'Holding period',
                    value: TERM_OPTIONS.find((o) => o.value === shown.capitalGainsTerm)?.label ?? '',
                  },
                ]
              : []),
            ...(shown.incomeType === 'salary'
              ? [
                  {
                    label: 'Standard deduction already claimed',
                    value: shown.standardDeductionUsed === 'yes' ? 'Yes, on an Indian salary' : 'No',
                  },
                ]
              : []),
            { label: 'Foreign income', value: textAsRupees(shown.foreignIncome) },
            { label: 'Tax paid abroad', value: textAsRupees(shown.foreignTax) },
            { label: 'Year', value: TAX_YEAR_OPTIONS.find((o) => o.value === shown.taxYear)?.label ?? '' },
            { label: 'Regime', value: shown.regime === 'old' ? 'Old regime' : 'New regime' },
            { label: 'Age', value: AGE_OPTIONS.find((o) => o.value === shown.ageGroup)?.label ?? '' },
            { label: 'Other income in India', value: textAsRupees(shown.otherIndianIncome) },
          ]}
        >
          <DtaaFigures r={r} />
        </ResultCard>
      }
    />
  );
}
