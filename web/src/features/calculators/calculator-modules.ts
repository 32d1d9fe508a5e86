import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CalculatorType } from '@36x/common';
import { DEFAULT_TOOL, findEntry } from './registry';

/** Each calculator is its own chunk, loaded when first selected. Every id has one (the Record type says so). */
const LOADERS: Record<CalculatorType, () => Promise<{ default: ComponentType }>> = {
  'term-insurance': () => import('./term-insurance/TermInsuranceCalculator'),
  'sip-calculator': () => import('./sip/SipCalculator'),
  'black-scholes': () => import('./black-scholes/BlackScholesCalculator'),
  'ltcg-calculator': () => import('./ltcg/LtcgCalculator'),
  'dtaa-calculator': () => import('./dtaa/DtaaCalculator'),
  'income-tax': () => import('./income-tax/IncomeTaxCalculator'),
  'loan-amortization': () => import('./loan/LoanAmortizationCalculator'),
  'bonds-calculator': () => import('./bonds/BondsCalculator'),
  'retirement-calculator': () => import('./retirement/RetirementCalculator'),
  'fixed-deposit': () => import('./fixed-deposit/FixedDepositCalculator'),
  'recurring-deposit': () => import('./recurring-deposit/RecurringDepositCalculator'),
  'ppf-calculator': () => import('./ppf/PpfCalculator'),
  'lumpsum-calculator': () => import('./lumpsum/LumpsumCalculator'),
  'swp-calculator': () => import('./swp/SwpCalculator'),
  'mutual-fund-overlap': () => import('./fund-overlap/MutualFundOverlapTool'),
  'rolling-returns': () => import('./rolling-returns/RollingReturnsTool'),
  'balance-transfer': () => import('./balance-transfer/BalanceTransferTool'),
  'health-insurance': () => import('./health-insurance/HealthInsuranceTool'),
  'company-formation': () => import('./company-formation/CompanyFormationTool'),
};

/** Each calculator's lazy component, made once (lazy() loads nothing until the component first renders). */
export const CALCULATOR_COMPONENTS = Object.fromEntries(
  Object.entries(LOADERS).map(([id, load]) => [id, lazy(load)]),
) as Record<CalculatorType, LazyExoticComponent<ComponentType>>;

/**
 * Starts loading the code of the calculator a page shows (by its path, /calculator or /calculator/<id>), so that it
 * is there when the page hydrates: a calculator whose code came later stayed server HTML for about a second after
 * the rest of the page was live, and a tap on Calculate then did nothing. Called by entry.client.tsx.
 */
export function preloadCalculatorFor(pathname: string): Promise<unknown> | undefined {
  const match = /^\/(?:resources\/)?calculator(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return undefined;
  const entry = findEntry(match[1] ? decodeURIComponent(match[1]) : DEFAULT_TOOL.calculators);
  return entry ? LOADERS[entry.id]() : undefined;
}
