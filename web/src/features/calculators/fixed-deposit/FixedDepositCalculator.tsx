import { Typography } from '@mui/material';
import { formatINR, formatPercent } from '@36x/common';
import { FD_DEFAULTS, fixedDeposit, type FdPayout, type FixedDepositResult } from '@36x/common/finance';
import { DepositTdsNote } from '../components/SavingsGrowth';
import { SavingsCalculatorPage, type SavingsCalculatorSpec } from '../components/SavingsCalculatorPage';
import { SENIOR_CHOICE } from '../components/savings-choices';
import { pickOption, textAsRupees, textWithUnit, toNumber } from '../parse';

const PAYOUTS = [
  { value: 'cumulative', label: 'Reinvested (cumulative)' },
  { value: 'quarterly', label: 'Paid out every quarter' },
] as const;

const DEFAULTS = {
  principal: String(FD_DEFAULTS.principal),
  annualRate: String(FD_DEFAULTS.annualRate),
  tenureYears: String(Math.floor(FD_DEFAULTS.tenureMonths / 12)),
  tenureMonths: String(FD_DEFAULTS.tenureMonths % 12),
  /** Banks quote many deposits in days (91, 444): used instead of years and months when filled in. */
  tenureDays: '',
  payout: FD_DEFAULTS.payout as FdPayout,
  senior: 'no' as 'no' | 'yes',
};
type Form = typeof DEFAULTS;

const BOTH = 'Enter the tenure either in years and months or in days, not both.';

function compute(form: Form): FixedDepositResult | null {
  const days = toNumber(form.tenureDays);
  const months = toNumber(form.tenureYears) * 12 + toNumber(form.tenureMonths);
  if (days > 0 && months > 0) throw new Error(BOTH);
  return fixedDeposit({
    principal: toNumber(form.principal),
    annualRate: toNumber(form.annualRate),
    tenureMonths: months,
    tenureDays: days,
    payout: pickOption(form.payout, PAYOUTS, 'cumulative'),
    seniorCitizen: form.senior === 'yes',
  });
}

const FD: SavingsCalculatorSpec<Form, FixedDepositResult> = {
  tool: 'fixed-deposit',
  defaults: DEFAULTS,
  compute,
  missing: 'Enter a deposit, an interest rate and a tenure of at least one month or one day.',
  caps: {
    principal: 'amount',
    annualRate: 'interest',
    tenureYears: 'wholeYears',
    tenureMonths: 'months',
    tenureDays: 'days',
  },
  usage: (r) => ({
    maturityAmount: r.maturityAmount,
    totalInterest: r.totalInterest,
    effectiveAnnualYield: r.effectiveAnnualYield,
    tdsApplies: r.tds.applies,
  }),
  fields: [
    [{ name: 'principal', label: 'Deposit amount (₹)', min: 0, range: [10_000, 1_00_00_000, 10_000] }],
    [{ name: 'annualRate', label: 'Interest rate (% a year)', min: 0 }],
    [
      { name: 'tenureYears', label: 'Tenure: years', min: 0, step: 1, range: [0, 10, 1] },
      { name: 'tenureMonths', label: 'and months', min: 0, step: 1, range: [0, 11, 1] },
    ],
    [
      {
        name: 'tenureDays',
        label: 'Or tenure in days',
        min: 0,
        step: 1,
        range: [0, 3650, 1],
        helperText: 'For deposits quoted in days (91, 444 …); leave years and months blank',
      },
    ],
  ],
  choices: [{ name: 'payout', label: 'Interest', options: PAYOUTS }, SENIOR_CHOICE],
  title: 'Your fixed deposit',
  placeholder: 'Press Calculate to see the maturity amount and the interest.',
  printInputs: (form, r) => [
    { label: 'Deposit', value: textAsRupees(form.principal) },
    { label: 'Interest rate', value: textWithUnit(form.annualRate, '% a year') },
    { label: 'Tenure', value: r.tenureDays !== null ? `${r.tenureDays} days` : `${r.tenureMonths} months` },
    { label: 'Interest', value: PAYOUTS.find((p) => p.value === form.payout)?.label ?? '' },
    { label: 'Senior citizen', value: form.senior === 'yes' ? 'Yes (60 or older)' : 'No' },
  ],
  stats: (r) => [
    { id: 'maturityAmount', label: 'Maturity amount', value: formatINR(r.maturityAmount), emphasis: true },
    { id: 'totalInterest', label: 'Interest earned', value: formatINR(r.totalInterest), tone: 'positive' },
    {
      id: 'effectiveAnnualYield',
      label: 'Effective yearly yield',
      value: formatPercent(r.effectiveAnnualYield),
      hint: r.quarterlyPayout === null ? 'Quarterly compounding' : 'Interest paid out, not compounded',
    },
    r.quarterlyPayout === null
      ? { id: 'estimatedTds', label: 'Estimated TDS', value: formatINR(r.tds.estimatedTds) }
      : { id: 'quarterlyPayout', label: 'Paid every quarter', value: formatINR(r.quarterlyPayout) },
  ],
  notes: (r) => (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="fd-convention">
        {r.convention}
      </Typography>
      <DepositTdsNote tds={r.tds} />
    </>
  ),
  growth: (r) => ({
    title: 'Deposit and interest, by year',
    rows: r.yearly.map((y, i) => ({
      year: y.year,
      invested: y.deposited,
      earned: y.interest,
      value:
        r.quarterlyPayout === null
          ? y.balance
          : y.deposited + r.yearly.slice(0, i + 1).reduce((s, x) => s + x.interest, 0),
    })),
  }),
};

export default function FixedDepositCalculator() {
  return <SavingsCalculatorPage spec={FD} />;
}
