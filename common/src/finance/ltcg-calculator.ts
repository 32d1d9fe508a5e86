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
import {
  costInflationIndexOf,
  CII_FIRST_YEAR,
  FY_2025_26,
  latestTaxRules,
  taxRulesOnOrBefore,
  TY_2026_27,
  type Cited,
  type TaxYearRules,
} from './rules';

/**
 * Years of rules an admin has edited in the back office (by starting calendar year), applied over the shipped ones;
 * the web reads them with use-tax-rules.ts. Omitted or empty: the shipped rules.
 */
export type CapitalGainsRulesEdits = ReadonlyMap<number, TaxYearRules>;

/** The form's asset types; 'others' is the earlier capital-gains form's spelling of 'other'. Default 'equity'. */
export type CapitalGainsAssetType = 'equity' | 'mutual-fund' | 'immovable' | 'other' | 'others';

/** How the rules group assets: listed equity and equity-oriented funds; land and buildings; everything else. */
export type AssetClass = 'equity' | 'immovable' | 'other';

export const ASSET_CLASS_OF: Record<CapitalGainsAssetType, AssetClass> = {
  equity: 'equity',
  'mutual-fund': 'equity',
  immovable: 'immovable',
  other: 'other',
  others: 'other',
};

export interface AssetClassRule {
  /** Held MORE than this many units (see the rule set's holdingUnit) is long-term. */
  longTermAfter: number;
  /** Short-term rate, PERCENT. */
  shortTermRate: number;
  /** True when the short-term rate stands in for the taxpayer's slab rate (an assumption, not the law's rate). */
  shortTermAtSlab: boolean;
  /** Long-term rate, PERCENT. */
  longTermRate: number;
  /** Long-term cost is indexed with the Cost Inflation Index. */
  indexation: boolean;
  /** The equity long-term exemption of {@link EQUITY_LTCG_EXEMPTION_BY_FY} applies. */
  exemption: boolean;
  /**
   * Optional second computation a resident individual/HUF may choose when it gives less tax:
   * assets acquired BEFORE `acquiredBefore` (ISO date) may pay `rate` percent on the indexed gain.
   */
  indexedAlternative?: { acquiredBefore: string; rate: number };
}

export interface CapitalGainsRuleSet {
  id: string;
  /** Applies to sales ON or after this ISO date, until the next rule set's date. */
  effectiveFrom: string;
  /** Short name for the result: the Act (and amending Act) that governs the sale. */
  name: string;
  /** Sections for short-term equity, long-term equity, other long-term gains. */
  sections: { equityShortTerm: string; equityLongTerm: string; otherLongTerm: string };
  /**
   * Calendar months from the purchase date (more than N months = sold after the N-month anniversary), as the law
   * counts a holding period. 'years' (days / 365.25, the specification's method) is kept for comparison only.
   */
  holdingUnit: 'years' | 'months';
  classes: Record<AssetClass, AssetClassRule>;
}

/**
 * A rule set for sales from 23 July 2024, built from a year's capital-gains rules: listed equity long-term after the
 * listed holding period, everything else after the other one; no indexation except the land/building option for
 * resident individuals/HUFs who acquired before 23 July 2024 (s. 112(1), proviso; 20% with indexation).
 */
function modernRuleSet(
  id: CapitalGainsRuleSetId,
  effectiveFrom: string,
  name: string,
  sections: CapitalGainsRuleSet['sections'],
  cg: {
    equityShortTermRate: Cited<number>;
    equityLongTermRate: Cited<number>;
    otherLongTermRate: Cited<number>;
    holdingMonths: Cited<{ listed: number; other: number }>;
  },
): CapitalGainsRuleSet & { id: CapitalGainsRuleSetId } {
  const other: AssetClassRule = {
    longTermAfter: cg.holdingMonths.value.other,
    shortTermRate: 30,
    shortTermAtSlab: true,
    longTermRate: cg.otherLongTermRate.value,
    indexation: false,
    exemption: false,
  };
  return {
    id,
    effectiveFrom,
    name,
    sections,
    holdingUnit: 'months',
    classes: {
      equity: {
        longTermAfter: cg.holdingMonths.value.listed,
        shortTermRate: cg.equityShortTermRate.value,
        shortTermAtSlab: false,
        longTermRate: cg.equityLongTermRate.value,
        indexation: false,
        exemption: true,
      },
      immovable: { ...other, indexedAlternative: { acquiredBefore: '2024-07-23', rate: 20 } },
      other,
    },
  };
}

