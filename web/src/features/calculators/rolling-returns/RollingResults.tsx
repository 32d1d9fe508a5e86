// The rolling-returns tool's results: the simulated comparison or the NAV histories' true rolling returns.
import { memo } from 'react';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import TimelineIcon from '@mui/icons-material/Timeline';
import { LineChart } from '../components/charts';
import { formatIndianNumber, formatPercent } from '@36x/common';
import { ROLLING_RETURNS_DEFAULTS, type RollingReturnsResult } from '@36x/common/finance';
import { Badge, ResultCard, ResultPlaceholder, ResultStat, StatGrid } from '../components/ResultCard';
import { ChartBox } from '../components/ChartBox';
import { axisPercent, CHART_COLORS } from '../components/chart-format';
import { FiguresTable } from '../components/FiguresTable';
import { ReturnCell } from './return-band';
import { monthKey, monthLabel } from './nav-history';
import { MIN, type Outcome } from './rolling-model';

export function RollingResult({
  outcome,
  count,
  stale,
}: {
  outcome: Outcome | null;
  count: number;
  stale: boolean;
}) {
  if (!outcome)
    return (
      <ResultCard title="Rolling returns" printable={false}>
        <ResultPlaceholder icon={<TimelineIcon sx={{ fontSize: 40 }} />}>
          {count === 0
            ? 'Add schemes to compare their rolling returns.'
            : count < MIN
              ? 'Add at least one more scheme to compare.'
              : 'Press Calculate Rolling Returns to compare the schemes.'}
        </ResultPlaceholder>
      </ResultCard>
    );
  return outcome.source === 'simulated' ? (
    <SimulatedResult result={outcome.result} stale={stale} />
  ) : (
    <NavResult outcome={outcome} stale={stale} />
  );
}

function SimulatedResult({ result, stale }: { result: RollingReturnsResult; stale: boolean }) {
  const years = result.rollingPeriodMonths / 12;
  return (
    <ResultCard
      title={`${years}-year rolling returns`}
      stale={stale}
      badge={<Badge label="Illustrative simulation" color="warning" />}
      printInputs={result.schemes.map((s, i) => ({
        label: `Scheme ${i + 1}`,
        value: `${s.name} (${s.category})`,
      }))}
    >
      <SimulatedFigures result={result} />
    </ResultCard>
  );
}

/**
 * Memoised (CALC-STATES-7): typing a scheme and the card's "updating" mark re-render the card's frame, not the
 * figures, tables and chart (they change when the result does).
 */
const SimulatedFigures = memo(function SimulatedFigures({ result }: { result: RollingReturnsResult }) {
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Simulated figures (seed {result.seed}) around a typical return for each category: they show how to
        read rolling returns, not how these schemes performed.
      </Alert>
      <StatGrid>
        <ResultStat id="bestPerformer" label="Best average" value={result.bestPerformer} tone="positive" />
        <ResultStat id="worstPerformer" label="Lowest average" value={result.worstPerformer} />
      </StatGrid>
      <FiguresTable
        label="Average returns and volatility per scheme"
        sx={{ mt: 2 }}
        rows={result.schemes}
        rowKey={(_s, index) => index}
        first={{
          header: 'Scheme',
          cell: (s) => (
            <>
              {s.name}
              <Typography variant="caption" color="text.secondary" component="div">
                {s.category}
              </Typography>
            </>
          ),
        }}
        columns={[
          { header: 'Average', cell: (s) => <ReturnCell value={s.averageReturns} /> },
          { header: 'Volatility', cell: (s) => formatPercent(s.volatility) },
          { header: 'Best', cell: (s) => formatPercent(s.bestReturn) },
          { header: 'Worst', cell: (s) => formatPercent(s.worstReturn) },
        ]}
      />
      <ChartBox
        title="Return of every window (simulated)"
        summary={`${result.schemes.map((s) => `${s.name} averages ${formatPercent(s.averageReturns)}`).join('; ')}.`}
      >
        <LineChart
          skipAnimation
          height={280}
          xAxis={[
            {
              data: result.windows.map((w) => w.startMonth),
              label: 'Window starts in month',
              scaleType: 'point',
            },
          ]}
          yAxis={[{ valueFormatter: axisPercent, width: 48 }]}
          series={result.schemes.map((s, i) => ({
            data: s.returns,
            label: s.name,
            showMark: false,
            color: CHART_COLORS.palette[i % CHART_COLORS.palette.length],
            valueFormatter: (v: number | null) => axisPercent(v),
          }))}
          margin={{ left: 0, right: 16 }}
        />
      </ChartBox>
      <Timeline
        heading={`Timeline: the first ${result.timeline.length} windows`}
        names={result.schemes.map((s) => s.name)}
        rows={result.timeline.map((w) => ({ period: w.period, returns: w.returns }))}
      />
    </>
  );
});

function NavResult({ outcome, stale }: { outcome: Extract<Outcome, { source: 'nav' }>; stale: boolean }) {
  return (
    <ResultCard
      title={`${outcome.periodYears}-year rolling returns`}
      stale={stale}
      badge={<Badge label="From your NAV history" color="success" />}
      printInputs={outcome.rows.map((r, i) => ({
        label: `Scheme ${i + 1}`,
        value: `${r.entry.name} (${r.entry.category}), ${r.entry.history?.points.length ?? 0} NAVs`,
      }))}
    >
      <NavFigures outcome={outcome} />
    </ResultCard>
  );
}

