import { describe, expect, it } from 'vitest';
import {
  formatFixed,
  formatINR,
  formatIndiaDate,
  formatIndianNumber,
  formatLakhCrore,
  formatPercent,
} from './format';
import { roundTo } from './finance/util';

// Indian grouping: the last three digits, then pairs (lakh = 1,00,000; crore = 1,00,00,000).
describe('formatINR', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [100000, '₹1,00,000'],
    [12345678, '₹1,23,45,678'],
    [1234567890, '₹1,23,45,67,890'],
    [9999.5, '₹10,000'], // rounds half away from zero to the rupee
    [-1500, '-₹1,500'],
    [-0.4, '₹0'], // no "-₹0"
  ])('%s → %s', (value, expected) => {
    expect(formatINR(value)).toBe(expected);
  });

  it('keeps paise when asked', () => {
    expect(formatINR(13493.499677, 2)).toBe('₹13,493.50');
    expect(formatINR(-1500.5, 2)).toBe('-₹1,500.50');
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatINR(Number.NaN)).toBe('—');
    expect(formatINR(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatLakhCrore (SIP display, CALC-STATES-4: L and Cr with 2 decimals)', () => {
  it.each([
    [1234567, '₹12.35 L'],
    [12345678, '₹1.23 Cr'],
    [100000, '₹1.00 L'],
    [10000000, '₹1.00 Cr'],
    [9999999, '₹1.00 Cr'], // 99.99999 L rounds to 100.00 L, which is shown as crore
    [2980572.41, '₹29.81 L'],
    [123456789012, '₹12,345.68 Cr'],
    [99999, '₹99,999'],
    [-1234567, '-₹12.35 L'],
  ])('%s → %s', (value, expected) => {
    expect(formatLakhCrore(value)).toBe(expected);
  });
});

describe('fixed-point helpers', () => {
  it('rounds on decimal digits, not binary ones', () => {
    expect(roundTo(1.005, 2)).toBe(1.01); // (1.005).toFixed(2) is '1.00'
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(1e-10, 2)).toBe(0);
    expect(formatFixed(4.759422, 2)).toBe('4.76');
    expect(formatFixed(0.04996267, 4)).toBe('0.0500');
  });

  it('groups plain numbers and percentages', () => {
    expect(formatIndianNumber(1234567.891, 2)).toBe('12,34,567.89');
    expect(formatIndianNumber(-50000)).toBe('-50,000');
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(7, 0)).toBe('7%');
  });
});

// Expected texts: what ICU's en-IN formatter prints (Node's full ICU), and India's calendar day at UTC+5:30.
describe('formatIndiaDate', () => {
  it.each([
    ['2025-04-01T00:00:00.000Z', '1 Apr 2025', '1 April 2025'],
    ['2025-03-31T18:29:59.999Z', '31 Mar 2025', '31 March 2025'], // 23:59:59 in India
    ['2025-03-31T18:30:00.000Z', '1 Apr 2025', '1 April 2025'], // midnight in India: already 1 April
    ['2025-09-10T12:00:00+05:30', '10 Sept 2025', '10 September 2025'],
    ['2024-02-29', '29 Feb 2024', '29 February 2024'],
    ['2026-12-31T20:00:00Z', '1 Jan 2027', '1 January 2027'],
  ])('%s → %s / %s', (iso, short, long) => {
    expect(formatIndiaDate(iso)).toBe(short);
    expect(formatIndiaDate(iso, 'long')).toBe(long);
  });

  it('agrees with Intl en-IN in India time on every day of a year', () => {
    const intl = (month: 'short' | 'long') =>
      new Intl.DateTimeFormat('en-IN', { day: 'numeric', month, year: 'numeric', timeZone: 'Asia/Kolkata' });
    const [short, long] = [intl('short'), intl('long')];
    for (let t = Date.UTC(2025, 0, 1, 19); t < Date.UTC(2026, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString();
      expect(formatIndiaDate(iso)).toBe(short.format(t));
      expect(formatIndiaDate(iso, 'long')).toBe(long.format(t));
    }
  });

  it.each(['', 'not a date', '2025-13-45'])('"%s" is not a date → empty', (text) => {
    expect(formatIndiaDate(text)).toBe('');
  });
});
