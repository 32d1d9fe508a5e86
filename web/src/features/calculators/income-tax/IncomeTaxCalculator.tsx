import { memo } from 'react';
import {
  Alert,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatINR, formatPercent } from '@36x/common';
import {
  incomeTaxComparison,
  taxRulesFor,
  type AgeGroup,
  type IncomeTaxComparison,
  type RegimeTax,
  type TaxRuleYear,
  type TaxYearRules,
} from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { AGE_OPTIONS, TAX_YEAR_OPTIONS } from '../tax-year-options';
import { NumberFields, type NumberFieldRowSpec } from '../components/NumberFields';
import { Badge, ResultCard, ResultStat, StatGrid } from '../components/ResultCard';
import { RulesNote } from '../components/RulesNote';
import { TableScroller } from '../components/TableScroller';
import { textAsRupees, toNumber } from '../parse';
import { useRulesCalculation, type RulesEdits } from '../use-tax-rules';

/** The form as text (inputs stay text until calculated, CALC-INCOMETAX); the year defaults to the current tax year. */
const DEFAULTS = {
  taxYear: '2026' as `${TaxRuleYear}`,
  ageGroup: 'below60' as AgeGroup,
  salary: '',
  otherIncome: '',
  basicSalary: '',
  hraReceived: '',
  rentPaid: '',
  metroCity: 'no' as 'yes' | 'no',
  section80C: '',
  npsOwn: '',
  healthInsuranceSelf: '',
  healthInsuranceParents: '',
  parentsSenior: 'no' as 'yes' | 'no',
  homeLoanInterest: '',
};
type Form = typeof DEFAULTS;

export const INCOME_TAX_EMPTY_ERROR = 'Please enter your salary or other income.';

const YES_NO = [
  { value: 'no' as const, label: 'No' },
  { value: 'yes' as const, label: 'Yes' },
];

/** The drop-downs' options: a link's choice not among them becomes the default's. */
const CHOICES = {
  taxYear: TAX_YEAR_OPTIONS,
  ageGroup: AGE_OPTIONS,
  metroCity: YES_NO,
  parentsSenior: YES_NO,
};

/** Without salary or other income the calculation is refused with its message (shown above the form). */
function compute(form: Form, edits: RulesEdits | null = null): IncomeTaxComparison {
  const salary = toNumber(form.salary);
  const otherIncome = toNumber(form.otherIncome);
  if (!(salary > 0) && !(otherIncome > 0)) throw new Error(INCOME_TAX_EMPTY_ERROR);
  const taxYear = form.taxYear === '2025' ? 2025 : 2026;
  return incomeTaxComparison(
    {
      taxYear,
      ageGroup: form.ageGroup,
      salary,
      otherIncome,
      basicSalary: toNumber(form.basicSalary),
      hraReceived: toNumber(form.hraReceived),
      rentPaid: toNumber(form.rentPaid),
      metroCity: form.metroCity === 'yes',
      section80C: toNumber(form.section80C),
      npsOwn: toNumber(form.npsOwn),
      healthInsuranceSelf: toNumber(form.healthInsuranceSelf),
      healthInsuranceParents: toNumber(form.healthInsuranceParents),
      parentsSenior: form.parentsSenior === 'yes',
      homeLoanInterest: toNumber(form.homeLoanInterest),
    },
    edits?.get(taxYear),
  );
}

/** The rows of the side-by-side table: label and the figure of one regime. */
const ROWS: { label: string; value: (r: RegimeTax) => number; minus?: boolean }[] = [
  { label: 'Gross income', value: (r) => r.grossIncome },
  { label: 'HRA exemption', value: (r) => r.hraExemption, minus: true },
  { label: 'Standard deduction', value: (r) => r.standardDeduction, minus: true },
  { label: 'Home-loan interest', value: (r) => r.homeLoanInterest, minus: true },
  { label: 'Deductions (80C, 80CCD(1B), 80D)', value: (r) => r.deductions.total, minus: true },
  { label: 'Taxable income', value: (r) => r.taxableIncome },
  { label: 'Tax on slabs', value: (r) => r.taxOnSlabs },
  { label: 'Rebate (87A)', value: (r) => r.rebate, minus: true },
  { label: 'Surcharge', value: (r) => r.surcharge },
  { label: 'Health and education cess', value: (r) => r.cess },
  { label: 'Total tax', value: (r) => r.totalTax },
];

