import { formatFixed, formatINR } from '@36x/common';

/**
 * Number fields hand their text to the finance functions as numbers (CALC-STATES-2). Blank or invalid text becomes
 * NaN, which every finance function counts as 0, or replaces with the input's documented default where the
 * spec gives one (insurance multiplier, withdrawal rate; bonds' blank current price; balance transfer's blank
 * new tenure).
 */
export function toNumber(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** A number as form text (for defaults and for values the page fills in itself). */
export function toText(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** Form text as rupees for printouts: '1500000' → '₹15,00,000'; blank → '—'. */
export function textAsRupees(text: string): string {
  const value = toNumber(text);
  return Number.isFinite(value) ? formatINR(value, Number.isInteger(value) ? 0 : 2) : '—';
}

/**
 * Form text with a unit for printouts: ('12', '%') → '12%'; blank → '—'. Up to 6 decimals and never in exponent
 * notation ('1e-7' → '0', '1e21' → its digits).
 */
export function textWithUnit(text: string, unit: string): string {
  const value = toNumber(text);
  return Number.isFinite(value) ? `${formatFixed(value, 6).replace(/\.?0+$/, '') || '0'}${unit}` : '—';
}

/** Rupees to the paisa when there are paise, else whole: 1250 → '₹1,250', 1250.5 → '₹1,250.50'. */
export function rupeesExact(value: number): string {
  const paise = Math.round(value * 100);
  return formatINR(value, paise % 100 === 0 ? 0 : 2);
}

/** A choice restored from a link, or `fallback` when it is not one of `options` (a link may carry anything). */
export function pickOption<V extends string>(value: V, options: readonly { value: V }[], fallback: V): V {
  return options.some((o) => o.value === value) ? value : fallback;
}
