import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CalculatorType } from '@36x/common';

/** The two modes of the page (CALC-PAGE). */
export type CalculatorMode = 'calculators' | 'tools';

export interface RegistryEntry {
  id: CalculatorType;
  mode: CalculatorMode;
  /** Button text in the item row. */
  label: string;
  /** Heading of the calculator. */
  title: string;
  /** One line on what it answers (item cards and the calculator's heading). */
  description: string;
  /** Each calculator is its own chunk, loaded when first selected. */
  component: LazyExoticComponent<ComponentType>;
  /** Loads the component's code (what `component` loads when first rendered). */
  load: () => Promise<unknown>;
}

/** The entry's lazy component and its loader, from one import function. */
function calculatorModule(load: () => Promise<{ default: ComponentType }>) {
  return { component: lazy(load), load };
}

export const CALCULATORS: readonly RegistryEntry[] = [
  {
    id: 'term-insurance',
    mode: 'calculators',
    label: 'Term Insurance',
    title: 'Term Insurance Sufficiency',
    description:
      'How much life cover your family needs: income, expenses, loans, children’s goals and savings.',
    ...calculatorModule(() => import('./term-insurance/TermInsuranceCalculator')),
  },
  {
    id: 'sip-calculator',
    mode: 'calculators',
    label: 'Step-up SIP',
    title: 'Step-up SIP Calculator',
    description: 'What a monthly SIP that rises every year can grow to, in today’s money too.',
    ...calculatorModule(() => import('./sip/SipCalculator')),
  },
  {
    id: 'black-scholes',
    mode: 'calculators',
    label: 'Option Pricing',
    title: 'Black-Scholes Option Calculator',
    description: 'Fair value and Greeks of a European call or put on a stock or index.',
    ...calculatorModule(() => import('./black-scholes/BlackScholesCalculator')),
  },
  {
    id: 'ltcg-calculator',
    mode: 'calculators',
    label: 'Capital Gains',
    title: 'Capital Gains Tax (LTCG / STCG)',
    description:
      'Tax on selling shares, mutual funds, property or other assets, under the rules in force on the sale date.',
    ...calculatorModule(() => import('./ltcg/LtcgCalculator')),
  },
  {
    id: 'dtaa-calculator',
    mode: 'calculators',
    label: 'DTAA Relief',
    title: 'DTAA Foreign Tax Relief',
    description: 'Credit for tax already paid abroad on foreign income, and what is left to pay in India.',
    ...calculatorModule(() => import('./dtaa/DtaaCalculator')),
  },
  {
    id: 'income-tax',
    mode: 'calculators',
    label: 'Income Tax',
    title: 'Income Tax: Old vs New Regime',
    description:
      'Your income tax under the old and the new regime side by side, with the better one and the difference.',
    ...calculatorModule(() => import('./income-tax/IncomeTaxCalculator')),
  },
  {
    id: 'loan-amortization',
    mode: 'calculators',
    label: 'Loan EMI',
    title: 'Loan EMI & Amortization',
    description: 'Monthly EMI, total interest and how each payment splits between principal and interest.',
    ...calculatorModule(() => import('./loan/LoanAmortizationCalculator')),
  },
  {
    id: 'bonds-calculator',
    mode: 'calculators',
    label: 'Bonds',
    title: 'Bond Interest Calculator',
    description: 'Coupon income, maturity value and approximate yield of bonds bought at today’s price.',
    ...calculatorModule(() => import('./bonds/BondsCalculator')),
  },
  {
    id: 'retirement-calculator',
    mode: 'calculators',
    label: 'Retirement',
    title: 'Retirement Planner',
    description: 'The corpus you need at retirement and the monthly SIP that gets you there.',
    ...calculatorModule(() => import('./retirement/RetirementCalculator')),
  },
  {
    id: 'mutual-fund-overlap',
    mode: 'tools',
    label: 'Fund Overlap',
    title: 'Mutual Fund Overlap Analyzer',
    description: 'Whether your funds hold the same stocks, and how diversified the portfolio really is.',
    ...calculatorModule(() => import('./fund-overlap/MutualFundOverlapTool')),
  },
  {
    id: 'rolling-returns',
    mode: 'tools',
    label: 'Rolling Returns',
    title: 'Rolling Returns Analyzer',
    description:
      'How consistent returns were over every 1, 3 or 5-year window: from NAV history you paste, or an illustrative simulation.',
    ...calculatorModule(() => import('./rolling-returns/RollingReturnsTool')),
  },
  {
    id: 'balance-transfer',
    mode: 'tools',
    label: 'Balance Transfer',
    title: 'Loan Balance Transfer Evaluator',
    description: 'Whether moving your loan to a lower rate pays for its fees, and when you break even.',
    ...calculatorModule(() => import('./balance-transfer/BalanceTransferTool')),
  },
  {
    id: 'health-insurance',
    mode: 'tools',
    label: 'Health Insurance',
    title: 'Health Insurance Comparison',
    description: 'Compare family floater plans by premium, co-payment, room rent limits and waiting periods.',
    ...calculatorModule(() => import('./health-insurance/HealthInsuranceTool')),
  },
  {
    id: 'company-formation',
    mode: 'tools',
    label: 'Company Formation',
    title: 'Company Formation Planner',
    description: 'Pick a business structure and get the registration steps, documents, timeline and cost.',
    ...calculatorModule(() => import('./company-formation/CompanyFormationTool')),
  },
];

/** What each mode selects when it is chosen (CALC-PAGE). */
export const DEFAULT_TOOL: Record<CalculatorMode, CalculatorType> = {
  calculators: 'term-insurance',
  tools: 'mutual-fund-overlap',
};

export function findEntry(id: string | null): RegistryEntry | undefined {
  return CALCULATORS.find((entry) => entry.id === id);
}

export function entriesOf(mode: CalculatorMode): RegistryEntry[] {
  return CALCULATORS.filter((entry) => entry.mode === mode);
}

/** Title and description of a calculator, for its own heading. */
export function entryText(id: CalculatorType): { title: string; description: string } {
  const entry = findEntry(id);
  return { title: entry?.title ?? '', description: entry?.description ?? '' };
}

/**
 * Starts loading the code of the calculator a page shows (by its path, /calculator or /calculator/<id>), so that it
 * is there when the page hydrates: a calculator whose code came later stayed server HTML for about a second after
 * the rest of the page was live, and a tap on Calculate then did nothing. Called by entry.client.tsx.
 */
export function preloadCalculatorFor(pathname: string): Promise<unknown> | undefined {
  const match = /^\/(?:resources\/)?calculator(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return undefined;
  return findEntry(match[1] ? decodeURIComponent(match[1]) : DEFAULT_TOOL.calculators)?.load();
}
