// What the PDF guides quote that the site's dated rules (common/src/finance/rules, CALC-TAXRULES-2) do not carry:
// the year's wording, the advance-tax calendar, and a few limits no calculator uses. Every slab, rebate, standard
// deduction, surcharge band, cess, deduction limit and capital-gains rate comes from common's rules instead
// (scripts/generate-guides.mjs, guideRules()), and the tax itself from common's slabTax and rebateOn.
//
// Tax year 2026-27 (1 April 2026 to 31 March 2027) is the first tax year under the Income-tax Act, 2025, in force
// from 1 April 2026. Sources read for this edition (2026-11): Income-tax Act, 2025 gazette notification (Deccan
// Herald, 2025-08); the Income Tax Department's transition FAQ (Financial Express, 2026-02-04); Union Budget 2026-27
// slabs unchanged (HT Syndication / CIOL, 2026-02-01; Outlook Money, 2026).

export const GUIDE_EXTRAS_2026_27 = {
  yearEnd: '31 March 2027',
  basis:
    'Slabs, rebate and standard deductions as in FY 2025-26 (Finance Act 2025), kept unchanged by the Union Budget 2026-27 (1 February 2026).',
  newRegime: { familyPensionDeduction: 25_000, employerNpsPercentOfSalary: 14 },
  oldRegime: { employerNpsPercentOfSalary: 10 },
  /** Old-regime limits no calculator uses, by their 1961 section numbers. */
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