/** Capital gains rule sets, oldest first. */
export const CAPITAL_GAINS_RULE_SETS: readonly (CapitalGainsRuleSet & { id: CapitalGainsRuleSetId })[] = [
  {
    id: 'pre-2024-07-23',
    effectiveFrom: '0001-01-01',
    name: 'Income-tax Act, 1961 (rules before 23 July 2024)',
    sections: { equityShortTerm: 's. 111A', equityLongTerm: 's. 112A', otherLongTerm: 's. 112' },
    holdingUnit: 'months',
    classes: {
      // s. 111A (15%) and s. 112A (10% above the exemption); s. 2(42A): listed shares long-term after 12 months.
      equity: {
        longTermAfter: 12,
        shortTermRate: 15,
        shortTermAtSlab: false,
        longTermRate: 10,
        indexation: false,
        exemption: true,
      },
      // s. 112: 20% with indexation after 24 months; short-term at slab (30% assumed).
      immovable: {
        longTermAfter: 24,
        shortTermRate: 30,
        shortTermAtSlab: true,
        longTermRate: 20,
        indexation: true,
        exemption: false,
      },
      other: {
        longTermAfter: 36,
        shortTermRate: 30,
        shortTermAtSlab: true,
        longTermRate: 20,
        indexation: true,
        exemption: false,
      },
    },
  },
  modernRuleSet(
    'finance-act-2024',
    '2024-07-23',
    'Income-tax Act, 1961 as amended by the Finance (No. 2) Act 2024',
    { equityShortTerm: 's. 111A', equityLongTerm: 's. 112A', otherLongTerm: 's. 112' },
    FY_2025_26.capitalGains,
  ),
  modernRuleSet(
    'income-tax-act-2025',
    '2026-04-01',
    'Income-tax Act, 2025',
    { equityShortTerm: 's. 196', equityLongTerm: 's. 198', otherLongTerm: 's. 197' },
    TY_2026_27.capitalGains,
  ),
];

export type CapitalGainsRuleSetId = 'pre-2024-07-23' | 'finance-act-2024' | 'income-tax-act-2025';

/**
 * Yearly exemption for long-term gains on listed equity / equity funds (s. 112A), by the financial year of the sale
 * (starting calendar year). It applies to the whole FY: a sale on 1 April–22 July 2024 (FY 2024-25) also gets 1.25 lakh.
 * From FY 2025-26 it is the year's rules value.
 */
export const EQUITY_LTCG_EXEMPTION_BY_FY = [
  { fromFinancialYear: 0, amount: 100_000 },
  { fromFinancialYear: 2024, amount: 125_000 },
] as const;

/**
 * CII of a financial year (see costInflationIndexOf in ./rules): `reported` when only secondary sources give it. An
 * edited year's value replaces the shipped one, also where it stands in for a later year without a value.
 */
export function costInflationIndex(
  financialYear: number,
  edits?: CapitalGainsRulesEdits,
): {
  value: number;
  estimated: boolean;
  reported: boolean;
} {
  const cii = costInflationIndexOf(financialYear);
  const sourceYear = financialYear > latestTaxRules().startYear ? latestTaxRules().startYear : financialYear;
  const edited =
    financialYear >= FY_2025_26.startYear ? edits?.get(sourceYear)?.costInflationIndex : undefined;
  const citation = edited ?? cii.citation;
  return {
    value: edited?.value ?? cii.value,
    estimated: cii.estimated,
    reported: citation?.status === 'reported',
  };
}

/** The equity LTCG exemption limit for the financial year (starting calendar year) of a sale. */
export function equityExemptionForFinancialYear(
  financialYear: number,
  edits?: CapitalGainsRulesEdits,
): number {
  if (financialYear >= FY_2025_26.startYear) {
    const shipped = taxRulesOnOrBefore(financialYear);
    return (edits?.get(shipped.startYear) ?? shipped).capitalGains.equityExemption.value;
  }
  let amount = 0;
  for (const row of EQUITY_LTCG_EXEMPTION_BY_FY)
    if (financialYear >= row.fromFinancialYear) amount = row.amount;
  return amount;
}

/** The year whose capital-gains rules each modern rule set is built from. */
const RULE_SET_YEAR: Partial<Record<CapitalGainsRuleSetId, number>> = {
  'finance-act-2024': FY_2025_26.startYear,
  'income-tax-act-2025': TY_2026_27.startYear,
};

