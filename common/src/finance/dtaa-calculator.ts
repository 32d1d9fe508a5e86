/**
 * Relief from double taxation of foreign income (CALC-DTAA-1, CALC-DTAA-2), for a resident individual.
 *
 * The foreign income is added to the person's other Indian income and taxed under the chosen regime and year, with
 * the year's slabs, rebate, surcharge (with marginal relief) and cess (./rules). The Indian tax on the foreign income
 * is its share at the AVERAGE rate of Indian tax on the slab-rate income, surcharge and cess included (Rule 128:
 * credit is the lower of the foreign tax and the Indian tax on that income; s. 91's "Indian rate of tax" is tax ÷
 * income); long-term capital gains on foreign assets are taxed at their own rate (12.5% without indexation, s. 112
 * of the 1961 Act / s. 197 of the 2025 Act; surcharge on them capped at 15%) and credited against that tax. A resident
 * whose slab-rate income is below the basic exemption limit sets the unused part off against those gains (s. 112(1),
 * proviso, of the 1961 Act; s. 197(2) of the 2025 Act). A foreign salary gets the standard deduction (s. 16(ia)) unless
 * the visitor says an Indian salary in the other income has already used it.
 * Treaty relief is s. 90, unilateral relief s. 91 (ss. 160-161 of the 2025 Act per a published section mapping).
 *
 * Not modelled: treaty rate limits on the foreign tax, carry-forward of unused credit (none exists in India),
 * Chapter VI-A deductions (enter other income after them), and the 87A rebate against special-rate income in the
 * old regime's finer cases.
 */
import { formatINR } from '../format';
import { rebateOn, slabTax, surchargeRate, type TaxRegime } from './income-tax';
import {
  latestTaxRules,
  taxRulesFor,
  type AgeGroup,
  type Cited,
  type TaxRuleYear,
  type TaxYearRules,
} from './rules';
import { nonNegative, num } from './util';

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

export const DTAA_DEFAULTS = {
  country: 'usa',
  incomeType: 'salary',
  regime: 'new',
  taxYear: 2026,
  capitalGainsTerm: 'long',
} as const;

export interface DtaaInput {
  /** Foreign income, in rupees (converted at the SBI TT buying rate, Rule 115). */
  foreignIncome: number;
  country: DtaaCountry;
  /** Tax already paid abroad on that income, in rupees. */
  foreignTax: number;
  incomeType: DtaaIncomeType;
  /** Indian regime (default 'new'). */
  regime?: TaxRegime;
  /** Starting calendar year of the financial / tax year (default the latest with rules). */
  taxYear?: TaxRuleYear;
  /** Other income in India taxed at the slabs, after deductions, rupees (default 0). */
  otherIndianIncome?: number;
  /** Age during the year, for the old regime's slabs (default 'below60'). */
  ageGroup?: AgeGroup;
  /** For capital gains: held more than 24 months (long-term, 12.5%) or not (slab rates). Default 'long'. */
  capitalGainsTerm?: 'short' | 'long';
  /**
   * For a foreign salary: the standard deduction (s. 16(ia), one per person per year) was already taken against an
   * Indian salary inside `otherIndianIncome`. Default false: the foreign salary gets it.
   */
  standardDeductionUsed?: boolean;
}