function money(value: number, minus?: boolean): string {
  return minus && value > 0 ? `−${formatINR(value)}` : formatINR(value);
}

function verdict(r: IncomeTaxComparison): string {
  if (r.better === 'equal') return 'Both regimes give the same tax.';
  const name = r.better === 'new' ? 'The new regime' : 'The old regime';
  return `${name} saves you ${formatINR(r.difference)} in ${r.yearLabel}.`;
}

/** The old regime's HRA and deduction fields, their limits from the year's rules in force. */
function oldRegimeRows(rules: TaxYearRules | undefined): NumberFieldRowSpec<keyof Form & string>[] {
  return [
    [
      {
        name: 'basicSalary',
        label: 'Basic + DA for the year (₹)',
        min: 0,
        range: [0, 50_00_000, 10_000],
      },
      { name: 'hraReceived', label: 'HRA received (₹)', min: 0, range: [0, 5_00_000, 1_000] },
    ],
    [
      { name: 'rentPaid', label: 'Rent paid (₹)', min: 0, range: [0, 5_00_000, 1_000] },
      {
        name: 'metroCity',
        label: 'Metro city',
        options: YES_NO,
        helperText: 'Mumbai, Delhi, Kolkata, Chennai',
      },
    ],
    [
      {
        name: 'section80C',
        label: '80C investments (₹)',
        min: 0,
        helperText: `PPF, ELSS, EPF, life cover; limit ${formatINR(rules?.oldRegime.section80C.value ?? 0)}`,
        range: [0, 1_50_000, 1_000],
      },
      {
        name: 'npsOwn',
        label: 'Own NPS, 80CCD(1B) (₹)',
        min: 0,
        helperText: `Limit ${formatINR(rules?.oldRegime.section80CCD1B.value ?? 0)}`,
        range: [0, 50_000, 1_000],
      },
    ],
    [
      {
        name: 'healthInsuranceSelf',
        label: 'Health insurance, self and family (₹)',
        min: 0,
        helperText: '80D',
        range: [0, 1_00_000, 1_000],
      },
      {
        name: 'healthInsuranceParents',
        label: 'Health insurance, parents (₹)',
        min: 0,
        helperText: '80D',
        range: [0, 1_00_000, 1_000],
      },
    ],
    [
      { name: 'parentsSenior', label: 'A parent is 60 or over', options: YES_NO },
      {
        name: 'homeLoanInterest',
        label: 'Home-loan interest (₹)',
        min: 0,
        helperText: `Self-occupied; limit ${formatINR(rules?.oldRegime.homeLoanInterest.value ?? 0)}`,
        range: [0, 5_00_000, 1_000],
      },
    ],
  ];
}

