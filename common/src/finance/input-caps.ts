/**
 * The largest (and smallest) values the calculators take, by kind of input (CALC-STATES-7, bad input).
 *
 * Why: the spec's formulas loop year by year or month by month and raise rates to the power of the period, so a
 * period of 10,000 or 1e15 years froze the tab, a rate below −100% gave NaN and 1000 years gave `2.83e+42 Cr`.
 * The maxima are far beyond any real plan (a 100-year horizon, ages to 120, ₹10,000 crore) and keep every result
 * finite (the rupee formatters print even the largest in digits, never in exponent notation). Blank text is not checked here: the spec counts it as 0.
 *
 * Each kind also says whether it takes only whole numbers: a calculation that counts whole months or days refuses
 * 7.5 months with a message instead of flooring it (CALC-STATES-8: no input replaced without a word).
 */
export const INPUT_CAPS = {
  /** Rupee amounts: ₹0 to ₹10,000 crore (no calculator takes a negative amount: −₹2 lakh is not a sale price). */
  amount: { min: 0, max: 1e11, whole: false },
  /**
   * Rates of growth in percent a year (returns, inflation, step-ups, raises), which may be negative. At −100% growth
   * factors reach 0 and divisions by (1 + rate) break; no plan assumes a rate below −50% a year.
   */
  rate: { min: -50, max: 100, whole: false },
  /** Interest, coupon and fee rates in percent a year: 0 to 100 (a deposit or a loan does not pay a negative rate). */
  interest: { min: 0, max: 100, whole: false },
  /** Annualised volatility in percent (Black-Scholes). */
  volatility: { min: 0, max: 500, whole: false },
  /** Periods, tenures and holding in years, part years allowed (counted in whole months where the spec says so). */
  years: { min: 0, max: 100, whole: false },
  /** Periods counted in whole years only (SWP's year-by-year plan, an FD's years beside its months). */
  wholeYears: { min: 0, max: 100, whole: true },
  /** Tenures in whole months: 100 years. */
  months: { min: 0, max: 1200, whole: true },
  /** A person's age in years. */
  age: { min: 0, max: 120, whole: false },
  /** Whole days (a deposit's tenure): 100 years. */
  days: { min: 0, max: 36_500, whole: true },
  /**
   * An option's time to expiry in days: part days allowed (T = days ÷ 365; Hull's six-month example is 182.5 days,
   * and an option on its expiry day has part of one left).
   */
  expiryDays: { min: 0, max: 36_500, whole: false },
  /** Counts (bonds, children, members, directors): whole. */
  count: { min: 0, max: 1_000_000, whole: true },
  /** Plain multipliers (× income): 0 to 10 lakh, part allowed. */
  factor: { min: 0, max: 1_000_000, whole: false },
} as const;

export type InputKind = keyof typeof INPUT_CAPS;

const GROUPED = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A cap as the visitor reads it: 1e11 → '₹10,000 crore', 100 (years) → '100 years', 100 (rate) → '100%'. */
function capText(kind: InputKind, value: number): string {
  switch (kind) {
    case 'amount':
      return value === 0 ? '₹0' : `${value < 0 ? '−' : ''}₹${GROUPED.format(Math.abs(value) / 1e7)} crore`;
    case 'rate':
    case 'interest':
    case 'volatility':
      return `${GROUPED.format(value)}%`;
    case 'years':
    case 'wholeYears':
    case 'age':
      return `${GROUPED.format(value)} years`;
    case 'days':
    case 'expiryDays':
      return `${GROUPED.format(value)} days`;
    case 'months':
      return `${GROUPED.format(value)} months`;
    case 'count':
    case 'factor':
      return GROUPED.format(value);
  }
}

/** What a whole-number kind counts, for its message ('Enter a whole number of months.'). */
const WHOLE_UNITS: Partial<Record<InputKind, string>> = {
  wholeYears: 'years',
  months: 'months',
  days: 'days',
};

/** Text that is a number once Indian or Western digit grouping is removed: '10,00,000' → '1000000'; else as it was. */
export function ungroupedNumberText(text: string): string {
  return /^\s*[-+]?\d{1,3}(,\d{2,3})+(\.\d*)?\s*$/.test(text) ? text.replace(/[\s,]/g, '') : text;
}

/** The message for text that is not a number at all ('abc', 'NaN', '1.2.3'). */
export const NOT_A_NUMBER = 'Enter a number.';

/**
 * The message for form text its kind does not take (CALC-STATES-8), or null when it is fine or blank (the spec counts
 * blank as 0 or as the field's default, CALC-STATES-2): text that is not a number ('abc', 'NaN'), a value beyond the
 * kind's caps, a part where the kind counts whole units. Text like '1e15' is a number and is checked; digit grouping
 * ('15,00,000') is read.
 */
export function capError(kind: InputKind, text: string): string | null {
  const trimmed = ungroupedNumberText(text).trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (Number.isNaN(value)) return NOT_A_NUMBER;
  const { min, max, whole } = INPUT_CAPS[kind];
  if (value > max) return `Enter ${capText(kind, max)} or less.`;
  if (value < min) return `Enter ${capText(kind, min)} or more.`;
  if (whole && !Number.isInteger(value)) {
    const unit = WHOLE_UNITS[kind];
    return unit ? `Enter a whole number of ${unit}.` : 'Enter a whole number.';
  }
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