export interface DtaaResult {
  /** Indian tax attributable to the foreign income, surcharge and cess included, rupees. */
  indianTax: number;
  /** Foreign tax paid, rupees. */
  foreignTaxPaid: number;
  /** Credit: the smaller of foreign tax paid and the Indian tax on that income, rupees. */
  dtaaRelief: number;
  /** (foreign tax + net Indian tax on it) / foreign income × 100: the total tax burden, PERCENT. */
  effectiveTaxRate: number;
  /** Indian tax on the foreign income minus relief, floored at 0, rupees. */
  netTaxPayable: number;
  /** Plain-language account of the relief. */
  explanation: string;
  /** Foreign tax that cannot be credited in India (paid above the Indian tax), rupees. */
  unrelievedForeignTax: number;
  /** Rate of Indian tax applied to the foreign income, PERCENT: the average rate, or the capital-gains rate with its surcharge and cess. */
  indianRate: number;
  /** How the Indian tax on the foreign income was found. */
  rateBasis: 'average' | 'capital-gains';
  /** Indian tax on all income (other + foreign) before the credit, surcharge and cess included, rupees. */
  totalIndianTax: number;
  /** totalIndianTax − dtaaRelief, rupees. */
  totalTaxAfterCredit: number;
  yearLabel: string;
  law: string;
  rulesAsOf: string;
  /** Values used that only secondary sources report. */
  reportedValues: { name: string; value: Cited<unknown> }[];
  /** Standard deduction taken from a foreign salary, rupees (0 for other income or when already used). */
  standardDeduction: number;
  /** Foreign income counted in India after that deduction, rupees. */
  foreignIncomeTaxed: number;
  /** Long-term gains covered by the unused basic exemption limit (s. 112 proviso / s. 197(2)), rupees. */
  exemptionSetOff: number;
}

interface Parts {
  /** Slab tax on the slab-rate income after the rebate. */
  slab: number;
  /** Tax on special-rate long-term gains (after any rebate share). */
  special: number;
}

/** The basic exemption limit: the top of the regime's (and age's) first slab taxed at 0%. */
export function basicExemptionLimit(rules: TaxYearRules, regime: TaxRegime, age: AgeGroup): number {
  const slabs = regime === 'old' ? rules.oldRegime.slabs.value[age] : rules.newRegime.slabs.value;
  return slabs[0] && slabs[0].rate === 0 ? (slabs[0].upTo ?? 0) : 0;
}

/**
 * Long-term gains left to tax at the special rate after a resident sets the unused basic exemption off against them:
 * "where the total income as reduced by such long-term capital gains is below the maximum amount which is not
 * chargeable to income-tax, such gains shall be reduced by the shortfall" (s. 112(1) proviso, 1961 Act; s. 197(2),
 * Income-tax Act, 2025).
 */
function gainsAfterSetOff(
  rules: TaxYearRules,
  regime: TaxRegime,
  age: AgeGroup,
  normal: number,
  gains: number,
): number {
  return Math.max(0, gains - Math.max(0, basicExemptionLimit(rules, regime, age) - normal));
}

/** Tax before surcharge and cess on slab-rate income `normal` and long-term gains `gains`. */
function taxParts(
  rules: TaxYearRules,
  regime: TaxRegime,
  age: AgeGroup,
  normal: number,
  gains: number,
): Parts {
  const r = regime === 'old' ? rules.oldRegime : rules.newRegime;
  const slabs = regime === 'old' ? rules.oldRegime.slabs.value[age] : rules.newRegime.slabs.value;
  const total = normal + gains;
  const slab = slabTax(normal, slabs);
  const special =
    (gainsAfterSetOff(rules, regime, age, normal, gains) * rules.capitalGains.otherLongTermRate.value) / 100;
  if (regime === 'new') {
    // The new regime's rebate is not available against special-rate income (s. 87A, proviso, Finance Act 2025).
    return { slab: slab - rebateOn(slab, total, r.rebate.value), special };
  }
  // Old regime: the rebate reduces the tax on total income, long-term gains under s. 112 included.
  const rebate = rebateOn(slab + special, total, r.rebate.value);
  const fromSlab = Math.min(rebate, slab);
  return { slab: slab - fromSlab, special: special - (rebate - fromSlab) };
}

