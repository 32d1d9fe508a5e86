/**
 * Bond income (CALC-BONDS).
 */
import { nonNegative, num } from './util';

export type PaymentFrequency = 'annual' | 'semi-annual' | 'monthly';

/** Coupon payments per year (CALC-BONDS). */
export const PAYMENTS_PER_YEAR: Record<PaymentFrequency, number> = {
  annual: 1,
  'semi-annual': 2,
  monthly: 12,
};

export interface BondsInput {
  /** Face (par) value of ONE bond, rupees. Must be > 0. */
  faceValue: number;
  /** Coupon rate, PERCENT of face value per year. */
  couponRate: number;
  /** Years to maturity. Must be > 0. */
  bondMaturity: number;
  /** Number of bonds held. Must be > 0. */
  numberOfBonds: number;
  /** Price paid per bond, rupees; 0/blank means face value (CALC-BONDS). */
  currentPrice?: number;
  /** Default 'annual'. */
  paymentFrequency?: PaymentFrequency;
}

export interface BondsResult {
  /** Coupon received per payment on all bonds, rupees. */
  interestPerPeriod: number;
  /** Coupons per year on all bonds, rupees. */
  annualInterest: number;
  /** Coupons over the whole life on all bonds, rupees. */
  totalBondInterest: number;
  /** Face value repaid at maturity on all bonds, rupees. */
  maturityValue: number;
  /** Price paid for all bonds, rupees. */
  totalInvestment: number;
  /** totalBondInterest + maturityValue − totalInvestment, rupees. */
  totalReturns: number;
  /**
   * Approximate yield to maturity, PERCENT per year, by the standard approximation
   *   YTM ≈ (C + (F − P) / n) / ((F + P) / 2)
   * with C the annual coupon, F the face value, P the price and n the years to maturity:
   * the average yearly return divided by the average amount invested.
   */
  yieldToMaturity: number;
  /**
   * Exact yield to maturity, PERCENT per year: the rate that discounts all coupons and the face value to the price,
   * compounded at the payment frequency and quoted as periodic rate × payments per year (bond-equivalent yield).
   * Assumes whole coupon periods from today.
   */
  yieldToMaturityExact: number;
  /** Annual coupon / price × 100, PERCENT. */
  currentYield: number;
}

/** Price of one bond at an annual yield (fraction), coupons paid `f` times a year over `periods` periods. */
function bondPrice(
  face: number,
  couponPerPeriod: number,
  periods: number,
  annualYield: number,
  f: number,
): number {
  const y = annualYield / f;
  if (Math.abs(y) < 1e-12) return couponPerPeriod * periods + face;
  const discount = (1 + y) ** -periods;
  return (couponPerPeriod * (1 - discount)) / y + face * discount;
}

/** Solves bondPrice = price by bisection (price falls as yield rises); PERCENT. */
function exactYield(
  face: number,
  couponPerPeriod: number,
  periods: number,
  price: number,
  f: number,
): number {
  let lo = -0.99 * f;
  let hi = 10;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (bondPrice(face, couponPerPeriod, periods, mid, f) > price) lo = mid;
    else hi = mid;
  }
  return ((lo + hi) / 2) * 100;
}

/** Bond income and yields; null unless face value, maturity and number of bonds are above 0 (CALC-BONDS). */
export function bondsCalculator(input: BondsInput): BondsResult | null {
  const face = num(input.faceValue);
  const years = num(input.bondMaturity);
  const count = num(input.numberOfBonds);
  if (!(face > 0 && years > 0 && count > 0)) return null;
  const price = nonNegative(input.currentPrice) > 0 ? nonNegative(input.currentPrice) : face;
  const coupon = nonNegative(input.couponRate) / 100;
  const f = PAYMENTS_PER_YEAR[input.paymentFrequency ?? 'annual'] ?? 1;

  const annualCouponPerBond = face * coupon;
  const annualInterest = annualCouponPerBond * count;
  const totalBondInterest = annualInterest * years;
  const maturityValue = face * count;
  const totalInvestment = price * count;
  const periods = Math.max(1, Math.round(years * f));
  return {
    interestPerPeriod: annualInterest / f,
    annualInterest,
    totalBondInterest,
    maturityValue,
    totalInvestment,
    totalReturns: totalBondInterest + maturityValue - totalInvestment,
    yieldToMaturity: ((annualCouponPerBond + (face - price) / years) / ((face + price) / 2)) * 100,
    yieldToMaturityExact: exactYield(face, annualCouponPerBond / f, periods, price, f),
    currentYield: (annualCouponPerBond / price) * 100,
  };
}
