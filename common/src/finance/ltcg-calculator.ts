/**
 * Capital gains tax on one sale (CALC-LTCG), date-aware:
 * - a sale before 23 July 2024 follows the rules of the specification (CALC-LTCG-2), with holding periods counted in calendar
 *   months as s. 2(42A) counts them (the specification's days / 365.25 is reported where it gives another answer);
 * - a sale from 23 July 2024 follows the Income-tax Act, 1961 as amended by the Finance (No. 2) Act 2024
 *   (ss. 111A, 112, 112A);
 * - a sale from 1 April 2026 follows the Income-tax Act, 2025 (ss. 196, 197, 198), at the rates of the year's rules.
 *
 * The rates, holding periods, exemption and CII come from the dated rules (./rules): {@link CAPITAL_GAINS_RULE_SETS}
 * is built from them, the exemption from {@link equityExemptionForFinancialYear}, the CII from costInflationIndexOf.
 * Surcharge and cess are out of scope ({@link capitalGainsScopeNote}).
 *
 * Not modelled: the full exemption of listed-equity LTCG before 1 April 2018 (old s. 10(38)); the 31 January 2018
 * grandfathering of equity cost (enter the grandfathered cost as purchasePrice); s. 50AA, which makes gains on debt
 * funds bought from 1 April 2023 short-term at any holding period; set-off of losses and the per-year aggregation of
 * the equity exemption across several sales.
 */
import {
  type CalendarDate,
  addMonths,
  compareDates,
  completeMonthsBetween,
  dayNumber,
  financialYearLabel,
  financialYearOf,
  parseIsoDate,
} from './dates';
import { formatINR } from '../format';
import { MONTH_NAMES } from '../india-time';
import { nonNegative } from './util';
import { CII_FIRST_YEAR } from './rules';
import {
  ASSET_CLASS_OF,
  CAPITAL_GAINS_DATE_ERROR,
  capitalGainsCessPercent,
  capitalGainsRuleSetFor,
  capitalGainsScopeNote,
  costInflationIndex,
  equityExemptionForFinancialYear,
  type AssetClass,
  type AssetClassRule,
  type CapitalGainsAssetType,
  type CapitalGainsRuleSet,
  type CapitalGainsRuleSetId,
  type CapitalGainsRulesEdits,
} from './capital-gains-rules';

export * from './capital-gains-rules';

export interface LtcgInput {
  /**
   * Purchase cost, rupees. For an asset bought before 1 April 2001: its fair market value on that date. For listed
   * equity bought before 1 February 2018: the grandfathered cost (the higher of actual cost and the lower of the
   * 31 January 2018 price and the sale price).
   */
  purchasePrice: number;
  /** Sale consideration, rupees. */
  salePrice: number;
  /** Cost of improvement plus transfer expenses, rupees. */
  improvementCost: number;
  /** ISO date 'YYYY-MM-DD'. */
  purchaseDate: string;
  /** ISO date 'YYYY-MM-DD'; must be later than purchaseDate. Selects the rule set. */
  saleDate: string;
  /** Default 'equity'. */
  assetType?: CapitalGainsAssetType;
  /**
   * ISO date 'YYYY-MM-DD' of the improvement, to index its cost from its own financial year.
   * Omitted: indexed from the purchase year, as the specification does. An improvement before 1 April 2001
   * is not deductible (s. 55(1)(b)): its cost counts as 0.
   */
  improvementDate?: string;
  /** Seller is a resident individual or HUF (default true): enables the land/building indexation option. */
  residentIndividual?: boolean;
}

