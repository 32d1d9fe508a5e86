import { memo } from 'react';
import { Typography } from '@mui/material';
import { LineChart } from '../components/charts';
import { formatINR, formatLakhCrore, formatPercent } from '@36x/common';
import { retirementCalculator, type RetirementResult } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { ResultCard, ResultStat, StatGrid } from '../components/ResultCard';
import { ChartBox } from '../components/ChartBox';
import { axisRupees, CHART_COLORS } from '../components/chart-format';
import { textAsRupees, textWithUnit, toNumber } from '../parse';
import { useCalculation } from '../use-calculation';

const DEFAULTS = {
  currentAge: '',
  retirementAge: '',
  monthlyExpenses: '',
  lifeExpectancy: '',
  expectedReturn: '',
  inflationRate: '',
  currentSavings: '',
};
type Form = typeof DEFAULTS;

/** The spec's three messages come from the calculation as Error texts (CALC-RET); useCalculation shows them. */
function compute(form: Form): RetirementResult {
  return retirementCalculator({
    currentAge: toNumber(form.currentAge),
    retirementAge: toNumber(form.retirementAge),
    monthlyExpenses: toNumber(form.monthlyExpenses),
    lifeExpectancy: toNumber(form.lifeExpectancy),
    expectedReturn: toNumber(form.expectedReturn),
    inflationRate: toNumber(form.inflationRate),
    currentSavings: toNumber(form.currentSavings),
  });
}

const rupees = (v: number | null) => formatLakhCrore(v ?? 0);

/** The result's figures. Memoised (CALC-STATES-7): typing re-renders the form and the card's frame, not these. */
const RetirementFigures = memo(function RetirementFigures({
  r,
  form,
}: {
  r: RetirementResult | null;
  form: Form;
}) {
  const currentAge = toNumber(form.currentAge);
  const points = r
    ? [
        {
          age: currentAge,
          phase: 'accumulation' as const,
          balance: Math.max(0, toNumber(form.currentSavings) || 0),
        },
        ...r.projection,
      ]
    : [];
  const retirementAge = r ? currentAge + r.yearsToRetirement : 0;
  return (
    <>
      <StatGrid>
        <ResultStat
          id="corpusRequired"
          label="Corpus needed at retirement"
          value={formatINR(r?.corpusRequired ?? 0)}
          hint={r ? `≈ ${formatLakhCrore(r.corpusRequired)}` : undefined}
          emphasis
        />
        <ResultStat
          id="monthlySIPNeeded"
          label="Monthly SIP needed"
          value={formatINR(r?.monthlySIPNeeded ?? 0)}
          hint={r && r.monthlySIPNeeded === 0 ? 'Your savings already cover it' : 'From now until retirement'}
        />
        <ResultStat
          id="futureMonthlyExpenses"
          label="Monthly expenses at retirement"
          value={formatINR(r?.futureMonthlyExpenses ?? 0)}
          hint="Today's expenses with inflation"
        />
        <ResultStat id="yearsToRetirement" label="Years to retirement" value={r?.yearsToRetirement ?? 0} />
        <ResultStat id="retirementYears" label="Years in retirement" value={r?.retirementYears ?? 0} />
        <ResultStat
          id="inflationAdjustedReturn"
          label="Real return"
          value={formatPercent(r?.inflationAdjustedReturn ?? 0)}
          hint="Return after inflation"
        />
        {r && (
          <ResultStat
            id="futureValueOfSavings"
            label="Today's savings will grow to"
            value={formatINR(r.futureValueOfSavings)}
          />
        )}
        {r && <ResultStat id="shortfall" label="Gap the SIP must fill" value={formatINR(r.shortfall)} />}
      </StatGrid>
      {r && points.length > 1 && (
        <ChartBox
          title="Corpus: built up, then drawn down"
          summary={`The corpus grows to ${formatLakhCrore(r.corpusRequired)} at age ${retirementAge}, then pays rising expenses until it runs out at age ${currentAge + r.yearsToRetirement + r.retirementYears}.`}
        >
          <LineChart
            skipAnimation
            height={280}
            xAxis={[
              {
                data: points.map((p) => p.age),
                label: 'Age',
                tickMinStep: 1,
                valueFormatter: (v: number) => String(Math.round(v * 10) / 10),
              },
            ]}
            yAxis={[{ valueFormatter: axisRupees, width: 56, min: 0 }]}
            series={[
              {
                label: 'Building (SIP + growth)',
                data: points.map((p) => (p.age <= retirementAge ? p.balance : null)),
                area: true,
                showMark: false,
                color: CHART_COLORS.primary,
                valueFormatter: rupees,
              },
              {
                label: 'Drawing (expenses)',
                data: points.map((p) => (p.age >= retirementAge ? p.balance : null)),
                area: true,
                showMark: false,
                color: CHART_COLORS.secondary,
                valueFormatter: rupees,
              },
            ]}
            margin={{ left: 0, right: 16 }}
          />
        </ChartBox>
      )}
      {r && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Assumes the same return before and after retirement and withdrawals that rise with inflation, taken
          at the start of each month. Taxes on withdrawals are not included.
        </Typography>
      )}
    </>
  );
});

