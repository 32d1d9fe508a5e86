import type { CalculatorType } from '@36x/common';
import type { CalculatorExplanation } from './types';

export type { CalculatorExample, CalculatorExplanation, CalculatorPageText, ExampleLine } from './types';
export { CALCULATOR_PAGE_TEXT } from './page-text';

/**
 * The explanation of every calculator and tool, each in its own chunk: a page shows one, and the nineteen together
 * were some 90 KB of source on every calculator page (CALC-STATES-7). The Record type makes a missing one a type
 * error. A prerendered calculator page preloads its explanation (entry.server.tsx).
 */
export const EXPLANATION_LOADERS: Record<CalculatorType, () => Promise<CalculatorExplanation>> = {
  'term-insurance': () => import('./term-insurance').then((m) => m.TERM_INSURANCE_EXPLANATION),
  'sip-calculator': () => import('./sip-calculator').then((m) => m.SIP_EXPLANATION),
  'black-scholes': () => import('./black-scholes').then((m) => m.BLACK_SCHOLES_EXPLANATION),
  'ltcg-calculator': () => import('./ltcg-calculator').then((m) => m.LTCG_EXPLANATION),
  'dtaa-calculator': () => import('./dtaa-calculator').then((m) => m.DTAA_EXPLANATION),
  'income-tax': () => import('./income-tax').then((m) => m.INCOME_TAX_EXPLANATION),
  'loan-amortization': () => import('./loan-amortization').then((m) => m.LOAN_EXPLANATION),
  'bonds-calculator': () => import('./bonds-calculator').then((m) => m.BONDS_EXPLANATION),
  'retirement-calculator': () => import('./retirement-calculator').then((m) => m.RETIREMENT_EXPLANATION),
  'fixed-deposit': () => import('./fixed-deposit').then((m) => m.FD_EXPLANATION),
  'recurring-deposit': () => import('./recurring-deposit').then((m) => m.RD_EXPLANATION),
  'ppf-calculator': () => import('./ppf-calculator').then((m) => m.PPF_EXPLANATION),
  'lumpsum-calculator': () => import('./lumpsum-calculator').then((m) => m.LUMPSUM_EXPLANATION),
  'swp-calculator': () => import('./swp-calculator').then((m) => m.SWP_EXPLANATION),
  'mutual-fund-overlap': () => import('./mutual-fund-overlap').then((m) => m.OVERLAP_EXPLANATION),
  'rolling-returns': () => import('./rolling-returns').then((m) => m.ROLLING_RETURNS_EXPLANATION),
  'balance-transfer': () => import('./balance-transfer').then((m) => m.BALANCE_TRANSFER_EXPLANATION),
  'health-insurance': () => import('./health-insurance').then((m) => m.HEALTH_INSURANCE_EXPLANATION),
  'company-formation': () => import('./company-formation').then((m) => m.COMPANY_FORMATION_EXPLANATION),
};
