import { memo } from 'react';
import { Typography } from '@mui/material';
import { formatINR, formatPercent } from '@36x/common';
import { bondsCalculator, type BondsResult, type PaymentFrequency } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { ResultCard, ResultStat, StatGrid } from '../components/ResultCard';
import { rupeesExact, textAsRupees, textWithUnit, toNumber } from '../parse';
import { useCalculation } from '../use-calculation';

const DEFAULTS = {
  faceValue: '',
  couponRate: '',
  bondMaturity: '',
  numberOfBonds: '',
  currentPrice: '',
  paymentFrequency: 'annual' as PaymentFrequency,
};
type Form = typeof DEFAULTS;

const FREQUENCIES = [
  { value: 'annual', label: 'Annual' },
  { value: 'semi-annual', label: 'Semi-annual' },
  { value: 'monthly', label: 'Monthly' },
] as const;

const PERIOD_WORD: Record<PaymentFrequency, string> = {
  annual: 'year',
  'semi-annual': 'half-year',
  monthly: 'month',
};

function compute(form: Form): BondsResult | null {
  return bondsCalculator({
    faceValue: toNumber(form.faceValue),
    couponRate: toNumber(form.couponRate),
    bondMaturity: toNumber(form.bondMaturity),
    numberOfBonds: toNumber(form.numberOfBonds),
    // CALC-BONDS: a blank current price falls back to face value (the function does this for NaN / 0).
    currentPrice: toNumber(form.currentPrice),
    paymentFrequency: form.paymentFrequency,
  });
}

/** The result's figures. Memoised (CALC-STATES-7): typing re-renders the form and the card's frame, not these. */
const BondsFigures = memo(function BondsFigures({
  result,
  frequency,
}: {
  result: BondsResult | null;
  frequency: PaymentFrequency;
}) {
  const r = result ?? {
    interestPerPeriod: 0,
    annualInterest: 0,
    totalBondInterest: 0,
    maturityValue: 0,
    totalInvestment: 0,
    totalReturns: 0,
    yieldToMaturity: 0,
    yieldToMaturityExact: 0,
    currentYield: 0,
  };
  return (
    <>
      <StatGrid>
        <ResultStat
          id="annualInterest"
          label="Interest a year"
          value={rupeesExact(r.annualInterest)}
          emphasis
        />
        <ResultStat
          id="interestPerPeriod"
          label={`Interest per ${PERIOD_WORD[frequency]}`}
          value={rupeesExact(r.interestPerPeriod)}
        />
        <ResultStat
          id="totalBondInterest"
          label="Total interest to maturity"
          value={rupeesExact(r.totalBondInterest)}
        />
        <ResultStat
          id="maturityValue"
          label="Maturity value"
          value={formatINR(r.maturityValue)}
          hint="Face value repaid"
        />
        <ResultStat id="totalInvestment" label="Amount invested" value={rupeesExact(r.totalInvestment)} />
        <ResultStat
          id="totalReturns"
          label="Total returns"
          value={rupeesExact(r.totalReturns)}
          tone={r.totalReturns < 0 ? 'negative' : r.totalReturns > 0 ? 'positive' : 'neutral'}
        />
        <ResultStat
          id="yieldToMaturity"
          label="Yield to maturity (approx.)"
          value={formatPercent(r.yieldToMaturity)}
          hint={result ? `Exact YTM: ${formatPercent(r.yieldToMaturityExact)}` : 'Average yearly return'}
        />
        <ResultStat
          id="currentYield"
          label="Current yield"
          value={formatPercent(r.currentYield)}
          hint="Coupon ÷ price paid"
        />
      </StatGrid>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Interest is taxable at your slab rate (TDS may apply on listed debentures). The approximate YTM is the
        average yearly return over the average amount invested; the exact YTM discounts every coupon. Coupons
        reinvested at a different rate change the realised return.
      </Typography>
    </>
  );
});

export default function BondsCalculator() {
  const calc = useCalculation({
    tool: 'bonds-calculator',
    defaults: DEFAULTS,
    // CALC-BONDS: nothing is computed unless face value, maturity and number of bonds are above 0.
    compute,
    missing: 'Enter the face value, the years to maturity and the number of bonds, each above 0.',
    choices: { paymentFrequency: FREQUENCIES },
    caps: {
      faceValue: 'amount',
      couponRate: 'interest',
      bondMaturity: 'years',
      numberOfBonds: 'count',
      currentPrice: 'amount',
    },
    usage: (r) => ({
      interestPerPeriod: r.interestPerPeriod,
      annualInterest: r.annualInterest,
      totalBondInterest: r.totalBondInterest,
      maturityValue: r.maturityValue,
      yieldToMaturity: r.yieldToMaturity,
      currentYield: r.currentYield,
    }),
  });
  // Figures are labelled by the frequency they were computed for: switching it never relabels old figures.
  const form = calc.shown;
  const result = calc.result;

  const frequency = form.paymentFrequency;
  return (
    <CalculatorLayout
      calc={calc}
      submitLabel="Calculate returns"
      rows={[
        [
          { name: 'faceValue', label: 'Face value per bond (₹)', min: 0, range: [0, 1_00_000, 100] },
          { name: 'couponRate', label: 'Coupon rate (% a year)', min: 0 },
        ],
        [
          { name: 'bondMaturity', label: 'Years to maturity', min: 0 },
          { name: 'numberOfBonds', label: 'Number of bonds', min: 0, step: 1 },
        ],
        [
          {
            name: 'currentPrice',
            label: 'Price paid per bond (₹)',
            min: 0,
            range: [0, 1_00_000, 100],
            helperText: 'Blank: bought at face value',
          },
        ],
        [{ name: 'paymentFrequency', label: 'Interest paid', options: FREQUENCIES }],
      ]}
      result={
        <ResultCard
          title="Bond income"
          calc={calc}
          printInputs={[
            { label: 'Face value per bond', value: textAsRupees(form.faceValue) },
            { label: 'Coupon rate', value: textWithUnit(form.couponRate, '% a year') },
            { label: 'Years to maturity', value: textWithUnit(form.bondMaturity, '') },
            { label: 'Number of bonds', value: textWithUnit(form.numberOfBonds, '') },
            {
              label: 'Price paid per bond',
              value: form.currentPrice.trim() ? textAsRupees(form.currentPrice) : 'Face value',
            },
            {
              label: 'Interest paid',
              value: FREQUENCIES.find((f) => f.value === form.paymentFrequency)?.label ?? '',
            },
          ]}
        >
          <BondsFigures result={result} frequency={frequency} />
        </ResultCard>
      }
    />
  );
}
