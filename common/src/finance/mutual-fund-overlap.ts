/**
 * Mutual fund portfolio overlap (CALC-OVERLAP).
 *
 * Holdings are SAMPLE data (10 well-known Indian stocks per category, equal weight), not any scheme's real
 * portfolio. Overlap of two funds = Σ over shared stocks of the smaller of the two weights, the usual
 * weight-based measure; with 10 equal weights it is (shared stocks) × 10%. With more than two funds the
 * overlap is the average over every pair that has data. Because each category has ONE sample list, two funds of the
 * same category always come out at 100%: the page says so (OVERLAP_SAMPLE_NOTE) instead of presenting a verdict on
 * the visitor's actual schemes. A pair involving a category without a sample list is "no data", never 0%
 * (CALC-OVERLAP).
 */
import { roundTo } from './util';

export const FUND_CATEGORIES = [
  'Large Cap',
  'Mid Cap',
  'Small Cap',
  'Multi Cap',
  'Flexi Cap',
  'ELSS',
  'Sectoral',
  'Thematic',
  'International',
  'Debt',
] as const;
export type FundCategory = (typeof FUND_CATEGORIES)[number];

export interface Fund {
  /** Scheme name as the visitor typed it. */
  name: string;
  category: FundCategory;
}

/** Illustrative top-10 holdings per category (sample data; only these five categories have lists, CALC-OVERLAP). */
export const SAMPLE_HOLDINGS: Partial<Record<FundCategory, readonly string[]>> = {
  'Large Cap': [
    'HDFC Bank',
    'ICICI Bank',
    'Reliance Industries',
    'Infosys',
    'Larsen & Toubro',
    'ITC',
    'Tata Consultancy Services',
    'Bharti Airtel',
    'Axis Bank',
    'State Bank of India',
  ],
  'Mid Cap': [
    'Persistent Systems',
    'Coforge',
    'The Federal Bank',
    'Cummins India',
    'Lupin',
    'AU Small Finance Bank',
    'Max Healthcare Institute',
    'Dixon Technologies (India)',
    'PB Fintech',
    'Voltas',
  ],
  'Small Cap': [
    'Multi Commodity Exchange of India',
    'Karur Vysya Bank',
    'Central Depository Services (India)',
    'Brigade Enterprises',
    'Cyient',
    'Radico Khaitan',
    'Kaynes Technology India',
    'Amber Enterprises India',
    'Crompton Greaves Consumer Electricals',
    'Navin Fluorine International',
  ],
  'Multi Cap': [
    'HDFC Bank',
    'ICICI Bank',
    'Reliance Industries',
    'Infosys',
    'Axis Bank',
    'Persistent Systems',
    'The Federal Bank',
    'Max Healthcare Institute',
    'Karur Vysya Bank',
    'Multi Commodity Exchange of India',
  ],
  ELSS: [
    'HDFC Bank',
    'ICICI Bank',
    'Infosys',
    'Reliance Industries',
    'Axis Bank',
    'Larsen & Toubro',
    'Bharti Airtel',
    'Kotak Mahindra Bank',
    'Mahindra & Mahindra',
    'Sun Pharmaceutical Industries',
  ],
};

export const OVERLAP_LIMITS = {
  minFunds: 2,
  maxFunds: 5,
  maxCommonHoldings: 10,
  /** Above this percentage overlap is high. */
  high: 70,
  /** Above this (and not high) it is moderate; otherwise good. */
  moderate: 40,
} as const;

export type OverlapLevel = 'high' | 'moderate' | 'good';

export interface MutualFundOverlapInput {
  /** 2 to 5 funds; funds beyond the fifth are ignored. */
  funds: Fund[];
}

export interface FundPairOverlap {
  /** Indexes into the analysed funds. */
  first: number;
  second: number;
  /** PERCENT, rounded to 2 decimals; 0 when noData. */
  overlapPercentage: number;
  /** True when either fund's category has no sample holdings: the overlap is unknown, not 0. */
  noData: boolean;
}

/** What the result card and the printout say about the data the overlap rests on. */
export const OVERLAP_SAMPLE_NOTE =
  'Holdings are illustrative samples (10 well-known stocks per category, equal weights), not these schemes’ actual ' +
  'portfolios, so two funds of the same category always show 100%. Check each scheme’s latest factsheet before acting.';

export interface MutualFundOverlapResult {
  /**
   * Average overlap of the pairs with data, PERCENT 0–100, rounded to 2 decimals (identical funds: exactly 100);
   * 0 when no pair has data (hasData false).
   */
  overlapPercentage: number;
  /** False when every pair involves a category without sample holdings: there is no verdict, only "no data". */
  hasData: boolean;
  /** Stocks held by at least two of the funds, most widely held first, at most 10. */
  commonHoldings: string[];
  /** max(0, 100 − overlapPercentage), rounded to 2 decimals. */
  diversificationScore: number;
  /** Advice sentences, the verdict first. */
  recommendations: string[];
  overlapLevel: OverlapLevel;
  /** Every pair's overlap, for a matrix or bar chart. */
  pairs: FundPairOverlap[];
  /** The funds analysed (at most 5). */
  funds: Fund[];
  /** Categories among the funds without sample holdings (their pairs are "no data"). */
  categoriesWithoutData: FundCategory[];
}

