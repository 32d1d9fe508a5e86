/**
 * The shape of one year's tax and money rules: every rate, threshold, slab, index value and limit the calculators
 * use, each with the law and section it comes from, a source link, and how sure we are of it.
 *
 * Amounts are rupees; rates are PERCENT (as everywhere in the finance module).
 */

/**
 * How a value is known:
 * - 'enacted': written in an Act of Parliament (rates, slabs, limits);
 * - 'notified': notified by CBDT in the Gazette (the Cost Inflation Index);
 * - 'reported': only secondary sources (news, professional sites) report it; the page says so and asks readers to
 *   confirm it from the official text.
 */
export type RuleStatus = 'enacted' | 'notified' | 'reported';

export interface Citation {
  /** The Act or notification, e.g. 'Income-tax Act, 1961' or 'CBDT Notification 70/2025'. */
  law: string;
  /** Section, rule or schedule, e.g. 's. 115BAC(1A)'. */
  section: string;
  /** Where the value can be checked (an https URL). */
  source: string;
  status: RuleStatus;
  /** What to confirm or what the value leaves out. */
  note?: string;
}

/** A value with its citation. */
export interface Cited<T> extends Citation {
  value: T;
}

/** One slab: income up to `upTo` rupees (inclusive; null = no ceiling) is taxed at `rate` percent. */
export interface Slab {
  upTo: number | null;
  rate: number;
}

/** Surcharge of `rate` percent of income tax when total income exceeds `above` rupees. */
export interface SurchargeBand {
  above: number;
  rate: number;
}

/** Rebate (s. 87A of the 1961 Act): up to `maxRebate` rupees when total income is at most `incomeUpTo`. */
export interface RebateRule {
  incomeUpTo: number;
  maxRebate: number;
  /** Tax above the limit is capped at the income above the limit (new regime's marginal relief). */
  marginalRelief: boolean;
}

export type AgeGroup = 'below60' | 'senior' | 'superSenior';

export interface RegimeRules {
  /** Standard deduction from salary. */
  standardDeduction: Cited<number>;
  rebate: Cited<RebateRule>;
  surcharge: Cited<SurchargeBand[]>;
}

export interface OldRegimeRules extends RegimeRules {
  /** Slabs by the taxpayer's age during the year: below 60, 60–79, 80 and over. */
  slabs: Cited<Record<AgeGroup, Slab[]>>;
  /** s. 80C (with 80CCC and 80CCD(1)) overall ceiling. */
  section80C: Cited<number>;
  /** s. 80CCD(1B): own NPS contribution over and above 80C. */
  section80CCD1B: Cited<number>;
  /** s. 80D ceilings: self/spouse/children and parents; higher when the insured are senior citizens. */
  section80D: Cited<{ self: number; selfSenior: number; parents: number; parentsSenior: number }>;
  /** s. 24(b): interest on a loan for a self-occupied house. */
  homeLoanInterest: Cited<number>;
  /** s. 10(13A) with Rule 2A: share of basic + DA, PERCENT, in a metro (Mumbai, Delhi, Kolkata, Chennai) and elsewhere. */
  hraSalaryShare: Cited<{ metro: number; other: number; rentAboveSalaryPercent: number }>;
}

export interface NewRegimeRules extends RegimeRules {
  slabs: Cited<Slab[]>;
}

/** Capital-gains rates and holding periods for sales in the year. */
export interface CapitalGainsYearRules {
  /** Listed equity / equity funds (STT paid): short-term rate. */
  equityShortTermRate: Cited<number>;
  /** Listed equity / equity funds: long-term rate above the exemption. */
  equityLongTermRate: Cited<number>;
  /** Yearly exemption of long-term equity gains. */
  equityExemption: Cited<number>;
  /** Other assets (including foreign shares): long-term rate, without indexation. */
  otherLongTermRate: Cited<number>;
  /** Surcharge on these special-rate gains never exceeds this rate. */
  surchargeCap: Cited<number>;
  /** Months held after which listed securities are long-term, and other assets. */
  holdingMonths: Cited<{ listed: number; other: number }>;
}

export interface TaxYearRules {
  /** Calendar year in which the financial / tax year starts: 2025 = FY 2025-26. */
  startYear: number;
  /** How the page names the year: 'FY 2025-26' or 'Tax year 2026-27'. */
  label: string;
  /** The Act that governs income of the year. */
  law: string;
  /** ISO date the values were last checked against their sources. */
  asOf: string;
  /** First and last day of the year, ISO. */
  effectiveFrom: string;
  effectiveTo: string;
  oldRegime: OldRegimeRules;
  newRegime: NewRegimeRules;
  /** Health and education cess on tax plus surcharge. */
  cess: Cited<number>;
  capitalGains: CapitalGainsYearRules;
  /** Cost Inflation Index of the year (base 2001-02 = 100). */
  costInflationIndex: Cited<number>;
}

/** A year as the back office reads it (GET /api/tax-rules): the rules in force, shipped or edited. */
export interface TaxRulesYearView {
  startYear: number;
  label: string;
  law: string;
  origin: 'shipped' | 'edited';
  /** When and by whom the edit was saved (null for the shipped rules). */
  updatedAt: string | null;
  updatedBy: string | null;
  rules: TaxYearRules;
}
