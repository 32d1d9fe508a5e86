import { describe, expect, it } from 'vitest';
import { indiaDate } from '../../india-time';
import { ppf } from '../ppf-calculator';
import {
  confirmationReminder,
  confirmSmallSavings,
  isCalendarDate,
  quarterOf,
  SHIPPED_SMALL_SAVINGS,
  smallSavingsRateOn,
  validateSmallSavings,
  type SmallSavingsRules,
} from './small-savings';

// India Standard Time is UTC+05:30 (no daylight saving), so an instant's Indian date changes at 18:30 UTC.
describe('ADMIN-TAXRULES-3: quarters in India time', () => {
  it.each([
    ['2026-09-30T18:29:59Z', '2026-09-30', '2026-07-01', 'Jul-Sep 2026'],
    ['2026-09-30T18:30:00Z', '2026-10-01', '2026-10-01', 'Oct-Dec 2026'],
    ['2026-09-30T19:00:00Z', '2026-10-01', '2026-10-01', 'Oct-Dec 2026'],
    ['2026-12-31T18:30:00Z', '2027-01-01', '2027-01-01', 'Jan-Mar 2027'],
    ['2027-03-31T18:00:00Z', '2027-03-31', '2027-01-01', 'Jan-Mar 2027'],
    ['2027-03-31T18:30:00Z', '2027-04-01', '2027-04-01', 'Apr-Jun 2027'],
    ['2026-06-30T23:00:00Z', '2026-07-01', '2026-07-01', 'Jul-Sep 2026'],
    ['2026-11-27T11:00:00Z', '2026-11-27', '2026-10-01', 'Oct-Dec 2026'],
  ])('%s is %s in India, in the quarter from %s (%s)', (instant, day, start, label) => {
    expect(indiaDate(instant)).toBe(day);
    expect(quarterOf(indiaDate(instant))).toEqual({ start, label });
  });

  const confirmedOn = (date: string): SmallSavingsRules => ({
    rates: SHIPPED_SMALL_SAVINGS.rates.map((r) => ({ ...r, confirmedOn: date })),
  });
  it.each([
    // last confirmed, now, reminder quarter (null = none due)
    ['2026-10-01', '2026-11-27T06:00:00Z', null],
    ['2026-09-30', '2026-11-27T06:00:00Z', 'Oct-Dec 2026'],
    ['2026-07-15', '2026-09-30T18:00:00Z', null], // 23:30 on 30 Sep in India: still Jul-Sep
    ['2026-07-15', '2026-09-30T19:00:00Z', 'Oct-Dec 2026'], // 00:30 on 1 Oct in India
    ['2026-12-31', '2026-12-31T18:30:00Z', 'Jan-Mar 2027'],
    ['2025-10-01', '2026-11-27T06:00:00Z', 'Oct-Dec 2026'],
  ])('confirmed on %s, at %s: reminder for %s', (last, now, quarter) => {
    const r = confirmationReminder(confirmedOn(last), now);
    if (quarter === null) expect(r).toBeNull();
    else {
      expect(r?.quarter).toBe(quarter);
      expect(r?.lastConfirmed).toBe(last);
      expect(r?.message).toBe(`Small-savings rates not confirmed for this quarter (${quarter})`);
    }
  });

  it('the oldest confirmation of the rates in force decides; a past rate left unconfirmed does not', () => {
    const rules: SmallSavingsRules = {
      rates: [
        { scheme: 'ppf', effectiveFrom: '2019-07-01', rate: 7.9, confirmedOn: '2020-01-01' },
        { scheme: 'ppf', effectiveFrom: '2020-04-01', rate: 7.1, confirmedOn: '2026-10-02' },
        { scheme: 'rd', effectiveFrom: '2024-01-01', rate: 6.7, confirmedOn: '2026-08-01' },
      ],
    };
    expect(confirmationReminder(rules, '2026-11-27T06:00:00Z')?.lastConfirmed).toBe('2026-08-01');
    const confirmed = confirmSmallSavings(rules, '2026-11-27');
    expect(confirmed.rates.map((r) => r.confirmedOn)).toEqual(['2020-01-01', '2026-11-27', '2026-11-27']);
    expect(confirmationReminder(confirmed, '2026-11-27T06:00:00Z')).toBeNull();
  });
});

