import { formatINR } from '@36x/common';
import {
  DEPOSIT_INTEREST_TDS,
  SMALL_SAVINGS_SCHEMES,
  recurringDeposit,
  type RecurringDepositInput,
} from '@36x/common/finance';
import type { CalculatorExplanation, FaqEntry } from './types';
import { depositResults, workedExample } from './worked-example';

/** The worked example's inputs: a five-year RD. */
export const RD_EXAMPLE = {
  monthlyDeposit: 10_000,
  annualRate: 7,
  tenureMonths: 60,
  seniorCitizen: false,
} satisfies RecurringDepositInput;

const tds = DEPOSIT_INTEREST_TDS.value;

const RD_FAQ: FaqEntry[] = [
  {
    question: 'Will my bank or the post office show the same maturity amount?',
    answer:
      'Banks and India Post compound RD interest every quarter with the formula the Indian Banks’ Association gives, and the calculator uses the same one, so for a tenure of whole quarters the figures agree to within rounding. A bank that rounds each quarter’s interest, or an instalment paid late, makes a small difference.',
  },
  {
    question: 'Which interest rate does the calculator start from?',
    answer: `The ${SMALL_SAVINGS_SCHEMES.rd.name} rate in force today, from the dated rates this site keeps (the Ministry of Finance notifies them every quarter); the form shows its date and source. A bank RD pays the bank’s own rate: type it in the rate field.`,
  },
  {
    question: 'Is TDS deducted on RD interest?',
    answer:
      `Yes, as on a fixed deposit: ${tds.rate}% when the interest from one bank in a financial year exceeds ${formatINR(tds.threshold)}, or ${formatINR(tds.seniorThreshold)} for a resident aged 60 or more. ${DEPOSIT_INTEREST_TDS.note ?? ''}`.trim(),
  },
  {
    question: 'Is RD interest taxable?',
    answer:
      'Yes. It is added to your income and taxed at your slab rate, year by year as it accrues; TDS deducted by the bank is credited against that tax when you file your return.',
  },
  {
    question: 'What happens if I miss an instalment?',
    answer:
      'Banks and the post office charge a penalty on a late instalment, and several missed instalments can close the account. The calculator assumes every instalment is paid at the start of its month.',
  },
];

export const RD_EXPLANATION: CalculatorExplanation = {
  name: 'recurring deposit calculator',
  faq: RD_FAQ,
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
