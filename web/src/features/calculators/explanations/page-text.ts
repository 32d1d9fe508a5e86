import type { CalculatorType } from '@36x/common';
import type { CalculatorPageText } from './types';

/**
 * Each calculator's and tool's page title and search snippet (the route's head tags, routes/calculator.tsx), apart
 * from the explanations themselves, which load with the calculator (index.ts): every calculator page names them all
 * for in-app navigation, but shows one explanation.
 */
export const CALCULATOR_PAGE_TEXT: Record<CalculatorType, CalculatorPageText> = {
  'term-insurance': {
    title: 'Term Insurance Calculator: How Much Life Cover Does Your Family Need?',
    description:
      'Estimate the life cover your family needs in India from income, expenses, home and other loans, children’s education and marriage, and existing savings.',
  },
  'sip-calculator': {
    title: 'Step-up SIP Calculator: Future Value of Monthly Investments',
    description:
      'See what a monthly mutual fund SIP that rises every year can grow to, the total you invest, the gain, and its value in today’s rupees after inflation.',
  },
  'black-scholes': {
    title: 'Black-Scholes Calculator: Option Price and Greeks for Calls and Puts',
    description:
      'Theoretical value of a European call or put on an NSE stock or index with the Black-Scholes-Merton model, plus delta, gamma, theta, vega and rho.',
  },
  'ltcg-calculator': {
    title: 'Capital Gains Tax Calculator: LTCG and STCG on Shares, Funds and Property',
    description:
      'Work out capital gains tax in India on listed shares, equity mutual funds, property and other assets, with the rates before and after 23 July 2024.',
  },
  'dtaa-calculator': {
    title: 'DTAA Relief Calculator: Foreign Tax Credit on Income Earned Abroad',
    description:
      'Residents of India taxed abroad on salary, dividends or gains: the foreign tax credit at the average Indian rate, with surcharge and cess, and tax left here.',
  },
  'income-tax': {
    title: 'Income Tax Calculator: Old vs New Regime for FY 2025-26 and Tax Year 2026-27',
    description:
      'Compare your income tax under the old and new regimes: HRA, 80C, 80D, NPS, home loan, 87A rebate, surcharge and cess, with the better regime shown.',
  },
  'loan-amortization': {
    title: 'Loan EMI Calculator: EMI, Total Interest and Amortization Schedule',
    description:
      'Work out the monthly EMI on a home, car or personal loan in India, the total interest over the tenure, and how each EMI splits into principal and interest.',
  },
  'bonds-calculator': {
    title: 'Bond Calculator: Coupon Income, Current Yield and Yield to Maturity',
    description:
      'For bonds and NCDs bought in India at today’s price: coupon income per period and year, total interest to maturity, current yield and yield to maturity.',
  },
  'retirement-calculator': {
    title: 'Retirement Calculator: Corpus Needed and the Monthly SIP to Reach It',
    description:
      'Plan retirement in India: the corpus needed to pay inflation-linked expenses to your life expectancy, and the monthly SIP that closes the gap from today.',
  },
  'fixed-deposit': {
    title: 'FD Calculator: Fixed Deposit Maturity with Quarterly Compounding',
    description:
      'Work out the maturity amount and interest of a bank fixed deposit in India, compounded quarterly as banks quote it, with a note on TDS under s. 194A.',
  },
  'recurring-deposit': {
    title: 'RD Calculator: Recurring Deposit Maturity Value',
    description:
      'See what a monthly recurring deposit with a bank or India Post grows to, with interest compounded quarterly, the total you deposit and the interest earned.',
  },
  'ppf-calculator': {
    title: 'PPF Calculator: Public Provident Fund Maturity Value',
    description:
      'Estimate the maturity value of a Public Provident Fund account: yearly deposits of ₹500 to ₹1.5 lakh for 15 years at the rate the government notifies.',
  },
  'lumpsum-calculator': {
    title: 'Lumpsum Calculator: Future Value of a One-Time Investment',
    description:
      'See what a one-time investment in a mutual fund or other asset grows to at a steady yearly return, the gain, and its value in today’s rupees after inflation.',
  },
  'swp-calculator': {
    title: 'SWP Calculator: Systematic Withdrawal Plan',
    description:
      'Plan a monthly income from a mutual fund corpus with a systematic withdrawal plan: what you withdraw, what it earns, and whether the money lasts the period.',
  },
  'mutual-fund-overlap': {
    title: 'Mutual Fund Overlap Checker: Common Stocks Across Your Funds',
    description:
      'Check how much your Indian mutual funds hold the same stocks: overlap of each pair, the portfolio’s average overlap, a diversification score and common stocks.',
  },
  'rolling-returns': {
    title: 'Rolling Returns Calculator: How Consistent Were a Fund’s Returns?',
    description:
      'Paste a mutual fund’s NAV history to see its 1, 3 or 5-year rolling returns in India: average, median, worst and best CAGR, volatility and share positive.',
  },
  'balance-transfer': {
    title: 'Loan Balance Transfer Calculator: Savings, Costs and Break-even',
    description:
      'Moving a home or personal loan to another lender in India? Compare the new EMI, total saving after processing fees and charges, and the break-even month.',
  },
  'health-insurance': {
    title: 'Health Insurance Comparison: Family Floater Plans by Premium and Cover',
    description:
      'Compare sample family floater health insurance plans from Indian insurers by premium, co-payment, room rent limit, network hospitals and waiting period.',
  },
  'company-formation': {
    title: 'Company Registration Planner: Steps, Documents, Timeline and Cost in India',
    description:
      'Plan a business registration in India: Private Limited, LLP, OPC, partnership or proprietorship, with the steps, documents, time and an estimated cost.',
  },
};
