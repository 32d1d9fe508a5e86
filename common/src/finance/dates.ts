/**
 * Calendar-date helpers on plain 'YYYY-MM-DD' strings, in UTC so time zones never shift a date.
 */

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

/** Parses 'YYYY-MM-DD' (a trailing time part is ignored); null when it is not a real calendar date. */
export function parseIsoDate(text: string | null | undefined): CalendarDate | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text.trim());
  if (!m) return null;
  return makeDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** A validated date, or null when day/month are out of range (31 April, 29 Feb in a common year…). */
export function makeDate(year: number, month: number, day: number): CalendarDate | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Days since 1970-01-01 (UTC). */
export function dayNumber(d: CalendarDate): number {
  return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}

export function toIsoDate(d: CalendarDate): string {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
}

/**
 * The same day `months` calendar months later; when that month is shorter the day is clamped to its last day
 * (31 Jan + 1 month = 28/29 Feb), as a calendar month is read in Indian law (General Clauses Act, s. 3(35)).
 */
export function addMonths(d: CalendarDate, months: number): CalendarDate {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

/** Whole calendar months from `from` to `to` (0 when `to` is before the first monthly anniversary). */
export function completeMonthsBetween(from: CalendarDate, to: CalendarDate): number {
  let months = (to.year - from.year) * 12 + (to.month - from.month);
  if (compareDates(addMonths(from, months), to) > 0) months -= 1;
  return Math.max(0, months);
}

/** Indian financial year (April–March) of a date, as its starting calendar year: 2024-07-23 → 2024 (FY 2024-25). */
export function financialYearOf(d: CalendarDate): number {
  return d.month >= 4 ? d.year : d.year - 1;
}

/** 'FY' label of a financial year's starting year: 2024 → '2024-25'. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}
