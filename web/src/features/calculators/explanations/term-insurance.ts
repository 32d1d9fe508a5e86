import { formatINR } from '@36x/common';
import { termInsurance, type TermInsuranceInput } from '@36x/common/finance';
import type { CalculatorExplanation } from './types';
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

export const TERM_INSURANCE_EXPLANATION: CalculatorExplanation = {
  name: 'term insurance calculator',
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
