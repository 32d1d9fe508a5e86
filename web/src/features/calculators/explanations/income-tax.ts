import { formatINR } from '@36x/common';
import {
  incomeTaxComparison,
  latestTaxRules,
  type IncomeTaxComparison,
  type IncomeTaxInput,
  type TaxYearRules,
} from '@36x/common/finance';
import { amountInWords, slabsInWords } from './rules-words';
import type { CalculatorExplanation, ExampleLine } from './types';
import { workedExample } from './worked-example';

/** The worked example: a salaried person in Mumbai with the usual old-regime deductions, tax year 2026-27. */
export const INCOME_TAX_EXAMPLE = {
  taxYear: 2026,
  ageGroup: 'below60',
  salary: 1_800_000,
  basicSalary: 900_000,
  hraReceived: 360_000,
  rentPaid: 300_000,
  metroCity: true,
  section80C: 150_000,
  npsOwn: 50_000,
  healthInsuranceSelf: 25_000,
} satisfies IncomeTaxInput;

/** The example's result lines, as the calculator shows them: with the shipped rules and after an edit to its year. */
const exampleResults = (r: IncomeTaxComparison): ExampleLine[] => [
  { label: 'Tax under the new regime', value: formatINR(r.new.totalTax) },
  { label: 'Tax under the old regime', value: formatINR(r.old.totalTax) },
  { label: 'You save with the better regime', value: formatINR(r.difference) },
  { label: 'Old regime taxable income', value: formatINR(r.old.taxableIncome) },
  { label: 'New regime taxable income', value: formatINR(r.new.taxableIncome) },
];

/**
 * The explanation with the rules in force (CALC-TAXRULES-4): the slabs, standard deductions, limits, rebate, surcharge
 * and cess it quotes are the latest year's (an admin's saved edit over the shipped rules), and the worked example is
 * recomputed when its year is edited.
 */
export function incomeTaxExplanation(
  edits: ReadonlyMap<number, TaxYearRules> = new Map(),
): CalculatorExplanation {
  const latest = latestTaxRules();
  const y = edits.get(latest.startYear) ?? latest;
  const old = y.oldRegime;
  const neu = y.newRegime;
  const bands = old.surcharge.value;
  const newTop = Math.max(...neu.surcharge.value.map((b) => b.rate));
  const oldOnly = bands.filter((b) => b.rate > newTop);
  const shared = bands.filter((b) => b.rate <= newTop);
  const hra = old.hraSalaryShare.value;
  const formula = [
    `Old regime: salary − HRA exemption (the least of HRA received, rent − ${hra.rentAboveSalaryPercent}% of basic + DA, and ${hra.metro}% of basic + DA in a metro or ${hra.other}% elsewhere) − standard deduction of ${formatINR(old.standardDeduction.value)}.`,
    `Old regime: add other income, subtract home-loan interest on a self-occupied house (up to ${formatINR(old.homeLoanInterest.value)}), then 80C (up to ${formatINR(old.section80C.value)}), own NPS under 80CCD(1B) (up to ${formatINR(old.section80CCD1B.value)}) and health insurance under 80D.`,
    `New regime: salary − standard deduction of ${formatINR(neu.standardDeduction.value)} + other income; the old regime’s deductions are not allowed.`,
    `Taxable income is rounded to the nearest ₹10, and tax is computed on the regime’s slabs (${y.label}, new regime: ${slabsInWords(neu.slabs.value)}).`,
    `Rebate under 87A: the whole tax up to ${amountInWords(neu.rebate.value.incomeUpTo)} of taxable income in the new regime (with marginal relief just above it), up to ${formatINR(old.rebate.value.maxRebate)} up to ${amountInWords(old.rebate.value.incomeUpTo)} in the old regime.`,
    `Surcharge of ${shared.map((b) => `${b.rate}%`).join(', ')}${oldOnly.length ? ` (and ${oldOnly.map((b) => `${b.rate}%`).join(', ')} in the old regime)` : ''} above ${bands.map((b) => amountInWords(b.above)).join(', ')}, with marginal relief; then ${y.cess.value}% health and education cess on tax plus surcharge, rounded to the nearest ₹10.`,
  ];
  const edited = edits.get(INCOME_TAX_EXAMPLE.taxYear);
  if (!edited) return { ...INCOME_TAX_TEXT, formula };
  const r = incomeTaxComparison(INCOME_TAX_EXAMPLE, edited);
  return {
    ...INCOME_TAX_TEXT,
    formula,
    example: { ...INCOME_TAX_TEXT.example, results: exampleResults(r), note: exampleNote(r) },
  };
}

/** The example's note, from its figures. */
function exampleNote(r: IncomeTaxComparison): string | undefined {
  const claimed = formatINR(r.old.hraExemption + r.old.deductions.total + r.old.homeLoanInterest);
  if (r.better === 'new')
    return `Even with ${claimed} of HRA exemption and deductions, the old regime costs more here: the new regime’s lower rates outweigh them.`;
  if (r.better === 'old')
    return `With ${claimed} of HRA exemption and deductions, the old regime costs less here: they outweigh the new regime’s lower rates.`;
  return undefined;
}

const INCOME_TAX_TEXT: CalculatorExplanation = {
  name: 'income tax calculator',
  what: [
    'A resident individual can choose between two ways of computing income tax each year. The new regime (the default, section 115BAC of the 1961 Act, section 202 of the Income-tax Act, 2025) has lower rates but allows few deductions; the old regime has higher rates but allows HRA, 80C, 80D, NPS and home-loan interest.',
    'The calculator works out the tax both ways for FY 2025-26 or tax year 2026-27, shows every step side by side, and tells you which regime costs less and by how much.',
  ],
  // Written from the rules in force by incomeTaxExplanation.
  formula: [],
  assumptions: [
    'For a resident individual with salary and other income taxed at slab rates. Capital gains, lottery and other special-rate income are not included.',
    'Employer NPS contributions (80CCD(2)), let-out property, and deductions other than 80C, 80CCD(1B) and 80D are not included.',
    'Tax year 2026-27 uses the Income-tax Act, 2025; Budget 2026 is reported to keep FY 2025-26’s slabs and limits, and the page marks those values as reported until confirmed from the Finance Act, 2026.',
    'Rates, slabs and limits come from the dated rules of each year, with their law, section and source shown under the result.',
  ],
  example: workedExample(INCOME_TAX_EXAMPLE, incomeTaxComparison, (ex, r) => ({
    heading: 'Example: ₹18 lakh salary in Mumbai with the usual deductions',
    inputs: [
      { label: 'Year', value: 'Tax year 2026-27' },
      { label: 'Gross salary', value: formatINR(ex.salary) },
      { label: 'Basic + DA', value: formatINR(ex.basicSalary) },
      { label: 'HRA received', value: formatINR(ex.hraReceived) },
      { label: 'Rent paid (metro)', value: formatINR(ex.rentPaid) },
      { label: '80C investments', value: formatINR(ex.section80C) },
      { label: 'Own NPS, 80CCD(1B)', value: formatINR(ex.npsOwn) },
      { label: 'Health insurance, self and family', value: formatINR(ex.healthInsuranceSelf) },
    ],
    results: exampleResults(r),
    note: exampleNote(r),
  })),
};

/** The explanation with the shipped rules: the server's HTML and the first render. */
export const INCOME_TAX_EXPLANATION: CalculatorExplanation = incomeTaxExplanation();
