import { formatINR } from '@36x/common';
import {
  CAUTIOUS_NET_LOSS_LIMIT,
  MAX_TENURE_MONTHS,
  balanceTransfer,
  type BalanceTransferInput,
} from '@36x/common/finance';
import type { CalculatorExplanation, FaqEntry } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs: a home loan moved to a lower rate for the same remaining tenure (new tenure blank). */
export const BALANCE_TRANSFER_EXAMPLE = {
  loanType: 'home',
  outstandingAmount: 4_000_000,
  currentEMI: 41_770,
  remainingTenure: 180,
  currentRate: 9.5,
  newRate: 8.5,
  newTenure: 0,
  processingFee: 10_000,
  additionalCharges: 15_000,
} satisfies BalanceTransferInput;

const BALANCE_TRANSFER_FAQ: FaqEntry[] = [
  {
    question: 'When is a loan balance transfer worth it?',
    answer:
      'When the interest you save over the rest of the loan is more than the cost of switching: the new lender’s processing fee, legal and valuation fees, stamp duty and any foreclosure charge. The evaluator subtracts those costs and shows the net saving and the months it takes to recover them.',
  },
  {
    question: 'How big a rate cut makes a transfer worthwhile?',
    answer:
      'It depends on the amount and the years left: a small cut on a large home loan with many years to run can save a lot, while the same cut near the end of a loan rarely covers the fees. Enter your figures; the break-even month shows how long you must keep the new loan for the switch to pay.',
  },
  {
    question: 'What if the new loan has a longer tenure?',
    answer:
      'A longer tenure lowers the EMI but adds more EMIs, so adding up rupees paid years apart can make a good offer look like a loss. When the tenures differ the evaluator compares the saving in today’s money (each EMI discounted) and advises on that.',
  },
  {
    question: 'What does “cautiously recommended” mean?',
    answer: `The EMI falls, but over the whole loan you would pay a little more, less than ${formatINR(CAUTIOUS_NET_LOSS_LIMIT)}: worth it if a lower EMI matters more to you than the total cost.`,
  },
  {
    question: 'Should I ask my current bank first?',
    answer:
      'Yes. Many banks lower the rate of an existing loan for a small conversion fee, which costs far less than a transfer. The evaluator suggests negotiating when the new rate is lower but the switch does not pay.',
  },
  {
    question: 'What tenure can the new loan have?',
    answer: `Up to the longest tenure lenders offer for the loan type: ${MAX_TENURE_MONTHS.home / 12} years for a home loan, ${MAX_TENURE_MONTHS.car / 12} for a car loan, ${MAX_TENURE_MONTHS.personal / 12} for a personal loan and ${MAX_TENURE_MONTHS.credit / 12} for a credit-card or other loan; the evaluator does not recommend a tenure no lender offers.`,
  },
];

export const BALANCE_TRANSFER_EXPLANATION: CalculatorExplanation = {
  name: 'loan balance transfer evaluator',
  faq: BALANCE_TRANSFER_FAQ,
  what: [
    'A balance transfer moves the amount still owed on a loan to a new lender, usually for a lower interest rate. The switch has costs: the new lender’s processing fee and charges such as legal and valuation fees, stamp duty and any foreclosure charge.',
    'The evaluator compares what you would still pay by staying with what you would pay after switching, including those costs, and works out how many months of lower EMIs it takes to recover them.',
  ],
  formula: [
    'New EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the outstanding amount, r the new monthly rate (new yearly rate ÷ 12 ÷ 100) and n the new tenure in months (the remaining tenure when left blank).',
    'EMI saving a month = current EMI − new EMI.',
    'Still to pay if you stay = current EMI × remaining months; to pay after switching = new EMI × new months; transfer costs = processing fee + other charges.',
    'Net saving = still to pay if you stay − to pay after switching − transfer costs.',
    'Break-even = transfer costs ÷ EMI saving, rounded up to whole months.',
    'Saving in today’s money = present value of the remaining current EMIs − present value of the new EMIs − transfer costs, each EMI discounted monthly at the discount rate (your current rate unless you enter another): PV = EMI × (1 − (1 + i)^−n) ÷ i.',
    'Verdict when the tenures are the same: recommended when both the EMI and the overall cost fall; cautiously recommended when the EMI falls but you pay less than ₹50,000 more overall; otherwise, if the new rate is lower, negotiate; else not recommended.',
    'Verdict when the tenures differ: recommended when the saving in today’s money is positive; otherwise negotiate if the new rate is lower, else not recommended. Adding up EMIs paid years apart would make a longer tenure look like a loss even when it saves money.',
  ],
  assumptions: [
    'Both rates stay the same for the rest of the loan and no part-prepayments are made.',
    'Your current EMI continues unchanged for the remaining tenure you enter.',
    'Transfer costs are paid upfront, not added to the new loan.',
    'The net saving adds rupees paid years apart as if they were the same; the saving in today’s money discounts them, and the advice uses it whenever the tenures differ.',
    'Tax benefits on home loan interest and principal are not included.',
  ],
  example: workedExample(BALANCE_TRANSFER_EXAMPLE, balanceTransfer, (ex, r) => ({
    heading: 'Example: a ₹40 lakh home loan moved from 9.5% to 8.5%',
    inputs: [
      { label: 'Loan type', value: 'Home loan' },
      { label: 'Outstanding amount', value: formatINR(ex.outstandingAmount) },
      { label: 'Current EMI', value: formatINR(ex.currentEMI) },
      { label: 'Remaining tenure', value: `${ex.remainingTenure} months` },
      { label: 'Current rate', value: `${ex.currentRate}% a year` },
      { label: 'New rate', value: `${ex.newRate}% a year` },
      { label: 'New tenure', value: 'Blank (same as remaining)' },
      { label: 'Processing fee', value: formatINR(ex.processingFee) },
      { label: 'Other charges', value: formatINR(ex.additionalCharges) },
    ],
    results: [
      { label: 'Verdict', value: r.isViable ? 'Recommended' : 'Not Recommended' },
      { label: 'New EMI', value: formatINR(r.newEMI) },
      { label: 'EMI saving a month', value: formatINR(r.emiSavings) },
      { label: 'Net saving overall', value: formatINR(r.netSavings) },
      { label: 'Transfer costs', value: formatINR(r.totalCost) },
      { label: 'Still to pay if you stay', value: formatINR(r.totalCurrentPayment) },
      { label: 'To pay after switching', value: formatINR(r.totalNewPayment) },
      {
        label: 'Break-even',
        value:
          r.breakEvenMonths === null
            ? 'Never'
            : `${r.breakEvenMonths} month${r.breakEvenMonths === 1 ? '' : 's'}`,
      },
    ],
    note: 'The ₹25,000 of costs is recovered from the lower EMI in 11 months; over the remaining 15 years the switch saves about ₹4 lakh after costs.',
  })),
};
