import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CalculatorType } from '@36x/common';
import { DEFAULT_TOOL, findEntry } from './registry';

/**
 * Each calculator's source file, under features/calculators/. Each is its own chunk, loaded when first selected;
 * the build also preloads the chunk of the calculator a prerendered page shows (entry.server.tsx). Every id has
 * one (the Record type says so).
 */
export const CALCULATOR_SOURCES: Record<CalculatorType, string> = {
  'term-insurance': 'term-insurance/TermInsuranceCalculator.tsx',
  'sip-calculator': 'sip/SipCalculator.tsx',
  'black-scholes': 'black-scholes/BlackScholesCalculator.tsx',
  'ltcg-calculator': 'ltcg/LtcgCalculator.tsx',
  'dtaa-calculator': 'dtaa/DtaaCalculator.tsx',
  'income-tax': 'income-tax/IncomeTaxCalculator.tsx',
  'loan-amortization': 'loan/LoanAmortizationCalculator.tsx',
  'bonds-calculator': 'bonds/BondsCalculator.tsx',
  'retirement-calculator': 'retirement/RetirementCalculator.tsx',
  'fixed-deposit': 'fixed-deposit/FixedDepositCalculator.tsx',
  'recurring-deposit': 'recurring-deposit/RecurringDepositCalculator.tsx',
  'ppf-calculator': 'ppf/PpfCalculator.tsx',
  'lumpsum-calculator': 'lumpsum/LumpsumCalculator.tsx',
  'swp-calculator': 'swp/SwpCalculator.tsx',
  'mutual-fund-overlap': 'fund-overlap/MutualFundOverlapTool.tsx',
  'rolling-returns': 'rolling-returns/RollingReturnsTool.tsx',
  'balance-transfer': 'balance-transfer/BalanceTransferTool.tsx',
  'health-insurance': 'health-insurance/HealthInsuranceTool.tsx',
  'company-formation': 'company-formation/CompanyFormationTool.tsx',
};

const MODULES = import.meta.glob<{ default: ComponentType }>(['./*/*Calculator.tsx', './*/*Tool.tsx']);

const LOADERS = Object.fromEntries(
  Object.entries(CALCULATOR_SOURCES).map(([id, file]) => {
    const load = MODULES[`./${file}`];
    if (!load) throw new Error(`No module ${file} for the calculator ${id}`);
    return [id, load];
  }),
) as Record<CalculatorType, () => Promise<{ default: ComponentType }>>;

/** Each calculator's lazy component, made once (lazy() loads nothing until the component first renders). */
export const CALCULATOR_COMPONENTS = Object.fromEntries(
  Object.entries(LOADERS).map(([id, load]) => [id, lazy(load)]),
) as Record<CalculatorType, LazyExoticComponent<ComponentType>>;

/**
 * Starts loading the code of the calculator a page shows (by its path, /calculator or /calculator/<id>), so that it
 * is there when the page hydrates: a calculator whose code came later stayed server HTML for about a second after
 * the rest of the page was live, and a tap on Calculate then did nothing. Called by entry.client.tsx. (The
 * explanation, static text, hydrates when its chunk is there: the page preloads it, entry.server.tsx.)
 */
export function preloadCalculatorFor(pathname: string): Promise<unknown> | undefined {
  const id = calculatorForPath(pathname);
  return id ? LOADERS[id]() : undefined;
}

/** The calculator a page shows, by its path (/calculator shows the default one); undefined on other pages. */
export function calculatorForPath(pathname: string): CalculatorType | undefined {
  const match = /^\/(?:resources\/)?calculator(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return undefined;
  return findEntry(match[1] ? decodeURIComponent(match[1]) : DEFAULT_TOOL.calculators)?.id;
}
