import { formatINR } from '@36x/common';
import {
  incomeTaxComparison,
  latestTaxRules,
  TAX_RULE_YEARS,
  type IncomeTaxComparison,
  type IncomeTaxInput,
  type TaxYearRules,
} from '@36x/common/finance';
import { amountInWords, slabsInWords } from './rules-words';
import type { CalculatorExplanation, ExampleLine, FaqEntry } from './types';
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
  const faq = incomeTaxFaq(y);
  if (!edited) return { ...INCOME_TAX_TEXT, formula, faq };
  const r = incomeTaxComparison(INCOME_TAX_EXAMPLE, edited);
  return {
    ...INCOME_TAX_TEXT,
    formula,
    faq,
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

/** The questions visitors ask, answered with the latest year's rules in force (an admin's saved edit included). */
function incomeTaxFaq(y: TaxYearRules): FaqEntry[] {
  const old = y.oldRegime;
  const neu = y.newRegime;
  const d = old.section80D.value;
  const hra = old.hraSalaryShare.value;
  const zeroTaxSalary = neu.rebate.value.incomeUpTo + neu.standardDeduction.value;
  return [
    {
      question: 'Which regime should I choose, old or new?',
      answer: `The one that costs you less, which depends on your deductions: the calculator works out both and shows the difference. The new regime is the default and has lower rates (${y.label}: ${slabsInWords(neu.slabs.value)}); the old regime has higher rates but allows HRA, 80C, 80D, NPS and home-loan interest. Salaried people can choose afresh every year when they file.`,
    },
    {
      question: 'Up to what income is no tax payable in the new regime?',
      answer: `The rebate under section 87A takes away the whole tax on taxable income up to ${amountInWords(neu.rebate.value.incomeUpTo)} in the new regime (${y.label}), with marginal relief just above it. With the ${formatINR(neu.standardDeduction.value)} standard deduction, a salary of up to ${formatINR(zeroTaxSalary)} with no other income pays no tax. Income taxed at special rates, such as capital gains on shares, does not get this rebate.`,
    },
    {
      question: 'Which deductions does the old regime allow that the new one does not?',
      answer: `HRA exemption, 80C investments up to ${formatINR(old.section80C.value)}, your own NPS under 80CCD(1B) up to ${formatINR(old.section80CCD1B.value)}, health insurance under 80D and interest on a home loan for a self-occupied house up to ${formatINR(old.homeLoanInterest.value)}. Both regimes give salaried people a standard deduction: ${formatINR(old.standardDeduction.value)} in the old and ${formatINR(neu.standardDeduction.value)} in the new.`,
    },
    {
      question: 'How much health insurance can I deduct under 80D?',
      answer: `In the old regime, up to ${formatINR(d.self)} a year for yourself, your spouse and children (${formatINR(d.selfSenior)} if you are 60 or older), and another ${formatINR(d.parents)} for your parents (${formatINR(d.parentsSenior)} if either is 60 or older). The new regime allows no 80D deduction.`,
    },
    {
      question: 'How is the HRA exemption worked out?',
      answer: `It is the least of three amounts: the HRA you receive; the rent you pay minus ${hra.rentAboveSalaryPercent}% of basic salary plus DA; and ${hra.metro}% of basic plus DA in Mumbai, Delhi, Kolkata or Chennai (${hra.other}% elsewhere). It is allowed only in the old regime.`,
    },
    {
      question: 'Why is my employer’s TDS different from this figure?',
      answer:
        'Your employer estimates the year’s tax from the salary it pays and the declarations and proofs you give it; it does not know your other income, and it spreads the tax over the remaining months. The calculator taxes the whole year’s figures you enter, so the tax you finally owe, and any refund, is the calculator’s figure rather than the sum of the monthly TDS.',
    },
    {
      question: 'Which year’s rules does the calculator use?',
      answer: `You choose the year: ${TAX_RULE_YEARS.map((r) => `${r.label} (${r.law})`).join(' or ')}. Every rate, slab and limit comes from that year’s dated rules, with its law, section and source shown under the result; surcharge and ${y.cess.value}% health and education cess are included.`,
    },
  ];
}

const INCOME_TAX_TEXT: CalculatorExplanation = {
  name: 'income tax calculator',
  faq: incomeTaxFaq(latestTaxRules()),
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
