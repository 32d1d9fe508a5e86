import type { CalculatorType } from '@36x/common';
import type { CalculatorExplanation } from './types';
import { TERM_INSURANCE_EXPLANATION } from './term-insurance';
import { SIP_EXPLANATION } from './sip-calculator';
import { BLACK_SCHOLES_EXPLANATION } from './black-scholes';
import { LTCG_EXPLANATION } from './ltcg-calculator';
import { DTAA_EXPLANATION } from './dtaa-calculator';
import { INCOME_TAX_EXPLANATION } from './income-tax';
import { LOAN_EXPLANATION } from './loan-amortization';
import { BONDS_EXPLANATION } from './bonds-calculator';
import { RETIREMENT_EXPLANATION } from './retirement-calculator';
import { FD_EXPLANATION } from './fixed-deposit';
import { RD_EXPLANATION } from './recurring-deposit';
import { PPF_EXPLANATION } from './ppf-calculator';
import { LUMPSUM_EXPLANATION } from './lumpsum-calculator';
import { SWP_EXPLANATION } from './swp-calculator';
import { OVERLAP_EXPLANATION } from './mutual-fund-overlap';
import { ROLLING_RETURNS_EXPLANATION } from './rolling-returns';
import { BALANCE_TRANSFER_EXPLANATION } from './balance-transfer';
import { HEALTH_INSURANCE_EXPLANATION } from './health-insurance';
import { COMPANY_FORMATION_EXPLANATION } from './company-formation';

export type { CalculatorExample, CalculatorExplanation, CalculatorPageText, ExampleLine } from './types';
export { CALCULATOR_PAGE_TEXT } from './page-text';

/**
 * The explanation of every calculator and tool (CALC-PAGE-7), for the tests that check them all. A page imports only
 * its own (its route module, routes/calculators/<id>.tsx), so it ships with the calculator and no other. The Record
 * type makes a missing one a type error.
 */
export const EXPLANATIONS: Record<CalculatorType, CalculatorExplanation> = {
  'term-insurance': TERM_INSURANCE_EXPLANATION,
  'sip-calculator': SIP_EXPLANATION,
  'black-scholes': BLACK_SCHOLES_EXPLANATION,
  'ltcg-calculator': LTCG_EXPLANATION,
  'dtaa-calculator': DTAA_EXPLANATION,
  'income-tax': INCOME_TAX_EXPLANATION,
  'loan-amortization': LOAN_EXPLANATION,
  'bonds-calculator': BONDS_EXPLANATION,
  'retirement-calculator': RETIREMENT_EXPLANATION,
  'fixed-deposit': FD_EXPLANATION,
  'recurring-deposit': RD_EXPLANATION,
  'ppf-calculator': PPF_EXPLANATION,
  'lumpsum-calculator': LUMPSUM_EXPLANATION,
  'swp-calculator': SWP_EXPLANATION,
  'mutual-fund-overlap': OVERLAP_EXPLANATION,
  'rolling-returns': ROLLING_RETURNS_EXPLANATION,
  'balance-transfer': BALANCE_TRANSFER_EXPLANATION,
  'health-insurance': HEALTH_INSURANCE_EXPLANATION,
  'company-formation': COMPANY_FORMATION_EXPLANATION,
};