/** The comparison's figures. Memoised (CALC-STATES-7): typing re-renders the form and the card's frame, not these. */
const IncomeTaxFigures = memo(function IncomeTaxFigures({ r }: { r: IncomeTaxComparison | null }) {
  return (
    <>
      <StatGrid>
        <ResultStat
          id="newRegimeTax"
          label="Tax under the new regime"
          value={formatINR(r?.new.totalTax ?? 0)}
          hint={r ? `${formatPercent(r.new.effectiveRate)} of gross income` : undefined}
        />
        <ResultStat
          id="oldRegimeTax"
          label="Tax under the old regime"
          value={formatINR(r?.old.totalTax ?? 0)}
          hint={r ? `${formatPercent(r.old.effectiveRate)} of gross income` : undefined}
        />
        <ResultStat
          id="difference"
          label="You save with the better regime"
          value={formatINR(r?.difference ?? 0)}
          tone={r && r.difference > 0 ? 'positive' : 'neutral'}
          emphasis
        />
      </StatGrid>
      {r && (
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <Alert severity="success" data-testid="income-tax-verdict">
            {verdict(r)}
          </Alert>
          <TableScroller label="Old and new regime, step by step">
            <Table
              size="small"
              aria-label="Old and new regime, step by step"
              sx={{
                '& td, & th': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.8rem', sm: '0.875rem' } },
                '& td': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
              }}
            >
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Step
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Old regime
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    New regime
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {ROWS.map((row) => (
                  <TableRow key={row.label}>
                    <TableCell component="th" scope="row">
                      {row.label}
                    </TableCell>
                    <TableCell align="right">{money(row.value(r.old), row.minus)}</TableCell>
                    <TableCell align="right">{money(row.value(r.new), row.minus)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
          <RulesNote yearLabel={r.yearLabel} law={r.law} asOf={r.rulesAsOf} reported={r.reportedValues} />
          <Typography variant="caption" color="text.secondary">
            For a resident individual with salary and other income at slab rates. Capital gains, employer NPS,
            let-out property and other deductions are not included. Taxable income and tax are rounded to the
            nearest ₹10 as the Act requires.
          </Typography>
        </Stack>
      )}
    </>
  );
});

export default function IncomeTaxCalculator() {
  const { calc, edits } = useRulesCalculation(compute, {
    tool: 'income-tax',
    defaults: DEFAULTS,
    choices: CHOICES,
    caps: {
      salary: 'amount',
      otherIncome: 'amount',
      basicSalary: 'amount',
      hraReceived: 'amount',
      rentPaid: 'amount',
      section80C: 'amount',
      npsOwn: 'amount',
      healthInsuranceSelf: 'amount',
      healthInsuranceParents: 'amount',
      homeLoanInterest: 'amount',
    },
    usage: (next) => ({
      oldRegimeTax: next.old.totalTax,
      newRegimeTax: next.new.totalTax,
      betterRegime: next.better,
      difference: next.difference,
    }),
  });
  const { form, error } = calc;
  const shown = calc.shown;
  const r = calc.result;
  const rules = edits?.get(Number(form.taxYear)) ?? taxRulesFor(Number(form.taxYear));
  return (
    <CalculatorLayout
      calc={calc}
      submitLabel="Compare regimes"
      above={
        error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )
      }
      rows={[
        [
          {
            name: 'taxYear',
            label: 'Year',
            options: TAX_YEAR_OPTIONS,
            helperText: taxRulesFor(Number(form.taxYear))?.law,
          },
          { name: 'ageGroup', label: 'Your age', options: AGE_OPTIONS },
        ],
        [
          {
            name: 'salary',
            label: 'Gross salary for the year (₹)',
            min: 0,
            helperText: 'Including HRA and bonus',
            range: [0, 50_00_000, 10_000],
          },
          {
            name: 'otherIncome',
            label: 'Other income (₹)',
            min: 0,
            helperText: 'Interest, rent, etc.; not capital gains',
            range: [0, 50_00_000, 10_000],
          },
        ],
      ]}
      form={
        <>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, pt: 1 }}>
            Old regime only: HRA and deductions
          </Typography>
          <NumberFields {...calc.fields} rows={oldRegimeRows(rules)} />
          <Typography variant="body2" color="text.secondary">
            To fill in on paper: the{' '}
            <Link href="/guides/tax-optimization-worksheet.pdf" download="tax-optimization-worksheet.pdf">
              Tax Optimization Worksheet (PDF)
            </Link>
            , with the same year&rsquo;s slabs and deductions.
          </Typography>
        </>
      }
      result={
        <ResultCard
          title="Old vs new regime"
          calc={calc}
          badge={
            r &&
            r.better !== 'equal' && (
              <Badge label={`${r.better === 'new' ? 'New' : 'Old'} regime better`} color="success" />
            )
          }
          printInputs={[
            { label: 'Year', value: TAX_YEAR_OPTIONS.find((o) => o.value === shown.taxYear)?.label ?? '' },
            { label: 'Age', value: AGE_OPTIONS.find((o) => o.value === shown.ageGroup)?.label ?? '' },
            { label: 'Gross salary', value: textAsRupees(shown.salary) },
            { label: 'Other income', value: textAsRupees(shown.otherIncome) },
            { label: 'Basic + DA', value: textAsRupees(shown.basicSalary) },
            { label: 'HRA received', value: textAsRupees(shown.hraReceived) },
            { label: 'Rent paid', value: textAsRupees(shown.rentPaid) },
            { label: '80C', value: textAsRupees(shown.section80C) },
            { label: 'NPS 80CCD(1B)', value: textAsRupees(shown.npsOwn) },
            { label: '80D self and family', value: textAsRupees(shown.healthInsuranceSelf) },
            { label: '80D parents', value: textAsRupees(shown.healthInsuranceParents) },
            { label: 'Home-loan interest', value: textAsRupees(shown.homeLoanInterest) },
          ]}
        >
          <IncomeTaxFigures r={r} />
        </ResultCard>
      }
    />
  );
}
