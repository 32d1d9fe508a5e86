/**
 * Rolling returns (CALC-ROLLING).
 *
 * Two tools:
 * 1. {@link rollingReturns}: the specification's ILLUSTRATIVE simulation. Returns are drawn around a base per
 *    category with a seeded generator (mulberry32), so the same inputs always give the same figures.
 *    They are not any scheme's history and must be labelled as illustrative.
 * 2. {@link rollingReturnsFromNav}: TRUE rolling returns (CAGR over every window) from a NAV history the visitor
 *    supplies, e.g. parsed from 'date,nav' CSV text by {@link parseNavCsv}.
 */
import { type CalendarDate, addMonths, compareDates, dayNumber, parseIsoDate, toIsoDate } from './dates';

/* ----------------------------------------------------------------------------------------------
 * Illustrative simulation
 * -------------------------------------------------------------------------------------------- */

export interface Scheme {
  /** Scheme name as typed. */
  name: string;
  /** Fund category, e.g. 'Large Cap' (see CATEGORY_BASE_RETURNS; others use 12%). */
  category: string;
  /** Latest NAV as entered, rupees per unit (required by the form, not used by the simulation). */
  nav: number;
}

export type RollingPeriodYears = 1 | 3 | 5;
export type AnalysisYears = 5 | 10 | 15;

export interface RollingReturnsInput {
  /** 2 to 6 schemes; schemes beyond the sixth are ignored. */
  schemes: Scheme[];
  /** Window length in YEARS: 1, 3 or 5. */
  rollingPeriod: RollingPeriodYears;
  /** Span analysed in YEARS: 5, 10 or 15. */
  analysisYears: AnalysisYears;
  /** Seed of the generator (any integer; default {@link ROLLING_RETURNS_DEFAULTS}.seed). */
  seed?: number;
}

/** Base annual return per category, PERCENT (CALC-ROLLING); any other category uses `others`. */
export const CATEGORY_BASE_RETURNS: Readonly<Record<string, number>> = {
  'Large Cap': 12,
  'Mid Cap': 15,
  'Small Cap': 18,
  'Multi Cap': 13,
  ELSS: 14,
  Debt: 7,
  Sectoral: 16,
  International: 10,
  others: 12,
};

export const ROLLING_RETURNS_DEFAULTS = {
  seed: 36,
  rollingPeriod: 3,
  analysisYears: 10,
  minSchemes: 2,
  maxSchemes: 6,
  /** Windows start every 3 months. */
  stepMonths: 3,
  /** The timeline shows the first 8 windows. */
  timelineEntries: 8,
} as const;

export interface SchemeRollingStats {
  name: string;
  category: string;
  /** Mean of the window returns, PERCENT per year. */
  averageReturns: number;
  /** Population standard deviation of the window returns, percentage points. */
  volatility: number;
  bestReturn: number;
  worstReturn: number;
  /** Every window's return, PERCENT per year, in window order. */
  returns: number[];
}

export interface RollingWindowEntry {
  /** e.g. 'Months 1–36'. */
  period: string;
  /** First month of the window, 1-based, counted from the start of the analysis span. */
  startMonth: number;
  /** Last month of the window. */
  endMonth: number;
  /** One return per scheme, PERCENT per year, in the order of `schemes`. */
  returns: number[];
}

export interface RollingReturnsResult {
  /** Name of the scheme with the highest average. */
  bestPerformer: string;
  /** Name of the scheme with the lowest average. */
  worstPerformer: string;
  schemes: SchemeRollingStats[];
  /** The first 8 windows (CALC-ROLLING). */
  timeline: RollingWindowEntry[];
  /** Every window, for charts. */
  windows: RollingWindowEntry[];
  /** rollingPeriod × 12 (the usage record's unit). */
  rollingPeriodMonths: number;
  seed: number;
  /** Always true: these figures are simulated. */
  illustrative: true;
}

/** mulberry32: a small, fast 32-bit seeded generator returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, to give each scheme its own stream independent of list order. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Colour band of a return in percent: above 10 green, above 5 yellow, else red (CALC-ROLLING). */
export function returnBand(returnPercent: number): 'green' | 'yellow' | 'red' {
  if (returnPercent > 10) return 'green';
  if (returnPercent > 5) return 'yellow';
  return 'red';
}

function mean(xs: readonly number[]): number {
  return xs.reduce((s, x) => s + x, 0) / xs.length;
}

function stdDev(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / xs.length);
}

