import type { CalculatorType } from '@36x/common';

/** The two modes of the page (CALC-PAGE). */
export type CalculatorMode = 'calculators' | 'tools';

/** What a visitor needs, the groups of the calculator finder at /calculator (decision 052). */
export type CalculatorNeed = 'tax' | 'saving' | 'loans' | 'insurance' | 'business';

/**
 * What the calculators page lists: each calculator's id, mode and words. Their code is in calculator-modules.ts,
 * which imports this file; this file imports no calculator, so a calculator reads its own words from here without
 * an import cycle (ARCH-LAYOUT-3).
 */
export interface RegistryEntry {
  id: CalculatorType;
  /** The finder's group (/calculator). */
  need: CalculatorNeed;
  mode: CalculatorMode;
  /** Button text in the item row. */
  label: string;
  /** Heading of the calculator. */
  title: string;
  /** One line on what it answers (item cards and the calculator's heading). */
  description: string;
}

export const CALCULATORS: readonly RegistryEntry[] = [
  {
    id: 'term-insurance',
    need: 'insurance',
    mode: 'calculators',
    label: 'Term Insurance',
    title: 'Term Insurance Sufficiency',
    description:
      'How much life cover your family needs: income, expenses, loans, children’s goals and savings.',
  },
  {
    id: 'sip-calculator',
    need: 'saving',
    mode: 'calculators',
    label: 'Step-up SIP',
    title: 'Step-up SIP Calculator',
    description: 'What a monthly SIP that rises every year can grow to, in today’s money too.',
  },
  {
    id: 'black-scholes',
    need: 'saving',
    mode: 'calculators',
    label: 'Option Pricing',
    title: 'Black-Scholes Option Calculator',
    description: 'Fair value and Greeks of a European call or put on a stock or index.',
  },
  {
    id: 'ltcg-calculator',
    need: 'tax',
    mode: 'calculators',
    label: 'Capital Gains',
    title: 'Capital Gains Tax (LTCG / STCG)',
    description:
      'Tax on selling shares, mutual funds, property or other assets, under the rules in force on the sale date.',
  },
  {
    id: 'dtaa-calculator',
    need: 'tax',
    mode: 'calculators',
    label: 'DTAA Relief',
    title: 'DTAA Foreign Tax Relief',
    description: 'Credit for tax already paid abroad on foreign income, and what is left to pay in India.',
  },
  {
    id: 'income-tax',
    need: 'tax',
    mode: 'calculators',
    label: 'Income Tax',
    title: 'Income Tax: Old vs New Regime',
    description:
      'Your income tax under the old and the new regime side by side, with the better one and the difference.',
  },
  {
    id: 'loan-amortization',
    need: 'loans',
    mode: 'calculators',
    label: 'Loan EMI',
    title: 'Loan EMI & Amortization',
    description: 'Monthly EMI, total interest and how each payment splits between principal and interest.',
  },
  {
    id: 'bonds-calculator',
    need: 'saving',
    mode: 'calculators',
    label: 'Bonds',
    title: 'Bond Interest Calculator',
    description: 'Coupon income, maturity value and approximate yield of bonds bought at today’s price.',
  },
  {
    id: 'retirement-calculator',
    need: 'saving',
    mode: 'calculators',
    label: 'Retirement',
    title: 'Retirement Planner',
    description: 'The corpus you need at retirement and the monthly SIP that gets you there.',
  },
  {
    id: 'fixed-deposit',
    need: 'saving',
    mode: 'calculators',
    label: 'Fixed Deposit',
    title: 'Fixed Deposit (FD) Calculator',
    description: 'Maturity amount and interest of a bank FD, compounded quarterly, and whether TDS applies.',
  },
  {
    id: 'recurring-deposit',
    need: 'saving',
    mode: 'calculators',
    label: 'Recurring Deposit',
    title: 'Recurring Deposit (RD) Calculator',
    description: 'What a monthly bank or post office RD adds up to at maturity, with quarterly compounding.',
  },
  {
    id: 'ppf-calculator',
    need: 'saving',
    mode: 'calculators',
    label: 'PPF',
    title: 'PPF Calculator',
    description: 'Public Provident Fund balance at maturity for yearly deposits, at the rate notified today.',
  },
  {
    id: 'lumpsum-calculator',
    need: 'saving',
    mode: 'calculators',
    label: 'Lumpsum',
    title: 'Lumpsum Investment Calculator',
    description: 'What a one-time investment grows to at a steady yearly return, in today’s money too.',
  },
  {
    id: 'swp-calculator',
    need: 'saving',
    mode: 'calculators',
    label: 'SWP',
    title: 'Systematic Withdrawal Plan (SWP) Calculator',
    description:
      'A monthly income from an invested corpus: what you withdraw, what it earns, and how long it lasts.',
  },
  {
    id: 'mutual-fund-overlap',
    need: 'saving',
    mode: 'tools',
    label: 'Fund Overlap',
    title: 'Mutual Fund Overlap Analyzer',
    description: 'Whether your funds hold the same stocks, and how diversified the portfolio really is.',
  },
  {
    id: 'rolling-returns',
    need: 'saving',
    mode: 'tools',
    label: 'Rolling Returns',
    title: 'Rolling Returns Analyzer',
    description:
      'How consistent returns were over every 1, 3 or 5-year window: from NAV history you paste, or an illustrative simulation.',
  },
  {
    id: 'balance-transfer',
    need: 'loans',
    mode: 'tools',
    label: 'Balance Transfer',
    title: 'Loan Balance Transfer Evaluator',
    description: 'Whether moving your loan to a lower rate pays for its fees, and when you break even.',
  },
  {
    id: 'health-insurance',
    need: 'insurance',
    mode: 'tools',
    label: 'Health Insurance',
    title: 'Health Insurance Comparison',
    description: 'Compare family floater plans by premium, co-payment, room rent limits and waiting periods.',
  },
  {
    id: 'company-formation',
    need: 'business',
    mode: 'tools',
    label: 'Company Formation',
    title: 'Company Formation Planner',
    description: 'Pick a business structure and get the registration steps, documents, timeline and cost.',
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
