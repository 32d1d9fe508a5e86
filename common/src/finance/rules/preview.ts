/**
 * Preview of an edited year of rules: the calculators' reference cases computed with the shipped rules and with the
 * edited ones, side by side, so an admin sees what a change does before saving it. The cases are the worked
 * examples of the tests (income-tax.test.ts, dtaa-calculator.test.ts).
 */
import { dtaaCalculator } from '../dtaa-calculator';
import { incomeTaxComparison, type IncomeTaxInput } from '../income-tax';
import { taxRulesFor } from './index';
import type { TaxYearRules } from './types';

export interface RulesPreviewRow {
  /** What the case is. */
  name: string;
  /** Result with the shipped rules, and with the edited ones (rupees, or the CII). */
  current: number;
  proposed: number;
}

/** The old regime's worked example (income-tax.test.ts): salary ₹15,00,000 with HRA, 80C, 80D, NPS and home loan. */
export const OLD_REGIME_SALARIED: Omit<IncomeTaxInput, 'taxYear'> = {
  salary: 1_500_000,
  basicSalary: 600_000,
  hraReceived: 240_000,
  rentPaid: 240_000,
  metroCity: true,
  section80C: 180_000,
  npsOwn: 50_000,
  healthInsuranceSelf: 25_000,
  healthInsuranceParents: 40_000,
  parentsSenior: true,
  homeLoanInterest: 250_000,
};

const INCOME_TAX_CASES: { name: string; input: Omit<IncomeTaxInput, 'taxYear'>; regime: 'old' | 'new' }[] = [
  { name: 'New regime: salary ₹12,75,000', input: { salary: 1_275_000 }, regime: 'new' },
  { name: 'New regime: income ₹16,00,000', input: { salary: 0, otherIncome: 1_600_000 }, regime: 'new' },
  { name: 'New regime: income ₹51,00,000', input: { salary: 0, otherIncome: 5_100_000 }, regime: 'new' },
  {
    name: 'Old regime: salary ₹15,00,000 with HRA, 80C, 80D, NPS, home loan',
    input: OLD_REGIME_SALARIED,
    regime: 'old',
  },
  { name: 'Old regime: income ₹5,10,000', input: { salary: 0, otherIncome: 510_000 }, regime: 'old' },
];

function rows(rules: TaxYearRules): RulesPreviewRow[] {
  const out: RulesPreviewRow[] = INCOME_TAX_CASES.map((c) => {
    const r = incomeTaxComparison({ ...c.input, taxYear: rules.startYear as 2025 }, rules);
    return { name: `${c.name}: total tax`, current: 0, proposed: r[c.regime].totalTax };
  });
  const dtaa = dtaaCalculator(
    {
      foreignIncome: 500_000,
      foreignTax: 75_000,
      country: 'usa',
      incomeType: 'interest',
      regime: 'new',
      otherIndianIncome: 1_500_000,
    },
    rules,
  );
  out.push({
    name: 'DTAA: ₹5,00,000 US interest on ₹15,00,000: Indian tax on it',
    current: 0,
    proposed: dtaa?.indianTax ?? 0,
  });
  out.push({ name: 'Cost Inflation Index', current: 0, proposed: rules.costInflationIndex.value });
  return out;
}

/** The reference cases with the shipped rules of the year and with `proposed`; null for a year without rules. */
export function previewTaxRules(startYear: number, proposed: TaxYearRules): RulesPreviewRow[] | null {
  const shipped = taxRulesFor(startYear);
  if (!shipped) return null;
  const before = rows(shipped);
  return rows(proposed).map((row, i) => ({ ...row, current: before[i]!.proposed }));
}
