/**
 * What the PDF guides quote that a year's rules (TaxYearRules, CALC-TAXRULES-2) do not carry: the year's wording, the
 * advance-tax calendar and a few limits no calculator uses. Every slab, rebate, standard deduction, surcharge band,
 * cess, deduction limit, capital-gains rate and CII comes from the year's rules instead (functions/src/guides,
 * guideRules()), and the tax itself from slabTax and rebateOn. These values are not edited in the back office (no
 * calculator uses them); a change is a code change, like a new year.
 *
 * Tax year 2026-27 (1 April 2026 to 31 March 2027) is the first tax year under the Income-tax Act, 2025, in force
 * from 1 April 2026. Sources read for this edition (2026-11): Income-tax Act, 2025 gazette notification (Deccan
 * Herald, 2025-08); the Income Tax Department's transition FAQ (Financial Express, 2026-02-04); Union Budget 2026-27
 * slabs unchanged (HT Syndication / CIOL, 2026-02-01; Outlook Money, 2026).
 */
export interface GuideExtras {
  yearEnd: string;
  basis: string;
  newRegime: { familyPensionDeduction: number; employerNpsPercentOfSalary: number };
  oldRegime: { employerNpsPercentOfSalary: number };
  /** Old-regime limits no calculator uses, by their 1961 section numbers. */
  deductions: { '80TTA': number; '80TTB': number };
  capitalGains: { from: string };
  /** Advance-tax instalments: the date and the cumulative per cent of the year's tax due by it. */
  advanceTax: readonly (readonly [string, number])[];
  /** Advance tax is due when the year's tax after TDS is at least this. */
  advanceTaxThreshold: number;
}

export const GUIDE_EXTRAS_2026_27: GuideExtras = {
  yearEnd: '31 March 2027',
  basis:
    'Slabs, rebate and standard deductions as in FY 2025-26 (Finance Act 2025), kept unchanged by the Union Budget 2026-27 (1 February 2026).',
  newRegime: { familyPensionDeduction: 25_000, employerNpsPercentOfSalary: 14 },
  oldRegime: { employerNpsPercentOfSalary: 10 },
  deductions: { '80TTA': 10_000, '80TTB': 50_000 },
  capitalGains: { from: '23 July 2024' },
  advanceTax: [
    ['15 June 2026', 15],
    ['15 September 2026', 45],
    ['15 December 2026', 75],
    ['15 March 2027', 100],
  ],
  advanceTaxThreshold: 10_000,
};
