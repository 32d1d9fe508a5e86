/**
 * Hybrid term insurance sufficiency (CALC-TERM).
 *
 * Cover = max(income multiple, expenses capitalised at a safe withdrawal rate)
 *       + children's goals + outstanding loans + emergency fund − existing assets, floored at 0.
 */
import { checkResultCap } from './input-caps';
import { nonNegative, num, orDefault } from './util';

/** One child's future costs. Amounts are in rupees, in today's money. */
export interface Child {
  id: string;
  /** Age in completed years. */
  age: number;
  /** Include basic (school) education. */
  basicOn: boolean;
  /**
   * Basic education cost in rupees. 0, blank or negative uses the default:
   * 10% of annual expenses × (21 − age), floored at 0 (see {@link childBasicEducationDefault}).
   */
  basicAmt: number;
  /** Include higher education. */
  higherOn: boolean;
  /** Higher education cost in rupees; 0/blank uses the default 30,00,000. */
  higherAmt: number;
  /** Include marriage. */
  marriageOn: boolean;
  /** Marriage cost in rupees; 0/blank uses the default 30,00,000. */
  marriageAmt: number;
}

export interface TermInsuranceInput {
  /** Annual income, rupees. */
  annualIncome: number;
  /** Annual household expenses, rupees. */
  annualExpenses: number;
  /** Monthly expenses, rupees. 0/blank defaults to annualExpenses / 12. */
  monthlyExpenses?: number;
  /** Outstanding loans to be repaid from the cover, rupees. */
  outstandingLoans: number;
  /** Existing assets (investments, existing cover) that reduce the need, rupees. */
  existingAssets: number;
  /** Multiple of annual income for the income-replacement method (a plain multiplier, default 12; labels suggest 10–15, not enforced). */
  incomeMultiplier?: number;
  /**
   * Safe withdrawal rate as a FRACTION per year (default 0.04 = 4%), used to capitalise annual expenses.
   * 0, blank or negative uses the default (a zero rate would need an infinite corpus).
   */
  withdrawalRate?: number;
  /** Months of expenses kept as an emergency fund (default 6). */
  emergencyMonths?: number;
  /** Children's goals; may be empty. */
  children?: Child[];
}

export interface ChildNeed {
  id: string;
  basic: number;
  higher: number;
  marriage: number;
  total: number;
}

export interface TermInsuranceResult {
  /** annualIncome × incomeMultiplier, rupees. */
  coverIncome: number;
  /** annualExpenses / withdrawalRate, rupees. */
  coverCapital: number;
  /** The higher of coverIncome and coverCapital, rupees. */
  baseCover: number;
  /** Sum of every child's included goals, rupees. */
  childrenNeeds: number;
  /** monthlyExpenses × emergencyMonths, rupees. */
  emergencyFund: number;
  /** max(0, baseCover + childrenNeeds + outstandingLoans + emergencyFund − existingAssets), rupees. */
  totalCover: number;
  /** Per-child detail behind childrenNeeds, in input order. */
  childBreakdown: ChildNeed[];
  /** Which method set baseCover. */
  baseMethod: 'income' | 'capital';
}

export const TERM_INSURANCE_DEFAULTS = {
  incomeMultiplier: 12,
  withdrawalRate: 0.04,
  emergencyMonths: 6,
  higherEducationAmount: 3_000_000,
  marriageAmount: 3_000_000,
  /** Basic education default: this share of annual expenses per year until age 21. */
  basicEducationShare: 0.1,
  basicEducationUntilAge: 21,
} as const;

/** A new child row as the form adds it: every goal on; basicAmt 0 means "use the computed default". */
export const DEFAULT_CHILD: Child = {
  id: '',
  age: 0,
  basicOn: true,
  basicAmt: 0,
  higherOn: true,
  higherAmt: TERM_INSURANCE_DEFAULTS.higherEducationAmount,
  marriageOn: true,
  marriageAmt: TERM_INSURANCE_DEFAULTS.marriageAmount,
};

