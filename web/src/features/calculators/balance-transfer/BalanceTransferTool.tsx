import { useState } from 'react';
import { Alert, Divider, Typography } from '@mui/material';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatINR } from '@36x/common';
import { balanceTransfer, type BalanceTransferResult, type LoanType } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { NumberFields } from '../components/NumberFields';
import { SelectField } from '../components/SelectField';
import { Badge, ResultCard, ResultPlaceholder, ResultStat, StatGrid } from '../components/ResultCard';
import { ChartBox } from '../components/ChartBox';
import { axisRupees, CHART_COLORS } from '../components/chart-format';
import { entryText } from '../registry';
import { textAsRupees, textWithUnit, toNumber } from '../parse';
import { useQueryInputs } from '../use-query-inputs';
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
  return balanceTransfer({ ...currentLoan, ...newLoan, discountRate });
}

const rupees = (v: number | null) => formatINR(v ?? 0);

export default function BalanceTransferTool() {
  const { title, description } = entryText('balance-transfer');
  const query = useQueryInputs('balance-transfer', DEFAULTS);
  const [form, setForm] = useState<Form>(() => query.restored ?? DEFAULTS);
  const [result, setResult] = useState<BalanceTransferResult | null>(() =>
    query.restored ? compute(query.restored) : null,
  );
  const set = (key: Exclude<keyof Form, 'loanType'>) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));

  const calculate = () => {
    const next = compute(form);
    // CALC-BT: does nothing unless the outstanding amount, the new rate and the new tenure are above 0.
    if (!next) return;
    setResult(next);
    query.save(form);
    const { currentLoan, newLoan } = split(form);
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
  };

  return (
    <CalculatorLayout
      title={title}
      description={description}
      submitLabel="Evaluate Transfer"
      onSubmit={calculate}
      form={
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Current loan
          </Typography>
          <SelectField
            label="Loan type"
            value={form.loanType}
            options={LOAN_TYPES}
            onChange={(v) => setForm((f) => ({ ...f, loanType: v }))}
          />
          <NumberFields
            values={form}
            onChange={set}
            rows={[
              [
                { name: 'outstandingAmount', label: 'Outstanding amount (₹)', min: 0 },
                { name: 'currentEMI', label: 'Current EMI (₹)', min: 0 },
              ],
              [
                { name: 'remainingTenure', label: 'Remaining tenure (months)', min: 0, step: 1 },
                { name: 'currentRate', label: 'Current rate (% a year)', min: 0 },
              ],
            ]}
          />
          <Divider />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            New offer
          </Typography>
          <NumberFields
            values={form}
            onChange={set}
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
                  helperText: 'In rupees, incl. GST',
                },
                {
                  name: 'additionalCharges',
                  label: 'Other charges (₹)',
                  min: 0,
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
      result={<TransferResult result={result} form={form} />}
    />
  );
}

function TransferResult({ result: r, form }: { result: BalanceTransferResult | null; form: Form }) {
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
  const stay = r.totalCurrentPayment;
  const switchTotal = r.totalNewPayment + r.totalCost;
  return (
    <ResultCard
      title="Transfer evaluation"
      badge={
        <Badge
          label={r.isViable ? 'Recommended' : 'Not Recommended'}
          color={r.isViable ? 'success' : 'error'}
        />
      }
      printInputs={[
        { label: 'Loan type', value: LOAN_TYPES.find((t) => t.value === form.loanType)?.label ?? '' },
        { label: 'Outstanding amount', value: textAsRupees(form.outstandingAmount) },
        { label: 'Current EMI', value: textAsRupees(form.currentEMI) },
        { label: 'Remaining tenure', value: textWithUnit(form.remainingTenure, ' months') },
        { label: 'Current rate', value: textWithUnit(form.currentRate, '%') },
        { label: 'New rate', value: textWithUnit(form.newRate, '%') },
        { label: 'New tenure', value: `${r.newTenureMonths} months` },
        { label: 'Processing fee', value: textAsRupees(form.processingFee) },
        { label: 'Other charges', value: textAsRupees(form.additionalCharges) },
        { label: 'Discount rate', value: `${r.discountRate}%` },
      ]}
    >
      <Alert
        severity={r.verdict === 'recommended' ? 'success' : r.verdict === 'cautious' ? 'info' : 'warning'}
        sx={{ mb: 2 }}
      >
        {r.recommendation}
      </Alert>
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
          hint={`EMIs discounted at ${r.discountRate}% a year, after costs${r.adviceOnPresentValue ? '; the advice uses this' : ''}`}
        />
      </StatGrid>
      <ChartBox
        title="Stay or switch: total outgo"
        summary={`Staying costs ${formatINR(stay)}; switching costs ${formatINR(switchTotal)} including ${formatINR(r.totalCost)} of charges.`}
      >
        <BarChart
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
    </ResultCard>
  );
}
