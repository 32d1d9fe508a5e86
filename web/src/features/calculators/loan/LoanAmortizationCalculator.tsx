import { useState, memo } from 'react';
import { Box, Button, Collapse, Typography } from '@mui/material';
import { LineChart } from '../components/charts';
import { formatINR } from '@36x/common';
import { loanAmortization, type LoanResult } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { ResultCard, ResultStat, StatGrid } from '../components/ResultCard';
import { ChartBox } from '../components/ChartBox';
import { YearBars } from '../components/YearBars';
import { axisRupees, CHART_COLORS } from '../components/chart-format';
import { LoanSchedule } from './LoanSchedule';
import { textAsRupees, textWithUnit, toNumber } from '../parse';
import { useCalculation } from '../use-calculation';

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

/** The result's figures. Memoised (CALC-STATES-7): typing re-renders the form and the card's frame, not these. */
const LoanFigures = memo(function LoanFigures({ r, principal }: { r: LoanResult | null; principal: number }) {
  const years = r?.yearlySummary ?? [];
  return (
    <>
      <StatGrid columns={3}>
        <ResultStat id="monthlyEmi" label="Monthly EMI" value={formatINR(r?.monthlyEmi ?? 0)} emphasis />
        <ResultStat id="totalInterest" label="Total interest" value={formatINR(r?.totalInterest ?? 0)} />
        <ResultStat id="totalPayment" label="Total payment" value={formatINR(r?.totalPayment ?? 0)} />
      </StatGrid>
      {r && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Interest is {formatPercentOf(r.totalInterest, principal)} of the amount borrowed, over {r.months}{' '}
            monthly instalments.
          </Typography>
          <ChartBox
            title="Principal and interest paid each year"
            summary={`Interest is the larger part of the EMI in the early years and shrinks as the balance falls.`}
          >
            <YearBars
              rows={years}
              stack="paid"
              xLabel="Loan year"
              format={formatINR}
              series={[
                { label: 'Principal', value: (y) => y.principalPaid },
                { label: 'Interest', value: (y) => y.interestPaid },
              ]}
            />
          </ChartBox>
          <ChartBox
            title="Outstanding balance"
            summary={`The balance falls to zero after ${r.months} months.`}
          >
            <LineChart
              skipAnimation
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
    </>
  );
});

export default function LoanAmortizationCalculator() {
  const calc = useCalculation({
    tool: 'loan-amortization',
    defaults: DEFAULTS,
    // CALC-LOAN: nothing is computed unless amount, rate and tenure are all above 0; a negative one is refused
    // with a message naming it (CALC-STATES-8).
    compute,
    missing: 'Enter the loan amount, the interest rate and the tenure, each above 0.',
    caps: { loanAmount: 'amount', interestRate: 'interest', loanTenure: 'years' },
    usage: (r) => ({
      monthlyEmi: r.monthlyEmi,
      totalInterest: r.totalInterest,
      totalPayment: r.totalPayment,
    }),
  });
  const [showSchedule, setShowSchedule] = useState(false);
  const form = calc.shown;

  const r = calc.result;
  const principal = toNumber(form.loanAmount);
  return (
    <CalculatorLayout
      calc={calc}
      submitLabel="Calculate EMI"
      error={calc.error}
      rows={[
        [
          {
            name: 'loanAmount',
            label: 'Loan amount (₹)',
            min: 0,
            range: [1_00_000, 5_00_00_000, 1_00_000],
          },
        ],
        [{ name: 'interestRate', label: 'Interest rate (% a year)', min: 0 }],
        [{ name: 'loanTenure', label: 'Loan tenure (years)', min: 0 }],
      ]}
      result={
        <ResultCard
          title="Your EMI"
          calc={calc}
          printInputs={[
            { label: 'Loan amount', value: textAsRupees(form.loanAmount) },
            { label: 'Interest rate', value: textWithUnit(form.interestRate, '% a year') },
            { label: 'Tenure', value: textWithUnit(form.loanTenure, ' years') },
          ]}
        >
          <LoanFigures r={r} principal={principal} />
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
              <LoanSchedule result={r} />
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
