// The income-tax rates and limits the PDF guides quote, in ONE dated rule set (CALC-TAXRULES-2). The guides
// (scripts/generate-guides.mjs) read every rate table from here and compute every figure from it, so when the dated
// rules set of CALC-TAXRULES-2 lands in common/, this file is the one place to swap for it: give taxWorksheet() the same
// shape from there.
//
// Tax year 2026-27 (1 April 2026 to 31 March 2027) is the first tax year under the Income-tax Act, 2025, in force
// from 1 April 2026 (notified after assent on 21 August 2025); the "tax year" replaces the previous year and the
// assessment year. The Union Budget 2026-27 (1 February 2026) kept the personal-income slabs, the rebate and the
// standard deductions of FY 2025-26 (Finance Act 2025) under both regimes. Capital-gains rates are those of the
// Finance (No. 2) Act, 2024 for transfers on or after 23 July 2024. Section numbers change in the 2025 Act; the
// guides name provisions by their familiar 1961 numbers, marked as such, and never by a new number not checked
// against the Act.
//
// Sources read for this edition (2026-11): Income-tax Act, 2025 gazette notification (Deccan Herald, 2025-08);
// the Income Tax Department's transition FAQ (Financial Express, 2026-02-04); Union Budget 2026-27 slabs unchanged
// (HT Syndication / CIOL, 2026-02-01; Outlook Money, 2026); Finance Act 2025 slabs and the ₹12 lakh rebate.

export const TAX_YEAR_2026_27 = {
  taxYear: '2026-27',
  period: '1 April 2026 to 31 March 2027',
  law: 'Income-tax Act, 2025',
  yearEnd: '31 March 2027',
  basis:
    'Slabs, rebate and standard deductions as in FY 2025-26 (Finance Act 2025), kept unchanged by the Union Budget 2026-27 (1 February 2026).',
  /** Resident individuals below 60; [upper limit of the band, rate %]. */
  newRegime: {
    slabs: [
      [400_000, 0],
      [800_000, 5],
      [1_200_000, 10],
      [1_600_000, 15],
      [2_000_000, 20],
      [2_400_000, 25],
      [Infinity, 30],
    ],
    rebate: { incomeLimit: 1_200_000, maximum: 60_000, marginalRelief: true },
    standardDeduction: 75_000,
    familyPensionDeduction: 25_000,
    employerNpsPercentOfSalary: 14,
  },
  oldRegime: {
    slabs: [
      [250_000, 0],
      [500_000, 5],
      [1_000_000, 20],
      [Infinity, 30],
    ],
    exemptionSenior: 300_000,
    exemptionSuperSenior: 500_000,
    rebate: { incomeLimit: 500_000, maximum: 12_500, marginalRelief: false },
    standardDeduction: 50_000,
    employerNpsPercentOfSalary: 10,
  },
  cessPercent: 4,
  /** Income above which the surcharge applies, and its rate; the 37% band is the old regime's only. */
  surcharge: [
    [5_000_000, 10],
    [10_000_000, 15],
    [20_000_000, 25],
    [50_000_000, 37],
  ],
  /** Old-regime deduction limits, by their 1961 section numbers. */
  deductions: {
    '80C': 150_000,
    '80CCD(1B)': 50_000,
    '80D self': 25_000,
    '80D parents': 25_000,
    '80D senior': 50_000,
    '24(b) self-occupied': 200_000,
    '80TTA': 10_000,
    '80TTB': 50_000,
  },
  capitalGains: {
    from: '23 July 2024',
    equityShortTermPercent: 20,
    longTermPercent: 12.5,
    equityLongTermExemption: 125_000,
    equityLongTermAfterMonths: 12,
    otherLongTermAfterMonths: 24,
  },
  advanceTax: [
    ['15 June 2026', 15],
    ['15 September 2026', 45],
    ['15 December 2026', 75],
    ['15 March 2027', 100],
  ],
  advanceTaxThreshold: 10_000,
};
