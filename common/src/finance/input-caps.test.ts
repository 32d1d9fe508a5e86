import { describe, expect, it } from 'vitest';
import { capError, checkResultCap, INPUT_CAPS, RESULT_CAP, resultCapMessage, withinCap } from './input-caps';
import { cappedNumberText } from '../schemas/capped-number';
import { sipCalculator } from './sip-calculator';
import { loanAmortization } from './loan-amortization';
import { retirementCalculator } from './retirement-calculator';
import { formatFixed, formatINR, formatLakhCrore } from '../format';

describe('input caps (CALC-STATES-7)', () => {
  it.each([
    ['years', '100', null],
    ['years', '101', 'Enter 100 years or less.'],
    ['years', '1e15', 'Enter 100 years or less.'],
    ['years', '-1', 'Enter 0 years or more.'],
    ['age', '120', null],
    ['age', '10000', 'Enter 120 years or less.'],
    ['rate', '100', null],
    ['rate', '-50', null],
    ['rate', '1e6', 'Enter 100% or less.'],
    ['rate', '-200', 'Enter -50% or more.'],
    ['amount', '100000000000', null],
    ['amount', '1e15', 'Enter ₹10,000 crore or less.'],
    ['months', '1201', 'Enter 1,200 months or less.'],
    ['days', '36501', 'Enter 36,500 days or less.'],
    ['volatility', '501', 'Enter 500% or less.'],
    ['count', '1e7', 'Enter 10,00,000 or less.'],
  ] as const)('%s %s → %s', (kind, text, message) => {
    expect(capError(kind, text)).toBe(message);
  });

  it('leaves blank to the spec (counted as 0 or the default)', () => {
    expect(capError('years', '')).toBeNull();
    expect(capError('years', '  ')).toBeNull();
  });

  // CALC-STATES-8: no input replaced by another value without a message.
  it.each([
    ['years', 'abc', 'Enter a number.'],
    ['amount', 'NaN', 'Enter a number.'],
    ['rate', '1.2.3', 'Enter a number.'],
    ['amount', '-200000', 'Enter ₹0 or more.'],
    ['interest', '-1', 'Enter 0% or more.'],
    ['rate', '-5', null],
    ['wholeYears', '5.5', 'Enter a whole number of years.'],
    ['wholeYears', '5', null],
    ['years', '5.5', null],
    ['months', '7.5', 'Enter a whole number of months.'],
    ['days', '100.5', 'Enter a whole number of days.'],
    ['expiryDays', '182.5', null],
    ['expiryDays', '36501', 'Enter 36,500 days or less.'],
    ['count', '2.5', 'Enter a whole number.'],
    ['factor', '12.5', null],
    ['amount', '10,00,000', null],
    ['amount', '1,000,000', null],
  ] as const)('%s %s → %s', (kind, text, message) => {
    expect(capError(kind, text)).toBe(message);
  });

  it('reads grouped amounts as typed', () => {
    expect(capError('amount', '15,00,000')).toBeNull();
  });

  it('gives the same message through yup', async () => {
    await expect(cappedNumberText('years').validate('1e15')).rejects.toThrow('Enter 100 years or less.');
    await expect(cappedNumberText('years').validate('30')).resolves.toBe('30');
  });

  it('withinCap treats NaN as within (the spec counts it as 0)', () => {
    expect(withinCap('years', INPUT_CAPS.years.max)).toBe(true);
    expect(withinCap('years', 1e15)).toBe(false);
    expect(withinCap('years', Number.NaN)).toBe(true);
  });

  it('the finance functions refuse periods beyond the caps instead of looping for ever', () => {
    const sip = { monthlyInvestment: 1000, stepUpPercent: 0, annualReturn: 10, inflationRate: 0 };
    expect(sipCalculator({ ...sip, years: 1e15 })).toBeNull();
    expect(sipCalculator({ ...sip, years: 100 })).not.toBeNull();
    expect(loanAmortization({ loanAmount: 1e6, interestRate: 9, loanTenure: 10_000 })).toBeNull();
    expect(() =>
      retirementCalculator({
        currentAge: 30,
        retirementAge: 60,
        lifeExpectancy: 1e15,
        monthlyExpenses: 50000,
        expectedReturn: 10,
        inflationRate: 6,
        currentSavings: 0,
      }),
    ).toThrow('Enter 120 years or less.');
  });

  it('results past ₹10^12 are refused with a message naming the inputs; figures print in digits (CALC-STATES-8)', () => {
    // ₹10,000 crore a month at 100% for 100 years would be about 1.5e43: refused, not printed.
    expect(() =>
      sipCalculator({
        monthlyInvestment: 1e11,
        stepUpPercent: 100,
        annualReturn: 100,
        years: 100,
        inflationRate: 0,
      }),
    ).toThrow(resultCapMessage('expected return, step-up or period'));
    expect(() => checkResultCap('period', RESULT_CAP)).not.toThrow();
    expect(() => checkResultCap('period', RESULT_CAP * 1.01)).toThrow('lower the period');
    expect(() => checkResultCap('period', Number.NaN)).toThrow();
    for (const text of [formatLakhCrore(RESULT_CAP), formatINR(RESULT_CAP), formatFixed(2.83e42, 2)])
      expect(text).not.toMatch(/e[+-]?\d|NaN|Infinity/);
    expect(formatFixed(2.83e42, 0)).toBe(BigInt(2.83e42).toString());
  });
});