export interface LtcgResult {
  /** salePrice − purchasePrice − improvementCost, rupees (negative is a loss). */
  capitalGains: number;
  /** Cost used for the taxed gain, rupees: indexed when indexation applied, else purchase + improvement. */
  indexedCost: number;
  /** Gain the rate is applied to, after indexation and exemption, floored at 0, rupees. */
  taxableGains: number;
  /** Rate applied, PERCENT. */
  taxRate: number;
  /** Equity exemption actually deducted from the gain, rupees (0 when none applies). */
  exemption: number;
  /** Tax on this gain (short- or long-term) before surcharge and cess, rupees. */
  ltcgTax: number;
  ruleSet: CapitalGainsRuleSetId;
  /** One sentence naming the rule set, the holding test and the rate. */
  ruleDescription: string;
  /** The health and education cess of the sale's year in force (not in ltcgTax), PERCENT. */
  cessPercent: number;
  /** What the figure leaves out ({@link capitalGainsScopeNote} of the sale's rules). */
  scopeNote: string;
  assetClass: AssetClass;
  isLongTerm: boolean;
  /** Days from purchase to sale. */
  holdingDays: number;
  /** Complete calendar months from purchase to sale. */
  holdingMonths: number;
  /** holdingDays / 365.25. */
  holdingYears: number;
  /** Financial year of the sale, e.g. '2024-25'. */
  financialYear: string;
  /** Exemption limit for that financial year when the equity exemption applies, else 0, rupees. */
  exemptionLimit: number;
  purchaseCII: number;
  saleCII: number;
  /** The sale year has no CII yet; the latest one was used. */
  ciiEstimated: boolean;
  /** The sale year's CII is reported by secondary sources only, not yet confirmed from the CBDT notification. */
  ciiReported: boolean;
  /**
   * For sales before 23 July 2024, when the specification's days / 365.25 rule classifies the holding differently
   * from calendar months (anniversaries across 29 February): a sentence saying so; otherwise null.
   */
  holdingRuleNote: string | null;
  /** Indexation was used in the tax computed. */
  indexationUsed: boolean;
  /** For land/buildings under the 2024 rules: the two computations compared (rupees); null otherwise. */
  alternative: { taxWithoutIndexation: number; taxWithIndexation: number } | null;
}

/** '23 July 2024'. */
function longDate(d: CalendarDate): string {
  return `${d.day} ${MONTH_NAMES[d.month - 1]} ${d.year}`;
}

function holdingText(unit: 'years' | 'months', n: number): string {
  if (unit === 'months') return `${n} months`;
  return n === 1 ? '1 year' : `${n} years`;
}

const CLASS_LABEL: Record<AssetClass, string> = {
  equity: 'Listed equity / equity fund',
  immovable: 'Land or building',
  other: 'Other asset',
};

/** The holding period by the law's calendar months (and the specification's days ÷ 365.25, where it differs). */
function holdingOf(
  purchase: CalendarDate,
  sale: CalendarDate,
  ruleSet: CapitalGainsRuleSet,
  rule: AssetClassRule,
) {
  const holdingDays = dayNumber(sale) - dayNumber(purchase);
  const holdingMonths = completeMonthsBetween(purchase, sale);
  const holdingYears = holdingDays / 365.25;
  const isLongTerm = compareDates(sale, addMonths(purchase, rule.longTermAfter)) > 0;
  let holdingRuleNote: string | null = null;
  if (ruleSet.id === 'pre-2024-07-23') {
    const byDays = holdingYears > rule.longTermAfter / 12;
    if (byDays !== isLongTerm)
      holdingRuleNote =
        `Counted in calendar months, as the law counts a holding period, this holding is ${isLongTerm ? 'long' : 'short'}-term; ` +
        `the specification's rule (days held ÷ 365.25 = ${holdingYears.toFixed(3)} years) would make it ${byDays ? 'long' : 'short'}-term.`;
  }
  return { holdingDays, holdingMonths, holdingYears, isLongTerm, holdingRuleNote };
}

interface TaxInput {
  input: LtcgInput;
  purchase: CalendarDate;
  isLongTerm: boolean;
  rule: AssetClassRule;
  capitalGains: number;
  cost: number;
  /** The cost with indexation. */
  indexed: number;
  salePrice: number;
  saleFy: number;
  edits?: CapitalGainsRulesEdits;
}

