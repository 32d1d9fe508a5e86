// The rolling-returns tool's model (CALC-ROLLING): its form, the two sources, what it computes and what it records.
import {
  FUND_CATEGORIES,
  ROLLING_RETURNS_DEFAULTS,
  rollingReturns,
  type AnalysisYears,
  type NavPoint,
  type RollingPeriodYears,
  type RollingReturnsResult,
} from '@36x/common/finance';
import { toNumber } from '../parse';
import { logCalculatorUsage } from '../usage-log';
import { analyseNav, type NavSchemeOutcome } from './nav-history';

/**
 * Two honest sources (CALC-ROLLING):
 * - 'simulated': the spec's rolling returns, randomly simulated around a base per category (CALC-ROLLING), made
 *   reproducible with a fixed seed and labelled as illustrative wherever they appear;
 * - 'nav': true rolling returns (CAGR over every window) from a NAV history the visitor pastes or uploads per scheme.
 * Each source keeps its own list, so switching back and forth loses nothing.
 */
export type Source = 'simulated' | 'nav';

export interface SchemeEntry {
  name: string;
  category: string;
  /** Latest NAV as typed (CALC-ROLLING; required to add a scheme). */
  nav: string;
  /** Only in 'nav' mode: the parsed history and where it came from. */
  history?: { points: NavPoint[]; origin: string };
}

export const DEFAULTS = {
  source: 'simulated' as Source,
  rollingPeriod: String(ROLLING_RETURNS_DEFAULTS.rollingPeriod),
  analysisYears: String(ROLLING_RETURNS_DEFAULTS.analysisYears),
  /** Simulated schemes only: NAV histories are far too long for a link and stay in the browser. */
  schemes: [] as { name: string; category: string; nav: string }[],
  /** Schemes with a NAV history ('nav' source): kept in the browser only (useCalculation's `local`). */
  navSchemes: [] as SchemeEntry[],
};
export type Form = typeof DEFAULTS;

export const SOURCES = [
  { value: 'simulated', label: 'Illustrative simulation' },
  { value: 'nav', label: 'My NAV history' },
] as const;
export const PERIODS = [
  { value: '1', label: '1 year' },
  { value: '3', label: '3 years' },
  { value: '5', label: '5 years' },
] as const;
export const SPANS = [
  { value: '5', label: 'Last 5 years' },
  { value: '10', label: 'Last 10 years' },
  { value: '15', label: 'Last 15 years' },
] as const;
export const CATEGORY_OPTIONS = FUND_CATEGORIES.map((c) => ({ value: c as string, label: c as string }));
export const MAX = ROLLING_RETURNS_DEFAULTS.maxSchemes;
export const MIN = ROLLING_RETURNS_DEFAULTS.minSchemes;
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

export type NavRow = { entry: SchemeEntry; outcome: NavSchemeOutcome };
export type Outcome =
  | { source: 'simulated'; result: RollingReturnsResult }
  | { source: 'nav'; rows: NavRow[]; best: string | null; worst: string | null; periodYears: number };

export function sanitizeSchemes(list: readonly unknown[]): SchemeEntry[] {
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
export function compute(form: Form): Outcome | null {
  const schemes = form.source === 'nav' ? form.navSchemes : form.schemes;
  if (schemes.length < MIN) return null;
  if (form.source === 'nav') return analyseAll(schemes, form.rollingPeriod, form.analysisYears);
  const result = simulate(schemes, form.rollingPeriod, form.analysisYears);
  return result ? { source: 'simulated', result } : null;
}

export function record(form: Form, outcome: Outcome) {
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
