import { formatINR, formatIndiaDate } from '@36x/common';
import { PPF_DEFAULTS, PPF_RULES, ppf, ppfInputError, type PpfResult } from '@36x/common/finance';
import { depositGrowth } from '../components/SavingsGrowth';
import { SavingsCalculatorPage, type SavingsCalculatorSpec } from '../components/SavingsCalculatorPage';
import { pickOption, textAsRupees, textWithUnit, toNumber } from '../parse';

const { termYears, extensionYears } = PPF_RULES.value;
const YEARS = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => {
  const years = String(termYears + k * extensionYears);
  return {
    value: years,
    label: k === 0 ? `${years} years (full term)` : `${years} years (extended ${k * extensionYears})`,
  };
});

const DEFAULTS = {
  yearlyDeposit: String(PPF_DEFAULTS.yearlyDeposit),
  // The page starts from the rate in force (the spec's `rate` below; CALC-RATES-2).
  annualRate: '',
  years: String(PPF_DEFAULTS.years),
};
type Form = typeof DEFAULTS;

function inputOf(form: Form) {
  return {
    yearlyDeposit: toNumber(form.yearlyDeposit),
    annualRate: toNumber(form.annualRate),
    years: Number(pickOption(form.years, YEARS, DEFAULTS.years)),
  };
}

/** The PPF projection, or the message for inputs the scheme does not allow. */
function computeOrExplain(form: Form): PpfResult {
  const input = inputOf(form);
  const message = ppfInputError(input);
  const result = message ? null : ppf(input);
  if (!result) throw new Error(message ?? 'Enter the yearly deposit and the rate.');
  return result;
}

const PPF: SavingsCalculatorSpec<Form, PpfResult> = {
  tool: 'ppf-calculator',
  defaults: DEFAULTS,
  compute: computeOrExplain,
  caps: { yearlyDeposit: 'amount', annualRate: 'interest' },
  usage: (r) => ({
    maturityAmount: r.maturityAmount,
    totalDeposited: r.totalDeposited,
    totalInterest: r.totalInterest,
  }),
  fields: [
    [
      {
        name: 'yearlyDeposit',
        label: 'Yearly deposit (₹)',
        min: 500,
        range: [500, 1_50_000, 500],
        helperText: '₹500 to ₹1,50,000 a financial year',
      },
    ],
    [{ name: 'annualRate', label: 'Interest rate (% a year)', min: 0 }],
  ],
  choices: [{ name: 'years', label: 'Period', options: YEARS }],
  rate: { scheme: 'ppf', what: 'the PPF rate', testId: 'ppf-rate-source' },
  title: 'Your PPF account',
  placeholder: 'Press Calculate to see your PPF balance at maturity.',
  printInputs: (form, r) => [
    { label: 'Yearly deposit', value: textAsRupees(form.yearlyDeposit) },
    { label: 'Interest rate', value: textWithUnit(form.annualRate, '% a year') },
    { label: 'Period', value: `${r.years} years` },
    { label: 'Rules as of', value: formatIndiaDate(new Date().toISOString().slice(0, 10), 'long') },
  ],
  stats: (r) => [
    {
      id: 'maturityAmount',
      label: 'Maturity amount',
      value: formatINR(r.maturityAmount),
      hint: 'Tax-free, s. 10(11)',
      emphasis: true,
    },
    { id: 'totalDeposited', label: 'Total deposited', value: formatINR(r.totalDeposited) },
    { id: 'totalInterest', label: 'Interest earned', value: formatINR(r.totalInterest), tone: 'positive' },
  ],
  growth: depositGrowth,
};

export default function PpfCalculator() {
  return <SavingsCalculatorPage spec={PPF} />;
}