// Rates from the Ministry of Finance's quarterly notifications (https://dea.gov.in/recent-update), as the National
// Savings Institute lists them: PPF 8% Oct 2018 – Jun 2019, 7.9% Jul 2019 – Mar 2020, 7.1% since Apr 2020.
describe('CALC-RATES-1: the rate in force by date', () => {
  const empty: SmallSavingsRules = { rates: [] };
  const edited: SmallSavingsRules = {
    rates: [
      ...SHIPPED_SMALL_SAVINGS.rates,
      { scheme: 'ppf', effectiveFrom: '2027-01-01', rate: 7.3, confirmedOn: '2026-11-27' },
    ],
  };
  it.each([
    [SHIPPED_SMALL_SAVINGS, 'ppf', '2019-01-15', 8, '2018-10-01'],
    [SHIPPED_SMALL_SAVINGS, 'ppf', '2019-06-30', 8, '2018-10-01'],
    [SHIPPED_SMALL_SAVINGS, 'ppf', '2019-07-01', 7.9, '2019-07-01'],
    [SHIPPED_SMALL_SAVINGS, 'ppf', '2020-03-31', 7.9, '2019-07-01'],
    [SHIPPED_SMALL_SAVINGS, 'ppf', '2020-04-01', 7.1, '2020-04-01'],
    [SHIPPED_SMALL_SAVINGS, 'ppf', '2026-11-27', 7.1, '2020-04-01'],
    [SHIPPED_SMALL_SAVINGS, 'ppf', '2010-01-01', 8, '2018-10-01'], // before the first: the earliest known
    [SHIPPED_SMALL_SAVINGS, 'rd', '2026-11-27', 6.7, '2024-01-01'],
    [edited, 'ppf', '2026-12-31', 7.1, '2020-04-01'],
    [edited, 'ppf', '2027-01-01', 7.3, '2027-01-01'],
    [empty, 'ppf', '2026-11-27', 7.1, '2020-04-01'], // nothing for the scheme: the shipped rates
  ] as const)('%#: %s on %s is %s%% (from %s)', (rules, scheme, day, rate, from) => {
    const r = smallSavingsRateOn(rules, scheme, day);
    expect(r.rate).toBe(rate);
    expect(r.effectiveFrom).toBe(from);
    expect(r.citation.value).toBe(rate);
    expect(r.citation.source).toMatch(/^https:\/\//);
  });

  // Outside figure: the India Post / SBI PPF calculator's Rs 24,40,926 for Rs 90,000 a year for 15 years at 7.1%
  // (reported at https://kannada.asianetnews.com/amp/gallery/business/post-office-ppf-scheme-earn-up-to-rs-24-lakh-with-this-simple-savings-plan-mrq-skb7vv);
  // Rs 40,68,209 for Rs 1.5 lakh by F = D((1+i)^n − 1)/i (1+i), computed with python3.
  it.each([
    [90_000, 2_440_926],
    [150_000, 4_068_209],
  ])('PPF with the rule in force today: Rs %i a year for 15 years matures at Rs %i', (deposit, published) => {
    const { rate } = smallSavingsRateOn(SHIPPED_SMALL_SAVINGS, 'ppf', '2026-11-27');
    expect(rate).toBe(7.1);
    expect(Math.round(ppf({ yearlyDeposit: deposit, annualRate: rate, years: 15 })!.maturityAmount)).toBe(
      published,
    );
  });
});

describe('ADMIN-TAXRULES-2: validating an edit', () => {
  const today = '2026-11-27';
  const rate = (over: Record<string, unknown>) => ({
    rules: {
      rates: [
        { scheme: 'ppf', effectiveFrom: '2020-04-01', rate: 7.1, confirmedOn: '2026-10-01', ...over },
        { scheme: 'rd', effectiveFrom: '2024-01-01', rate: 6.7, confirmedOn: '2026-10-01' },
      ],
    },
  });
  it.each([
    [{ rate: 0 }, 'rates[0].rate', 'Rate must be more than 0% and at most 20% a year.'],
    [{ rate: -1 }, 'rates[0].rate', 'Rate must be more than 0% and at most 20% a year.'],
    [{ rate: 20.01 }, 'rates[0].rate', 'Rate must be more than 0% and at most 20% a year.'],
    [{ rate: '7.1' }, 'rates[0].rate', 'Rate must be a number (% a year).'],
    [
      { effectiveFrom: '2026-02-30' },
      'rates[0].effectiveFrom',
      'Applies from must be a date that exists, as YYYY-MM-DD.',
    ],
    [
      { effectiveFrom: '2025-13-01' },
      'rates[0].effectiveFrom',
      'Applies from must be a date that exists, as YYYY-MM-DD.',
    ],
    [
      { confirmedOn: '2026-11-31' },
      'rates[0].confirmedOn',
      'Confirmed on must be a date that exists, as YYYY-MM-DD.',
    ],
    [{ confirmedOn: '2026-11-28' }, 'rates[0].confirmedOn', 'Confirmed on cannot be after today.'],
    [{ scheme: 'nsc' }, 'rates[0].scheme', 'Scheme must be one of: ppf, rd.'],
    [{ effectiveFrom: '2027-01-01' }, 'rates', 'Public Provident Fund (PPF) needs a rate in force today.'],
    [
      { effectiveFrom: '2024-01-01', scheme: 'rd' },
      'rates[1].effectiveFrom',
      'This scheme already has a rate from that date.',
    ],
    [{ extra: 1 }, 'rates[0].extra', 'Unknown field: extra'],
  ])('%o is refused at %s', (over, path, message) => {
    const r = validateSmallSavings(rate(over).rules, today);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors[path]).toBe(message);
      expect(r.message).toContain(path);
    }
  });

  it.each([[20], [0.01], [7.1]])('accepts a rate of %s%%', (value) => {
    const r = validateSmallSavings(rate({ rate: value }).rules, today);
    expect(r.ok).toBe(true);
  });

  it('refuses a body without a list of rates', () => {
    expect(validateSmallSavings(null, today).ok).toBe(false);
    expect(validateSmallSavings({ rates: 'x' }, today).ok).toBe(false);
  });

  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-4-1', false],
    ['2026-12-31', true],
  ])('%s exists: %s', (day, ok) => expect(isCalendarDate(day)).toBe(ok));
});
