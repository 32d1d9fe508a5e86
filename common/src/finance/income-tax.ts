/**
 * Income tax of a resident individual under the old and the new regime, side by side, for FY 2025-26 (Income-tax
 * Act, 1961) and tax year 2026-27 (Income-tax Act, 2025). Every rate, slab and limit comes from the year's rules
 * (./rules); nothing here is a constant of law.
 *
 * Order of computation (both regimes): gross salary − HRA exemption (old only) − standard deduction = income from
 * salary; + other income − home-loan interest on a self-occupied house (old only) = gross total income; − Chapter VI-A
 * deductions (old only: 80C, 80CCD(1B), 80D) = total income, rounded to the nearest ₹10 (s. 288A); tax on the slabs;
 * − rebate (87A, with the new regime's marginal relief); + surcharge (with marginal relief); + the year's cess; rounded to
 * the nearest ₹10 (s. 288B).
 *
 * Not modelled: special-rate income (capital gains, lottery), employer NPS (80CCD(2)), let-out property, other
 * Chapter VI-A deductions, relief under s. 89, non-residents (who get no rebate).
 */
import {
  taxRulesFor,
  type AgeGroup,
  type Cited,
  type RebateRule,
  type Slab,
  type SurchargeBand,
  type TaxRuleYear,
  type TaxYearRules,
} from './rules';
import { nonNegative, roundTo } from './util';

export type TaxRegime = 'old' | 'new';

/** Tax on `income` rupees across the slabs. */
export function slabTax(income: number, slabs: readonly Slab[]): number {
  let tax = 0;
  let lower = 0;
  for (const slab of slabs) {
    const upper = slab.upTo ?? Number.POSITIVE_INFINITY;
    if (income > lower) tax += ((Math.min(income, upper) - lower) * slab.rate) / 100;
    lower = upper;
  }
  return tax;
}

/** Rebate on `tax` for total income `income`; with marginal relief the tax left never exceeds the income above the limit. */
export function rebateOn(tax: number, income: number, rule: RebateRule): number {
  if (income <= rule.incomeUpTo) return Math.min(tax, rule.maxRebate);
  if (rule.marginalRelief) return Math.max(0, tax - (income - rule.incomeUpTo));
  return 0;
}

/** Surcharge rate (percent) for a total income. */
export function surchargeRate(income: number, bands: readonly SurchargeBand[]): number {
  let rate = 0;
  for (const band of bands) if (income > band.above) rate = band.rate;
  return rate;
}

/**
 * Surcharge on `tax` for total income `income`, with marginal relief: tax plus surcharge never exceeds the tax plus
 * surcharge on an income equal to the band's threshold by more than the income above that threshold.
 * `taxAt` gives the tax (after rebate) on any income, for the threshold's computation.
 */
export function surchargeWithRelief(
  tax: number,
  income: number,
  bands: readonly SurchargeBand[],
  taxAt: (income: number) => number,
): { surcharge: number; relief: number } {
  const rate = surchargeRate(income, bands);
  if (rate === 0) return { surcharge: 0, relief: 0 };
  const threshold = Math.max(...bands.filter((b) => income > b.above).map((b) => b.above));
  const full = (tax * rate) / 100;
  const atThreshold = taxAt(threshold);
  const ceiling = atThreshold * (1 + surchargeRate(threshold, bands) / 100) + (income - threshold);
  const relief = Math.max(0, tax + full - ceiling);
  return { surcharge: full - relief, relief };
}

export interface IncomeTaxInput {
  /** Starting calendar year: 2025 = FY 2025-26, 2026 = tax year 2026-27. */
  taxYear: TaxRuleYear;
  /** Age during the year (old regime slabs; 80D limit on one's own policy). Default 'below60'. */
  ageGroup?: AgeGroup;
  /** Gross salary for the year, including HRA received, rupees. */
  salary: number;
  /** Basic pay + dearness allowance for the year, rupees (for the HRA exemption). */
  basicSalary?: number;
  /** House rent allowance received in the year, rupees. */
  hraReceived?: number;
  /** Rent paid in the year, rupees. */
  rentPaid?: number;
  /** Rented home in Mumbai, Delhi, Kolkata or Chennai (50% of basic instead of 40%). */
  metroCity?: boolean;
  /** Other income taxed at the slabs (interest, rent after its deductions, ...), rupees. */
  otherIncome?: number;
  /** Investments and payments eligible under 80C (PPF, ELSS, EPF, life insurance, principal of a home loan), rupees. */
  section80C?: number;
  /** Own NPS contribution claimed under 80CCD(1B), rupees. */
  npsOwn?: number;
  /** Health insurance premium for self, spouse and children, rupees. */
  healthInsuranceSelf?: number;
  /** Health insurance premium for parents, rupees. */
  healthInsuranceParents?: number;
  /** At least one parent is 60 or over (higher 80D limit). */
  parentsSenior?: boolean;
  /** Interest paid on a loan for a self-occupied house, rupees. */
  homeLoanInterest?: number;
}

