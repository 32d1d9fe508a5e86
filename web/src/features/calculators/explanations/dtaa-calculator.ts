import { formatINR, formatPercent } from '@36x/common';
import {
  DTAA_COUNTRIES,
  DTAA_INCOME_TYPES,
  dtaaCalculator,
  latestTaxRules,
  type DtaaInput,
  type DtaaResult,
  type TaxYearRules,
} from '@36x/common/finance';
import { amountInWords } from './rules-words';
import type { CalculatorExplanation, ExampleLine, FaqEntry } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs: dividends from US shares, on top of a ₹20 lakh income in India, new regime. */
export const DTAA_EXAMPLE = {
  country: 'usa',
  incomeType: 'dividend',
  foreignIncome: 100_000,
  foreignTax: 25_000,
  taxYear: 2026,
  regime: 'new',
  otherIndianIncome: 2_000_000,
} satisfies DtaaInput;

/** The example's result lines, as the calculator shows them: with the shipped rules and after an edit to its year. */
const exampleResults = (r: DtaaResult): ExampleLine[] => [
  { label: 'Tax still payable in India', value: formatINR(r.netTaxPayable) },
  { label: 'Indian tax on this income', value: formatINR(r.indianTax) },
  { label: 'Foreign tax paid', value: formatINR(r.foreignTaxPaid) },
  { label: 'DTAA relief (credit)', value: formatINR(r.dtaaRelief) },
  { label: 'Total tax rate', value: formatPercent(r.effectiveTaxRate) },
  { label: 'Average Indian tax rate', value: formatPercent(r.indianRate) },
];

/**
 * The explanation with the rules in force (CALC-TAXRULES-4): the cess, the special rate on foreign long-term gains, its
 * surcharge cap, the basic exemption limits and the standard deductions it quotes are the latest year's (an admin's
 * saved edit over the shipped rules), and the set-off figure and the worked example are the calculator's with them.
 */
export function dtaaExplanation(edits: ReadonlyMap<number, TaxYearRules> = new Map()): CalculatorExplanation {
  const latest = latestTaxRules();
  const y = edits.get(latest.startYear) ?? latest;
  const cg = y.capitalGains;
  const oldSlabs = y.oldRegime.slabs.value;
  const exemption = (slabs: readonly { upTo: number | null }[]) => amountInWords(slabs[0]!.upTo ?? 0);
  // The set-off example of the formula (s. 112(1) proviso): ₹20 lakh of gains with ₹1 lakh of other income.
  const setOff = dtaaCalculator(
    {
      foreignIncome: 2_000_000,
      country: 'germany',
      foreignTax: 400_000,
      incomeType: 'capital-gains',
      capitalGainsTerm: 'long',
      regime: 'new',
      taxYear: DTAA_EXAMPLE.taxYear,
      otherIndianIncome: 100_000,
    },
    y,
  );
  const newExemption = y.newRegime.slabs.value[0]!.upTo ?? 0;
  const lines: Record<string, string> = {
    tax: `Indian tax on all income = tax on the regime’s slabs − rebate (87A) + surcharge (with marginal relief) + ${y.cess.value}% cess, for the chosen year.`,
    gains: `Long-term capital gains on foreign assets (held more than ${cg.holdingMonths.value.other} months) are taxed at their own rate instead: ${cg.otherLongTermRate.value}% without indexation, surcharge capped at ${cg.surchargeCap.value}%, plus cess. When your other income is below the basic exemption limit (${exemption(y.newRegime.slabs.value)} in the new regime; ${exemption(oldSlabs.below60)}, ${exemption(oldSlabs.senior)} or ${exemption(oldSlabs.superSenior)} by age in the old), the unused part is set off against the gain first (section 112(1), proviso; section 197(2) of the Income-tax Act, 2025): ₹20 lakh of gains with ₹1 lakh of other income is taxed on ${amountInWords(2_000_000 - Math.max(0, newExemption - 100_000))}, ${formatINR(setOff?.indianTax ?? 0)} with cess (${y.label}).`,
    salary: `A foreign salary gets the standard deduction (${formatINR(y.newRegime.standardDeduction.value)} new regime, ${formatINR(y.oldRegime.standardDeduction.value)} old; section 16(ia)) unless you say an Indian salary in your other income has already used it: there is one per person per year.`,
  };
  const formula = DTAA_TEXT.formula.map((f) => lines[f] ?? f);
  const edited = edits.get(DTAA_EXAMPLE.taxYear);
  const r = edited && dtaaCalculator(DTAA_EXAMPLE, edited);
  const faq = dtaaFaq(y);
  if (!r) return { ...DTAA_TEXT, formula, faq };
  return {
    ...DTAA_TEXT,
    formula,
    faq,
    example: { ...DTAA_TEXT.example, results: exampleResults(r), note: exampleNote(DTAA_EXAMPLE, r) },
  };
}

/** The example's note, from its figures. */
function exampleNote(ex: typeof DTAA_EXAMPLE, r: DtaaResult): string {
  const total = `On ${amountInWords(ex.foreignIncome + ex.otherIndianIncome)} the new regime’s tax is ${formatINR(r.totalIndianTax)} with cess, an average of ${formatPercent(r.indianRate)}: ${formatINR(r.indianTax)} of it falls on the dividend.`;
  const withheld = `${formatPercent((ex.foreignTax / ex.foreignIncome) * 100, 0)} withheld in the United States`;
  return r.unrelievedForeignTax > 0
    ? `${total} The ${withheld} is more, so India credits ${formatINR(r.dtaaRelief)} and nothing more is due; the other ${formatINR(r.unrelievedForeignTax)} is not refunded.`
    : `${total} India credits the ${withheld} (${formatINR(r.dtaaRelief)}), and ${formatINR(r.netTaxPayable)} more is due here.`;
}

