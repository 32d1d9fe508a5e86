import { formatINR } from '@36x/common';
import { loanAmortization, type LoanInput } from '@36x/common/finance';
import type { CalculatorExplanation } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs: a home loan. */
export const LOAN_EXAMPLE = {
  loanAmount: 3_000_000,
  interestRate: 8.5,
  loanTenure: 20,
} satisfies LoanInput;

export const LOAN_EXPLANATION: CalculatorExplanation = {
  name: 'loan EMI calculator',
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
