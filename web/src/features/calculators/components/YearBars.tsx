import { BarChart } from './charts';
import { axisRupees, CHART_COLORS } from './chart-format';

/** One series of a year chart: its label and each year's rupees. */
export interface YearBarSeries<Row> {
  label: string;
  value: (row: Row) => number;
}

/**
 * Two rupee figures a year as bars, the first teal, the second gold (put in and grown, principal and interest,
 * invested and value), one band a year (Y1, Y2…), stacked when `stack` names the pile. Goes in a ChartBox.
 */
export function YearBars<Row extends { year: number }>({
  rows,
  series,
  format,
  stack,
  xLabel = 'Year',
  height = 260,
}: {
  rows: readonly Row[];
  series: readonly [YearBarSeries<Row>, YearBarSeries<Row>];
  /** A bar's figure in its tip. */
  format: (rupees: number) => string;
  stack?: string;
  xLabel?: string;
  height?: number;
}) {
  const colors = [CHART_COLORS.primary, CHART_COLORS.secondary];
  return (
    <BarChart
      skipAnimation
      height={height}
      xAxis={[{ data: rows.map((r) => `Y${r.year}`), scaleType: 'band', label: xLabel }]}
      yAxis={[{ valueFormatter: axisRupees, width: 56 }]}
      series={series.map((s, i) => ({
        data: rows.map((r) => s.value(r)),
        label: s.label,
        ...(stack ? { stack } : {}),
        color: colors[i],
        valueFormatter: (v: number | null) => format(v ?? 0),
      }))}
      margin={{ left: 0, right: 8 }}
    />
  );
}