/** The questions visitors ask, answered with the latest year's rules in force (an admin's saved edit included). */
function dtaaFaq(y: TaxYearRules): FaqEntry[] {
  const cg = y.capitalGains;
  return [
    {
      question: 'How much credit does India give for tax paid abroad?',
      answer: `The lower of the foreign tax you paid and the Indian tax on the same income. The Indian tax on it is your average rate of Indian tax (slabs, rebate, surcharge and ${y.cess.value}% cess on all your income, ${y.label}) times the foreign income; the calculator works it out for the regime you choose.`,
    },
    {
      question: 'Is foreign tax above the Indian tax refunded?',
      answer:
        'No. The credit stops at the Indian tax on that income; India neither refunds the excess nor lets it reduce tax on other income. Only the foreign country can refund its own tax, for example when its treaty allows a lower withholding rate.',
    },
    {
      question: 'How do I claim the foreign tax credit?',
      answer:
        'File Form 67 with the income tax department, with proof of the foreign tax paid, on or before the date you file your return (Rule 128). Report the foreign income in your return, converted to rupees at the SBI telegraphic transfer buying rate (Rule 115).',
    },
    {
      question: 'What if India has no tax treaty with the country?',
      answer: `You still get relief: section 91 of the Income-tax Act, 1961 (carried into the Income-tax Act, 2025) gives unilateral relief for tax paid in a country without a treaty, worked out in the same way. Choose “${DTAA_COUNTRIES.other}” as the country.`,
    },
    {
      question: 'How are gains on foreign shares or property taxed in India?',
      answer: `Gains on assets held more than ${cg.holdingMonths.value.other} months are long-term, taxed at ${cg.otherLongTermRate.value}% without indexation, with surcharge capped at ${cg.surchargeCap.value}% and ${y.cess.value}% cess (${y.label}); shorter holdings are taxed at your slab rate. Foreign shares are not listed in India, so the equity exemption and rates for Indian shares do not apply.`,
    },
    {
      question: 'Does the calculator check the treaty’s withholding rate?',
      answer:
        'No. It takes the foreign tax as paid. Many treaties cap the tax on dividends, interest or royalties at a lower rate; if more was withheld, claim the difference back from the foreign tax authority, because India will not credit it.',
    },
  ];
}

/** The explanation's text; the formula lines named by a key of `lines` (dtaaExplanation) are written from the rules. */
const DTAA_TEXT: CalculatorExplanation = {
  name: 'DTAA relief calculator',
  // Replaced by dtaaExplanation with the rules in force.
  faq: [],
  what: [
    'A resident of India is taxed in India on income earned anywhere in the world. When that income has already been taxed in another country, India gives credit for the foreign tax so the same income is not taxed twice in full: under a double taxation avoidance agreement (DTAA) with that country (section 90 of the Income-tax Act, 1961), or by unilateral relief where there is no treaty (section 91); the Income-tax Act, 2025 carries both over from tax year 2026-27.',
    'The calculator taxes the foreign income together with your other Indian income under the regime and year you choose, finds the Indian tax on the foreign income, and credits the foreign tax up to it (Rule 128).',
  ],
  formula: [
    'tax',
    'Average rate of Indian tax = that tax on your slab-rate income ÷ that income; the Indian tax on the foreign income = foreign income × average rate.',
    'gains',
    'salary',
    'Relief (foreign tax credit) = the lower of the foreign tax paid and the Indian tax on that income; tax still payable in India on it = Indian tax − relief, never below ₹0.',
    'Total tax rate = (foreign tax paid + tax still payable in India) ÷ foreign income × 100.',
  ],
  assumptions: [
    'For a resident individual. Other income in India is entered after deductions and is taxed at slab rates; other special-rate income is not included.',
    'The income and the foreign tax are entered in rupees, converted at the SBI telegraphic transfer buying rate (Rule 115).',
    'Foreign tax above the Indian tax on the same income is not credited or refunded in India.',
    'Treaty rate limits (for example a lower withholding rate on dividends or interest) are not checked: the foreign tax is taken as paid.',
    'The credit is claimed by filing Form 67 with the income tax department (Rule 128).',
  ],
  example: workedExample(DTAA_EXAMPLE, dtaaCalculator, (ex, r) => ({
    heading: 'Example: dividends from US shares',
    inputs: [
      { label: 'Country', value: DTAA_COUNTRIES[ex.country] },
      { label: 'Type of income', value: DTAA_INCOME_TYPES[ex.incomeType] },
      { label: 'Foreign income', value: formatINR(ex.foreignIncome) },
      { label: 'Tax paid abroad', value: formatINR(ex.foreignTax) },
      { label: 'Year and regime', value: 'Tax year 2026-27, new regime' },
      { label: 'Other income in India', value: formatINR(ex.otherIndianIncome) },
    ],
    results: exampleResults(r),
    note: exampleNote(ex, r),
  })),
};

/** The explanation with the shipped rules: the server's HTML and the first render. */
export const DTAA_EXPLANATION: CalculatorExplanation = dtaaExplanation();