/**
 * The rate and the taxable gain: short-term; long-term with indexation; or long-term without it, after the equity
 * exemption, with the lower of the indexed alternative where the rule gives one.
 */
function taxOf(sale: TaxInput) {
  const { rule, capitalGains, indexed, salePrice } = sale;
  let taxRate: number;
  let taxableGains: number;
  let indexedCost = sale.cost;
  let exemption = 0;
  let exemptionLimit = 0;
  let indexationUsed = false;
  let alternative: LtcgResult['alternative'] = null;
  let alternativeText = '';

  if (!sale.isLongTerm) {
    taxRate = rule.shortTermRate;
    taxableGains = Math.max(0, capitalGains);
  } else if (rule.indexation) {
    taxRate = rule.longTermRate;
    indexedCost = indexed;
    indexationUsed = true;
    taxableGains = Math.max(0, salePrice - indexed);
  } else {
    taxRate = rule.longTermRate;
    if (rule.exemption) {
      exemptionLimit = equityExemptionForFinancialYear(sale.saleFy, sale.edits);
      exemption = Math.min(Math.max(0, capitalGains), exemptionLimit);
    }
    taxableGains = Math.max(0, capitalGains - exemption);
    const alt = 'indexedAlternative' in rule ? rule.indexedAlternative : undefined;
    const acquiredBefore = alt ? parseIsoDate(alt.acquiredBefore) : null;
    if (
      alt &&
      acquiredBefore &&
      compareDates(sale.purchase, acquiredBefore) < 0 &&
      sale.input.residentIndividual !== false
    ) {
      const taxWithoutIndexation = (taxableGains * taxRate) / 100;
      const indexedGain = Math.max(0, salePrice - indexed);
      const taxWithIndexation = (indexedGain * alt.rate) / 100;
      alternative = { taxWithoutIndexation, taxWithIndexation };
      alternativeText =
        `(the lower of ${rule.longTermRate}% without and ${alt.rate}% with indexation, ` +
        `as it was bought before ${longDate(acquiredBefore)})`;
      if (taxWithIndexation < taxWithoutIndexation) {
        taxRate = alt.rate;
        taxableGains = indexedGain;
        indexedCost = indexed;
        indexationUsed = true;
      }
    }
  }
  return {
    taxRate,
    taxableGains,
    indexedCost,
    exemption,
    exemptionLimit,
    indexationUsed,
    alternative,
    alternativeText,
  };
}

interface DescribeInput {
  ruleSet: CapitalGainsRuleSet & { id: CapitalGainsRuleSetId };
  rule: AssetClassRule;
  assetClass: AssetClass;
  isLongTerm: boolean;
  saleFy: number;
  taxRate: number;
  exemptionLimit: number;
  indexationUsed: boolean;
  alternativeText: string;
}

/** The result's sentence: the rule set, its section, the holding threshold and how this sale is taxed. */
function describeRule({
  ruleSet,
  rule,
  assetClass,
  isLongTerm,
  saleFy,
  taxRate,
  exemptionLimit,
  indexationUsed,
  alternativeText,
}: DescribeInput): string {
  const threshold = holdingText(ruleSet.holdingUnit, rule.longTermAfter);
  const term = isLongTerm ? 'long-term' : 'short-term';
  const rateText =
    !isLongTerm && rule.shortTermAtSlab ? `your slab rate (${taxRate}% assumed)` : `${taxRate}%`;
  const extras = [
    indexationUsed ? 'with indexation' : isLongTerm ? 'without indexation' : '',
    exemptionLimit > 0
      ? `after the ${formatINR(exemptionLimit)} exemption for FY ${financialYearLabel(saleFy)}`
      : '',
    alternativeText,
  ].filter(Boolean);
  const section = !isLongTerm
    ? assetClass === 'equity'
      ? ruleSet.sections.equityShortTerm
      : 'slab rates'
    : assetClass === 'equity'
      ? ruleSet.sections.equityLongTerm
      : ruleSet.sections.otherLongTerm;
  return (
    `${ruleSet.name}, ${section}: ${CLASS_LABEL[assetClass]} held more than ${threshold} is long-term; ` +
    `this sale is ${term}, taxed at ${rateText}${extras.length ? ` ${extras.join(' ')}` : ''}.`
  );
}

