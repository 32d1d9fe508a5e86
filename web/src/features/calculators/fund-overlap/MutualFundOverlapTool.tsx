import { memo, useState } from 'react';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import JoinInner from '@mui/icons-material/JoinInner';
import { Gauge, BarChart } from '../components/charts';
import { formatPercent } from '@36x/common';
import {
  FUND_CATEGORIES,
  mutualFundOverlap,
  OVERLAP_LIMITS,
  OVERLAP_SAMPLE_NOTE,
  roundTo,
  SAMPLE_HOLDINGS,
  type Fund,
  type FundCategory,
  type MutualFundOverlapResult,
} from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { ChosenList } from '../components/ChosenList';
import { KeptTextField } from '../components/KeptTextField';
import { SelectField } from '../components/SelectField';
import { Badge, ResultCard, ResultPlaceholder, ResultStat, StatGrid } from '../components/ResultCard';
import { ChartBox } from '../components/ChartBox';
import { axisPercent, CHART_COLORS } from '../components/chart-format';
import { useCalculation } from '../use-calculation';
import { pickOption } from '../parse';
import { listFieldName } from '../posted-inputs';
import { usePostedDraft } from '../components/ListButtons';
import { logCalculatorUsage } from '../usage-log';

const CATEGORY_OPTIONS = FUND_CATEGORIES.map((c) => ({ value: c, label: c }));
const DEFAULTS = { funds: [] as Fund[] };

const LEVEL_BADGE = {
  high: { label: 'High overlap', color: 'error' },
  moderate: { label: 'Moderate overlap', color: 'warning' },
  good: { label: 'Well diversified', color: 'success' },
} as const;

/** Funds from a shared link: names and known categories only, at most 5. */
function sanitizeFunds(list: readonly unknown[]): Fund[] {
  return list
    .flatMap((item) => {
      if (!item || typeof item !== 'object') return [];
      const { name, category } = item as Record<string, unknown>;
      if (typeof name !== 'string' || !name.trim()) return [];
      if (!FUND_CATEGORIES.includes(category as FundCategory)) return [];
      return [{ name: name.trim().slice(0, 120), category: category as FundCategory }];
    })
    .slice(0, OVERLAP_LIMITS.maxFunds);
}

export default function MutualFundOverlapTool() {
  const calc = useCalculation({
    tool: 'mutual-fund-overlap',
    defaults: DEFAULTS,
    compute: (f) => mutualFundOverlap({ funds: f.funds }),
    restore: (f) => ({ funds: sanitizeFunds(f.funds) }),
    record: (f, next) =>
      logCalculatorUsage(
        'mutual-fund-overlap',
        { funds: f.funds },
        // Percentages to 2 decimals: a sum of equal weights can land on 99.99999999999999 instead of 100.
        {
          overlapPercentage: roundTo(next.overlapPercentage, 2),
          diversificationScore: roundTo(next.diversificationScore, 2),
          commonHoldings: next.commonHoldings.length,
        },
      ),
  });
  const { funds } = calc.form;
  const result = calc.result;
  // The fund being added; one typed but not added before the app ran comes back from the post (decision 047).
  const draft = usePostedDraft('funds');
  const [name, setName] = useState(() => draft?.name ?? '');
  const [category, setCategory] = useState<string>(() =>
    pickOption(draft?.category ?? '', CATEGORY_OPTIONS, 'Large Cap'),
  );
  // Until Analyze is pressed (or a link restores an analysis) there are no result cards; after it, the analysis
  // follows the list (an analysis of other funds is never left beside it).
  const analysed = calc.calculated !== null && !calc.stale;

  const full = funds.length >= OVERLAP_LIMITS.maxFunds;
  const canAdd = name.trim() !== '' && !full;

  const changeFunds = (next: Fund[]) => calc.pick('funds', next);
  const add = () => {
    if (!canAdd) return;
    changeFunds([...funds, { name: name.trim(), category: category as FundCategory }]);
    setName('');
  };
  const analyse = calc.calculate;

  // CALC-OVERLAP: the cards show when overlap is above 0; funds without sample holdings show their "no data" card too.
  const shown = analysed && result && (result.overlapPercentage > 0 || !result.hasData) ? result : null;
  return (
    <CalculatorLayout
      calc={calc}
      above={
        <Alert severity="info" sx={{ mb: 2 }}>
          Sample data: each category uses an illustrative list of 10 well-known stocks held in equal weights,
          not any scheme&apos;s actual portfolio. Check the latest factsheets before acting.
        </Alert>
      }
      submitLabel={funds.length >= OVERLAP_LIMITS.minFunds ? 'Analyze Overlap' : undefined}
      onSubmit={analyse}
      form={
        <>
          <KeptTextField
            name={listFieldName('funds', 'new', 'name')}
            size="small"
            fullWidth
            label="Fund name"
            value={name}
            onText={setName}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            helperText={
              full ? `At most ${OVERLAP_LIMITS.maxFunds} funds` : 'e.g. the scheme name from your statement'
            }
          />
          <SelectField
            name={listFieldName('funds', 'new', 'category')}
            label="Category"
            value={category}
            options={CATEGORY_OPTIONS}
            onChange={setCategory}
          />
          <ChosenList
            list="funds"
            addLabel="Add Fund"
            canAdd={canAdd}
            onAdd={add}
            heading={`Your funds (${funds.length}/${OVERLAP_LIMITS.maxFunds})`}
            empty="Add 2 to 5 funds to compare."
            listLabel="Funds to analyse"
            items={funds.map((fund) => ({
              name: fund.name,
              detail: `${fund.category}${SAMPLE_HOLDINGS[fund.category] ? '' : ' · no sample holdings'}`,
              fields: { name: fund.name, category: fund.category },
            }))}
            onRemove={(index) => changeFunds(funds.filter((_, i) => i !== index))}
          />
        </>
      }
      result={<OverlapResult result={shown} analysed={analysed && !!result} />}
    />
  );
}