/** Memoised as SimulatedFigures (CALC-STATES-7). */
const NavFigures = memo(function NavFigures({ outcome }: { outcome: Extract<Outcome, { source: 'nav' }> }) {
  const ok = outcome.rows.flatMap((r) =>
    r.outcome.ok ? [{ entry: r.entry, analysis: r.outcome.analysis }] : [],
  );
  const failed = outcome.rows.flatMap((r) =>
    r.outcome.ok ? [] : [{ name: r.entry.name, error: r.outcome.error }],
  );
  const chart = (() => {
    const keys = [
      ...new Set(ok.flatMap((s) => s.analysis.monthly.windows.map((w) => monthKey(w.startDate)))),
    ].sort();
    return {
      dates: keys.map((k) => new Date(`${k}-01T00:00:00Z`)),
      series: ok.map((s, i) => {
        const byKey = new Map(s.analysis.monthly.windows.map((w) => [monthKey(w.startDate), w.cagr]));
        return {
          data: keys.map((k) => byKey.get(k) ?? null),
          label: s.entry.name,
          showMark: false,
          color: CHART_COLORS.palette[i % CHART_COLORS.palette.length],
          valueFormatter: (v: number | null) => axisPercent(v),
        };
      }),
    };
  })();
  const timelineKeys = [
    ...new Set(ok.flatMap((s) => s.analysis.quarterly.windows.map((w) => monthKey(w.startDate)))),
  ]
    .sort()
    .slice(0, ROLLING_RETURNS_DEFAULTS.timelineEntries);

  return (
    <>
      {failed.map((f, i) => (
        <Alert key={i} severity="warning" sx={{ mb: 1.5 }}>
          {f.name}: {f.error}
        </Alert>
      ))}
      {ok.length > 0 && (
        <>
          <StatGrid>
            <ResultStat id="bestPerformer" label="Best average" value={outcome.best ?? '—'} tone="positive" />
            <ResultStat id="worstPerformer" label="Lowest average" value={outcome.worst ?? '—'} />
          </StatGrid>
          <FiguresTable
            label="Rolling return statistics per scheme"
            sx={{ mt: 2 }}
            rows={ok}
            rowKey={(_s, index) => index}
            first={{
              header: 'Scheme',
              cell: ({ entry, analysis }) => (
                <>
                  {entry.name}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {formatIndianNumber(analysis.stats.count)} windows, {analysis.stats.firstDate} to{' '}
                    {analysis.stats.lastDate}
                  </Typography>
                </>
              ),
            }}
            columns={[
              {
                header: 'Average',
                cell: ({ analysis }) => <ReturnCell value={analysis.stats.averageReturn} />,
              },
              { header: 'Median', cell: ({ analysis }) => formatPercent(analysis.stats.medianReturn) },
              { header: 'Worst', cell: ({ analysis }) => formatPercent(analysis.stats.minReturn) },
              { header: 'Best', cell: ({ analysis }) => formatPercent(analysis.stats.maxReturn) },
              { header: 'Volatility', cell: ({ analysis }) => formatPercent(analysis.stats.volatility) },
              {
                header: 'Positive',
                cell: ({ analysis }) => formatPercent(analysis.stats.positivePercentage, 0),
              },
            ]}
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            CAGR over every {outcome.periodYears}-year window starting on each NAV date (as factsheets compute
            them). Positive: share of windows that made money.
          </Typography>
          <ChartBox
            title="Rolling return by start month"
            summary={ok
              .map((s) => `${s.entry.name} averaged ${formatPercent(s.analysis.stats.averageReturn)}`)
              .join('; ')}
          >
            <LineChart
              skipAnimation
              height={280}
              xAxis={[
                {
                  data: chart.dates,
                  scaleType: 'time',
                  valueFormatter: (d: Date) => monthLabel(d.toISOString().slice(0, 7)),
                },
              ]}
              yAxis={[{ valueFormatter: axisPercent, width: 48 }]}
              series={chart.series}
              margin={{ left: 0, right: 16 }}
            />
          </ChartBox>
          <Timeline
            heading={`Timeline: the first ${timelineKeys.length} quarterly windows`}
            names={ok.map((s) => s.entry.name)}
            rows={timelineKeys.map((key) => ({
              period: `From ${monthLabel(key)}`,
              returns: ok.map(
                (s) => s.analysis.quarterly.windows.find((w) => monthKey(w.startDate) === key)?.cagr ?? null,
              ),
            }))}
          />
        </>
      )}
    </>
  );
});

function Timeline({
  heading,
  names,
  rows,
}: {
  heading: string;
  names: string[];
  rows: { period: string; returns: (number | null)[] }[];
}) {
  return (
    <Box sx={{ mt: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        <Chip size="small" label="> 10% green · > 5% yellow · else red" variant="outlined" />
      </Stack>
      <FiguresTable
        label={heading}
        rows={rows}
        rowKey={(row) => row.period}
        first={{ header: 'Period', cell: (row) => row.period, bodySx: { whiteSpace: 'nowrap' } }}
        columns={names.map((n, i) => ({
          header: n,
          cell: (row: (typeof rows)[number]) => <ReturnCell value={row.returns[i] ?? null} />,
        }))}
      />
    </Box>
  );
}
