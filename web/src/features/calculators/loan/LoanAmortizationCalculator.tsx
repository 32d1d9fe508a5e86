import { useState } from 'react';
import {
  Box,
  Button,
  Collapse,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatINR } from '@36x/common';
import { loanAmortization, type LoanResult } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { NumberFields } from '../components/NumberFields';
import { ResultCard, ResultStat, StatGrid } from '../components/ResultCard';
import { ChartBox } from '../components/ChartBox';
import { axisRupees, CHART_COLORS } from '../components/chart-format';
import { TableScroller } from '../components/TableScroller';
import { entryText } from '../registry';
import { textAsRupees, textWithUnit, toNumber } from '../parse';
import { useQueryInputs } from '../use-query-inputs';
import { logCalculatorUsage } from '../usage-log';

const DEFAULTS = { loanAmount: '', interestRate: '', loanTenure: '' };
type Form = typeof DEFAULTS;

function compute(form: Form): LoanResult | null {
  return loanAmortization({
    loanAmount: toNumber(form.loanAmount),
    interestRate: toNumber(form.interestRate),
    loanTenure: toNumber(form.loanTenure),
  });
}

const rupees = (v: number | null) => formatINR(v ?? 0);

export default function LoanAmortizationCalculator() {
  const { title, description } = entryText('loan-amortization');
  const query = useQueryInputs('loan-amortization', DEFAULTS);
  const [form, setForm] = useState<Form>(() => query.restored ?? DEFAULTS);
  const [result, setResult] = useState<LoanResult | null>(() =>
    query.restored ? compute(query.restored) : null,
  );
  const [showSchedule, setShowSchedule] = useState(false);
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const calculate = () => {
    const next = compute(form);
    // CALC-LOAN: silently does nothing unless amount, rate and tenure are all above 0.
    if (!next) return;
    setResult(next);
    query.save(form);
    logCalculatorUsage('loan-amortization', form, {
      monthlyEmi: next.monthlyEmi,
      totalInterest: next.totalInterest,
      totalPayment: next.totalPayment,
    });
  };

  const r = result;
  const years = r?.yearlySummary ?? [];
  const principal = toNumber(form.loanAmount);
  return (
    <CalculatorLayout
      title={title}
      description={description}
      submitLabel="Calculate EMI"
      onSubmit={calculate}
      form={
        <>
          <NumberFields
            values={form}
            onChange={set}
            rows={[
              [{ name: 'loanAmount', label: 'Loan amount (₹)', min: 0 }],
              [{ name: 'interestRate', label: 'Interest rate (% a year)', min: 0 }],
              [{ name: 'loanTenure', label: 'Loan tenure (years)', min: 0 }],
            ]}
          />
        </>
      }
      result={
        <ResultCard
          title="Your EMI"
          printable={!!r}
          printInputs={[
            { label: 'Loan amount', value: textAsRupees(form.loanAmount) },
            { label: 'Interest rate', value: textWithUnit(form.interestRate, '% a year') },
            { label: 'Tenure', value: textWithUnit(form.loanTenure, ' years') },
          ]}
        >
          <StatGrid columns={3}>
            <ResultStat id="monthlyEmi" label="Monthly EMI" value={formatINR(r?.monthlyEmi ?? 0)} emphasis />
            <ResultStat id="totalInterest" label="Total interest" value={formatINR(r?.totalInterest ?? 0)} />
            <ResultStat id="totalPayment" label="Total payment" value={formatINR(r?.totalPayment ?? 0)} />
          </StatGrid>
          {r && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                Interest is {formatPercentOf(r.totalInterest, principal)} of the amount borrowed, over{' '}
                {r.months} monthly instalments.
              </Typography>
              <ChartBox
                title="Principal and interest paid each year"
                summary={`Interest is the larger part of the EMI in the early years and shrinks as the balance falls.`}
              >
                <BarChart
                  height={260}
                  xAxis={[{ data: years.map((y) => `Y${y.year}`), scaleType: 'band', label: 'Loan year' }]}
                  yAxis={[{ valueFormatter: axisRupees, width: 56 }]}
                  series={[
                    {
                      data: years.map((y) => y.principalPaid),
                      label: 'Principal',
                      stack: 'paid',
                      color: CHART_COLORS.primary,
                      valueFormatter: rupees,
                    },
                    {
                      data: years.map((y) => y.interestPaid),
                      label: 'Interest',
                      stack: 'paid',
                      color: CHART_COLORS.secondary,
                      valueFormatter: rupees,
                    },
                  ]}
                  margin={{ left: 0, right: 8 }}
                />
              </ChartBox>
              <ChartBox
                title="Outstanding balance"
                summary={`The balance falls to zero after ${r.months} months.`}
              >
                <LineChart
                  height={220}
                  xAxis={[{ data: [0, ...years.map((y) => y.year)], label: 'Loan year', tickMinStep: 1 }]}
                  yAxis={[{ valueFormatter: axisRupees, width: 56, min: 0 }]}
                  series={[
                    {
                      data: [principal, ...years.map((y) => y.closingBalance)],
                      label: 'Balance',
                      area: true,
                      showMark: false,
                      color: CHART_COLORS.primary,
                      valueFormatter: rupees,
                    },
                  ]}
                  margin={{ left: 0, right: 16 }}
                />
              </ChartBox>
            </>
          )}
        </ResultCard>
      }
      below={
        r && r.schedule.length > 0 ? (
          <Box>
            <Button
              variant="outlined"
              onClick={() => setShowSchedule((s) => !s)}
              aria-expanded={showSchedule}
              data-print="hide"
            >
              {showSchedule ? 'Hide Amortization Schedule' : 'Show Amortization Schedule'}
            </Button>
            <Collapse in={showSchedule} unmountOnExit>
              <TableScroller
                label="Amortization schedule, first 12 months"
                sx={{
                  mt: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'background.paper',
                }}
              >
                <Table size="small" aria-label="Amortization schedule, first 12 months">
                  <TableHead>
                    <TableRow>
                      <TableCell>Month</TableCell>
                      <TableCell align="right">EMI</TableCell>
                      <TableCell align="right">Principal</TableCell>
                      <TableCell align="right">Interest</TableCell>
                      <TableCell align="right">Balance</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {r.schedule.map((row) => (
                      <TableRow key={row.month}>
                        <TableCell>{row.month}</TableCell>
                        <TableCell align="right">{formatINR(row.emi)}</TableCell>
                        <TableCell align="right">{formatINR(row.principal)}</TableCell>
                        <TableCell align="right">{formatINR(row.interest)}</TableCell>
                        <TableCell align="right">{formatINR(row.balance)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroller>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                First 12 months, rounded to the rupee.
              </Typography>
            </Collapse>
          </Box>
        ) : null
      }
    />
  );
}

function formatPercentOf(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—';
}
