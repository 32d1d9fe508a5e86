import { formatINR, formatLakhCrore, formatPercent } from '@36x/common';
import { retirementCalculator, type RetirementInput } from '@36x/common/finance';
import type { CalculatorExplanation, FaqEntry } from './types';
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

const exampleResult = retirementCalculator(RETIREMENT_EXAMPLE);

const RETIREMENT_FAQ: FaqEntry[] = [
  {
    question: 'How much money do I need to retire?',
    answer:
      'Enough to pay your monthly expenses, rising with inflation, from the day you retire until the age you plan for. The planner turns today’s expenses into expenses at retirement, then works out the corpus whose withdrawals, earning the return you expect, last exactly until that age.',
  },
  {
    question: 'Why is the corpus so large?',
    answer: `Because inflation compounds over the years to retirement and through it. At ${RETIREMENT_EXAMPLE.inflationRate}% inflation, ${formatINR(RETIREMENT_EXAMPLE.monthlyExpenses)} a month today is ${formatINR(exampleResult.futureMonthlyExpenses)} a month in ${exampleResult.yearsToRetirement} years, and the corpus must keep paying more every year after that.`,
  },
  {
    question: 'Which savings should I count as current savings?',
    answer:
      'Money set aside for retirement: EPF, PPF, NPS, and mutual funds or deposits you will not use before. Leave out your home, an emergency fund and money for other goals such as your children’s education.',
  },
  {
    question: 'What life expectancy should I plan for?',
    answer:
      'Longer than the average: many people outlive it, and running out of money is worse than leaving some behind. The corpus is used up exactly at the age you enter, so plan for a few years more than you expect.',
  },
  {
    question: 'Does the SIP rise every year?',
    answer:
      'No. The planner gives a level monthly SIP until retirement. If you can raise it with your salary, the step-up SIP calculator shows how a rising SIP gets you to the same corpus with a smaller first instalment.',
  },
  {
    question: 'Are taxes included?',
    answer:
      'No. Returns and withdrawals are taken before tax; in retirement, tax on interest, pensions and capital gains reduces what the corpus pays, so allow a margin.',
  },
];

export const RETIREMENT_EXPLANATION: CalculatorExplanation = {
  name: 'retirement planner',
  faq: RETIREMENT_FAQ,
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
