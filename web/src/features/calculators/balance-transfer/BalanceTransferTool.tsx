import { memo } from 'react';
import { Alert, Divider } from '@mui/material';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { BarChart } from '../components/charts';
import { formatINR } from '@36x/common';
import {
  balanceTransfer,
  balanceTransferInputError,
  type BalanceTransferResult,
  type BalanceTransferVerdict,
  type LoanType,
} from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { FormHeading } from '../components/FormHeading';
import { NumberFields } from '../components/NumberFields';
import { Badge, ResultCard, ResultPlaceholder, ResultStat, StatGrid } from '../components/ResultCard';
import { ChartBox } from '../components/ChartBox';
import { axisRupees, CHART_COLORS } from '../components/chart-format';
import { textAsRupees, textWithUnit, toNumber } from '../parse';
import { useCalculation } from '../use-calculation';
import { logCalculatorUsage } from '../usage-log';

const DEFAULTS = {
  loanType: 'home' as LoanType,
  outstandingAmount: '',
  currentEMI: '',
  remainingTenure: '',
  currentRate: '',
  newRate: '',
  processingFee: '',
  newTenure: '',
  additionalCharges: '',
  discountRate: '',
};
type Form = typeof DEFAULTS;

const LOAN_TYPES = [
  { value: 'home', label: 'Home loan' },
  { value: 'personal', label: 'Personal loan' },
  { value: 'car', label: 'Car loan' },
  { value: 'credit', label: 'Credit card / other' },
] as const;

function split(form: Form) {
  const currentLoan = {
    loanType: form.loanType,
    outstandingAmount: toNumber(form.outstandingAmount),
    currentEMI: toNumber(form.currentEMI),
    remainingTenure: toNumber(form.remainingTenure),
    currentRate: toNumber(form.currentRate),
  };
  const newLoan = {
    newRate: toNumber(form.newRate),
    processingFee: toNumber(form.processingFee),
    // CALC-BT: a blank new tenure falls back to the remaining tenure (done by the calculation for NaN / 0).
    newTenure: toNumber(form.newTenure),
    additionalCharges: toNumber(form.additionalCharges),
  };
  return { currentLoan, newLoan, discountRate: toNumber(form.discountRate) };
}

function compute(form: Form): BalanceTransferResult | null {
  const { currentLoan, newLoan, discountRate } = split(form);
  const input = { ...currentLoan, ...newLoan, discountRate };
  const result = balanceTransfer(input);
  // A blank EMI with no rate or months left to work it out from gets a message (CALC-BT), not a verdict; other
  // missing inputs stay silent (CALC-BT).
  const emiMissing = balanceTransferInputError(input);
  if (
    !result &&
    emiMissing &&
    balanceTransfer({ ...input, currentEMI: 1, currentRate: 1, remainingTenure: 1 })
  )
    throw new Error(emiMissing);
  return result;
}

const rupees = (v: number | null) => formatINR(v ?? 0);

/**
 * The badge says what the advice says (CALC-BT): 'cautious' (the EMI falls but the switch costs more overall) has
 * its own amber badge instead of the green 'Recommended'. CALC-BT's isViable is still logged as before.
 */
const BADGES: Record<
  BalanceTransferVerdict,
  { label: string; color: 'success' | 'warning' | 'error' | 'info' }
> = {
  recommended: { label: 'Recommended', color: 'success' },
  cautious: { label: 'Cautiously recommended', color: 'warning' },
  negotiate: { label: 'Negotiate first', color: 'info' },
  'not-recommended': { label: 'Not Recommended', color: 'error' },
};

