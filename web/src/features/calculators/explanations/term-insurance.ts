import { formatFixed, formatINR, formatPercent } from '@36x/common';
import {
  TERM_INSURANCE_DEFAULTS,
  TERM_MIN_WITHDRAWAL_RATE,
  termInsurance,
  type TermInsuranceInput,
} from '@36x/common/finance';
import type { CalculatorExplanation, FaqEntry } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs, as the calculation receives them (a blank field is 0, which means "use the default"). */
export const TERM_INSURANCE_EXAMPLE = {
  annualIncome: 1_200_000,
  annualExpenses: 600_000,
  monthlyExpenses: 0,
  outstandingLoans: 2_500_000,
  existingAssets: 1_000_000,
  incomeMultiplier: 12,
  withdrawalRate: 0.04,
  emergencyMonths: 6,
  children: [
    {
      id: 'example-child',
      age: 5,
      basicOn: true,
      basicAmt: 0,
      higherOn: true,
      higherAmt: 3_000_000,
      marriageOn: true,
      marriageAmt: 3_000_000,
    },
  ],
} satisfies TermInsuranceInput;
const child = TERM_INSURANCE_EXAMPLE.children[0]!;

const D = TERM_INSURANCE_DEFAULTS;

const TERM_INSURANCE_FAQ: FaqEntry[] = [
  {
    question: 'How much term insurance cover do I need?',
    answer: `Enough for your family to live without your income: the calculator takes the higher of ${D.incomeMultiplier} times your yearly income (the income multiplier, which you can change) and your yearly expenses divided by a ${formatPercent(D.withdrawalRate * 100, 0)} withdrawal rate, then adds your children’s goals, your loans and an emergency fund, and subtracts what you already have.`,
  },
  {
    question: 'Why is the cover different from a simple multiple of my income?',
    answer:
      'A multiple of income ignores what your family actually spends, your loans and your children’s school, college and marriage. The calculator adds each of them, so a family with a home loan or young children usually needs more than a flat multiple, and one with large savings may need less.',
  },
  {
    question: 'What does the withdrawal rate mean?',
    answer: `It is the share of the cover your family would draw every year to pay the household expenses without running the money down. At ${formatPercent(D.withdrawalRate * 100, 0)}, expenses of ₹1 a year need ₹${formatFixed(1 / D.withdrawalRate, 0)} of cover. A lower rate is safer and needs more cover; the calculator accepts rates from ${formatPercent(TERM_MIN_WITHDRAWAL_RATE * 100, 0)}.`,
  },
  {
    question: 'How are my children’s goals counted?',
    answer: `Each child’s school costs (left blank, ${formatPercent(D.basicEducationShare * 100, 0)} of your yearly expenses for every year until age ${D.basicEducationUntilAge}), higher education and marriage (${formatINR(D.higherEducationAmount)} and ${formatINR(D.marriageAmount)} unless you enter other amounts) are added in today’s rupees. Untick a goal to leave it out.`,
  },
  {
    question: 'Should my existing life cover and investments reduce the cover?',
    answer:
      'Yes. Enter existing life cover, including an employer’s group policy if you expect to keep it, and investments your family could use, such as mutual funds, deposits and PF; they are subtracted at their full value. Leave out your home and money set aside for your own retirement.',
  },
  {
    question: 'Does the figure allow for inflation?',
    answer:
      'No. Every amount is in today’s rupees and the cover is not discounted for returns; review your cover every few years, or when your income, loans or family change.',
  },
];

export const TERM_INSURANCE_EXPLANATION: CalculatorExplanation = {
  name: 'term insurance calculator',
  faq: TERM_INSURANCE_FAQ,
  what: [
    'The calculator estimates the sum assured of a term life policy: the amount your family would need if your income stopped today. It looks at the need two ways, replacing your income and funding your household expenses for good, and takes the higher of the two.',
    'To that base it adds your children’s goals (school, higher education, marriage), the loans still to be repaid and an emergency fund, and subtracts the investments and life cover you already have.',
  ],
  formula: [
    'Income replacement = annual income (I) × income multiplier (m).',
    'Expense capitalisation = annual expenses (E) ÷ safe withdrawal rate (w): the sum whose yearly draw at rate w pays the expenses.',
    'Base cover = the higher of income replacement and expense capitalisation.',
    'Children’s goals = basic education + higher education + marriage for each child. Left blank, basic education is 10% of E for every year until the child turns 21, i.e. 0.10 × E × (21 − age); higher education and marriage default to ₹30,00,000 each.',
    'Emergency fund = monthly expenses × months (monthly expenses default to E ÷ 12).',
    'Total cover = base cover + children’s goals + outstanding loans + emergency fund − existing assets, and never below ₹0.',
  ],
  assumptions: [
    'All amounts are in today’s rupees: the children’s goals are not inflated and the cover is not discounted for investment returns.',
    'The family can draw the chosen withdrawal rate (4% by default) from the corpus every year without running it down.',
    'Outstanding loans are repaid in full from the cover.',
    'Existing assets and existing life cover count at their full value.',
    'Taxes, inflation after the claim and the premium itself are not modelled.',
  ],
  example: workedExample(TERM_INSURANCE_EXAMPLE, termInsurance, (ex, r) => ({
    heading: 'Example: a family with one child aged 5',
    inputs: [
      { label: 'Annual income', value: formatINR(ex.annualIncome) },
      { label: 'Annual expenses', value: formatINR(ex.annualExpenses) },
      { label: 'Monthly expenses', value: 'Blank (annual ÷ 12)' },
      { label: 'Outstanding loans', value: formatINR(ex.outstandingLoans) },
      { label: 'Existing assets and cover', value: formatINR(ex.existingAssets) },
      { label: 'Income multiplier', value: `${ex.incomeMultiplier}×` },
      { label: 'Safe withdrawal rate', value: `${ex.withdrawalRate * 100}%` },
      { label: 'Emergency fund', value: `${ex.emergencyMonths} months` },
      {
        label: 'Child',
        value: `Age ${child.age}; basic education blank; higher education ${formatINR(child.higherAmt)}; marriage ${formatINR(child.marriageAmt)}`,
      },
    ],
    results: [
      { label: 'Total cover needed', value: formatINR(r.totalCover) },
      { label: 'Income replacement', value: formatINR(r.coverIncome) },
      { label: 'Expense capitalisation', value: formatINR(r.coverCapital) },
      {
        label: `Base cover (${r.baseMethod === 'income' ? 'income method' : 'expense method'})`,
        value: formatINR(r.baseCover),
      },
      { label: "Children's goals", value: formatINR(r.childrenNeeds) },
      { label: 'Emergency fund', value: formatINR(r.emergencyFund) },
    ],
    note: 'Expenses capitalised at 4% (₹1.5 crore) exceed 12 times income (₹1.44 crore), so the expense method sets the base. The child’s basic education defaults to 10% of ₹6,00,000 for 16 years: ₹9,60,000.',
  })),
};
