/**
 * Number formatting for Indian readers (CALC-STATES-4): digit grouping 12,34,56,789 and lakh / crore short forms.
 * Pure string functions, no Intl locale data needed (so server, browser and tests agree).
 */

import { roundTo } from './finance/util';
import { IST_OFFSET_MS, MONTH_NAMES } from './india-time';

const LAKH = 1e5;
const CRORE = 1e7;

/** `value` rounded like {@link roundTo} and printed with exactly `decimals` places: formatFixed(1.005, 2) → '1.01'. */
export function formatFixed(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '—';
  // toFixed writes 1e21 and above in exponent notation ('2.83e+42'); such a number is an integer: print its digits.
  if (Math.abs(value) >= 1e21) {
    const digits = BigInt(value).toString();
    return decimals > 0 ? `${digits}.${'0'.repeat(decimals)}` : digits;
  }
  return roundTo(value, decimals).toFixed(decimals);
}

/** Groups the digits of a non-negative integer string the Indian way: '12345678' → '1,23,45,678'. */
function groupIndian(intDigits: string): string {
  if (intDigits.length <= 3) return intDigits;
  const last3 = intDigits.slice(-3);
  const rest = intDigits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/**
 * A number with Indian digit grouping and `decimals` places, no currency sign:
 * formatIndianNumber(1234567.891, 2) → '12,34,567.89'. Non-finite → '—'.
 */
export function formatIndianNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return '—';
  const fixed = formatFixed(Math.abs(value), decimals);
  const [intPart = '0', fracPart] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${groupIndian(intPart)}${fracPart ? `.${fracPart}` : ''}`;
}

/**
 * Rupees with Indian digit grouping, rounded to whole rupees unless `decimals` says otherwise:
 * formatINR(12345678) → '₹1,23,45,678'; formatINR(-1500.5, 2) → '-₹1,500.50'. Non-finite → '—'.
 */
export function formatINR(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return '—';
  const grouped = formatIndianNumber(Math.abs(value), decimals);
  const sign = value < 0 && roundTo(Math.abs(value), decimals) !== 0 ? '-' : '';
  return `${sign}₹${grouped}`;
}

/**
 * Rupees in lakh (L, 1e5) or crore (Cr, 1e7) with 2 decimals, as the SIP calculator shows them (CALC-STATES-4):
 * formatLakhCrore(1234567) → '₹12.35 L', formatLakhCrore(12345678) → '₹1.23 Cr'.
 * Amounts under one lakh are shown in full rupees ('₹99,999'). A value that would round to 100.00 L is shown as '₹1.00 Cr'.
 */
export function formatLakhCrore(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const lakhs = roundTo(abs / LAKH, 2);
  if (abs >= CRORE || lakhs >= 100) return `${sign}₹${formatIndianNumber(abs / CRORE, 2)} Cr`;
  if (abs >= LAKH) return `${sign}₹${formatFixed(abs / LAKH, 2)} L`;
  return formatINR(value);
}

/** A percentage with `decimals` places: formatPercent(12.345) → '12.35%'. Input is already in percent. */
export function formatPercent(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '—';
  return `${formatFixed(value, decimals)}%`;
}

// Indian English (CLDR en-IN) shortens September to "Sept"; the other months to three letters.
const SHORT_MONTHS = MONTH_NAMES.map((m) => (m === 'September' ? 'Sept' : m.slice(0, 3)));

/**
 * A date as people in India write it, on India's calendar day: formatIndiaDate('2025-03-31T20:00:00Z') →
 * '1 Apr 2025'; with 'long' → '1 April 2025'. '' when the text is not a date. The same text as
 * Intl.DateTimeFormat('en-IN', { day: 'numeric', month, year: 'numeric', timeZone: 'Asia/Kolkata' }), written
 * out because creating that formatter loads ICU's locale and time-zone data: tens of milliseconds on a phone,
 * on the first render of every public page with a date.
 */
export function formatIndiaDate(iso: string, month: 'short' | 'long' = 'short'): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const d = new Date(t + IST_OFFSET_MS);
  const name = (month === 'long' ? MONTH_NAMES : SHORT_MONTHS)[d.getUTCMonth()];
  return `${d.getUTCDate()} ${name} ${d.getUTCFullYear()}`;
}
