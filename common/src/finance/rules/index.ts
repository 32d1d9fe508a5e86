/**
 * The tax and money rules as dated data: one module per financial / tax year, each value with its law, section,
 * source and status (types.ts). The calculators read these instead of constants of their own; a new year is one more
 * module in {@link TAX_RULE_YEARS}.
 */
import { CII_FIRST_YEAR, historicalCostInflationIndex } from './cost-inflation-index';
import { FY_2025_26 } from './fy-2025-26';
import { TY_2026_27 } from './ty-2026-27';
import type { Cited, TaxYearRules } from './types';

export * from './types';
export { SOURCES } from './sources';
export { FY_2025_26 } from './fy-2025-26';
export { TY_2026_27 } from './ty-2026-27';
export { CII_FIRST_YEAR } from './cost-inflation-index';
export * from './deposits';
export * from './guide-extras';
export * from './small-savings';

/** Every year with its own rules, oldest first. */
export const TAX_RULE_YEARS: readonly TaxYearRules[] = [FY_2025_26, TY_2026_27];

/** The years the income-tax calculator offers (starting calendar year). */
export type TaxRuleYear = 2025 | 2026;

/** The rules of a year, or undefined when the year has no module. */
export function taxRulesFor(startYear: number): TaxYearRules | undefined {
  return TAX_RULE_YEARS.find((r) => r.startYear === startYear);
}

/** The latest year's rules. */
export function latestTaxRules(): TaxYearRules {
  return TAX_RULE_YEARS[TAX_RULE_YEARS.length - 1]!;
}

/** The latest year whose rules start on or before the given year (for years after the last module). */
export function taxRulesOnOrBefore(startYear: number): TaxYearRules {
  let chosen = TAX_RULE_YEARS[0]!;
  for (const r of TAX_RULE_YEARS) if (r.startYear <= startYear) chosen = r;
  return chosen;
}

/**
 * The CII of a financial year with its citation. Before FY 2001-02 it is 100 (cost = fair market value on
 * 1 April 2001). After the last year with a value, the latest value is used and `estimated` is true.
 */
export function costInflationIndexOf(startYear: number): {
  value: number;
  estimated: boolean;
  citation: Cited<number> | null;
} {
  if (startYear < CII_FIRST_YEAR) return { value: 100, estimated: false, citation: null };
  const own = taxRulesFor(startYear)?.costInflationIndex ?? historicalCostInflationIndex(startYear);
  if (own) return { value: own.value, estimated: false, citation: own };
  const last = latestTaxRules().costInflationIndex;
  return { value: last.value, estimated: startYear > latestTaxRules().startYear, citation: last };
}
