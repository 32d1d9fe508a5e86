/**
 * Finance math for the calculators and tools (specification 001). Import as '@36x/common/finance'.
 *
 * Conventions:
 * - Every calculator takes ONE input object with the specification's field names and returns the specification's
 *   result names (plus a few documented extras for charts).
 * - Rates are in PERCENT (10 = 10%) everywhere except the term-insurance withdrawalRate, a FRACTION (0.04).
 * - Amounts are rupees and come back unrounded (except the loan's 12-row preview); format with '@36x/common'
 *   (formatINR, formatLakhCrore, formatFixed).
 * - `null` means the specification computes nothing for these inputs; a thrown Error carries the specification's
 *   exact message (retirement, capital-gains dates).
 */
export * from './term-insurance';
export * from './sip-calculator';
export * from './black-scholes';
export * from './ltcg-calculator';
export * from './dtaa-calculator';
export * from './loan-amortization';
export * from './bonds-calculator';
export * from './retirement-calculator';
export * from './mutual-fund-overlap';
export * from './rolling-returns';
export * from './balance-transfer';
export * from './health-insurance';
export * from './company-formation';
export * from './input-caps';
export * from './income-tax';
export * from './fixed-deposit';
export * from './recurring-deposit';
export * from './ppf-calculator';
export * from './lumpsum-calculator';
export * from './swp-calculator';
export * from './deposit-tds';
export * from './rules';
export * from './rules/validate';
export * from './rules/preview';
export { monthlyEmi, roundTo } from './util';
export {
  addMonths,
  completeMonthsBetween,
  financialYearLabel,
  financialYearOf,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
} from './dates';
