import { describe, expect, it } from 'vitest';
import { PAYMENTS_PER_YEAR, bondsCalculator } from './bonds-calculator';
import { itGivesNoResult } from './test/no-result';

/** One holding: face value, coupon % a year, years to maturity, number of bonds, price paid and coupon frequency. */
const holding = (
  faceValue: number,
  couponRate: number,
  bondMaturity: number,
  numberOfBonds: number,
  currentPrice: number | undefined,
  paymentFrequency: 'annual' | 'semi-annual' | 'monthly',
) => ({ faceValue, couponRate, bondMaturity, numberOfBonds, currentPrice, paymentFrequency });

describe('bondsCalculator', () => {
  it('frequency factors are 1, 2 and 12 (CALC-BONDS)', () => {
    expect(PAYMENTS_PER_YEAR).toEqual({ annual: 1, 'semi-annual': 2, monthly: 12 });
  });

  // Textbook approximation example: face 1,000, price 920, 10% annual coupon, 10 years:
  // approx YTM = (100 + (1000 − 920)/10) / ((1000 + 920)/2) = 108 / 960 = 11.25%.
  // Exact YTM by python3 scipy brentq: 11.38013714767186%.
  it('discount bond: approximate and exact YTM', () => {
    const r = bondsCalculator(holding(1000, 10, 10, 10, 920, 'annual'))!;
    expect(r.yieldToMaturity).toBeCloseTo(11.25, 10);
    expect(r.yieldToMaturityExact).toBeCloseTo(11.38013714767186, 8);
    expect(r.currentYield).toBeCloseTo((100 / 920) * 100, 10);
    expect(r.interestPerPeriod).toBeCloseTo(1_000, 10);
    expect(r.annualInterest).toBeCloseTo(1_000, 10);
    expect(r.totalBondInterest).toBeCloseTo(10_000, 10);
    expect(r.maturityValue).toBe(10_000);
    expect(r.totalInvestment).toBe(9_200);
    expect(r.totalReturns).toBeCloseTo(10_800, 10);
  });

  // Premium bond, semi-annual: face 1,000, price 1,050, 8%, 5 years. Approx (80 − 10)/1025 = 6.8293%;
  // exact bond-equivalent yield by python3: 6.803532376807187%.
  it('premium bond, semi-annual coupons', () => {
    const r = bondsCalculator(holding(1000, 8, 5, 1, 1050, 'semi-annual'))!;
    expect(r.interestPerPeriod).toBeCloseTo(40, 10);
    expect(r.yieldToMaturity).toBeCloseTo(6.829268292682928, 10);
    expect(r.yieldToMaturityExact).toBeCloseTo(6.803532376807187, 8);
  });

  it('blank current price falls back to face value (CALC-BONDS): par bond yields its coupon', () => {
    const r = bondsCalculator(holding(1000, 7.5, 3, 4, undefined, 'monthly'))!;
    expect(r.totalInvestment).toBe(4000);
    expect(r.interestPerPeriod).toBeCloseTo(25, 10); // 4 × 75 / 12
    expect(r.yieldToMaturity).toBeCloseTo(7.5, 10);
    expect(r.yieldToMaturityExact).toBeCloseTo(7.5, 8);
    expect(r.currentYield).toBeCloseTo(7.5, 10);
    expect(
      bondsCalculator({
        faceValue: 1000,
        couponRate: 7.5,
        bondMaturity: 3,
        numberOfBonds: 4,
        currentPrice: 0,
      })!.totalInvestment,
    ).toBe(4000);
  });

  itGivesNoResult(
    'does nothing unless %s is above 0',
    bondsCalculator,
    { faceValue: 1000, couponRate: 8, bondMaturity: 5, numberOfBonds: 1 },
    [
      ['face value', { faceValue: 0 }],
      ['maturity', { bondMaturity: 0 }],
      ['number of bonds', { numberOfBonds: 0 }],
      ['blank face value', { faceValue: Number.NaN }],
    ],
  );
});
