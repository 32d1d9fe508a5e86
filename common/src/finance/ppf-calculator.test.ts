import { describe, expect, it } from 'vitest';
import { ppf, ppfInputError } from './ppf-calculator';

// Sources: the India Post / SBI PPF calculator figure reported for Rs 90,000 a year for 15 years at 7.1%:
// maturity Rs 24,40,926 (https://kannada.asianetnews.com/amp/gallery/business/post-office-ppf-scheme-earn-up-to-rs-24-lakh-with-this-simple-savings-plan-mrq-skb7vv);
// the other rows by python3 with F = D((1+i)^n − 1)/i (1+i) (deposit by 5 April, yearly compounding).
describe('ppf', () => {
  it.each([
    { deposit: 90_000, years: 15, maturity: 2_440_925.532173, published: 2_440_926 },
    { deposit: 150_000, years: 15, maturity: 4_068_209.220288, published: null },
    { deposit: 150_000, years: 20, maturity: 6_658_288.169642, published: null },
    { deposit: 500, years: 15, maturity: 13_560.697401, published: null },
  ])('Rs $deposit a year for $years years at 7.1%', ({ deposit, years, maturity, published }) => {
    const r = ppf({ yearlyDeposit: deposit, annualRate: 7.1, years })!;
    expect(r.maturityAmount).toBeCloseTo(maturity, 5);
    expect(r.totalDeposited).toBe(deposit * years);
    expect(r.totalInterest).toBeCloseTo(maturity - deposit * years, 5);
    expect(r.yearly).toHaveLength(years);
    if (published !== null) expect(Math.round(r.maturityAmount)).toBe(published);
  });

  it('credits a whole year of interest on each deposit', () => {
    const r = ppf({ yearlyDeposit: 100_000, annualRate: 7.1, years: 15 })!;
    expect(r.yearly[0]).toMatchObject({ year: 1, deposit: 100_000, deposited: 100_000 });
    expect(r.yearly[0]!.interest).toBeCloseTo(7_100, 8);
    expect(r.yearly[1]!.interest).toBeCloseTo((107_100 + 100_000) * 0.071, 8);
  });

  it.each([
    [
      { yearlyDeposit: 499, annualRate: 7.1, years: 15 },
      'The yearly deposit must be between ₹500 and ₹1,50,000.',
    ],
    [
      { yearlyDeposit: 150_001, annualRate: 7.1, years: 15 },
      'The yearly deposit must be between ₹500 and ₹1,50,000.',
    ],
    [{ yearlyDeposit: 1000, annualRate: 0, years: 15 }, 'Enter the interest rate.'],
    [
      { yearlyDeposit: 1000, annualRate: 7.1, years: 14 },
      'PPF runs for 15 years, extendable in blocks of 5 years (15, 20, 25 …).',
    ],
    [
      { yearlyDeposit: 1000, annualRate: 7.1, years: 17 },
      'PPF runs for 15 years, extendable in blocks of 5 years (15, 20, 25 …).',
    ],
  ])('refuses %o with a message', (input, message) => {
    expect(ppfInputError(input)).toBe(message);
    expect(ppf(input)).toBeNull();
  });
});
