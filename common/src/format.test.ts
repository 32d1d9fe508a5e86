import { describe, expect, it } from 'vitest';
import {
  formatFixed,
  formatINR,
  formatIndianNumber,
  formatLakhCrore,
  formatPercent,
  toFixedNumber,
} from './format';

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

describe('formatLakhCrore (SIP display, 001 §9: L and Cr with 2 decimals)', () => {
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
    expect(toFixedNumber(1.005, 2)).toBe(1.01); // (1.005).toFixed(2) is '1.00'
    expect(toFixedNumber(2.675, 2)).toBe(2.68);
    expect(toFixedNumber(-2.5, 0)).toBe(-3);
    expect(toFixedNumber(1e-10, 2)).toBe(0);
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
