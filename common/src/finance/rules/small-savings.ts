/**
 * Small-savings rates as dated rules the admin updates (CALC-RATES-1, ADMIN-TAXRULES-2): the PPF rate and the Post Office
 * recurring deposit rate the RD calculator defaults to. The Ministry of Finance (DEA) notifies them every quarter;
 * each rate carries the day it applies from and the day staff last confirmed it against that notification. The
 * shipped list below is the baseline; an admin's edit is stored with the tax rules (taxRules/small-savings) and
 * replaces it, and "Confirm rates" records today's confirmation. A reminder shows in the back office once a calendar
 * quarter (India time) has begun since the last confirmation.
 */
import { indiaDate } from '../../india-time';
import { SOURCES } from './sources';
import type { Cited } from './types';

export type SmallSavingsScheme = 'ppf' | 'rd';

/** The schemes, with what every rate of the scheme cites. */
export const SMALL_SAVINGS_SCHEMES: Record<
  SmallSavingsScheme,
  { name: string; law: string; section: string; source: string }
> = {
  ppf: {
    name: 'Public Provident Fund (PPF)',
    law: 'Public Provident Fund Scheme, 2019',
    section: 'para 5 (interest), rate notified quarterly by the Ministry of Finance (DEA)',
    source: SOURCES.smallSavingsRates,
  },
  rd: {
    name: 'Post Office Recurring Deposit (5 years)',
    law: 'Post Office Recurring Deposit Scheme, 2019',
    section: 'para 4 (interest), rate notified quarterly by the Ministry of Finance (DEA)',
    source: SOURCES.smallSavingsRates,
  },
};

export interface SmallSavingsRate {
  scheme: SmallSavingsScheme;
  /** ISO date (YYYY-MM-DD) the rate applies from; it applies until the scheme's next rate. */
  effectiveFrom: string;
  /** PERCENT a year. */
  rate: number;
  /** ISO date staff (or, for the shipped list, the developers) last checked it against a quarterly notification. */
  confirmedOn: string;
}

export interface SmallSavingsRules {
  /** Every scheme's rates, oldest first within a scheme. */
  rates: SmallSavingsRate[];
}

/** The small-savings rates as the back office reads them (GET /api/tax-rules/small-savings). */
export interface SmallSavingsView {
  origin: 'shipped' | 'edited';
  updatedAt: string | null;
  updatedBy: string | null;
  rules: SmallSavingsRules;
  /** Set when a quarter has begun since the last confirmation. */
  reminder: ConfirmationReminder | null;
}

/**
 * The shipped rates, from the Ministry of Finance's quarterly notifications as the National Savings Institute
 * lists them: PPF 8% (Oct 2018 – Jun 2019), 7.9% (Jul 2019 – Mar 2020), 7.1% since April 2020; Post Office 5-year
 * RD 6.7% since January 2024. Checked up to the October–December 2025 notification (confirmedOn 1 Oct 2025).
 */
export const SHIPPED_SMALL_SAVINGS: SmallSavingsRules = {
  rates: [
    { scheme: 'ppf', effectiveFrom: '2018-10-01', rate: 8, confirmedOn: '2025-10-01' },
    { scheme: 'ppf', effectiveFrom: '2019-07-01', rate: 7.9, confirmedOn: '2025-10-01' },
    { scheme: 'ppf', effectiveFrom: '2020-04-01', rate: 7.1, confirmedOn: '2025-10-01' },
    { scheme: 'rd', effectiveFrom: '2024-01-01', rate: 6.7, confirmedOn: '2025-10-01' },
  ],
};

/** Rates outside this range are refused (PERCENT a year; more than the low bound, at most the high one). */
export const SMALL_SAVINGS_RATE_RANGE = { above: 0, atMost: 20 } as const;

/** A YYYY-MM-DD date that exists on the calendar (2026-02-30 does not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const QUARTER_NAMES = ['Jan-Mar', 'Apr-Jun', 'Jul-Sep', 'Oct-Dec'] as const;

/** The calendar quarter (Apr-Jun, Jul-Sep, Oct-Dec, Jan-Mar) holding an ISO date: its first day and its name. */
export function quarterOf(isoDate: string): { start: string; label: string } {
  const year = Number(isoDate.slice(0, 4));
  const q = Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3);
  return {
    start: `${year}-${String(q * 3 + 1).padStart(2, '0')}-01`,
    label: `${QUARTER_NAMES[q]} ${year}`,
  };
}

/** A scheme's rates, oldest first. */
function ratesOf(rules: SmallSavingsRules, scheme: SmallSavingsScheme): SmallSavingsRate[] {
  return rules.rates
    .filter((r) => r.scheme === scheme)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
}

/** The rate of a scheme in force on an ISO date (the earliest one before its first date), with its citation. */
export function smallSavingsRateOn(
  rules: SmallSavingsRules,
  scheme: SmallSavingsScheme,
  isoDate: string,
): SmallSavingsRate & { citation: Cited<number> } {
  const day = isoDate.slice(0, 10);
  const list = ratesOf(rules, scheme);
  const own = list.length ? list : ratesOf(SHIPPED_SMALL_SAVINGS, scheme);
  let chosen = own[0]!;
  for (const r of own) if (r.effectiveFrom <= day) chosen = r;
  const s = SMALL_SAVINGS_SCHEMES[scheme];
  return {
    ...chosen,
    citation: { value: chosen.rate, law: s.law, section: s.section, source: s.source, status: 'notified' },
  };
}

