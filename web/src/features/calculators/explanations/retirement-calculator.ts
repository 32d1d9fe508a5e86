import { formatINR, formatLakhCrore, formatPercent } from '@36x/common';
import { retirementCalculator, type RetirementInput } from '@36x/common/finance';
import type { CalculatorExplanation } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs. */
export const RETIREMENT_EXAMPLE = {
  currentAge: 35,
  retirementAge: 60,
  lifeExpectancy: 85,
  monthlyExpenses: 50_000,
  expectedReturn: 10,
  inflationRate: 6,
  currentSavings: 1_000_000,
} satisfies RetirementInput;

export const RETIREMENT_EXPLANATION: CalculatorExplanation = {
  name: 'retirement planner',
  what: [
    'The planner estimates the corpus you need on the day you retire to pay your monthly expenses, rising with inflation, until the age you plan for. It then subtracts what your present retirement savings may grow to and works out the monthly SIP that would make up the rest.',
    'It also shows your expenses at retirement in that day’s rupees and the real return, the return after inflation, that the corpus earns.',
  ],
  formula: [
    'Expenses at retirement = E × (1 + i)^t, where E is today’s monthly expenses, i inflation and t the years to retirement.',
    'Real return = (1 + R) ÷ (1 + i) − 1, where R is the expected return; monthly real rate j = (1 + real return)^(1/12) − 1.',
    'Corpus = expenses at retirement × [(1 − (1 + j)^(−N)) ÷ j] × (1 + j), where N is the months from retirement to life expectancy: the present value of withdrawals that rise with inflation, each at the start of a month.',
    'Savings at retirement = S × (1 + R)^t, where S is today’s retirement savings; gap = corpus − savings at retirement (not below 0).',
    'Monthly SIP = gap ÷ ([((1 + m)^M − 1) ÷ m] × (1 + m)), where m = (1 + R)^(1/12) − 1 and M the months to retirement, invested at the start of each month.',
  ],
  assumptions: [
    'The same return is earned every year, before and after retirement; real returns vary and can be negative.',
    'Inflation is constant, and withdrawals rise with it every month.',
    'The SIP stays the same every month (no yearly step-up).',
    'The corpus is used up exactly at the life expectancy you enter; living longer needs more.',
    'Taxes on returns and withdrawals are not included.',
  ],
  example: workedExample(RETIREMENT_EXAMPLE, retirementCalculator, (ex, r) => ({
    heading: 'Example: retiring at 60 with expenses of ₹50,000 a month today',
    inputs: [
      { label: 'Current age', value: `${ex.currentAge} years` },
      { label: 'Retirement age', value: `${ex.retirementAge} years` },
      { label: 'Life expectancy', value: `${ex.lifeExpectancy} years` },
      { label: 'Monthly expenses today', value: formatINR(ex.monthlyExpenses) },
      { label: 'Expected return', value: `${ex.expectedReturn}% a year` },
      { label: 'Inflation', value: `${ex.inflationRate}% a year` },
      { label: 'Retirement savings today', value: formatINR(ex.currentSavings) },
    ],
    results: [
      { label: 'Corpus needed at retirement', value: formatINR(r.corpusRequired) },
      { label: 'Corpus in crore', value: formatLakhCrore(r.corpusRequired) },
      { label: 'Monthly SIP needed', value: formatINR(r.monthlySIPNeeded) },
      { label: 'Monthly expenses at retirement', value: formatINR(r.futureMonthlyExpenses) },
      { label: 'Years to retirement', value: String(r.yearsToRetirement) },
      { label: 'Years in retirement', value: String(r.retirementYears) },
      { label: 'Real return', value: formatPercent(r.inflationAdjustedReturn) },
      { label: "Today's savings will grow to", value: formatINR(r.futureValueOfSavings) },
      { label: 'Gap the SIP must fill', value: formatINR(r.shortfall) },
    ],
    note: 'At 6% inflation, ₹50,000 a month today becomes about ₹2.15 lakh a month in 25 years. The ₹10 lakh saved today covers about a quarter of the corpus; the SIP covers the rest.',
  })),
};