/**
 * Memoised (CALC-STATES-7): typing a fund's name re-renders the form, not the analysis, gauge and chart (they change
 * when the result does). It has no "updating" frame: an analysis of other funds is hidden, not dimmed.
 */
const OverlapResult = memo(function OverlapResult({
  result: r,
  analysed,
}: {
  result: MutualFundOverlapResult | null;
  analysed: boolean;
}) {
  if (!r)
    return (
      <ResultCard title="Overlap analysis" printable={false}>
        <ResultPlaceholder icon={<JoinInner sx={{ fontSize: 40 }} />}>
          Add at least 2 funds and press Analyze Overlap to see how much they hold in common.
          {analysed && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              The funds analysed share no stocks in the sample data.
            </Typography>
          )}
        </ResultPlaceholder>
      </ResultCard>
    );
  const badge = r.hasData ? LEVEL_BADGE[r.overlapLevel] : { label: 'No data', color: 'default' as const };
  return (
    <ResultCard
      title="Overlap analysis"
      badge={<Badge label={badge.label} color={badge.color} />}
      printInputs={r.funds.map((f, i) => ({ label: `Fund ${i + 1}`, value: `${f.name} (${f.category})` }))}
    >
      {/* CALC-OVERLAP: the figures rest on one sample list per category, which the card and its printout say. */}
      <Alert severity="info" sx={{ mb: 2 }} data-testid="overlap-sample-note">
        {OVERLAP_SAMPLE_NOTE}
        {r.categoriesWithoutData.length > 0 &&
          ` No sample holdings for ${r.categoriesWithoutData.join(', ')}: pairs with those funds show “no data”.`}
      </Alert>
      {r.hasData ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 160, height: 160, flexShrink: 0 }} aria-hidden>
            <Gauge
              value={Math.round(r.overlapPercentage * 10) / 10}
              valueMin={0}
              valueMax={100}
              startAngle={-110}
              endAngle={110}
              text={({ value }) => `${value}%`}
              sx={{
                '& .MuiGauge-valueArc': {
                  fill:
                    r.overlapLevel === 'good'
                      ? CHART_COLORS.positive
                      : r.overlapLevel === 'moderate'
                        ? CHART_COLORS.secondary
                        : CHART_COLORS.negative,
                },
              }}
            />
          </Box>
          <Box sx={{ flex: 1, width: '100%' }}>
            <StatGrid>
              <ResultStat
                id="overlapPercentage"
                label="Portfolio overlap"
                value={formatPercent(r.overlapPercentage, 1)}
                emphasis
              />
              <ResultStat
                id="diversificationScore"
                label="Diversification score"
                value={`${Math.round(r.diversificationScore)}/100`}
              />
              <ResultStat id="commonHoldings" label="Common holdings" value={r.commonHoldings.length} />
            </StatGrid>
          </Box>
        </Stack>
      ) : (
        <StatGrid>
          <ResultStat id="overlapPercentage" label="Portfolio overlap" value="No data" emphasis />
          <ResultStat id="diversificationScore" label="Diversification score" value="No data" />
        </StatGrid>
      )}

      {r.pairs.length > 1 && <PairsChart result={r} />}

      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        Stocks held by more than one fund
      </Typography>
      {r.commonHoldings.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None.
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Common holdings">
          {r.commonHoldings.map((stock) => (
            <Chip key={stock} label={stock} variant="outlined" size="small" />
          ))}
        </Stack>
      )}

      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        What it means
      </Typography>
      <Stack spacing={1}>
        {r.recommendations.map((text) => (
          <Typography key={text} variant="body2">
            {text}
          </Typography>
        ))}
      </Stack>
    </ResultCard>
  );
});

/** The overlap of each pair of funds, as bars, with the funds' key (CALC-OVERLAP). */
function PairsChart({ result: r }: { result: MutualFundOverlapResult }) {
  const names = r.funds.map((f) => f.name);
  return (
    <ChartBox
      title="Overlap of each pair of funds"
      summary={r.pairs
        .map(
          (p) =>
            `${names[p.first]} and ${names[p.second]}: ${p.noData ? 'no data' : `${p.overlapPercentage.toFixed(0)}%`}`,
        )
        .join('; ')}
    >
      {/* CALC-OVERLAP: funds are numbered on the axis (readable at 360 px and on a desktop) with a key below. */}
      <BarChart
        skipAnimation
        height={Math.max(160, r.pairs.length * 36 + 40)}
        layout="horizontal"
        yAxis={[
          {
            data: r.pairs.map((p) => `${p.first + 1} × ${p.second + 1}${p.noData ? ' (no data)' : ''}`),
            scaleType: 'band',
            width: r.pairs.some((p) => p.noData) ? 112 : 56,
            tickLabelStyle: { fontSize: 13 },
          },
        ]}
        xAxis={[{ min: 0, max: 100, valueFormatter: axisPercent }]}
        series={[
          {
            data: r.pairs.map((p) => (p.noData ? null : p.overlapPercentage)),
            label: 'Overlap',
            color: CHART_COLORS.primary,
            valueFormatter: (v) => (v === null ? 'No data' : axisPercent(v)),
          },
        ]}
        hideLegend
        margin={{ left: 0, right: 16 }}
      />
      <Box component="ol" sx={{ m: 0, mt: 1, pl: 3, fontSize: 14, color: 'text.secondary' }}>
        {r.funds.map((f, i) => (
          <li key={i}>
            {f.name} ({f.category})
          </li>
        ))}
      </Box>
    </ChartBox>
  );
}
