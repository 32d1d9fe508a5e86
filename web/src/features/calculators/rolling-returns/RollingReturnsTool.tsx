import { memo, useCallback, useMemo, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import TimelineIcon from '@mui/icons-material/Timeline';
import { LineChart } from '../components/charts';
import { formatIndianNumber, formatPercent } from '@36x/common';
import {
  FUND_CATEGORIES,
  parseNavCsv,
  ROLLING_RETURNS_DEFAULTS,
  rollingReturns,
  type AnalysisYears,
  type NavPoint,
  type RollingPeriodYears,
  type RollingReturnsResult,
} from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { FieldRow } from '../components/FieldRow';
import { ChosenList } from '../components/ChosenList';
import { KeptTextField } from '../components/KeptTextField';
import { NumberField } from '../components/NumberField';
import { SelectField } from '../components/SelectField';
import { Badge, ResultCard, ResultPlaceholder, ResultStat, StatGrid } from '../components/ResultCard';
import { ChartBox } from '../components/ChartBox';
import { axisPercent, CHART_COLORS } from '../components/chart-format';
import { FiguresTable } from '../components/FiguresTable';
import { pickOption, textAsRupees, toNumber } from '../parse';
import { useCalculation } from '../use-calculation';
import { listFieldName } from '../posted-inputs';
import { usePostedDraft } from '../components/ListButtons';
import { RadioField } from '../components/RadioField';
import { logCalculatorUsage } from '../usage-log';
import { ReturnCell } from './return-band';
import { analyseNav, monthKey, monthLabel, type NavSchemeOutcome } from './nav-history';

/**
 * Two honest sources (CALC-ROLLING):
 * - 'simulated': the spec's rolling returns, randomly simulated around a base per category (CALC-ROLLING), made
 *   reproducible with a fixed seed and labelled as illustrative wherever they appear;
 * - 'nav': true rolling returns (CAGR over every window) from a NAV history the visitor pastes or uploads per scheme.
 * Each source keeps its own list, so switching back and forth loses nothing.
 */
type Source = 'simulated' | 'nav';

interface SchemeEntry {
  name: string;
  category: string;
  /** Latest NAV as typed (CALC-ROLLING; required to add a scheme). */
  nav: string;
  /** Only in 'nav' mode: the parsed history and where it came from. */
  history?: { points: NavPoint[]; origin: string };
}

const DEFAULTS = {
  source: 'simulated' as Source,
  rollingPeriod: String(ROLLING_RETURNS_DEFAULTS.rollingPeriod),
  analysisYears: String(ROLLING_RETURNS_DEFAULTS.analysisYears),
  /** Simulated schemes only: NAV histories are far too long for a link and stay in the browser. */
  schemes: [] as { name: string; category: string; nav: string }[],
  /** Schemes with a NAV history ('nav' source): kept in the browser only (useCalculation's `local`). */
  navSchemes: [] as SchemeEntry[],
};
type Form = typeof DEFAULTS;

const SOURCES = [
  { value: 'simulated', label: 'Illustrative simulation' },
  { value: 'nav', label: 'My NAV history' },
] as const;
const PERIODS = [
  { value: '1', label: '1 year' },
  { value: '3', label: '3 years' },
  { value: '5', label: '5 years' },
] as const;
const SPANS = [
  { value: '5', label: 'Last 5 years' },
  { value: '10', label: 'Last 10 years' },
  { value: '15', label: 'Last 15 years' },
] as const;
const CATEGORY_OPTIONS = FUND_CATEGORIES.map((c) => ({ value: c as string, label: c as string }));
const MAX = ROLLING_RETURNS_DEFAULTS.maxSchemes;
const MIN = ROLLING_RETURNS_DEFAULTS.minSchemes;
const MAX_FILE_BYTES = 2 * 1024 * 1024;

type NavRow = { entry: SchemeEntry; outcome: NavSchemeOutcome };
type Outcome =
  | { source: 'simulated'; result: RollingReturnsResult }
  | { source: 'nav'; rows: NavRow[]; best: string | null; worst: string | null; periodYears: number };

function sanitizeSchemes(list: readonly unknown[]): SchemeEntry[] {
  return list
    .flatMap((item) => {
      if (!item || typeof item !== 'object') return [];
      const { name, category, nav } = item as Record<string, unknown>;
      if (typeof name !== 'string' || !name.trim()) return [];
      return [
        {
          name: name.trim().slice(0, 120),
          category:
            typeof category === 'string' && (FUND_CATEGORIES as readonly string[]).includes(category)
              ? category
              : 'Large Cap',
          nav: typeof nav === 'string' || typeof nav === 'number' ? String(nav) : '',
        },
      ];
    })
    .slice(0, MAX);
}

function simulate(schemes: SchemeEntry[], period: string, span: string): RollingReturnsResult | null {
  return rollingReturns({
    schemes: schemes.map((s) => ({ name: s.name, category: s.category, nav: toNumber(s.nav) })),
    rollingPeriod: Number(period) as RollingPeriodYears,
    analysisYears: Number(span) as AnalysisYears,
  });
}

function analyseAll(
  schemes: SchemeEntry[],
  period: string,
  span: string,
): Extract<Outcome, { source: 'nav' }> {
  const periodYears = Number(period);
  const rows = schemes.map((entry) => ({
    entry,
    outcome: analyseNav(entry.history?.points ?? [], periodYears, Number(span)),
  }));
  const ok = rows.flatMap((r) =>
    r.outcome.ok ? [{ name: r.entry.name, avg: r.outcome.analysis.stats.averageReturn }] : [],
  );
  const sorted = [...ok].sort((a, b) => b.avg - a.avg);
  return {
    source: 'nav',
    rows,
    best: sorted[0]?.name ?? null,
    worst: sorted[sorted.length - 1]?.name ?? null,
    periodYears,
  };
}

/** The schemes of the source in use: nothing to compute below the minimum (CALC-ROLLING). */
function compute(form: Form): Outcome | null {
  const schemes = form.source === 'nav' ? form.navSchemes : form.schemes;
  if (schemes.length < MIN) return null;
  if (form.source === 'nav') return analyseAll(schemes, form.rollingPeriod, form.analysisYears);
  const result = simulate(schemes, form.rollingPeriod, form.analysisYears);
  return result ? { source: 'simulated', result } : null;
}

function record(form: Form, outcome: Outcome) {
  const analysisConfig = {
    rollingPeriod: Number(form.rollingPeriod),
    analysisYears: Number(form.analysisYears),
    source: form.source,
  };
  if (outcome.source === 'simulated') {
    const { result } = outcome;
    logCalculatorUsage(
      'rolling-returns',
      {
        schemes: form.schemes.map(({ name, category, nav }) => ({ name, category, nav: toNumber(nav) })),
        analysisConfig,
      },
      {
        schemesCount: form.schemes.length,
        rollingPeriod: result.rollingPeriodMonths,
        bestPerformer: result.bestPerformer,
        worstPerformer: result.worstPerformer,
      },
    );
    return;
  }
  if (outcome.best === null) return;
  // The usage record carries how many NAV rows each scheme had, never the history itself (size limit, privacy).
  logCalculatorUsage(
    'rolling-returns',
    {
      schemes: form.navSchemes.map(({ name, category, nav, history }) => ({
        name,
        category,
        nav: toNumber(nav),
        navPoints: history?.points.length ?? 0,
      })),
      analysisConfig,
    },
    {
      schemesCount: form.navSchemes.length,
      rollingPeriod: Number(form.rollingPeriod) * 12,
      bestPerformer: outcome.best,
      worstPerformer: outcome.worst,
    },
  );
}

export default function RollingReturnsTool() {
  const calc = useCalculation({
    tool: 'rolling-returns',
    defaults: DEFAULTS,
    compute,
    record,
    restore: (f) => ({
      source: pickOption(f.source, SOURCES, 'simulated'),
      rollingPeriod: pickOption(f.rollingPeriod, PERIODS, DEFAULTS.rollingPeriod),
      analysisYears: pickOption(f.analysisYears, SPANS, DEFAULTS.analysisYears),
      schemes: sanitizeSchemes(f.schemes),
      navSchemes: [],
    }),
    local: ['navSchemes'],
  });
  const { form: config, pick, choose } = calc;
  const source = config.source;
  const listKey = source === 'nav' ? 'navSchemes' : 'schemes';
  const outcome = calc.result;
  // The scheme being added; one typed but not added before the app ran comes back from the post (decision 047).
  const posted = usePostedDraft(listKey);
  const [draft, setDraft] = useState(() => ({
    name: posted?.name ?? '',
    category: pickOption(posted?.category ?? '', CATEGORY_OPTIONS, 'Large Cap'),
    nav: posted?.nav ?? '',
    csv: '',
    origin: '',
  }));
  const [fileError, setFileError] = useState<string | null>(null);
  // Stable, so typing a NAV renders that field only (NumberField is memoised, CALC-STATES-7).
  const setNav = useCallback((nav: string) => setDraft((d) => ({ ...d, nav })), []);

  const schemes: SchemeEntry[] = config[listKey];
  const parsed = useMemo(() => (draft.csv.trim() ? parseNavCsv(draft.csv) : null), [draft.csv]);
  const historyOk = parsed?.ok === true;
  const full = schemes.length >= MAX;
  // CALC-ROLLING: Add is disabled if the name is blank, the NAV is empty or 6 schemes are added; with real data a valid history is needed too.
  const canAdd =
    draft.name.trim() !== '' && draft.nav.trim() !== '' && !full && (source === 'simulated' || historyOk);

  const changeList = (next: SchemeEntry[]) => pick(listKey, next);
  const setCsv = (csv: string, origin: string) => {
    const result = csv.trim() ? parseNavCsv(csv) : null;
    setDraft((d) => ({
      ...d,
      csv,
      origin,
      // The latest NAV of the history fills the NAV field when it is still empty.
      nav:
        d.nav.trim() === '' && result?.ok
          ? String(result.points[result.points.length - 1]?.nav ?? '')
          : d.nav,
    }));
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES)
      return setFileError('That file is larger than 2 MB. Keep only the date and NAV columns.');
    setCsv(await file.text(), file.name);
  };
  const add = () => {
    if (!canAdd) return;
    const entry: SchemeEntry = { name: draft.name.trim(), category: draft.category, nav: draft.nav.trim() };
    if (source === 'nav' && parsed?.ok)
      entry.history = { points: parsed.points, origin: draft.origin || 'pasted' };
    changeList([...schemes, entry]);
    setDraft((d) => ({ ...d, name: '', nav: '', csv: '', origin: '' }));
  };

  return (
    <CalculatorLayout
      calc={calc}
      submitLabel={schemes.length >= MIN ? 'Calculate Rolling Returns' : undefined}
      form={
        <>
          {/* In the form: the source posts with the rest before the app starts (decision 047). */}
          <Box>
            <RadioField
              name="source"
              label="Source of returns"
              value={source}
              options={SOURCES}
              onChange={choose('source')}
            />
            <Alert severity={source === 'simulated' ? 'warning' : 'info'} sx={{ mt: 1.5 }}>
              {source === 'simulated'
                ? 'Illustrative only: returns are simulated around a typical return for each category (reproducible, seed 36). They are not any scheme’s actual history. For real figures choose “My NAV history”.'
                : 'Paste or upload each scheme’s NAV history as two columns, date and NAV (e.g. 2024-04-01,152.34 or 01-Apr-2024,152.34). It stays in your browser and is not included in shared links.'}
            </Alert>
          </Box>
          <FieldRow>
            <SelectField
              name="rollingPeriod"
              label="Rolling period"
              value={config.rollingPeriod}
              options={PERIODS}
              onChange={choose('rollingPeriod')}
            />
            <SelectField
              name="analysisYears"
              label="Analysis span"
              value={config.analysisYears}
              options={SPANS}
              onChange={choose('analysisYears')}
            />
          </FieldRow>
          <KeptTextField
            name={listFieldName(listKey, 'new', 'name')}
            size="small"
            fullWidth
            label="Scheme name"
            value={draft.name}
            onText={(name) => setDraft((d) => ({ ...d, name }))}
          />
          <FieldRow>
            <SelectField
              name={listFieldName(listKey, 'new', 'category')}
              label="Category"
              value={draft.category}
              options={CATEGORY_OPTIONS}
              onChange={(category) => setDraft((d) => ({ ...d, category }))}
            />
            <NumberField
              name={listFieldName(listKey, 'new', 'nav')}
              label="Latest NAV (₹)"
              value={draft.nav}
              onChange={setNav}
              min={0}
            />
          </FieldRow>
          {source === 'nav' && (
            <Box>
              <noscript>
                <Alert severity="warning" sx={{ mb: 1 }}>
                  Reading a NAV history needs JavaScript (it stays in your browser). Without it, use the
                  illustrative simulation.
                </Alert>
              </noscript>
              <KeptTextField
                // Not posted: the history stays in the browser, as the note above the form promises.
                name={undefined}
                fullWidth
                multiline
                minRows={3}
                maxRows={8}
                label="NAV history (date,nav per line)"
                placeholder={'date,nav\n2015-04-01,21.45\n2015-04-02,21.60'}
                value={draft.csv}
                onText={(text) => setCsv(text, 'pasted')}
                error={parsed?.ok === false}
                slotProps={{
                  // rows: the server's height (MUI drops minRows there; see ContactForm's message).
                  htmlInput: { rows: 3, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } },
                }}
              />
              <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button component="label" size="small" variant="outlined" startIcon={<UploadIcon />}>
                  Upload CSV
                  <input hidden type="file" accept=".csv,.txt,text/csv,text/plain" onChange={upload} />
                </Button>
                {parsed?.ok && (
                  <Typography variant="body2" color="success.main">
                    {formatIndianNumber(parsed.points.length)} NAVs, {parsed.points[0]?.date} to{' '}
                    {parsed.points[parsed.points.length - 1]?.date}
                  </Typography>
                )}
              </Stack>
              {fileError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {fileError}
                </Alert>
              )}
              {parsed && !parsed.ok && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {parsed.errors.map((e) => (
                    <div key={e}>{e}</div>
                  ))}
                </Alert>
              )}
            </Box>
          )}
          <ChosenList
            list={listKey}
            addLabel="Add Scheme"
            canAdd={canAdd}
            onAdd={add}
            heading={`Schemes (${schemes.length}/${MAX})`}
            empty="Add 2 to 6 schemes to compare."
            listLabel="Schemes to compare"
            items={schemes.map((s) => ({
              name: s.name,
              detail: `${s.category} · NAV ${textAsRupees(s.nav)}${s.history ? ` · ${formatIndianNumber(s.history.points.length)} NAVs (${s.history.origin})` : ''}`,
              fields: { name: s.name, category: s.category, nav: s.nav },
            }))}
            onRemove={(index) => changeList(schemes.filter((_, i) => i !== index))}
          />
        </>
      }
      result={<RollingResult outcome={outcome} count={schemes.length} stale={calc.stale} />}
    />
  );
}

function RollingResult({
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
