// Types of what the function calls in guide-pdfs.mjs (plain JavaScript on pdfkit's untyped API).
import type { TaxYearRules } from '@36x/common/finance';

export interface GuideFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** The tax year the guides cover. */
export const GUIDE_TAX_YEAR: number;
/** The guides' file names (/guides/<file>). */
export const GUIDE_FILES: readonly string[];

/** What the tax guides compute with, in their shape (the guides' tables read these). */
export function guideTaxContext(
  ty: TaxYearRules,
  edits?: ReadonlyMap<number, TaxYearRules>,
): {
  RULES: {
    taxYear: string;
    newRegime: { standardDeduction: number; slabs: [number, number][] };
    oldRegime: { standardDeduction: number; slabs: [number, number][] };
    cessPercent: number;
    deductions: Record<string, number>;
    capitalGains: Record<string, number | string>;
  };
  /** The calculator's total tax on a taxable income (as other income), rounded to ₹10 as it rounds. */
  newRegimeTax(taxable: number): number;
  oldRegimeTax(taxable: number): number;
  /** The calculator's total tax on a gross salary, the old regime with 80C, 80D (self) and 80CCD(1B) at their limits. */
  salaryTax(gross: number): { new: number; old: number };
  cii(startYear: number): number | undefined;
};

/** A guide's PDF bytes with the given rules in force (the shipped ones by default); undefined for another file. */
export function renderGuide(
  file: string,
  options: { rules?: TaxYearRules; edits?: ReadonlyMap<number, TaxYearRules>; fonts: GuideFonts },
): Promise<Buffer> | undefined;
