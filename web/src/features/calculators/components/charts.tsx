import { lazy, Suspense, useContext, type ComponentType } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import type { BarChartProps } from '@mui/x-charts/BarChart';
import type { LineChartProps } from '@mui/x-charts/LineChart';
import type { GaugeProps } from '@mui/x-charts/Gauge';
import { useHydrated } from '../../../lib/use-hydrated';
import { ChartWordsContext } from './chart-words';

/**
 * The chart's place in the server's HTML (before the app starts, or without it: decision 047): the chart's words on
 * a tinted panel of the chart's height, instead of a picture the server cannot draw (MUI X measures its container).
 */
function ChartWords({ height, words }: { height?: number; words: string | null }) {
  return (
    <Box
      data-testid="chart-words"
      sx={{
        minHeight: height ?? '100%',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        borderRadius: 1,
        bgcolor: 'background.default',
        textAlign: 'center',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {words}
      </Typography>
    </Box>
  );
}

/**
 * The calculators' charts (MUI X), loaded when a result first shows one: a page starts with an empty result
 * (CALC-STATES-1), and evaluating the chart library at start-up cost a phone about 0.3 s of main thread before the
 * first input was usable (CALC-STATES-7; docs/benchmarks.md, calculators). Same props as MUI X's; until the code
 * arrives a placeholder of the chart's height keeps the layout still. In the server's HTML the chart's words take
 * its place (`describe`, or the ChartBox's summary).
 */
function lazyChart<P extends { height?: number }>(
  load: () => Promise<ComponentType<P>>,
  describe?: (props: P) => string,
) {
  const Chart = lazy(async () => ({ default: await load() }));
  function LazyChart(props: P) {
    const hydrated = useHydrated();
    const summary = useContext(ChartWordsContext);
    if (!hydrated) return <ChartWords height={props.height} words={describe?.(props) ?? summary} />;
    return (
      <Suspense
        fallback={<Skeleton variant="rounded" height={props.height ?? '100%'} aria-label="Loading chart" />}
      >
        <Chart {...props} />
      </Suspense>
    );
  }
  return LazyChart;
}

const loadBarChart = async () => (await import('@mui/x-charts/BarChart')).BarChart;
const loadLineChart = async () => (await import('@mui/x-charts/LineChart')).LineChart;

export const BarChart = lazyChart<BarChartProps>(loadBarChart);
export const LineChart = lazyChart<LineChartProps>(loadLineChart);
export const Gauge = lazyChart<GaugeProps>(
  async () => (await import('@mui/x-charts/Gauge')).Gauge,
  ({ value }) => (value == null ? '' : `${value}%`),
);

/** Starts loading the common charts while the visitor fills in the form, so the first result has them at once. */
export function preloadCharts() {
  void loadBarChart();
  void loadLineChart();
}