export interface ConfirmationReminder {
  /** The quarter that has begun without a confirmation, e.g. 'Oct-Dec 2026'. */
  quarter: string;
  /** The oldest confirmation among the rates in force. */
  lastConfirmed: string;
  message: string;
}

/**
 * The back office's reminder (ADMIN-TAXRULES-3): due when the current calendar quarter in India began after the oldest
 * confirmation of the rates in force today; null when every rate in force was confirmed this quarter.
 */
export function confirmationReminder(
  rules: SmallSavingsRules,
  now: Date | string,
): ConfirmationReminder | null {
  const today = indiaDate(now);
  const schemes = Object.keys(SMALL_SAVINGS_SCHEMES) as SmallSavingsScheme[];
  const lastConfirmed = schemes.map((s) => smallSavingsRateOn(rules, s, today).confirmedOn).sort()[0]!;
  const quarter = quarterOf(today);
  if (lastConfirmed >= quarter.start) return null;
  return {
    quarter: quarter.label,
    lastConfirmed,
    message: `Small-savings rates not confirmed for this quarter (${quarter.label})`,
  };
}

/** The rules with today's confirmation on every rate in force today (the "Confirm rates" action). */
export function confirmSmallSavings(rules: SmallSavingsRules, today: string): SmallSavingsRules {
  const schemes = Object.keys(SMALL_SAVINGS_SCHEMES) as SmallSavingsScheme[];
  const inForce = new Set(
    schemes.map((s) => smallSavingsRateOn(rules, s, today)).map((r) => `${r.scheme}@${r.effectiveFrom}`),
  );
  return {
    rates: rules.rates.map((r) =>
      inForce.has(`${r.scheme}@${r.effectiveFrom}`) ? { ...r, confirmedOn: today } : r,
    ),
  };
}

export type SmallSavingsValidation =
  { ok: true; rules: SmallSavingsRules } | { ok: false; message: string; errors: Record<string, string> };

/**
 * An edit of the small-savings rates, checked field by field (ADMIN-TAXRULES-2): a known scheme; a date that exists;
 * a rate more than 0% and at most 20%; a confirmation not after today; one rate per scheme and day; every scheme
 * with a rate in force today. Errors are keyed by path ('rates[1].rate').
 */
export function validateSmallSavings(value: unknown, today: string): SmallSavingsValidation {
  const errors: Record<string, string> = {};
  const rates = (value as { rates?: unknown } | null)?.rates;
  if (typeof value !== 'object' || value === null || !Array.isArray(rates)) {
    const message = 'Send { "rules": { "rates": [ ... ] } }.';
    return { ok: false, message, errors: { rates: message } };
  }
  const out: SmallSavingsRate[] = [];
  rates.forEach((raw: unknown, i) => {
    const at = `rates[${i}]`;
    const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const extra = Object.keys(r).filter(
      (k) => !['scheme', 'effectiveFrom', 'rate', 'confirmedOn'].includes(k),
    );
    if (extra.length) errors[`${at}.${extra[0]}`] = `Unknown field: ${extra[0]}`;
    if (typeof r.scheme !== 'string' || !(r.scheme in SMALL_SAVINGS_SCHEMES))
      errors[`${at}.scheme`] = `Scheme must be one of: ${Object.keys(SMALL_SAVINGS_SCHEMES).join(', ')}.`;
    if (!isCalendarDate(r.effectiveFrom))
      errors[`${at}.effectiveFrom`] = 'Applies from must be a date that exists, as YYYY-MM-DD.';
    if (typeof r.rate !== 'number' || !Number.isFinite(r.rate))
      errors[`${at}.rate`] = 'Rate must be a number (% a year).';
    else if (r.rate <= SMALL_SAVINGS_RATE_RANGE.above || r.rate > SMALL_SAVINGS_RATE_RANGE.atMost)
      errors[`${at}.rate`] = 'Rate must be more than 0% and at most 20% a year.';
    if (!isCalendarDate(r.confirmedOn))
      errors[`${at}.confirmedOn`] = 'Confirmed on must be a date that exists, as YYYY-MM-DD.';
    else if (r.confirmedOn > today) errors[`${at}.confirmedOn`] = 'Confirmed on cannot be after today.';
    out.push(r as unknown as SmallSavingsRate);
  });
  if (Object.keys(errors).length === 0) {
    const seen = new Set<string>();
    out.forEach((r, i) => {
      const k = `${r.scheme}@${r.effectiveFrom}`;
      if (seen.has(k)) errors[`rates[${i}].effectiveFrom`] = 'This scheme already has a rate from that date.';
      seen.add(k);
    });
    for (const scheme of Object.keys(SMALL_SAVINGS_SCHEMES) as SmallSavingsScheme[])
      if (!out.some((r) => r.scheme === scheme && r.effectiveFrom <= today))
        errors.rates = `${SMALL_SAVINGS_SCHEMES[scheme].name} needs a rate in force today.`;
  }
  const first = Object.entries(errors)[0];
  if (first) return { ok: false, message: `${first[0]}: ${first[1]}`, errors };
  const clean = out
    .map(({ scheme, effectiveFrom, rate, confirmedOn }) => ({ scheme, effectiveFrom, rate, confirmedOn }))
    .sort((a, b) => a.scheme.localeCompare(b.scheme) || a.effectiveFrom.localeCompare(b.effectiveFrom));
  return { ok: true, rules: { rates: clean } };
}
