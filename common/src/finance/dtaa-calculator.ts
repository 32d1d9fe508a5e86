/**
 * Relief from double taxation of foreign income (001 §3 "dtaa-calculator", §9 "DTAA").
 *
 * Indian tax on the income at the chosen slab; foreign tax paid is credited up to the Indian tax on that income
 * (Foreign Tax Credit: s. 90 with a treaty, s. 91 without one; Rule 128). Surcharge and cess are out of scope.
 */
import { formatINR } from '../format';
import { nonNegative, num, orDefault } from './util';

export type DtaaCountry = 'usa' | 'uk' | 'singapore' | 'uae' | 'canada' | 'germany' | 'other';
export type DtaaIncomeType = 'salary' | 'business' | 'capital-gains' | 'dividend' | 'interest' | 'royalty';

export const DTAA_COUNTRIES: Record<DtaaCountry, string> = {
  usa: 'United States',
  uk: 'United Kingdom',
  singapore: 'Singapore',
  uae: 'United Arab Emirates',
  canada: 'Canada',
  germany: 'Germany',
  other: 'Other country',
};

/** Country names as they read inside a sentence, and the treaty's short name. */
const COUNTRY_IN_TEXT: Record<Exclude<DtaaCountry, 'other'>, { name: string; treaty: string }> = {
  usa: { name: 'the United States', treaty: 'India–USA' },
  uk: { name: 'the United Kingdom', treaty: 'India–UK' },
  singapore: { name: 'Singapore', treaty: 'India–Singapore' },
  uae: { name: 'the UAE', treaty: 'India–UAE' },
  canada: { name: 'Canada', treaty: 'India–Canada' },
  germany: { name: 'Germany', treaty: 'India–Germany' },
};

export const DTAA_INCOME_TYPES: Record<DtaaIncomeType, string> = {
  salary: 'Salary',
  business: 'Business income',
  'capital-gains': 'Capital gains',
  dividend: 'Dividend',
  interest: 'Interest',
  royalty: 'Royalty',
};

/** Slab rates offered by the form, PERCENT. */
export const INDIAN_TAX_SLABS = [0, 5, 20, 30] as const;

export const DTAA_DEFAULTS = { indianTaxSlab: 30, country: 'usa', incomeType: 'salary' } as const;

export interface DtaaInput {
  /** Foreign income, in rupees. */
  foreignIncome: number;
  country: DtaaCountry;
  /** Tax already paid abroad on that income, in rupees. */
  foreignTax: number;
  /** Indian slab rate, PERCENT: one of 0, 5, 20, 30 (default 30 when missing). */
  indianTaxSlab?: number;
  incomeType: DtaaIncomeType;
}

export interface DtaaResult {
  /** foreignIncome × slab, rupees. */
  indianTax: number;
  /** Foreign tax paid, rupees. */
  foreignTaxPaid: number;
  /** Credit: the smaller of foreign tax paid and Indian tax, rupees. */
  dtaaRelief: number;
  /** (foreign tax + net Indian tax) / foreign income × 100: the total tax burden, PERCENT. */
  effectiveTaxRate: number;
  /** Indian tax minus relief, floored at 0, rupees. */
  netTaxPayable: number;
  /** Plain-language account of the relief. */
  explanation: string;
  /** Foreign tax that cannot be credited in India (paid above the Indian tax), rupees. */
  unrelievedForeignTax: number;
}

/** Double-tax relief; null when there is no foreign income to compute on. */
export function dtaaCalculator(input: DtaaInput): DtaaResult | null {
  const foreignIncome = nonNegative(input.foreignIncome);
  if (foreignIncome === 0) return null;
  const foreignTaxPaid = nonNegative(input.foreignTax);
  const slab = Math.max(0, orDefault(input.indianTaxSlab, DTAA_DEFAULTS.indianTaxSlab));
  const indianTax = (foreignIncome * slab) / 100;
  const dtaaRelief = Math.min(foreignTaxPaid, indianTax);
  const netTaxPayable = Math.max(0, indianTax - dtaaRelief);
  const effectiveTaxRate = ((foreignTaxPaid + netTaxPayable) / foreignIncome) * 100;

  const treaty = input.country === 'other' ? undefined : COUNTRY_IN_TEXT[input.country];
  const income = (DTAA_INCOME_TYPES[input.incomeType] ?? 'Income').toLowerCase();
  const basis = treaty
    ? `Under the ${treaty.treaty} DTAA (section 90), India credits the tax paid in ${treaty.name}`
    : 'Where there is no tax treaty, India gives unilateral relief under section 91 for the tax paid abroad';
  const parts = [
    `${basis} on your ${income} against the Indian tax on the same income (Rule 128; file Form 67 before your return).`,
    `Indian tax at ${num(slab)}%: ${formatINR(indianTax)}. Foreign tax paid: ${formatINR(foreignTaxPaid)}.`,
    `Relief is the lower of the two: ${formatINR(dtaaRelief)}, leaving ${formatINR(netTaxPayable)} payable in India.`,
  ];
  const unrelievedForeignTax = Math.max(0, foreignTaxPaid - indianTax);
  if (unrelievedForeignTax > 0)
    parts.push(
      `${formatINR(unrelievedForeignTax)} of foreign tax exceeds the Indian tax and is not refunded in India.`,
    );
  return {
    indianTax,
    foreignTaxPaid,
    dtaaRelief,
    effectiveTaxRate,
    netTaxPayable,
    explanation: parts.join(' '),
    unrelievedForeignTax,
  };
}
