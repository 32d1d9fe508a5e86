/**
 * India's clock and calendar in one place. India has one time zone, India Standard Time (Asia/Kolkata): UTC+5:30 all
 * year, no daylight saving, so a fixed offset is exact and needs no Intl time-zone data (server, browser and tests
 * agree, and no ICU data is loaded on a phone).
 */

/** UTC+5:30 in milliseconds: India time = UTC + IST_OFFSET_MS. */
export const IST_OFFSET_MS = 330 * 60_000;

/** The months, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The months in three letters, January first: 'Jan' ... 'Sep' ... 'Dec'. */
export const MONTH_ABBREVIATIONS = MONTH_NAMES.map((m) => m.slice(0, 3));

/** The calendar date in India at an instant: 2026-09-30T19:00Z is 2026-10-01. */
export function indiaDate(instant: Date | string): string {
  const t = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(t + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The instant India's calendar day 'YYYY-MM-DD' begins (its midnight, 18:30 UTC the day before), in epoch ms; NaN when
 * the text is not a day.
 */
export function istDayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS;
}

/** {@link istDayStartMs} as an ISO-8601 UTC string (throws a RangeError when the text is not a day, as `new Date` does). */
export function istDayStartIso(day: string): string {
  return new Date(istDayStartMs(day)).toISOString();
}