/** The rule set that governs a sale on this date, rebuilt from an edited year's rates when there is one. */
export function capitalGainsRuleSetFor(
  saleDate: CalendarDate,
  edits?: CapitalGainsRulesEdits,
): (typeof CAPITAL_GAINS_RULE_SETS)[number] {
  let chosen = CAPITAL_GAINS_RULE_SETS[0]!;
  for (const set of CAPITAL_GAINS_RULE_SETS) {
    const from = parseIsoDate(set.effectiveFrom);
    if (from && compareDates(saleDate, from) >= 0) chosen = set;
  }
  const year = RULE_SET_YEAR[chosen.id];
  const edited = year === undefined ? undefined : edits?.get(year);
  if (!edited) return chosen;
  return modernRuleSet(chosen.id, chosen.effectiveFrom, chosen.name, chosen.sections, edited.capitalGains);
}

export const CAPITAL_GAINS_DATE_ERROR = 'Please enter valid purchase and sale dates.';

/** The cess of the rules of a sale's financial year (an admin's edit included), PERCENT. */
function cessInForce(sale: CalendarDate, edits?: CapitalGainsRulesEdits): number {
  const shipped = taxRulesOnOrBefore(financialYearOf(sale));
  return (edits?.get(shipped.startYear) ?? shipped).cess.value;
}

/**
 * Shown beside every result: what the figure leaves out, with the cess and the assumed slab rate of the rules that
 * govern a sale on `saleDate` (an admin's edit included; the latest year's when there is no valid date yet).
 */
export function capitalGainsScopeNote(saleDate: string | undefined, edits?: CapitalGainsRulesEdits): string {
  const sale = parseIsoDate(saleDate) ?? parseIsoDate(latestTaxRules().effectiveFrom)!;
  const cess = cessInForce(sale, edits);
  const slab = capitalGainsRuleSetFor(sale, edits).classes.other.shortTermRate;
  return (
    `Tax is at the base rate only: surcharge and the ${cess}% health and education cess are not included. ` +
    `Short-term gains on assets other than listed equity and equity funds are taxed at your slab rate; ${slab}% is assumed. ` +
    'The equity exemption is one limit per person per financial year across all such gains. ' +
    "'Mutual fund' means an equity-oriented fund; debt funds bought after 1 April 2023 are always taxed at slab rates."
  );
}

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

  const saleFy = financialYearOf(sale);
  const saleCii = costInflationIndex(saleFy, edits);
  const purchaseCii = costInflationIndex(financialYearOf(purchase), edits);
  const improvementCii = costInflationIndex(financialYearOf(improvementDate), edits);
  const cost = purchasePrice + improvementCost;
  const capitalGains = salePrice - cost;
  const indexed =
    (purchasePrice * saleCii.value) / purchaseCii.value +
    (improvementCost * saleCii.value) / improvementCii.value;

  let taxRate: number;
  let taxableGains: number;
  let indexedCost = cost;
  let exemption = 0;
  let exemptionLimit = 0;
  let indexationUsed = false;
  let alternative: LtcgResult['alternative'] = null;
  let alternativeText = '';

  if (!isLongTerm) {
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
      exemptionLimit = equityExemptionForFinancialYear(saleFy, edits);
      exemption = Math.min(Math.max(0, capitalGains), exemptionLimit);
    }
    taxableGains = Math.max(0, capitalGains - exemption);
    const alt = 'indexedAlternative' in rule ? rule.indexedAlternative : undefined;
    const acquiredBefore = alt ? parseIsoDate(alt.acquiredBefore) : null;
    if (
      alt &&
      acquiredBefore &&
      compareDates(purchase, acquiredBefore) < 0 &&
      input.residentIndividual !== false
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
  const ltcgTax = (taxableGains * taxRate) / 100;

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
  const ruleDescription =
    `${ruleSet.name}, ${section}: ${CLASS_LABEL[assetClass]} held more than ${threshold} is long-term; ` +
    `this sale is ${term}, taxed at ${rateText}${extras.length ? ` ${extras.join(' ')}` : ''}.`;

  return {
    capitalGains,
    indexedCost,
    taxableGains,
    taxRate,
    exemption,
    ltcgTax,
    ruleSet: ruleSet.id,
    ruleDescription,
    cessPercent: cessInForce(sale, edits),
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
