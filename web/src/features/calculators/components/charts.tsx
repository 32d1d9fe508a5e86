import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@mui/material';
import type { BarChartProps } from '@mui/x-charts/BarChart';
import type { LineChartProps } from '@mui/x-charts/LineChart';
import type { GaugeProps } from '@mui/x-charts/Gauge';

/**
 * The calculators' charts (MUI X), loaded when a result first shows one: a page starts with an empty result
 * (CALC-STATES-1), and evaluating the chart library at start-up cost a phone about 0.3 s of main thread before the
 * first input was usable (CALC-STATES-7; docs/benchmarks.md, calculators). Same props as MUI X's; until the code
 * arrives a placeholder of the chart's height keeps the layout still.
 */
function lazyChart<P extends { height?: number }>(load: () => Promise<ComponentType<P>>) {
  const Chart = lazy(async () => ({ default: await load() }));
  function LazyChart(props: P) {
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
export const Gauge = lazyChart<GaugeProps>(async () => (await import('@mui/x-charts/Gauge')).Gauge);

/** Starts loading the common charts while the visitor fills in the form, so the first result has them at once. */
export function preloadCharts() {
  void loadBarChart();
  void loadLineChart();
}
