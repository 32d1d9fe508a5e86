import { formatINR, formatIndiaDate } from '@36x/common';
import {
  CAPITAL_GAINS_RULE_SETS,
  capitalGainsRuleSetFor,
  CII_FIRST_YEAR,
  EQUITY_LTCG_EXEMPTION_BY_FY,
  costInflationIndex,
  financialYearLabel,
  latestTaxRules,
  ltcgCalculator,
  type CapitalGainsRulesEdits,
  type LtcgInput,
  type LtcgResult,
  parseIsoDate,
  type TaxYearRules,
} from '@36x/common/finance';
import { holdingText } from '../ltcg/holding-text';
import type { CalculatorExplanation, ExampleLine, FaqEntry } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs: units of an equity mutual fund held for four years. */
export const LTCG_EXAMPLE = {
  assetType: 'mutual-fund',
  purchaseDate: '2021-06-15',
  saleDate: '2025-06-16',
  purchasePrice: 500_000,
  salePrice: 800_000,
  improvementCost: 0,
  residentIndividual: true,
} satisfies LtcgInput;

/** The example's result lines, as the calculator shows them: with the shipped rules and after an edit. */
const exampleResults = (r: LtcgResult): ExampleLine[] => [
  { label: 'Tax on this gain', value: formatINR(r.ltcgTax) },
  { label: 'Capital gain', value: formatINR(r.capitalGains) },
  { label: r.indexationUsed ? 'Indexed cost' : 'Cost', value: formatINR(r.indexedCost) },
  { label: 'Exemption used', value: formatINR(r.exemption) },
  { label: 'Taxable gain', value: formatINR(r.taxableGains) },
  { label: 'Tax rate', value: `${r.taxRate}%` },
  { label: 'Term', value: r.isLongTerm ? 'Long-term' : 'Short-term' },
  { label: 'Holding period', value: holdingText(r) },
];

/**
 * The explanation with the rules in force (CALC-TAXRULES-4): the rates, exemption, holding periods and CII it quotes
 * come from the latest year's rules, an admin's saved edit over the shipped ones; the worked example is recomputed
 * when an edit changes it. With no edit it is LTCG_EXPLANATION.
 */
export function ltcgExplanation(edits: CapitalGainsRulesEdits = new Map()): CalculatorExplanation {
  const latest = latestTaxRules();
  const y = edits.get(latest.startYear) ?? latest;
  const cg = y.capitalGains;
  const months = cg.holdingMonths.value;
  const cii = costInflationIndex(latest.startYear, edits);
  const yearText = latest.label.replace(/^Tax year /, '');
  const modern = capitalGainsRuleSetFor(parseIsoDate(latest.effectiveFrom)!, edits).classes;
  const slab = modern.other.shortTermRate;
  const indexedRate = modern.immovable.indexedAlternative?.rate;
  // The rules before 23 July 2024 (fixed history, not editable): the first rule set and its exemptions.
  const early = CAPITAL_GAINS_RULE_SETS[0]!.classes;
  const [firstExemption, laterExemption] = EQUITY_LTCG_EXEMPTION_BY_FY;
  const base = explanationText({
    cess: `The tax is at the base rate only: surcharge and the ${y.cess.value}% health and education cess are not included.`,
    slab: `Tax = taxable gain × rate. Short-term gains on assets other than listed equity are taxed at your slab rate, taken here as ${slab}%.`,
    equity: `Listed equity and equity funds, sold on or after 23 July 2024: long-term when held more than ${months.listed} months and taxed at ${cg.equityLongTermRate.value}% above an exemption of ${formatINR(cg.equityExemption.value)} a financial year; short-term gains are taxed at ${cg.equityShortTermRate.value}% (${y.label}).`,
    other: `Land, buildings and other assets sold on or after 23 July 2024: long-term when held more than ${months.other} months, taxed at ${cg.otherLongTermRate.value}% without indexation. For land or a building bought before 23 July 2024 by a resident individual or HUF, the tax is the lower of that and ${indexedRate}% on the indexed gain.`,
    equityBefore: `Listed equity and equity funds, sold before 23 July 2024: long-term when held more than ${early.equity.longTermAfter} months (counted in calendar months, as the law counts them) and taxed at ${early.equity.longTermRate}% above the exemption (${formatINR(firstExemption.amount)} a year, ${formatINR(laterExemption.amount)} in FY ${financialYearLabel(laterExemption.fromFinancialYear)}); short-term gains at ${early.equity.shortTermRate}%.`,
    otherBefore: `Land, buildings and other assets sold before 23 July 2024: land and buildings were long-term after ${early.immovable.longTermAfter} months and other assets after ${early.other.longTermAfter} months, taxed at ${early.other.longTermRate}% with indexation. Where the specification’s older rule (days held ÷ 365.25) would classify the holding differently, for example across 29 February, the result says so.`,
    cii: cii.reported
      ? `The CII for ${yearText} (${cii.value}) is reported but not yet confirmed from the CBDT notification, and the result says so when it is used; for a year with no CII yet, the latest value is used.`
      : `The CII for ${yearText} is ${cii.value}, as notified by the CBDT; for a year with no CII yet, the latest value is used.`,
  });
  base.faq = ltcgFaq(y, cii);
  if (edits.size === 0) return base;
  // An edit may change the example's figures (a sale in FY 2025-26): recompute them as the widget shows them.
  const r = ltcgCalculator(LTCG_EXAMPLE, edits);
  return { ...base, example: { ...base.example, results: exampleResults(r), note: exampleNote(r) } };
}

