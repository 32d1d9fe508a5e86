import { formatINR } from '@36x/common';
import { recurringDeposit, type RecurringDepositInput } from '@36x/common/finance';
import type { CalculatorExplanation } from './types';
import { depositResults, workedExample } from './worked-example';

/** The worked example's inputs: a five-year RD. */
export const RD_EXAMPLE = {
  monthlyDeposit: 10_000,
  annualRate: 7,
  tenureMonths: 60,
  seniorCitizen: false,
} satisfies RecurringDepositInput;

export const RD_EXPLANATION: CalculatorExplanation = {
  name: 'recurring deposit calculator',
  what: [
    'A recurring deposit (RD) takes the same amount every month for a fixed number of months and pays it back with interest at maturity. Banks and India Post compound RD interest every quarter, so each instalment earns interest for the months it stays in.',
    'The calculator gives the maturity amount, the total deposited and the interest, charts the balance year by year and says whether TDS may be deducted.',
  ],
  formula: [
    'Each instalment R grows to R × (1 + r/4)^(m/3), where r is the yearly rate and m the months it stays in (the first stays the whole tenure, the last one month).',
    'Maturity = the sum over all instalments; for a whole number of quarters n this is R × ((1 + i)^n − 1) ÷ (1 − (1 + i)^(−1/3)), i = r/400 with r in percent, the formula the Indian Banks’ Association gives.',
    'Interest = maturity − R × number of months.',
  ],
  assumptions: [
    'Every instalment is paid on time at the start of its month; banks charge a penalty on late instalments.',
    'The rate is fixed when the RD is opened and stays for its whole tenure.',
    'RD interest is taxed at your slab rate; banks deduct TDS when a year’s interest from them exceeds the threshold.',
  ],
  example: workedExample(RD_EXAMPLE, recurringDeposit, (ex, r) => ({
    heading: `Example: ${formatINR(ex.monthlyDeposit)} a month for 5 years`,
    inputs: [
      { label: 'Monthly deposit', value: formatINR(ex.monthlyDeposit) },
      { label: 'Interest rate', value: `${ex.annualRate}% a year` },
      { label: 'Tenure', value: `${ex.tenureMonths} months` },
    ],
    results: depositResults(r),
    note: 'The first instalment earns interest for all 60 months, the last for one month only, so the interest is about half what ₹6 lakh deposited on day one would earn.',
  })),
};
