/**
 * The largest (and smallest) values the calculators take, by kind of input (CALC-STATES-7, bad input).
 *
 * Why: the spec's formulas loop year by year or month by month and raise rates to the power of the period, so a
 * period of 10,000 or 1e15 years froze the tab, a rate below −100% gave NaN and 1000 years gave `2.83e+42 Cr`.
 * The maxima are far beyond any real plan (a 100-year horizon, ages to 120, ₹10,000 crore) and keep every result
 * finite (the rupee formatters print even the largest in digits, never in exponent notation). Blank text is not checked here: the spec counts it as 0.
 */
export const INPUT_CAPS = {
  /** Rupee amounts: ₹10,000 crore. */
  amount: { min: -1e11, max: 1e11 },
  /**
   * Rates in percent a year (returns, interest, inflation, step-up). At −100% growth factors reach 0 and
   * divisions by (1 + rate) break; no plan assumes a rate below −50% a year.
   */
  rate: { min: -50, max: 100 },
  /** Annualised volatility in percent (Black-Scholes). */
  volatility: { min: 0, max: 500 },
  /** Periods, tenures and holding in years. */
  years: { min: 0, max: 100 },
  /** Tenures in months: 100 years. */
  months: { min: 0, max: 1200 },
  /** A person's age in years. */
  age: { min: 0, max: 120 },
  /** Days (to an option's expiry): 100 years. */
  days: { min: 0, max: 36_500 },
  /** Counts (bonds, children, members) and plain multipliers. */
  count: { min: 0, max: 1_000_000 },
} as const;

export type InputKind = keyof typeof INPUT_CAPS;

const GROUPED = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A cap as the visitor reads it: 1e11 → '₹10,000 crore', 100 (years) → '100 years', 100 (rate) → '100%'. */
function capText(kind: InputKind, value: number): string {
  switch (kind) {
    case 'amount':
      return `${value < 0 ? '−' : ''}₹${GROUPED.format(Math.abs(value) / 1e7)} crore`;
    case 'rate':
    case 'volatility':
      return `${GROUPED.format(value)}%`;
    case 'years':
    case 'age':
      return `${GROUPED.format(value)} years`;
    case 'days':
      return `${GROUPED.format(value)} days`;
    case 'months':
      return `${GROUPED.format(value)} months`;
    case 'count':
      return GROUPED.format(value);
  }
}

/**
 * The message for form text outside its kind's caps, or null when it is within them, blank, or not a number at all
 * (the calculators count those as 0, CALC-STATES-2). Text like '1e15' is a number and is checked.
 */
export function capError(kind: InputKind, text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(/,/g, ''));
  if (Number.isNaN(value)) return null;
  const { min, max } = INPUT_CAPS[kind];
  if (value > max) return `Enter ${capText(kind, max)} or less.`;
  if (value < min) return `Enter ${capText(kind, min)} or more.`;
  return null;
}

/**
 * The largest result a calculator shows: ₹1,00,000 crore (₹10^12). Each input may be within its cap while together
 * they are not (100% step-up for 100 years gave a 40-digit crore figure): beyond this no one plans, so the calculation
 * is refused with a message naming the inputs that drive the figure (CALC-STATES-8).
 */
export const RESULT_CAP = 1e12;

/** The refusal for a result beyond {@link RESULT_CAP}; `drivers` names the inputs, e.g. 'expected return or period'. */
export function resultCapMessage(drivers: string): string {
  return `These inputs give more than ₹1,00,000 crore (₹10^12), beyond any plan: lower the ${drivers}.`;
}

/** Throws {@link resultCapMessage} when any of `values` is beyond the cap (or not a finite number). */
export function checkResultCap(drivers: string, ...values: number[]): void {
  if (values.some((v) => !(Math.abs(v) <= RESULT_CAP))) throw new Error(resultCapMessage(drivers));
}

/** Whether a number is within its kind's caps (for finance functions guarding their loops). */
export function withinCap(kind: InputKind, value: number): boolean {
  return !(value > INPUT_CAPS[kind].max) && !(value < INPUT_CAPS[kind].min);
}