/** One regime's computation; all rupees. */
export interface RegimeTax {
  regime: TaxRegime;
  /** Salary + other income. */
  grossIncome: number;
  /** HRA exempt under s. 10(13A) (old regime only). */
  hraExemption: number;
  standardDeduction: number;
  /** Home-loan interest allowed (old regime only). */
  homeLoanInterest: number;
  /** Chapter VI-A deductions allowed, by section (old regime only). */
  deductions: { section80C: number; section80CCD1B: number; section80D: number; total: number };
  /** Total income after everything above, rounded to the nearest ₹10. */
  taxableIncome: number;
  /** Tax on the slabs before the rebate. */
  taxOnSlabs: number;
  /** Rebate under 87A (including the new regime's marginal relief). */
  rebate: number;
  /** Surcharge after marginal relief. */
  surcharge: number;
  /** Surcharge given up by marginal relief. */
  surchargeRelief: number;
  /** Health and education cess. */
  cess: number;
  /** Tax + surcharge + cess, rounded to the nearest ₹10. */
  totalTax: number;
  /** totalTax / grossIncome × 100, PERCENT (0 with no income). */
  effectiveRate: number;
}

export interface IncomeTaxComparison {
  /** The year's label, e.g. 'FY 2025-26', and its Act. */
  yearLabel: string;
  law: string;
  /** Date the year's rules were last checked (ISO). */
  rulesAsOf: string;
  old: RegimeTax;
  new: RegimeTax;
  /** The regime with less tax ('equal' when the same). */
  better: TaxRegime | 'equal';
  /** |old.totalTax − new.totalTax|, rupees. */
  difference: number;
  /** Values of the year's rules that only secondary sources report (shown on the page). */
  reportedValues: { name: string; value: Cited<unknown> }[];
}

/** The error thrown for a year without rules. */
export const INCOME_TAX_YEAR_ERROR = 'Please choose FY 2025-26 or tax year 2026-27.';