/**
 * Simulated rolling returns; null with fewer than 2 schemes or when the analysis span is shorter than the window.
 *
 * Model (illustrative only): return = base + spread × noise, spread = base / 2 / √rollingPeriod (longer windows
 * vary less), noise an AR(1) series with coefficient 0.8 driven by uniform draws in [−1, 1], because overlapping
 * windows share most of their months and so move together.
 */
export function rollingReturns(input: RollingReturnsInput): RollingReturnsResult | null {
  const schemes = (input.schemes ?? []).slice(0, ROLLING_RETURNS_DEFAULTS.maxSchemes);
  if (schemes.length < ROLLING_RETURNS_DEFAULTS.minSchemes) return null;
  const period = input.rollingPeriod;
  const span = input.analysisYears;
  if (!(period > 0 && span >= period)) return null;
  const seed = Number.isFinite(input.seed) ? Math.trunc(input.seed as number) : ROLLING_RETURNS_DEFAULTS.seed;
  const step = ROLLING_RETURNS_DEFAULTS.stepMonths;
  const windowMonths = period * 12;
  const windowCount = Math.floor((span * 12 - windowMonths) / step) + 1;

  const stats: SchemeRollingStats[] = schemes.map((scheme) => {
    const base = CATEGORY_BASE_RETURNS[scheme.category] ?? (CATEGORY_BASE_RETURNS.others as number);
    const spread = base / 2 / Math.sqrt(period);
    const random = mulberry32(seed ^ hashString(`${scheme.name}\u0000${scheme.category}`));
    let noise = 2 * random() - 1;
    const returns: number[] = [];
    for (let k = 0; k < windowCount; k++) {
      if (k > 0) noise = 0.8 * noise + 0.6 * (2 * random() - 1);
      returns.push(base + spread * noise);
    }
    return {
      name: scheme.name,
      category: scheme.category,
      averageReturns: mean(returns),
      volatility: stdDev(returns),
      bestReturn: Math.max(...returns),
      worstReturn: Math.min(...returns),
      returns,
    };
  });

  const windows: RollingWindowEntry[] = [];
  for (let k = 0; k < windowCount; k++) {
    const startMonth = k * step + 1;
    const endMonth = k * step + windowMonths;
    windows.push({
      period: `Months ${startMonth}–${endMonth}`,
      startMonth,
      endMonth,
      returns: stats.map((s) => s.returns[k] as number),
    });
  }
  let best = stats[0] as SchemeRollingStats;
  let worst = best;
  for (const s of stats) {
    if (s.averageReturns > best.averageReturns) best = s;
    if (s.averageReturns < worst.averageReturns) worst = s;
  }
  return {
    bestPerformer: best.name,
    worstPerformer: worst.name,
    schemes: stats,
    timeline: windows.slice(0, ROLLING_RETURNS_DEFAULTS.timelineEntries),
    windows,
    rollingPeriodMonths: windowMonths,
    seed,
    illustrative: true,
  };
}

/* ----------------------------------------------------------------------------------------------
 * True rolling returns from a NAV history
 * -------------------------------------------------------------------------------------------- */

export interface NavPoint {
  /** ISO date 'YYYY-MM-DD'. */
  date: string;
  /** NAV on that date, rupees per unit (> 0). */
  nav: number;
}

export interface NavRollingWindow {
  /** ISO date of the NAV the window starts from. */
  startDate: string;
  /** ISO date of the NAV the window ends at (the last NAV on or before start + period). */
  endDate: string;
  startNav: number;
  endNav: number;
  /** Compound annual growth rate over the window, PERCENT per year. */
  cagr: number;
}

export interface NavRollingReturnsOptions {
  /**
   * Months between window starts. Omitted or 0: a window starts at EVERY NAV date (daily rolling returns,
   * as fund fact sheets compute them).
   */
  stepMonths?: number;
  /**
   * A window is skipped when the last NAV on or before its end date is more than this many days early
   * (a gap in the data, not a holiday). Default 31, so monthly NAV series work too.
   */
  maxGapDays?: number;
}

export interface NavRollingReturnsResult {
  /** Window length, YEARS. */
  periodYears: number;
  windows: NavRollingWindow[];
  count: number;
  /** PERCENT per year. */
  averageReturn: number;
  medianReturn: number;
  minReturn: number;
  maxReturn: number;
  /** Population standard deviation of the window CAGRs, percentage points. */
  volatility: number;
  /** Share of windows with a positive return, PERCENT. */
  positivePercentage: number;
  /** First and last NAV dates of the history used. */
  firstDate: string;
  lastDate: string;
}

interface DatedNav {
  date: CalendarDate;
  day: number;
  nav: number;
}

