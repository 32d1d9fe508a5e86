/**
 * Small numeric helpers shared by the calculators. Pure: no Node, DOM or Firebase.
 */

/** A number parsed from a form field: anything non-finite (NaN, ±Infinity, undefined, null) counts as 0 (CALC-STATES-2). */
export function num(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Like {@link num}, and negatives also count as 0 (CALC-STATES-3 for SIP, and amounts that cannot be negative). */
export function nonNegative(value: number | null | undefined): number {
  const n = num(value);
  return n > 0 ? n : 0;
}

/** The value when it is a finite number, otherwise the fallback (for inputs that have a default). */
export function orDefault(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/**
 * Rounds half away from zero to `decimals` places, exactly for decimal inputs such as 1.005 → 1.01
 * (plain `Math.round(x * 100) / 100` gives 1 because 1.005 is stored as 1.00499…).
 */
export function roundTo(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const abs = Math.abs(value);
  const text = String(abs);
  let rounded = Number.NaN;
  // Shift by editing the decimal exponent so the rounding sees the decimal digits, not the binary ones.
  if (!text.includes('e')) rounded = Number(`${Math.round(Number(`${text}e${decimals}`))}e-${decimals}`);
  if (!Number.isFinite(rounded)) rounded = Math.round(abs * 10 ** decimals) / 10 ** decimals;
  return sign * rounded || 0;
}

/**
 * Equated monthly instalment on the reducing balance: P·r·(1+r)^n / ((1+r)^n − 1), r = annual% / 12 / 100.
 * A 0% loan repays principal / n each month.
 * @param principal rupees
 * @param annualRatePercent percent per year, e.g. 10.5
 * @param months number of monthly instalments
 */
export function monthlyEmi(principal: number, annualRatePercent: number, months: number): number {
  if (months <= 0) return 0;
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

/** Effective monthly rate equivalent to an annual rate: (1 + annual)^(1/12) − 1. Both are fractions. */
export function effectiveMonthlyRate(annualFraction: number): number {
  return (1 + annualFraction) ** (1 / 12) - 1;
}