/** Surcharge on the two parts (special-rate gains capped), with marginal relief at the band's threshold. */
function surchargeParts(
  rules: TaxYearRules,
  regime: TaxRegime,
  age: AgeGroup,
  normal: number,
  gains: number,
): { slab: number; special: number } {
  const bands = (regime === 'old' ? rules.oldRegime : rules.newRegime).surcharge.value;
  const cap = rules.capitalGains.surchargeCap.value;
  const total = normal + gains;
  const rate = surchargeRate(total, bands);
  if (rate === 0) return { slab: 0, special: 0 };
  const parts = taxParts(rules, regime, age, normal, gains);
  const slab = (parts.slab * rate) / 100;
  const special = (parts.special * Math.min(rate, cap)) / 100;
  const threshold = Math.max(...bands.filter((b) => total > b.above).map((b) => b.above));
  const excess = total - threshold;
  // Tax + surcharge may exceed that on an income at the threshold by no more than the income above it.
  const lower = taxParts(
    rules,
    regime,
    age,
    Math.max(0, normal - excess),
    gains - Math.max(0, excess - normal),
  );
  const lowerRate = surchargeRate(threshold, bands);
  const ceiling =
    lower.slab * (1 + lowerRate / 100) + lower.special * (1 + Math.min(lowerRate, cap) / 100) + excess;
  const relief = Math.max(0, parts.slab + parts.special + slab + special - ceiling);
  if (relief === 0) return { slab, special };
  // Relief shared in proportion to each part's surcharge.
  const share = slab + special > 0 ? slab / (slab + special) : 1;
  return { slab: slab - relief * share, special: special - relief * (1 - share) };
}