function validateHistory(history: readonly NavPoint[]): DatedNav[] {
  const points: DatedNav[] = [];
  const seen = new Set<number>();
  history.forEach((p, i) => {
    const date = parseIsoDate(p.date);
    if (!date) throw new Error(`NAV row ${i + 1}: '${p.date}' is not a valid date (use YYYY-MM-DD).`);
    if (!(typeof p.nav === 'number' && Number.isFinite(p.nav) && p.nav > 0))
      throw new Error(`NAV row ${i + 1}: the NAV must be a number above 0.`);
    const day = dayNumber(date);
    if (seen.has(day)) throw new Error(`NAV row ${i + 1}: ${toIsoDate(date)} appears more than once.`);
    seen.add(day);
    points.push({ date, day, nav: p.nav });
  });
  if (points.length < 2) throw new Error('At least two NAV values are needed.');
  return points.sort((a, b) => a.day - b.day);
}

/** Index of the last point on or before `day` (points sorted), or −1. */
function lastOnOrBefore(points: readonly DatedNav[], day: number): number {
  let lo = 0;
  let hi = points.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((points[mid] as DatedNav).day <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * True rolling returns: for each start, CAGR = (end NAV / start NAV)^(1 / periodYears) − 1, where the end NAV is
 * the last one published on or before the date `periodYears` calendar years after the start (holidays have no NAV).
 * The exponent uses the nominal period, as rolling-return tables do; a holiday shifts the end by a few days only.
 * Throws an Error with a readable message when the history is invalid or shorter than one window.
 * @param history NAV points in any order
 * @param periodYears window length in YEARS (e.g. 1, 3, 5; fractions allowed to the month)
 */
export function rollingReturnsFromNav(
  history: readonly NavPoint[],
  periodYears: number,
  options: NavRollingReturnsOptions = {},
): NavRollingReturnsResult {
  if (!(Number.isFinite(periodYears) && periodYears > 0))
    throw new Error('The rolling period must be above 0 years.');
  const points = validateHistory(history);
  const periodMonths = Math.round(periodYears * 12);
  const first = points[0] as DatedNav;
  const last = points[points.length - 1] as DatedNav;

  const startIndexes: number[] = [];
  const step = Math.max(0, Math.round(options.stepMonths ?? 0));
  const maxGapDays = Math.max(0, options.maxGapDays ?? 31);
  if (step === 0) points.forEach((_, i) => startIndexes.push(i));
  else
    for (let k = 0; ; k++) {
      const target = addMonths(first.date, k * step);
      if (compareDates(target, last.date) > 0) break;
      const i = lastOnOrBefore(points, dayNumber(target));
      if (i >= 0 && startIndexes[startIndexes.length - 1] !== i) startIndexes.push(i);
    }

  const windows: NavRollingWindow[] = [];
  for (const i of startIndexes) {
    const start = points[i] as DatedNav;
    const endTarget = addMonths(start.date, periodMonths);
    if (compareDates(endTarget, last.date) > 0) break;
    const j = lastOnOrBefore(points, dayNumber(endTarget));
    if (j <= i) continue;
    const end = points[j] as DatedNav;
    if (dayNumber(endTarget) - end.day > maxGapDays) continue;
    windows.push({
      startDate: toIsoDate(start.date),
      endDate: toIsoDate(end.date),
      startNav: start.nav,
      endNav: end.nav,
      cagr: ((end.nav / start.nav) ** (1 / (periodMonths / 12)) - 1) * 100,
    });
  }
  if (
    windows.length === 0 &&
    startIndexes.length > 0 &&
    compareDates(addMonths(first.date, periodMonths), last.date) <= 0
  )
    throw new Error(
      `The NAV history has gaps longer than ${maxGapDays} days at every window end; supply daily, weekly or monthly NAVs.`,
    );
  if (windows.length === 0) {
    const years = ((last.day - first.day) / 365.25).toFixed(1);
    throw new Error(
      `The NAV history covers only ${years} years (${toIsoDate(first.date)} to ${toIsoDate(last.date)}); ` +
        `a ${periodMonths / 12}-year rolling return needs at least ${periodMonths / 12} years of NAVs.`,
    );
  }
  const cagrs = windows.map((w) => w.cagr);
  const sorted = [...cagrs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median =
    sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return {
    periodYears: periodMonths / 12,
    windows,
    count: windows.length,
    averageReturn: mean(cagrs),
    medianReturn: median,
    minReturn: sorted[0] as number,
    maxReturn: sorted[sorted.length - 1] as number,
    volatility: stdDev(cagrs),
    positivePercentage: (cagrs.filter((c) => c > 0).length / cagrs.length) * 100,
    firstDate: toIsoDate(first.date),
    lastDate: toIsoDate(last.date),
  };
}

export * from './nav-csv';
