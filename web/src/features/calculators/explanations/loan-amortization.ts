import { formatINR } from '@36x/common';
import type { LoanInput } from '@36x/common/finance';
import type { CalculatorExplanation } from './types';

/** The worked example's inputs: a home loan. */
export const LOAN_EXAMPLE = {
  loanAmount: 3_000_000,
  interestRate: 8.5,
  loanTenure: 20,
} satisfies LoanInput;

const ex = LOAN_EXAMPLE;

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
  example: {
    heading: 'Example: a ₹30 lakh home loan for 20 years',
    inputs: [
      { label: 'Loan amount', value: formatINR(ex.loanAmount) },
      { label: 'Interest rate', value: `${ex.interestRate}% a year` },
      { label: 'Loan tenure', value: `${ex.loanTenure} years` },
    ],
    results: [
      { label: 'Monthly EMI', value: '₹26,035' },
      { label: 'Total interest', value: '₹32,48,327' },
      { label: 'Total payment', value: '₹62,48,327' },
      { label: 'Interest as a share of the loan', value: '108%' },
      { label: 'Month 1: interest', value: '₹21,250' },
      { label: 'Month 1: principal', value: '₹4,785' },
      { label: 'Balance after month 1', value: '₹29,95,215' },
    ],
    note: 'Over 240 instalments the interest paid is more than the amount borrowed. In the first month, ₹21,250 of the EMI is interest and only ₹4,785 reduces the loan.',
  },
};