/** Double-tax relief; null when there is no foreign income to compute on. */
export function dtaaCalculator(input: DtaaInput, rulesOverride?: TaxYearRules): DtaaResult | null {
  const foreignIncome = nonNegative(input.foreignIncome);
  if (foreignIncome === 0) return null;
  const rules = rulesOverride ?? ((input.taxYear && taxRulesFor(input.taxYear)) || latestTaxRules());
  const regime: TaxRegime = input.regime === 'old' ? 'old' : 'new';
  const age: AgeGroup = input.ageGroup ?? 'below60';
  const foreignTaxPaid = nonNegative(input.foreignTax);
  const other = nonNegative(input.otherIndianIncome);
  const isGain = input.incomeType === 'capital-gains' && (input.capitalGainsTerm ?? 'long') === 'long';
  const regimeRules = regime === 'new' ? rules.newRegime : rules.oldRegime;
  // One standard deduction per person per year (s. 16(ia)): from the foreign salary unless an Indian salary used it.
  const standardDeduction =
    input.incomeType === 'salary' && !input.standardDeductionUsed
      ? Math.min(foreignIncome, regimeRules.standardDeduction.value)
      : 0;
  const foreignIncomeTaxed = foreignIncome - standardDeduction;
  const normal = other + (isGain ? 0 : foreignIncomeTaxed);
  const gains = isGain ? foreignIncome : 0;
  const exemptionSetOff = gains - gainsAfterSetOff(rules, regime, age, normal, gains);
  const cess = rules.cess.value / 100;

  const parts = taxParts(rules, regime, age, normal, gains);
  const sur = surchargeParts(rules, regime, age, normal, gains);
  const slabTotal = (parts.slab + sur.slab) * (1 + cess);
  const specialTotal = (parts.special + sur.special) * (1 + cess);
  const totalIndianTax = slabTotal + specialTotal;

  const rateBasis = isGain ? 'capital-gains' : 'average';
  const indianRate = isGain ? (specialTotal / gains) * 100 : normal > 0 ? (slabTotal / normal) * 100 : 0;
  const indianTax = isGain ? specialTotal : (foreignIncomeTaxed * indianRate) / 100;
  const dtaaRelief = Math.min(foreignTaxPaid, indianTax);
  const netTaxPayable = Math.max(0, indianTax - dtaaRelief);
  const effectiveTaxRate = ((foreignTaxPaid + netTaxPayable) / foreignIncome) * 100;
  const unrelievedForeignTax = Math.max(0, foreignTaxPaid - indianTax);

  const treaty = input.country === 'other' ? undefined : COUNTRY_IN_TEXT[input.country];
  const income = (DTAA_INCOME_TYPES[input.incomeType] ?? 'Income').toLowerCase();
  const newAct = rules.law === 'Income-tax Act, 2025';
  const basis = treaty
    ? `Under the ${treaty.treaty} DTAA (${newAct ? 'sections 160-161 of the Income-tax Act, 2025' : 'section 90'}), India credits the tax paid in ${treaty.name}`
    : `Where there is no tax treaty, India gives unilateral relief (${newAct ? 'sections 160-161 of the Income-tax Act, 2025' : 'section 91'}) for the tax paid abroad`;
  const cgRate = rules.capitalGains.otherLongTermRate.value;
  const rateText = isGain
    ? `Long-term capital gains on foreign assets are taxed at ${cgRate}% (${newAct ? 's. 197' : 's. 112'}), ${num(indianRate).toFixed(2)}% of the gain with surcharge and cess`
    : `The average rate of Indian tax on your slab-rate income under the ${regime} regime, surcharge and cess included, is ${num(indianRate).toFixed(2)}%`;
  const parts2 = [
    `${basis} on your ${income} against the Indian tax on the same income (Rule 128; file Form 67 by the return's due date).`,
  ];
  if (input.incomeType === 'salary')
    parts2.push(
      standardDeduction > 0
        ? `The ${regime} regime's standard deduction of ${formatINR(standardDeduction)} (s. 16(ia)) is taken from the foreign salary, so ${formatINR(foreignIncomeTaxed)} of it is taxed in India.`
        : `The standard deduction is not taken again: you said an Indian salary has already used it (one per person per year, s. 16(ia)).`,
    );
  if (exemptionSetOff > 0)
    parts2.push(
      `Your other income (${formatINR(other)}) is below the basic exemption limit of ${formatINR(basicExemptionLimit(rules, regime, age))}, so the unused ${formatINR(exemptionSetOff)} is set off against the gain (${newAct ? 's. 197(2) of the Income-tax Act, 2025' : 's. 112(1), proviso'}): ${cgRate}% is charged on ${formatINR(gains - exemptionSetOff)}.`,
    );
  parts2.push(
    `${rateText}: ${formatINR(indianTax)} on this income. Foreign tax paid: ${formatINR(foreignTaxPaid)}.`,
    `Relief is the lower of the two: ${formatINR(dtaaRelief)}, leaving ${formatINR(netTaxPayable)} payable in India on it.`,
  );
  if (unrelievedForeignTax > 0)
    parts2.push(
      `${formatINR(unrelievedForeignTax)} of foreign tax exceeds the Indian tax and is not refunded in India.`,
    );
  const used: { name: string; value: Cited<unknown> }[] = [
    {
      name: `${regime === 'new' ? 'New' : 'Old'} regime slabs`,
      value: (regime === 'new' ? rules.newRegime : rules.oldRegime).slabs,
    },
    { name: 'Rebate', value: (regime === 'new' ? rules.newRegime : rules.oldRegime).rebate },
    { name: 'Surcharge', value: (regime === 'new' ? rules.newRegime : rules.oldRegime).surcharge },
    { name: 'Cess', value: rules.cess },
    ...(standardDeduction > 0 ? [{ name: 'Standard deduction', value: regimeRules.standardDeduction }] : []),
    ...(isGain
      ? [
          { name: 'Long-term capital gains rate', value: rules.capitalGains.otherLongTermRate },
          { name: 'Surcharge cap on capital gains', value: rules.capitalGains.surchargeCap },
        ]
      : []),
  ];
  return {
    indianTax,
    foreignTaxPaid,
    dtaaRelief,
    effectiveTaxRate,
    netTaxPayable,
    explanation: parts2.join(' '),
    unrelievedForeignTax,
    indianRate,
    rateBasis,
    totalIndianTax,
    totalTaxAfterCredit: totalIndianTax - dtaaRelief,
    yearLabel: rules.label,
    law: rules.law,
    rulesAsOf: rules.asOf,
    reportedValues: used.filter((u) => u.value.status === 'reported'),
    standardDeduction,
    foreignIncomeTaxed,
    exemptionSetOff,
  };
}