/** Default basic education cost: 10% of annual expenses × (21 − age), floored at 0 (CALC-TERM). */
export function childBasicEducationDefault(age: number, annualExpenses: number): number {
  const years = Math.max(0, TERM_INSURANCE_DEFAULTS.basicEducationUntilAge - num(age));
  return TERM_INSURANCE_DEFAULTS.basicEducationShare * nonNegative(annualExpenses) * years;
}

function childNeed(child: Child, annualExpenses: number): ChildNeed {
  const amountOr = (value: number, fallback: number) =>
    nonNegative(value) > 0 ? nonNegative(value) : fallback;
  const basic = child.basicOn
    ? amountOr(child.basicAmt, childBasicEducationDefault(child.age, annualExpenses))
    : 0;
  const higher = child.higherOn
    ? amountOr(child.higherAmt, TERM_INSURANCE_DEFAULTS.higherEducationAmount)
    : 0;
  const marriage = child.marriageOn ? amountOr(child.marriageAmt, TERM_INSURANCE_DEFAULTS.marriageAmount) : 0;
  return { id: child.id, basic, higher, marriage, total: basic + higher + marriage };
}

/** The lowest withdrawal rate taken, a FRACTION: below it the cover is more than 100 years of expenses. */
export const TERM_MIN_WITHDRAWAL_RATE = 0.01;

/** Refusal of a withdrawal rate below 1% (0 or −4 used to become 4% without a word; 0.0001% gave ₹60,000 crore). */
export const TERM_WITHDRAWAL_RATE_ERROR =
  'Enter a withdrawal rate of 1% or more (4% a year is the usual rule; below 1% the cover would be more than 100 years of expenses), or leave it blank for 4%.';

/**
 * Life cover needed, in rupees (unrounded; the page shows whole rupees). A blank withdrawal rate is 4%; one of 0 or
 * below is refused, and a cover past ₹10^12 is refused naming the withdrawal rate (CALC-STATES-8).
 */
export function termInsurance(input: TermInsuranceInput): TermInsuranceResult {
  if (Number.isFinite(input.withdrawalRate) && (input.withdrawalRate as number) < TERM_MIN_WITHDRAWAL_RATE)
    throw new Error(TERM_WITHDRAWAL_RATE_ERROR);
  const annualIncome = nonNegative(input.annualIncome);
  const annualExpenses = nonNegative(input.annualExpenses);
  const monthlyExpenses = nonNegative(input.monthlyExpenses) || annualExpenses / 12;
  const incomeMultiplier = Math.max(
    0,
    orDefault(input.incomeMultiplier, TERM_INSURANCE_DEFAULTS.incomeMultiplier),
  );
  const withdrawalRate =
    nonNegative(input.withdrawalRate) > 0
      ? nonNegative(input.withdrawalRate)
      : TERM_INSURANCE_DEFAULTS.withdrawalRate;
  const emergencyMonths = Math.max(
    0,
    orDefault(input.emergencyMonths, TERM_INSURANCE_DEFAULTS.emergencyMonths),
  );

  const coverIncome = annualIncome * incomeMultiplier;
  const coverCapital = annualExpenses / withdrawalRate;
  const baseCover = Math.max(coverIncome, coverCapital);
  const childBreakdown = (input.children ?? []).map((c) => childNeed(c, annualExpenses));
  const childrenNeeds = childBreakdown.reduce((sum, c) => sum + c.total, 0);
  const emergencyFund = monthlyExpenses * emergencyMonths;
  checkResultCap('amounts, or raise the withdrawal rate', coverCapital, coverIncome);
  const totalCover = Math.max(
    0,
    baseCover +
      childrenNeeds +
      nonNegative(input.outstandingLoans) +
      emergencyFund -
      nonNegative(input.existingAssets),
  );
  return {
    coverIncome,
    coverCapital,
    baseCover,
    childrenNeeds,
    emergencyFund,
    totalCover,
    childBreakdown,
    baseMethod: coverIncome >= coverCapital ? 'income' : 'capital',
  };
}
