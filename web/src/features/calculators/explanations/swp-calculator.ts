import { formatINR } from '@36x/common';
import { SWP_DEFAULTS, swp, type SwpInput } from '@36x/common/finance';
import type { CalculatorExplanation, FaqEntry } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs: a level withdrawal. */
export const SWP_EXAMPLE = {
  corpus: 2_000_000,
  monthlyWithdrawal: 15_000,
  annualReturn: 8,
  years: 15,
  withdrawalIncreasePercent: 0,
} satisfies SwpInput;

const SWP_FAQ: FaqEntry[] = [
  {
    question: 'How much can I withdraw every month without running out?',
    answer:
      'As long as the yearly withdrawals stay below what the corpus earns, the balance does not fall. Withdraw more and the capital shrinks: the calculator shows the balance year by year and, if the money runs out, the month it does. Raise the withdrawal every year to keep pace with inflation and it runs out sooner.',
  },
  {
    question: 'How is an SWP taxed?',
    answer:
      'Each withdrawal sells units, and only the gain in those units is taxed, as a capital gain: at long-term rates for equity fund units held over a year, otherwise at short-term rates (debt fund gains at your slab rate). So an SWP is usually taxed less than interest of the same amount; the capital gains calculator works out the tax on a sale.',
  },
  {
    question: 'SWP or dividends (IDCW): which is better for a monthly income?',
    answer:
      'An SWP pays the amount you choose on the date you choose, and only its gain is taxed. IDCW payouts are decided by the fund, can stop, and are taxed in full at your slab rate. For a planned income an SWP is usually more predictable.',
  },
  {
    question: 'Why will the real balance differ from the calculator’s?',
    answer:
      'The calculator assumes the same return every month. A fund’s NAV rises and falls, and withdrawals made after a fall sell more units, so the order of good and bad years matters; exit loads and tax on each redemption are not modelled either.',
  },
  {
    question: 'What return should I assume for the corpus?',
    answer: `One that fits the fund you withdraw from, after its expenses; the calculator starts at ${SWP_DEFAULTS.annualReturn}% a year. A corpus that pays a retirement income is often kept partly in debt funds, which earn less but fall less.`,
  },
];

export const SWP_EXPLANATION: CalculatorExplanation = {
  name: 'SWP calculator',
  faq: SWP_FAQ,
  what: [
    'A systematic withdrawal plan (SWP) redeems a fixed amount from a mutual fund every month, while the rest stays invested. It is a common way to draw a monthly income in retirement.',
    'The calculator shows the total withdrawn, the returns earned, the balance left at the end and, when the withdrawals are too large, the month the money runs out. The withdrawal can rise every year to keep pace with inflation.',
  ],
  formula: [
    'Monthly return m = (1 + R)^(1/12) − 1, where R is the expected yearly return.',
    'Each month: balance = balance × (1 + m) − withdrawal; in year y the withdrawal is W × (1 + g)^(y − 1), where g is the yearly increase.',
    'When the balance cannot pay a full withdrawal, what is left is paid and the plan ends.',
    'Returns earned = balance left + total withdrawn − amount invested.',
  ],
  assumptions: [
    'Withdrawals are taken at the end of each month; the return is the same every year.',
    'Capital gains tax on each redemption, exit loads and the fund’s changing NAV are not modelled.',
    'Withdrawing more than the corpus earns eats into the capital: the chart shows when.',
  ],
  example: workedExample(SWP_EXAMPLE, swp, (ex, r) => ({
    heading: `Example: ${formatINR(ex.monthlyWithdrawal)} a month from ${formatINR(ex.corpus)}`,
    inputs: [
      { label: 'Amount invested', value: formatINR(ex.corpus) },
      { label: 'Monthly withdrawal', value: formatINR(ex.monthlyWithdrawal) },
      { label: 'Expected return', value: `${ex.annualReturn}% a year` },
      { label: 'Period', value: `${ex.years} years` },
      { label: 'Yearly increase', value: `${ex.withdrawalIncreasePercent}%` },
    ],
    results: [
      { label: 'Balance at the end', value: formatINR(r.finalBalance) },
      { label: 'Total withdrawn', value: formatINR(r.totalWithdrawn) },
      { label: 'Returns earned', value: formatINR(r.totalReturns) },
      {
        label: 'Money lasts',
        value: r.depletedInMonth === null ? 'The whole period' : `${r.depletedInMonth} months`,
      },
    ],
    note: 'The withdrawals add up to 9% of the corpus a year, a little more than it earns, so the balance falls slowly. Raise the withdrawal 5% a year and the money runs out in the 14th year.',
  })),
};