export default function RetirementCalculator() {
  const calc = useCalculation({
    tool: 'retirement-calculator',
    defaults: DEFAULTS,
    compute,
    caps: {
      currentAge: 'age',
      retirementAge: 'age',
      lifeExpectancy: 'age',
      monthlyExpenses: 'amount',
      expectedReturn: 'rate',
      inflationRate: 'rate',
      currentSavings: 'amount',
    },
    usage: (r) => ({
      corpusRequired: r.corpusRequired,
      monthlySIPNeeded: r.monthlySIPNeeded,
      yearsToRetirement: r.yearsToRetirement,
      futureMonthlyExpenses: r.futureMonthlyExpenses,
    }),
  });
  const r = calc.result;
  const error = calc.error;
  const form = calc.shown;
  return (
    <CalculatorLayout
      calc={calc}
      submitLabel="Plan my retirement"
      above={
        error && (
          // CALC-RET: the messages are red text above the form.
          <Typography role="alert" color="error" sx={{ fontWeight: 600, mb: 2 }}>
            {error}
          </Typography>
        )
      }
      rows={[
        [
          { name: 'currentAge', label: 'Current age (years)', min: 0 },
          { name: 'retirementAge', label: 'Retirement age (years)', min: 0, range: [30, 80, 1] },
        ],
        [
          {
            name: 'lifeExpectancy',
            label: 'Life expectancy (years)',
            min: 0,
            helperText: 'Plan for 85 or more',
          },
          {
            name: 'monthlyExpenses',
            label: 'Monthly expenses today (₹)',
            min: 0,
            range: [0, 5_00_000, 1_000],
          },
        ],
        [
          { name: 'expectedReturn', label: 'Expected return (% a year)' },
          { name: 'inflationRate', label: 'Inflation (% a year)' },
        ],
        [
          {
            name: 'currentSavings',
            label: 'Retirement savings today (₹)',
            min: 0,
            helperText: 'EPF, PPF, NPS, mutual funds kept for retirement',
          },
        ],
      ]}
      result={
        <ResultCard
          title="Your retirement plan"
          calc={calc}
          printInputs={[
            { label: 'Current age', value: textWithUnit(form.currentAge, ' years') },
            { label: 'Retirement age', value: textWithUnit(form.retirementAge, ' years') },
            { label: 'Life expectancy', value: textWithUnit(form.lifeExpectancy, ' years') },
            { label: 'Monthly expenses today', value: textAsRupees(form.monthlyExpenses) },
            { label: 'Expected return', value: textWithUnit(form.expectedReturn, '% a year') },
            { label: 'Inflation', value: textWithUnit(form.inflationRate, '% a year') },
            { label: 'Savings today', value: textAsRupees(form.currentSavings) },
          ]}
        >
          <RetirementFigures r={r} form={form} />
        </ResultCard>
      }
    />
  );
}
