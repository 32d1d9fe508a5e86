// Income tax in the guides, tax year 2026-27 (Income-tax Act, 2025): the income-tax calculator's own engine (common's
// incomeTaxComparison) with the year's rules in force, so every figure is the calculator's, rounded as it rounds
// (taxable income and tax to the nearest ₹10, ss. 288A and 288B). Residents below 60.
import {
  costInflationIndex,
  GUIDE_EXTRAS_2026_27 as EXTRAS,
  incomeTaxComparison,
  type GuideExtras,
  type IncomeTaxInput,
  type TaxYearRules,
} from '@36x/common/finance';

/** A slab as the guides' tables read it: its upper bound (Infinity for the last) and its rate in per cent. */
export type GuideSlab = [number, number];
type Rebate = TaxYearRules['newRegime']['rebate'];

const slabs = (list: readonly { upTo: number | null; rate: number }[]): GuideSlab[] =>
  list.map((s) => [s.upTo ?? Infinity, s.rate]);
const rebate = (c: Rebate) => ({
  incomeLimit: c.value.incomeUpTo,
  maximum: c.value.maxRebate,
  marginalRelief: c.value.marginalRelief,
});
const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The tax year the guides cover, from the site's dated rules (common/src/finance/rules): the same values the
 * calculators use (CALC-TAXRULES-2), in the shape the guides' tables read; EXTRAS adds what the rules do not carry.
 */
function guideRules(ty: TaxYearRules, extras: GuideExtras) {
  const d80 = ty.oldRegime.section80D.value;
  return {
    taxYear: ty.label.replace(/^Tax year /, ''),
    period: `${day(ty.effectiveFrom)} to ${day(ty.effectiveTo)}`,
    law: ty.law,
    yearEnd: extras.yearEnd,
    basis: extras.basis,
    newRegime: {
      slabs: slabs(ty.newRegime.slabs.value),
      rebate: rebate(ty.newRegime.rebate),
      standardDeduction: ty.newRegime.standardDeduction.value,
      ...extras.newRegime,
    },
    oldRegime: {
      slabs: slabs(ty.oldRegime.slabs.value.below60),
      exemptionSenior: ty.oldRegime.slabs.value.senior[0]!.upTo!,
      exemptionSuperSenior: ty.oldRegime.slabs.value.superSenior[0]!.upTo!,
      rebate: rebate(ty.oldRegime.rebate),
      standardDeduction: ty.oldRegime.standardDeduction.value,
      ...extras.oldRegime,
    },
    cessPercent: ty.cess.value,
    surcharge: ty.oldRegime.surcharge.value.map((b): GuideSlab => [b.above, b.rate]),
    deductions: {
      '80C': ty.oldRegime.section80C.value,
      '80CCD(1B)': ty.oldRegime.section80CCD1B.value,
      '80D self': d80.self,
      '80D parents': d80.parents,
      '80D senior': d80.parentsSenior,
      '24(b) self-occupied': ty.oldRegime.homeLoanInterest.value,
      ...extras.deductions,
    },
    capitalGains: {
      from: extras.capitalGains.from,
      equityShortTermPercent: ty.capitalGains.equityShortTermRate.value,
      longTermPercent: ty.capitalGains.otherLongTermRate.value,
      equityLongTermExemption: ty.capitalGains.equityExemption.value,
      equityLongTermAfterMonths: ty.capitalGains.holdingMonths.value.listed,
      otherLongTermAfterMonths: ty.capitalGains.holdingMonths.value.other,
    },
    advanceTax: extras.advanceTax,
    advanceTaxThreshold: extras.advanceTaxThreshold,
  };
}
export type GuideTaxRules = ReturnType<typeof guideRules>;

/**
 * What the tax guides compute with: the year's rules in force (`ty`, shipped or saved by an admin) and the edited years
 * (`edits`, for the Cost Inflation Index), in the guides' shape.
 */
export function guideTaxContext(ty: TaxYearRules, edits: ReadonlyMap<number, TaxYearRules> = new Map()) {
  const RULES = guideRules(ty, EXTRAS);
  const CESS = 1 + RULES.cessPercent / 100;
  const D = RULES.deductions;
  /** The calculator's comparison for this year: `input` as the income-tax form takes it. */
  const comparison = (input: Omit<IncomeTaxInput, 'taxYear'>) =>
    incomeTaxComparison({ taxYear: ty.startYear as IncomeTaxInput['taxYear'], ...input }, ty);
  /** Tax on a taxable income in one regime: the income as other income, nothing to deduct. */
  const regimeTax = (taxable: number, regime: 'new' | 'old') =>
    comparison({ salary: 0, otherIncome: taxable })[regime].totalTax;
  return {
    RULES,
    NEW_SLABS: RULES.newRegime.slabs,
    OLD_SLABS: RULES.oldRegime.slabs,
    CESS,
    NEW_SD: RULES.newRegime.standardDeduction,
    OLD_SD: RULES.oldRegime.standardDeduction,
    D,
    CG: RULES.capitalGains,
    /** The calculator's total tax on a taxable income (as other income), rounded to ₹10 as it rounds. */
    newRegimeTax: (taxable: number) => regimeTax(taxable, 'new'),
    oldRegimeTax: (taxable: number) => regimeTax(taxable, 'old'),
    /** A salary's tax in both regimes, the old with the usual deductions at their limits (80C, 80D self, 80CCD(1B)). */
    salaryTax: (gross: number) => {
      const r = comparison({
        salary: gross,
        section80C: D['80C'],
        healthInsuranceSelf: D['80D self'],
        npsOwn: D['80CCD(1B)'],
      });
      return { new: r.new.totalTax, old: r.old.totalTax };
    },
    /** A year's Cost Inflation Index in force, or undefined while the year has none (the rules carry an estimate then). */
    cii: (startYear: number) => {
      const { value, estimated } = costInflationIndex(startYear, edits);
      return estimated ? undefined : value;
    },
  };
}
export type GuideTaxContext = ReturnType<typeof guideTaxContext>;