/** Level for an overlap percentage: above 70 high, above 40 moderate, else good (CALC-OVERLAP). */
export function overlapLevel(overlapPercentage: number): OverlapLevel {
  if (overlapPercentage > OVERLAP_LIMITS.high) return 'high';
  if (overlapPercentage > OVERLAP_LIMITS.moderate) return 'moderate';
  return 'good';
}

/**
 * Overlap of two equal-weight holding lists, PERCENT (0–100) rounded to 2 decimals: Σ over shared stocks of the
 * smaller of the two weights. A stock listed twice is one holding. With weights 1/n and 1/m the sum is
 * shared / max(n, m), computed as one division: adding 1/10 ten times gives 0.9999999999999999, so identical
 * portfolios would show 99.99999999999999% instead of exactly 100.
 */
export function holdingsOverlap(a: readonly string[], b: readonly string[]): number {
  return roundTo(rawOverlap(a, b), OVERLAP_DECIMALS);
}

/** Percentages are rounded once, at the end, to this many decimals (the tool shows at most one). */
const OVERLAP_DECIMALS = 2;

function rawOverlap(a: readonly string[], b: readonly string[]): number {
  const setA = new Set(a);
  const setB = new Set(b);
  if (setA.size === 0 || setB.size === 0) return 0;
  let shared = 0;
  for (const stock of setA) if (setB.has(stock)) shared++;
  return (shared * 100) / Math.max(setA.size, setB.size);
}

/** Overlap analysis; null with fewer than 2 funds (CALC-OVERLAP). */
export function mutualFundOverlap(input: MutualFundOverlapInput): MutualFundOverlapResult | null {
  const funds = (input.funds ?? []).slice(0, OVERLAP_LIMITS.maxFunds);
  if (funds.length < OVERLAP_LIMITS.minFunds) return null;
  const holdings = funds.map((f) => SAMPLE_HOLDINGS[f.category] ?? []);

  const pairs: FundPairOverlap[] = [];
  let rawSum = 0;
  let withData = 0;
  for (let i = 0; i < funds.length; i++)
    for (let j = i + 1; j < funds.length; j++) {
      const noData = !SAMPLE_HOLDINGS[funds[i]!.category] || !SAMPLE_HOLDINGS[funds[j]!.category];
      const raw = noData ? 0 : rawOverlap(holdings[i] ?? [], holdings[j] ?? []);
      if (!noData) {
        rawSum += raw;
        withData++;
      }
      pairs.push({ first: i, second: j, overlapPercentage: roundTo(raw, OVERLAP_DECIMALS), noData });
    }
  const hasData = withData > 0;
  // The average of the unrounded pairs with data, rounded once.
  const overlapPercentage = hasData ? roundTo(rawSum / withData, OVERLAP_DECIMALS) : 0;

  // Count in how many funds each stock appears; keep first-seen order for ties.
  const counts = new Map<string, number>();
  for (const list of holdings)
    for (const stock of new Set(list)) counts.set(stock, (counts.get(stock) ?? 0) + 1);
  const commonHoldings = [...counts.entries()]
    .filter(([, n]) => n >= 2)
    .sort((x, y) => y[1] - x[1])
    .slice(0, OVERLAP_LIMITS.maxCommonHoldings)
    .map(([stock]) => stock);

  const level = overlapLevel(overlapPercentage);
  const pct = `${overlapPercentage.toFixed(1)}%`;
  const recommendations: string[] = [];
  if (!hasData)
    recommendations.push(
      'No data: there are no sample holdings for these categories, so their overlap cannot be estimated here.',
    );
  else if (level === 'high')
    recommendations.push(
      `High overlap (${pct}): these funds largely own the same stocks. Consider keeping one fund per category and consolidating the rest.`,
    );
  else if (level === 'moderate')
    recommendations.push(
      `Moderate overlap (${pct}): there is some duplication. Check that each fund adds a different market segment or style.`,
    );
  else recommendations.push(`Good diversification (${pct}): the funds hold mostly different stocks.`);

  const byCategory = new Map<FundCategory, number>();
  for (const f of funds) byCategory.set(f.category, (byCategory.get(f.category) ?? 0) + 1);
  for (const [category, n] of byCategory)
    if (n > 1)
      recommendations.push(
        `You hold ${n} ${category} funds; funds in the same category usually own the same leading stocks` +
          (SAMPLE_HOLDINGS[category] ? ' (with one sample list per category they show 100% here).' : '.'),
      );
  if (commonHoldings.length > 0)
    recommendations.push(`Most widely held: ${commonHoldings.slice(0, 3).join(', ')}.`);
  const categoriesWithoutData = [...byCategory.keys()].filter((c) => !SAMPLE_HOLDINGS[c]);
  if (categoriesWithoutData.length > 0)
    recommendations.push(
      `No sample holdings for ${categoriesWithoutData.join(', ')}: overlap with those funds is shown as no data.`,
    );

  return {
    overlapPercentage,
    hasData,
    commonHoldings,
    diversificationScore: roundTo(Math.max(0, 100 - overlapPercentage), OVERLAP_DECIMALS),
    recommendations,
    overlapLevel: level,
    pairs,
    funds,
    categoriesWithoutData,
  };
}
