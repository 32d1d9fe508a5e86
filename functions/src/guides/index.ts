// The downloadable guides of the Tools page, rendered with pdfkit from the tax rules in force (CALC-TAXRULES-3):
//
// - tax-optimization-worksheet.pdf   the tax year's slabs of both regimes, worked comparisons, deductions worksheet
// - retirement-planning-sheet.pdf    fill-in plan, the site's retirement method, ready reckoners, worked example
// - bond-yield-comparison.pdf        current yield vs YTM, post-tax yield tables, Indian fixed-income options
// - insurance-rider-explainer.pdf    riders on term and health policies: cover, cost, when worth it; IRDAI sources
//
// The function serves them at /guides/<file> (guides/guide-routes.ts), generated on request with the rules an admin
// saved over the shipped ones and cached per rules version (decision 028). Every figure in the tables is computed with
// the site's own finance functions and rules (@36x/common): the slabs, rebate, standard deductions, surcharge, cess,
// deduction limits, capital-gains rates and CII of the year in force, and the tax from the income-tax calculator's
// incomeTaxComparison (rounded as it rounds), so a guide and a calculator never disagree and there is no second rules
// file or slab code. common's GUIDE_EXTRAS (rules/guide-extras.ts) adds only what the rules do not carry (advance-tax
// calendar, 80TTA/80TTB, employer NPS shares, wording). Text uses DejaVu Sans (guides/fonts, shipped with the
// function) for the rupee sign.
//
// This module is its own bundle (lib/guides.js, functions/build.mjs), loaded on the first guide request: one module
// per guide on a shared layout kit (layout.ts), and the tax context the tax guides compute with (tax-context.ts).
import { taxRulesFor, type TaxYearRules } from '@36x/common/finance';
import { bondSheet } from './bond-sheet';
import type { GuideInput } from './guide';
import type { GuideFonts } from './layout';
import { retirementSheet } from './retirement-sheet';
import { riderSheet } from './rider-sheet';
import { guideTaxContext } from './tax-context';
import { taxWorksheet } from './tax-worksheet';

export type { GuideFonts } from './layout';
export { guideTaxContext } from './tax-context';

/** The tax year the guides cover (its rules as shipped, or as an admin saved them). */
export const GUIDE_TAX_YEAR = 2026;

/** The guides by file name (the links on the Tools page and the calculators: /guides/<file>). */
const GUIDES: Record<string, (input: GuideInput) => Promise<Buffer>> = {
  'tax-optimization-worksheet.pdf': taxWorksheet,
  'retirement-planning-sheet.pdf': retirementSheet,
  'bond-yield-comparison.pdf': bondSheet,
  'insurance-rider-explainer.pdf': riderSheet,
};
/** The guides' file names (/guides/<file>). */
export const GUIDE_FILES: readonly string[] = Object.keys(GUIDES);

/**
 * A guide's PDF bytes with the given rules in force (by default the shipped rules of the guides' year); undefined for
 * a file that is not a guide.
 */
export function renderGuide(
  file: string,
  {
    rules = taxRulesFor(GUIDE_TAX_YEAR)!,
    edits = new Map(),
    fonts,
  }: { rules?: TaxYearRules; edits?: ReadonlyMap<number, TaxYearRules>; fonts: GuideFonts },
): Promise<Buffer> | undefined {
  const guide = Object.hasOwn(GUIDES, file) ? GUIDES[file] : undefined;
  return guide ? guide({ fonts, tax: guideTaxContext(rules, edits) }) : undefined;
}