function regimeTax(rules: TaxYearRules, regime: TaxRegime, input: IncomeTaxInput): RegimeTax {
  const age = input.ageGroup ?? 'below60';
  const salary = nonNegative(input.salary);
  const otherIncome = nonNegative(input.otherIncome);
  const grossIncome = salary + otherIncome;
  const old = rules.oldRegime;
  const r = regime === 'old' ? old : rules.newRegime;
  const slabs = regime === 'old' ? old.slabs.value[age] : rules.newRegime.slabs.value;

  let hraExemption = 0;
  let homeLoanInterest = 0;
  const deductions = { section80C: 0, section80CCD1B: 0, section80D: 0, total: 0 };
  if (regime === 'old' && salary > 0) {
    const basic = nonNegative(input.basicSalary);
    const share = input.metroCity ? old.hraSalaryShare.value.metro : old.hraSalaryShare.value.other;
    hraExemption = Math.max(
      0,
      Math.min(
        nonNegative(input.hraReceived),
        nonNegative(input.rentPaid) - (basic * old.hraSalaryShare.value.rentAboveSalaryPercent) / 100,
        (basic * share) / 100,
      ),
    );
  }
  const standardDeduction = Math.min(salary - hraExemption, r.standardDeduction.value);
  const salaryIncome = salary - hraExemption - standardDeduction;
  if (regime === 'old')
    homeLoanInterest = Math.min(nonNegative(input.homeLoanInterest), old.homeLoanInterest.value);
  const grossTotal = Math.max(0, salaryIncome + otherIncome - homeLoanInterest);
  if (regime === 'old') {
    const d = old.section80D.value;
    const senior = age !== 'below60';
    deductions.section80C = Math.min(nonNegative(input.section80C), old.section80C.value);
    deductions.section80CCD1B = Math.min(nonNegative(input.npsOwn), old.section80CCD1B.value);
    deductions.section80D =
      Math.min(nonNegative(input.healthInsuranceSelf), senior ? d.selfSenior : d.self) +
      Math.min(nonNegative(input.healthInsuranceParents), input.parentsSenior ? d.parentsSenior : d.parents);
    // Chapter VI-A deductions cannot exceed the gross total income (s. 80A(2)).
    const claimed = deductions.section80C + deductions.section80CCD1B + deductions.section80D;
    deductions.total = Math.min(claimed, grossTotal);
  }
  const taxableIncome = roundTo((grossTotal - deductions.total) / 10) * 10;
  const afterRebate = (income: number) => {
    const t = slabTax(income, slabs);
    return t - rebateOn(t, income, r.rebate.value);
  };
  const taxOnSlabs = slabTax(taxableIncome, slabs);
  const rebate = rebateOn(taxOnSlabs, taxableIncome, r.rebate.value);
  const tax = taxOnSlabs - rebate;
  const { surcharge, relief } = surchargeWithRelief(tax, taxableIncome, r.surcharge.value, afterRebate);
  const cess = ((tax + surcharge) * rules.cess.value) / 100;
  const totalTax = roundTo((tax + surcharge + cess) / 10) * 10;
  return {
    regime,
    grossIncome,
    hraExemption,
    standardDeduction,
    homeLoanInterest,
    deductions,
    taxableIncome,
    taxOnSlabs,
    rebate,
    surcharge,
    surchargeRelief: relief,
    cess,
    totalTax,
    effectiveRate: grossIncome > 0 ? (totalTax / grossIncome) * 100 : 0,
  };
}

/** Named values of a year's rules the income-tax calculator uses, for the "reported" notes. */
function usedValues(rules: TaxYearRules): { name: string; value: Cited<unknown> }[] {
  const regimes = [
    ['New regime', rules.newRegime],
    ['Old regime', rules.oldRegime],
  ] as const;
  return [
    ...regimes.flatMap(([regime, r]) => [
      { name: `${regime} slabs`, value: r.slabs },
      { name: `${regime} standard deduction`, value: r.standardDeduction },
      { name: `${regime} rebate`, value: r.rebate },
      { name: `${regime} surcharge`, value: r.surcharge },
    ]),
    { name: '80C limit', value: rules.oldRegime.section80C },
    { name: '80CCD(1B) limit', value: rules.oldRegime.section80CCD1B },
    { name: '80D limits', value: rules.oldRegime.section80D },
    { name: 'Home-loan interest limit', value: rules.oldRegime.homeLoanInterest },
    { name: 'HRA exemption shares', value: rules.oldRegime.hraSalaryShare },
    { name: 'Cess', value: rules.cess },
  ];
}

/**
 * Income tax under the old and the new regime for one resident individual.
 *
 * Inputs are rupees a year (see {@link IncomeTaxInput}); blank or negative amounts count as 0. Output amounts are
 * rupees (taxable income and total tax rounded to ₹10 as the Act rounds them; the parts unrounded), rates PERCENT.
 * Throws Error({@link INCOME_TAX_YEAR_ERROR}) for a year without rules.
 */
export function incomeTaxComparison(
  input: IncomeTaxInput,
  rulesOverride?: TaxYearRules,
): IncomeTaxComparison {
  const rules = rulesOverride ?? taxRulesFor(input.taxYear);
  if (!rules) throw new Error(INCOME_TAX_YEAR_ERROR);
  const oldTax = regimeTax(rules, 'old', input);
  const newTax = regimeTax(rules, 'new', input);
  const difference = Math.abs(oldTax.totalTax - newTax.totalTax);
  const better =
    oldTax.totalTax === newTax.totalTax ? 'equal' : oldTax.totalTax < newTax.totalTax ? 'old' : 'new';
  return {
    yearLabel: rules.label,
    law: rules.law,
    rulesAsOf: rules.asOf,
    old: oldTax,
    new: newTax,
    better,
    difference,
    reportedValues: usedValues(rules).filter((v) => v.value.status === 'reported'),
  };
}