/**
 * Capital gains tax for one sale. Throws Error('Please enter valid purchase and sale dates.') when a date is
 * missing or invalid or the sale is not later than the purchase (CALC-LTCG). `edits`: the back office's edited years,
 * whose rates, holding periods, exemption and CII replace the shipped ones (CALC-LTCG).
 */
export function ltcgCalculator(input: LtcgInput, edits?: CapitalGainsRulesEdits): LtcgResult {
  const purchase = parseIsoDate(input.purchaseDate);
  const sale = parseIsoDate(input.saleDate);
  if (!purchase || !sale || compareDates(sale, purchase) <= 0) throw new Error(CAPITAL_GAINS_DATE_ERROR);
  const statedImprovementDate = parseIsoDate(input.improvementDate);
  const improvementDate = statedImprovementDate ?? purchase;

  const purchasePrice = nonNegative(input.purchasePrice);
  const salePrice = nonNegative(input.salePrice);
  const improvementBeforeBase =
    statedImprovementDate !== null && financialYearOf(statedImprovementDate) < CII_FIRST_YEAR;
  const improvementCost = improvementBeforeBase ? 0 : nonNegative(input.improvementCost);
  const assetClass = ASSET_CLASS_OF[input.assetType ?? 'equity'] ?? 'equity';
  const ruleSet = capitalGainsRuleSetFor(sale, edits);
  const rule: AssetClassRule = ruleSet.classes[assetClass];

  const { holdingDays, holdingMonths, holdingYears, isLongTerm, holdingRuleNote } = holdingOf(
    purchase,
    sale,
    ruleSet,
    rule,
  );

  const saleFy = financialYearOf(sale);
  const saleCii = costInflationIndex(saleFy, edits);
  const purchaseCii = costInflationIndex(financialYearOf(purchase), edits);
  const improvementCii = costInflationIndex(financialYearOf(improvementDate), edits);
  const cost = purchasePrice + improvementCost;
  const capitalGains = salePrice - cost;
  const indexed =
    (purchasePrice * saleCii.value) / purchaseCii.value +
    (improvementCost * saleCii.value) / improvementCii.value;

  const taxed = taxOf({
    input,
    purchase,
    isLongTerm,
    rule,
    capitalGains,
    cost,
    indexed,
    salePrice,
    saleFy,
    edits,
  });
  const { taxRate, taxableGains, indexedCost, exemption, exemptionLimit, indexationUsed, alternative } =
    taxed;
  const ltcgTax = (taxableGains * taxRate) / 100;

  const ruleDescription = describeRule({ ruleSet, rule, assetClass, isLongTerm, saleFy, ...taxed });

  return {
    capitalGains,
    indexedCost,
    taxableGains,
    taxRate,
    exemption,
    ltcgTax,
    ruleSet: ruleSet.id,
    ruleDescription,
    cessPercent: capitalGainsCessPercent(sale, edits),
    scopeNote: capitalGainsScopeNote(input.saleDate, edits),
    assetClass,
    isLongTerm,
    holdingDays,
    holdingMonths,
    holdingYears,
    financialYear: financialYearLabel(saleFy),
    exemptionLimit,
    purchaseCII: purchaseCii.value,
    saleCII: saleCii.value,
    ciiEstimated: saleCii.estimated,
    ciiReported: saleCii.reported,
    holdingRuleNote,
    indexationUsed,
    alternative,
  };
}
