/**
 * The capital-gains rules by sale date (CALC-LTCG): the rule sets (rates, holding periods, indexation, the equity
 * exemption) built from the dated tax rules (./rules), the Cost Inflation Index and the exemption of a year, an admin's
 * edited years applied over the shipped ones, and the note on what a result leaves out.
 */
import { type CalendarDate, compareDates, financialYearOf, parseIsoDate } from './dates';
import {
  costInflationIndexOf,
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
export function capitalGainsCessPercent(sale: CalendarDate, edits?: CapitalGainsRulesEdits): number {
  const shipped = taxRulesOnOrBefore(financialYearOf(sale));
  return (edits?.get(shipped.startYear) ?? shipped).cess.value;
}

/**
 * Shown beside every result: what the figure leaves out, with the cess and the assumed slab rate of the rules that
 * govern a sale on `saleDate` (an admin's edit included; the latest year's when there is no valid date yet).
 */
export function capitalGainsScopeNote(saleDate: string | undefined, edits?: CapitalGainsRulesEdits): string {
  const sale = parseIsoDate(saleDate) ?? parseIsoDate(latestTaxRules().effectiveFrom)!;
  const cess = capitalGainsCessPercent(sale, edits);
  const slab = capitalGainsRuleSetFor(sale, edits).classes.other.shortTermRate;
  return (
    `Tax is at the base rate only: surcharge and the ${cess}% health and education cess are not included. ` +
    `Short-term gains on assets other than listed equity and equity funds are taxed at your slab rate; ${slab}% is assumed. ` +
    'The equity exemption is one limit per person per financial year across all such gains. ' +
    "'Mutual fund' means an equity-oriented fund; debt funds bought after 1 April 2023 are always taxed at slab rates."
  );
}
