import { formatINR } from '@36x/common';
import { RD_DEFAULTS, recurringDeposit, type RecurringDepositResult } from '@36x/common/finance';
import { depositGrowth, DepositTdsNote } from '../components/SavingsGrowth';
import { SavingsCalculatorPage, type SavingsCalculatorSpec } from '../components/SavingsCalculatorPage';
import { SENIOR_CHOICE } from '../components/savings-choices';
import { textAsRupees, textWithUnit, toNumber } from '../parse';

const DEFAULTS = {
  monthlyDeposit: String(RD_DEFAULTS.monthlyDeposit),
  annualRate: String(RD_DEFAULTS.annualRate),
  tenureMonths: String(RD_DEFAULTS.tenureMonths),
  senior: 'no' as 'no' | 'yes',
};
type Form = typeof DEFAULTS;

const RD: SavingsCalculatorSpec<Form, RecurringDepositResult> = {
  tool: 'recurring-deposit',
  defaults: DEFAULTS,
  compute: (form) =>
    recurringDeposit({
      monthlyDeposit: toNumber(form.monthlyDeposit),
      annualRate: toNumber(form.annualRate),
      tenureMonths: toNumber(form.tenureMonths),
      seniorCitizen: form.senior === 'yes',
    }),
  missing: 'Enter a monthly deposit, an interest rate and the number of months.',
  caps: { monthlyDeposit: 'amount', annualRate: 'interest', tenureMonths: 'months' },
  usage: (r) => ({
    maturityAmount: r.maturityAmount,
    totalDeposited: r.totalDeposited,
    totalInterest: r.totalInterest,
    tdsApplies: r.tds.applies,
  }),
  fields: [
    [{ name: 'monthlyDeposit', label: 'Monthly deposit (₹)', min: 0, range: [500, 2_00_000, 500] }],
    [
      { name: 'annualRate', label: 'Interest rate (% a year)', min: 0 },
      {
        name: 'tenureMonths',
        label: 'Tenure (months)',
        min: 1,
        step: 1,
        range: [6, 120, 3],
        helperText: 'India Post: 60 months',
      },
    ],
  ],
  choices: [SENIOR_CHOICE],
  // The rate defaults to the Post Office 5-year RD rate in force (CALC-RATES-2).
  rate: {
    scheme: 'rd',
    what: 'the Post Office 5-year recurring deposit rate',
    testId: 'rd-rate-source',
    after: "Banks set their own RD rates: enter your bank's.",
  },
  title: 'Your recurring deposit',
  placeholder: 'Press Calculate to see what your monthly deposits add up to.',
  printInputs: (form, r) => [
    { label: 'Monthly deposit', value: textAsRupees(form.monthlyDeposit) },
    { label: 'Interest rate', value: textWithUnit(form.annualRate, '% a year') },
    { label: 'Tenure', value: `${r.tenureMonths} months` },
  ],
  stats: (r) => [
    { id: 'maturityAmount', label: 'Maturity amount', value: formatINR(r.maturityAmount), emphasis: true },
    { id: 'totalDeposited', label: 'Total deposited', value: formatINR(r.totalDeposited) },
    { id: 'totalInterest', label: 'Interest earned', value: formatINR(r.totalInterest), tone: 'positive' },
  ],
  notes: (r) => <DepositTdsNote tds={r.tds} />,
  growth: depositGrowth,
};

export default function RecurringDepositCalculator() {
  return <SavingsCalculatorPage spec={RD} />;
}
