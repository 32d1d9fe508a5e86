import { formatINR } from '@36x/common';
import { loanAmortization, type LoanInput } from '@36x/common/finance';
import type { CalculatorExplanation, FaqEntry } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs: a home loan. */
export const LOAN_EXAMPLE = {
  loanAmount: 3_000_000,
  interestRate: 8.5,
  loanTenure: 20,
} satisfies LoanInput;

/** The worked example's first month, as the schedule shows it (whole rupees). */
const firstMonth = loanAmortization(LOAN_EXAMPLE)!.schedule[0]!;

const LOAN_FAQ: FaqEntry[] = [
  {
    question: 'Why is my bank’s EMI a rupee or two different?',
    answer:
      'Lenders usually round the EMI up to the next rupee and may count interest by days rather than months, so their EMI can differ by a rupee or two and the last EMI is adjusted. The calculator uses the standard reducing-balance formula on the monthly rate, as Indian banks quote it.',
  },
  {
    question: 'Why is so much of each early EMI interest?',
    answer: `Interest is charged every month on the balance still owed, which is largest at the start. On ${formatINR(LOAN_EXAMPLE.loanAmount)} at ${LOAN_EXAMPLE.interestRate}% for ${LOAN_EXAMPLE.loanTenure} years, ${formatINR(firstMonth.interest)} of the first EMI of ${formatINR(firstMonth.emi)} is interest; the schedule shows how the split moves towards principal month by month.`,
  },
  {
    question: 'Does the EMI include processing fees and insurance?',
    answer:
      'No. Processing fees, loan insurance, GST on fees and pre-EMI interest are paid on top; add them to the total cost when you compare offers.',
  },
  {
    question: 'What happens to a floating-rate loan when rates change?',
    answer:
      'Banks usually keep the EMI and change the tenure when the rate moves, or change the EMI if you ask. The calculator assumes one rate for the whole tenure: enter the new rate and the remaining balance and tenure to see the new EMI.',
  },
  {
    question: 'Is it better to prepay or to invest?',
    answer:
      'Prepaying saves interest at the loan’s rate, with no risk; investing pays off only if the return after tax beats that rate. On a home loan, the old regime’s deductions for interest and principal lower its real cost. The balance transfer evaluator shows what a lower rate would save.',
  },
];

export const LOAN_EXPLANATION: CalculatorExplanation = {
  name: 'loan EMI calculator',
  faq: LOAN_FAQ,
  what: [
    'An equated monthly instalment (EMI) is the fixed amount paid every month that repays a loan with interest by the end of its tenure. Interest is charged each month on the balance still owed, so early EMIs are mostly interest and later ones mostly principal.',
    'The calculator gives the EMI, the total interest and the total paid, charts the yearly split and shows the first 12 months of the amortization schedule.',
  ],
  formula: [
    'EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the loan amount, r the monthly rate (yearly rate ÷ 12 ÷ 100) and n the number of monthly instalments (tenure in years × 12).',
    'Each month: interest = balance × r; principal repaid = EMI − interest; new balance = balance − principal repaid.',
    'Total payment = EMI × n; total interest = total payment − P.',
  ],
  assumptions: [
    'The interest rate stays the same for the whole tenure; floating-rate loans change with the lender’s benchmark.',
    'No part-prepayments, missed EMIs or changes in tenure.',
    'The first EMI is paid one month after the loan is disbursed.',
    'Processing fees, insurance, GST and pre-EMI interest are not included. Lenders often round the EMI up to the next rupee, so their figures may differ by a rupee or two.',
  ],
  example: workedExample(LOAN_EXAMPLE, loanAmortization, (ex, r) => {
    const first = r.schedule[0]!;
    return {
      heading: 'Example: a ₹30 lakh home loan for 20 years',
      inputs: [
        { label: 'Loan amount', value: formatINR(ex.loanAmount) },
        { label: 'Interest rate', value: `${ex.interestRate}% a year` },
        { label: 'Loan tenure', value: `${ex.loanTenure} years` },
      ],
      results: [
        { label: 'Monthly EMI', value: formatINR(r.monthlyEmi) },
        { label: 'Total interest', value: formatINR(r.totalInterest) },
        { label: 'Total payment', value: formatINR(r.totalPayment) },
        {
          label: 'Interest as a share of the loan',
          value: `${Math.round((r.totalInterest / ex.loanAmount) * 100)}%`,
        },
        { label: 'Month 1: interest', value: formatINR(first.interest) },
        { label: 'Month 1: principal', value: formatINR(first.principal) },
        { label: 'Balance after month 1', value: formatINR(first.balance) },
      ],
      note: 'Over 240 instalments the interest paid is more than the amount borrowed. In the first month, ₹21,250 of the EMI is interest and only ₹4,785 reduces the loan.',
    };
  }),
};
