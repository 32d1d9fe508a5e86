import { Box, Link, Typography } from '@mui/material';
import { formatINR, formatIndiaDate } from '@36x/common';
import { DEPOSIT_INTEREST_TDS, type DepositTds } from '@36x/common/finance';
import { ChartBox } from './ChartBox';
import { Deferred } from './Deferred';
import { FiguresTable, type FigureColumn } from './FiguresTable';
import { YearBars } from './YearBars';

/** One year of a savings projection: money put in so far and what it has grown to. */
export interface SavingsYear {
  year: number;
  /** Rupees put in up to the end of this year. */
  invested: number;
  /** Value (balance) at the end of this year, rupees. */
  value: number;
  /** Interest or returns earned during this year, rupees. */
  earned: number;
}

/**
 * The chart and year table shared by the savings calculators (FD, RD, PPF, lumpsum): a stacked bar per year of
 * what was put in and what it earned, then the same figures as a table. Amounts are whole rupees. Chart and table
 * are redrawn after the figures (CALC-STATES-7: ChartBox and Deferred); render it inside figures memoised with the
 * result.
 */
export function SavingsGrowth({
  rows,
  title,
  earnedLabel = 'Interest',
}: {
  rows: readonly SavingsYear[];
  title: string;
  earnedLabel?: string;
}) {
  if (rows.length === 0) return null;
  const last = rows[rows.length - 1]!;
  return (
    <>
      <ChartBox
        title={title}
        summary={`After ${rows.length} year${rows.length === 1 ? '' : 's'}, ${formatINR(last.invested)} put in is worth ${formatINR(last.value)}.`}
      >
        <YearBars
          rows={rows}
          stack="total"
          format={formatINR}
          series={[
            { label: 'Put in', value: (r) => r.invested },
            { label: `${earnedLabel} to date`, value: (r) => Math.max(0, r.value - r.invested) },
          ]}
        />
      </ChartBox>
      <YearTable
        label="Year by year"
        rows={rows}
        columns={[
          { header: earnedLabel, cell: (r) => formatINR(r.earned) },
          { header: 'Balance', cell: (r) => formatINR(r.value) },
        ]}
      />
    </>
  );
}

/** A column of a year table after Year: its heading and each row's figure. */
/** The growth of a deposit scheme (PPF, RD): what was paid in each year and the interest it earned. */
export function depositGrowth(result: {
  yearly: readonly { year: number; deposited: number; balance: number; interest: number }[];
}) {
  return {
    title: 'Deposits and interest, by year',
    rows: result.yearly.map((y) => ({
      year: y.year,
      invested: y.deposited,
      value: y.balance,
      earned: y.interest,
    })),
  };
}

export interface YearColumn<Row> extends FigureColumn<Row> {
  header: string;
}

/**
 * The year-by-year table of the savings calculators: Year, then the given columns (figures, right-aligned), in a
 * scroller whose label and the table's accessible name are `label`. Drawn after the figures (Deferred, CALC-STATES-7).
 */
export function YearTable<Row extends { year: number }>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: readonly Row[];
  columns: readonly YearColumn<Row>[];
}) {
  return (
    <Deferred>
      <FiguresTable
        label={label}
        sx={{ mt: 2, maxHeight: 360 }}
        stickyHeader
        first={{ header: 'Year', cell: (row) => row.year }}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.year}
      />
    </Deferred>
  );
}

/** The TDS note of the FD and RD calculators, with the threshold used and its source. */
export function DepositTdsNote({ tds }: { tds: DepositTds }) {
  const rule = DEPOSIT_INTEREST_TDS;
  return (
    <Box
      sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 14 }}
      data-testid="tds-note"
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {tds.applies
          ? `TDS: the bank deducts ${tds.rate}% of each year's interest above ${formatINR(tds.threshold)}: about ${formatINR(tds.estimatedTds)} in all.`
          : `No TDS from this deposit alone: no year's interest (at most ${formatINR(tds.largestYearInterest)}) exceeds ${formatINR(tds.threshold)}.`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Threshold: {formatINR(rule.value.threshold)} of interest a year from one bank (
        {formatINR(rule.value.seniorThreshold)} for senior citizens), s. 194A of the Income-tax Act as amended
        by the Finance Act, 2025, from {formatIndiaDate(rule.value.effectiveFrom, 'long')} (
        <Link href={rule.source} target="_blank" rel="noopener noreferrer">
          source
        </Link>
        ). It counts all your deposits with the bank; TDS is 20% without a PAN, and none with Form 15G/15H.
        TDS is credited against your tax when you file your return.
      </Typography>
    </Box>
  );
}