export default function BalanceTransferTool() {
  const calc = useCalculation({
    tool: 'balance-transfer',
    defaults: DEFAULTS,
    // CALC-BT: nothing is computed unless the outstanding amount, the new rate and the new tenure are above 0.
    compute,
    missing:
      'Enter the outstanding amount, the new rate and a tenure above 0, with either your current EMI or your current rate and remaining tenure.',
    choices: { loanType: LOAN_TYPES },
    caps: {
      outstandingAmount: 'amount',
      currentEMI: 'amount',
      remainingTenure: 'months',
      currentRate: 'interest',
      newRate: 'interest',
      processingFee: 'amount',
      newTenure: 'months',
      additionalCharges: 'amount',
      discountRate: 'interest',
    },
    record: (f, next) => {
      const { currentLoan, newLoan } = split(f);
      logCalculatorUsage(
        'balance-transfer',
        { currentLoan, newLoan },
        {
          newEMI: next.newEMI,
          emiSavings: next.emiSavings,
          netSavings: next.netSavings,
          isViable: next.isViable,
        },
      );
    },
  });

  return (
    <CalculatorLayout
      calc={calc}
      submitLabel="Evaluate Transfer"
      error={calc.error}
      form={
        <>
          <FormHeading>Current loan</FormHeading>
          <NumberFields
            {...calc.fields}
            rows={[
              [{ name: 'loanType', label: 'Loan type', options: LOAN_TYPES }],
              [
                {
                  name: 'outstandingAmount',
                  label: 'Outstanding amount (₹)',
                  min: 0,
                  range: [0, 2_00_00_000, 50_000],
                },
                {
                  name: 'currentEMI',
                  label: 'Current EMI (₹)',
                  min: 0,
                  range: [0, 2_00_000, 500],
                  helperText: 'Blank: worked out from the amount, rate and months left',
                },
              ],
              [
                { name: 'remainingTenure', label: 'Remaining tenure (months)', min: 0, step: 1 },
                { name: 'currentRate', label: 'Current rate (% a year)', min: 0 },
              ],
            ]}
          />
          <Divider />
          <FormHeading>New offer</FormHeading>
          <NumberFields
            {...calc.fields}
            rows={[
              [
                { name: 'newRate', label: 'New rate (% a year)', min: 0 },
                {
                  name: 'newTenure',
                  label: 'New tenure (months)',
                  min: 0,
                  step: 1,
                  helperText: 'Blank: same as remaining',
                },
              ],
              [
                {
                  name: 'processingFee',
                  label: 'Processing fee (₹)',
                  min: 0,
                  range: [0, 1_00_000, 500],
                  helperText: 'In rupees, incl. GST',
                },
                {
                  name: 'additionalCharges',
                  label: 'Other charges (₹)',
                  min: 0,
                  range: [0, 1_00_000, 500],
                  helperText: 'Legal, valuation, stamp duty, foreclosure',
                },
              ],
              [
                {
                  name: 'discountRate',
                  label: 'Discount rate (% a year)',
                  min: 0,
                  helperText: 'For tenures that differ; blank: your current rate',
                },
              ],
            ]}
          />
        </>
      }
      result={<TransferResult result={calc.result} form={calc.shown} stale={calc.stale} />}
    />
  );
}

function TransferResult({
  result: r,
  form,
  stale,
}: {
  result: BalanceTransferResult | null;
  form: Form;
  stale: boolean;
}) {
  // CALC-BT: results once the new EMI is above 0; otherwise a prompt.
  if (!r || !(r.newEMI > 0))
    return (
      <ResultCard title="Transfer evaluation" printable={false}>
        <ResultPlaceholder icon={<SwapHoriz sx={{ fontSize: 40 }} />}>
          Enter your current loan and the new offer, then press Evaluate Transfer to see whether switching
          pays.
        </ResultPlaceholder>
      </ResultCard>
    );
  return (
    <ResultCard
      title="Transfer evaluation"
      stale={stale}
      badge={<Badge label={BADGES[r.verdict].label} color={BADGES[r.verdict].color} />}
      printInputs={[
        { label: 'Loan type', value: LOAN_TYPES.find((t) => t.value === form.loanType)?.label ?? '' },
        { label: 'Outstanding amount', value: textAsRupees(form.outstandingAmount) },
        {
          label: 'Current EMI',
          value: r.currentEmiDerived
            ? `${formatINR(r.currentEMI)} (worked out from the amount, rate and months left)`
            : textAsRupees(form.currentEMI),
        },
        { label: 'Remaining tenure', value: textWithUnit(form.remainingTenure, ' months') },
        { label: 'Current rate', value: textWithUnit(form.currentRate, '%') },
        { label: 'New rate', value: textWithUnit(form.newRate, '%') },
        { label: 'New tenure', value: textWithUnit(String(r.newTenureMonths), ' months') },
        { label: 'Processing fee', value: textAsRupees(form.processingFee) },
        { label: 'Other charges', value: textAsRupees(form.additionalCharges) },
        { label: 'Discount rate', value: textWithUnit(String(r.discountRate), '%') },
      ]}
    >
      <TransferFigures result={r} />
    </ResultCard>
  );
}