/** The example's note, from its figures. */
const exampleNote = (r: LtcgResult) =>
  `The sale falls in FY 2025-26: ${formatINR(r.capitalGains)} of gain less the ${formatINR(r.exemption)} exemption leaves ${formatINR(r.taxableGains)}, taxed at ${r.taxRate}%. Surcharge and cess would be added to the ${formatINR(r.ltcgTax)}.`;

/** The questions visitors ask, answered with the latest year's rules in force (an admin's saved edit included). */
function ltcgFaq(y: TaxYearRules, cii: { value: number; reported: boolean }): FaqEntry[] {
  const cg = y.capitalGains;
  const months = cg.holdingMonths.value;
  const current = CAPITAL_GAINS_RULE_SETS[CAPITAL_GAINS_RULE_SETS.length - 1]!;
  const alt = current.classes.immovable.indexedAlternative;
  const cutOff = formatIndiaDate(CAPITAL_GAINS_RULE_SETS[1]!.effectiveFrom, 'long');
  return [
    {
      question: 'When is a capital gain long-term?',
      answer: `For a sale on or after ${cutOff}: listed shares and equity mutual funds are long-term when held more than ${months.listed} months; land, buildings, gold, unlisted shares and other assets when held more than ${months.other} months (${y.label}). The calculator counts the months from your purchase and sale dates, as the law counts them.`,
    },
    {
      question: 'How much tax is due on gains from shares and equity mutual funds?',
      answer: `Long-term gains are taxed at ${cg.equityLongTermRate.value}% on the part above ${formatINR(cg.equityExemption.value)} in a financial year; short-term gains at ${cg.equityShortTermRate.value}% (${y.label}). The exemption is one limit per person per year across all such sales; the calculator applies it to this sale.`,
    },
    {
      question: 'Is indexation still allowed when I sell a house or land?',
      answer: alt
        ? `Long-term gains on property are taxed at ${cg.otherLongTermRate.value}% without indexation. A resident individual or HUF who bought land or a building before ${formatIndiaDate(alt.acquiredBefore, 'long')} pays the lower of that and ${alt.rate}% on the gain worked out with indexation; the calculator computes both and uses the lower.`
        : `Long-term gains on property are taxed at ${cg.otherLongTermRate.value}% without indexation.`,
    },
    {
      question: 'Which Cost Inflation Index does the calculator use?',
      answer: cii.reported
        ? `The CII notified by the CBDT for each year from ${financialYearLabel(CII_FIRST_YEAR)}; for ${y.label} it uses ${cii.value}, the reported figure, and says so in the result until the notification confirms it.`
        : `The CII notified by the CBDT for each year from ${financialYearLabel(CII_FIRST_YEAR)}; for ${y.label} it is ${cii.value}.`,
    },
    {
      question: 'Does the tax shown include surcharge and cess?',
      answer: `No. It is the tax at the base rate. Your return adds surcharge where your income is high (capped at ${cg.surchargeCap.value}% on these gains) and ${y.cess.value}% health and education cess on tax plus surcharge.`,
    },
    {
      question: 'How are debt funds and short-term gains on property taxed?',
      answer: `Short-term gains on assets other than listed equity are added to your income and taxed at your slab rate; the calculator assumes the top rate, ${current.classes.other.shortTermRate}%. Debt mutual funds bought from 1 April 2023 are taxed at slab rates however long they are held, which this calculator does not model.`,
    },
  ];
}

