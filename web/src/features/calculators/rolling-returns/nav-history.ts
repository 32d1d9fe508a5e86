import { MONTH_ABBREVIATIONS } from '@36x/common';
import {
  addMonths,
  parseIsoDate,
  rollingReturnsFromNav,
  toIsoDate,
  type NavPoint,
  type NavRollingReturnsResult,
} from '@36x/common/finance';

/** The last `years` years of a NAV history (points sorted by date), so the analysis span applies to real data too. */
export function lastYears(points: readonly NavPoint[], years: number): NavPoint[] {
  const last = points[points.length - 1];
  const lastDate = last ? parseIsoDate(last.date) : null;
  if (!lastDate) return [...points];
  const cutoff = toIsoDate(addMonths(lastDate, -years * 12));
  return points.filter((p) => p.date >= cutoff);
}

export interface NavSchemeAnalysis {
  /** Daily rolling windows, as fund factsheets compute them: the statistics. */
  stats: NavRollingReturnsResult;
  /** Windows starting every month: the chart. */
  monthly: NavRollingReturnsResult;
  /** Windows starting every 3 months (CALC-ROLLING's step): the timeline. */
  quarterly: NavRollingReturnsResult;
}

export type NavSchemeOutcome = { ok: true; analysis: NavSchemeAnalysis } | { ok: false; error: string };

/** True rolling returns of one scheme over the last `analysisYears` years with `periodYears` windows. */
export function analyseNav(
  points: readonly NavPoint[],
  periodYears: number,
  analysisYears: number,
): NavSchemeOutcome {
  try {
    const span = lastYears(points, analysisYears);
    return {
      ok: true,
      analysis: {
        stats: rollingReturnsFromNav(span, periodYears),
        monthly: rollingReturnsFromNav(span, periodYears, { stepMonths: 1 }),
        quarterly: rollingReturnsFromNav(span, periodYears, { stepMonths: 3 }),
      },
    };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** 'YYYY-MM' of an ISO date: windows of different schemes are lined up by the month they start in. */
export const monthKey = (isoDate: string) => isoDate.slice(0, 7);

/** 'YYYY-MM' → 'Apr 2015'. */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-');
  return `${MONTH_ABBREVIATIONS[Number(month) - 1] ?? ''} ${year ?? ''}`.trim();
}