/**
 * Memoised (CALC-STATES-7): typing and the card's "updating" mark re-render the card's frame, not the advice,
 * figures and chart (they change when the result does).
 */
const TransferFigures = memo(function TransferFigures({ result: r }: { result: BalanceTransferResult }) {
  const stay = r.totalCurrentPayment;
  const switchTotal = r.totalNewPayment + r.totalCost;
  return (
    <>
      <Alert
        severity={r.verdict === 'recommended' ? 'success' : r.verdict === 'cautious' ? 'info' : 'warning'}
        sx={{ mb: 2 }}
      >
        {r.recommendation}
      </Alert>
      {r.currentEmiDerived && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="derived-emi">
          You left the current EMI blank, so it was worked out from the outstanding amount, the current rate
          and the months left: {formatINR(r.currentEMI)} a month. Enter your actual EMI if it differs.
        </Alert>
      )}
      <StatGrid>
        <ResultStat id="newEMI" label="New EMI" value={formatINR(r.newEMI)} emphasis />
        <ResultStat
          id="emiSavings"
          label="EMI saving a month"
          value={formatINR(r.emiSavings)}
          tone={r.emiSavings > 0 ? 'positive' : r.emiSavings < 0 ? 'negative' : 'neutral'}
        />
        <ResultStat
          id="netSavings"
          label="Net saving overall"
          value={formatINR(r.netSavings)}
          tone={r.netSavings > 0 ? 'positive' : r.netSavings < 0 ? 'negative' : 'neutral'}
          hint="After all transfer costs"
        />
        <ResultStat id="totalCost" label="Transfer costs" value={formatINR(r.totalCost)} />
        <ResultStat
          id="totalCurrentPayment"
          label="Still to pay if you stay"
          value={formatINR(r.totalCurrentPayment)}
        />
        <ResultStat
          id="totalNewPayment"
          label="To pay after switching"
          value={formatINR(r.totalNewPayment)}
          hint="EMIs only, costs shown above"
        />
        <ResultStat
          id="breakEvenMonths"
          label="Break-even"
          value={
            r.breakEvenMonths === null
              ? 'Never'
              : `${r.breakEvenMonths} month${r.breakEvenMonths === 1 ? '' : 's'}`
          }
          hint="Months of EMI saving to recover the costs"
        />
        <ResultStat
          id="presentValueSavings"
          label="Saving in today's money"
          value={formatINR(r.presentValueSavings)}
          tone={r.presentValueSavings > 0 ? 'positive' : r.presentValueSavings < 0 ? 'negative' : 'neutral'}
          hint={`EMIs discounted at ${textWithUnit(String(r.discountRate), '%')} a year, after costs${r.adviceOnPresentValue ? '; the advice uses this' : ''}`}
        />
      </StatGrid>
      <ChartBox
        title="Stay or switch: total outgo"
        summary={`Staying costs ${formatINR(stay)}; switching costs ${formatINR(switchTotal)} including ${formatINR(r.totalCost)} of charges.`}
      >
        <BarChart
          skipAnimation
          height={220}
          layout="horizontal"
          yAxis={[{ data: ['Stay', 'Switch'], scaleType: 'band', width: 60 }]}
          xAxis={[{ valueFormatter: axisRupees, min: 0 }]}
          series={[
            {
              data: [stay, r.totalNewPayment],
              label: 'EMIs',
              stack: 'total',
              color: CHART_COLORS.primary,
              valueFormatter: rupees,
            },
            {
              data: [0, r.totalCost],
              label: 'Transfer costs',
              stack: 'total',
              color: CHART_COLORS.secondary,
              valueFormatter: rupees,
            },
          ]}
          margin={{ left: 0, right: 24 }}
        />
      </ChartBox>
    </>
  );
});