/** The lines that quote a rate of the rules in force, put in their places in LTCG_TEXT. */
type RulesLines = Record<
  'equity' | 'other' | 'equityBefore' | 'otherBefore' | 'cii' | 'cess' | 'slab',
  string
>;

function explanationText(rules: RulesLines): CalculatorExplanation {
  const fill = (line: string) => (line in rules ? rules[line as keyof RulesLines] : line);
  return { ...LTCG_TEXT, formula: LTCG_TEXT.formula.map(fill), assumptions: LTCG_TEXT.assumptions.map(fill) };
}

/** The explanation's text; the lines named by a key of RulesLines are written from the rules in force. */
const LTCG_TEXT: CalculatorExplanation = {
  name: 'capital gains tax calculator',
  // Replaced by ltcgExplanation with the rules in force.
  faq: [],
  what: [
    'The calculator works out the tax on the gain from one sale: listed shares, an equity mutual fund, land or a building, or another asset such as gold or unlisted shares. From the purchase and sale dates it decides whether the gain is short-term or long-term and applies the rules in force on the sale date.',
    'Sales before 23 July 2024 follow the earlier rules; sales from that date follow the Income-tax Act, 1961 as amended by the Finance (No. 2) Act, 2024 (sections 111A, 112, 112A); sales from 1 April 2026 fall under the Income-tax Act, 2025 (sections 196, 197, 198) at the same rates. Where indexation applies, the purchase cost is raised with the Cost Inflation Index (CII) notified by the Central Board of Direct Taxes.',
  ],
  formula: [
    'Capital gain = sale price − purchase price − cost of improvement and transfer expenses.',
    'equity',
    'equityBefore',
    'other',
    'otherBefore',
    'Indexed cost = purchase price × CII of the sale year ÷ CII of the purchase year (improvements are indexed from their own year); taxable gain = sale price − indexed cost.',
    'slab',
  ],
  assumptions: [
    'cess',
    'The equity exemption is one limit per person per financial year across all such gains; the calculator applies it to this one sale.',
    '“Equity mutual fund” means an equity-oriented fund. Debt funds bought from 1 April 2023 are taxed at slab rates whatever the holding period, which this calculator does not model.',
    'For listed shares bought before 1 February 2018, enter the grandfathered cost as the purchase price; for assets bought before 1 April 2001, their fair market value on that date.',
    'Set-off of losses, carried-forward losses and reinvestment exemptions are not modelled.',
    'cii',
  ],
  example: workedExample(LTCG_EXAMPLE, ltcgCalculator, (ex, r) => ({
    heading: 'Example: equity mutual fund units held for four years',
    inputs: [
      { label: 'Asset', value: 'Equity mutual fund' },
      { label: 'Purchase date', value: formatIndiaDate(ex.purchaseDate, 'long') },
      { label: 'Sale date', value: formatIndiaDate(ex.saleDate, 'long') },
      { label: 'Purchase price', value: formatINR(ex.purchasePrice) },
      { label: 'Sale price', value: formatINR(ex.salePrice) },
      { label: 'Improvement and sale costs', value: formatINR(ex.improvementCost) },
    ],
    results: exampleResults(r),
    note: exampleNote(r),
  })),
};

/** The explanation with the shipped rules: the server's HTML and the first render. */
export const LTCG_EXPLANATION: CalculatorExplanation = ltcgExplanation();
