/**
 * Black-Scholes-Merton price and Greeks of a European option on a stock paying a continuous dividend yield
 * (CALC-BS). 365-day year; theta per calendar day; vega and rho per 1 percentage point.
 */
import { num } from './util';

export type OptionType = 'call' | 'put';

export interface BlackScholesInput {
  /** Spot price of the underlying, rupees. Must be > 0. */
  stockPrice: number;
  /** Strike price, rupees. Must be > 0. */
  strikePrice: number;
  /** Calendar days to expiry (fractions allowed); T = days / 365. Must be > 0. */
  daysToExpiry: number;
  /** Continuously compounded risk-free rate, PERCENT per year (7 = 7%). Blank counts as 0. */
  riskFreeRate: number;
  /** Continuous dividend yield, PERCENT per year. Blank counts as 0. */
  dividendYield: number;
  /** Annualised volatility, PERCENT (20 = 20%). Must be > 0. */
  volatility: number;
  optionType: OptionType;
}

export interface BlackScholesResult {
  /** Option premium, rupees (page shows 2 decimals). */
  optionPrice: number;
  /** ∂price/∂S. */
  delta: number;
  /** ∂²price/∂S². */
  gamma: number;
  /** Change in price per calendar day that passes (annual theta / 365); usually negative. */
  theta: number;
  /** Change in price for a 1 percentage-point rise in volatility. */
  vega: number;
  /** Change in price for a 1 percentage-point rise in the risk-free rate. */
  rho: number;
  d1: number;
  d2: number;
}

export const DAYS_PER_YEAR = 365;

/** Standard normal density. */
export function normalPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

/** Hart's rational approximation: numerator and denominator coefficients, highest power first (West 2005). */
const HART_NUMERATOR = [
  3.52624965998911e-2, 0.700383064443688, 6.37396220353165, 33.912866078383, 112.079291497871,
  221.213596169931, 220.206867912376,
];
const HART_DENOMINATOR = [
  8.83883476483184e-2, 1.75566716318264, 16.064177579207, 86.7807322029461, 296.564248779674,
  637.333633378831, 793.826512519948, 440.413735824752,
];

/** The polynomial with these coefficients (highest power first) at x, by Horner's rule. */
const horner = (coefficients: number[], x: number) => coefficients.reduce((acc, c) => acc * x + c);

/**
 * Standard normal cumulative distribution, Hart (1968) algorithm 5666 as given by G. West,
 * "Better approximations to cumulative normal functions" (2005): absolute error below 1e-14.
 */
export function normalCdf(x: number): number {
  const a = Math.abs(x);
  let c: number;
  if (a > 37) c = 0;
  else {
    const e = Math.exp((-a * a) / 2);
    if (a < 7.07106781186547) {
      c = (e * horner(HART_NUMERATOR, a)) / horner(HART_DENOMINATOR, a);
    } else {
      // The continued fraction a + 1/(a + 2/(a + 3/(a + 4/(a + 0.65)))), evaluated from the inside out.
      let b = a + 0.65;
      for (const k of [4, 3, 2, 1]) b = a + k / b;
      c = e / b / 2.506628274631;
    }
  }
  return x > 0 ? 1 - c : c;
}

/** Price and Greeks; null unless stock price, strike, days to expiry and volatility are all above 0 (CALC-BS). */
export function blackScholes(input: BlackScholesInput): BlackScholesResult | null {
  const S = num(input.stockPrice);
  const K = num(input.strikePrice);
  const days = num(input.daysToExpiry);
  const sigma = num(input.volatility) / 100;
  if (!(S > 0 && K > 0 && days > 0 && sigma > 0)) return null;
  const r = num(input.riskFreeRate) / 100;
  const q = num(input.dividendYield) / 100;
  const T = days / DAYS_PER_YEAR;

  const sqrtT = Math.sqrt(T);
  const d1 = (Math.log(S / K) + (r - q + (sigma * sigma) / 2) * T) / (sigma * sqrtT);
  const d2 = d1 - sigma * sqrtT;
  const dq = Math.exp(-q * T); // dividend discount
  const dr = Math.exp(-r * T); // money discount
  const pdf1 = normalPdf(d1);
  const gamma = (dq * pdf1) / (S * sigma * sqrtT);
  const vega = (S * dq * pdf1 * sqrtT) / 100;
  const decay = -(S * dq * pdf1 * sigma) / (2 * sqrtT);

  if (input.optionType === 'put') {
    const Nm1 = normalCdf(-d1);
    const Nm2 = normalCdf(-d2);
    return {
      optionPrice: K * dr * Nm2 - S * dq * Nm1,
      delta: -dq * Nm1,
      gamma,
      theta: (decay + r * K * dr * Nm2 - q * S * dq * Nm1) / DAYS_PER_YEAR,
      vega,
      rho: (-K * T * dr * Nm2) / 100,
      d1,
      d2,
    };
  }
  const N1 = normalCdf(d1);
  const N2 = normalCdf(d2);
  return {
    optionPrice: S * dq * N1 - K * dr * N2,
    delta: dq * N1,
    gamma,
    theta: (decay - r * K * dr * N2 + q * S * dq * N1) / DAYS_PER_YEAR,
    vega,
    rho: (K * T * dr * N2) / 100,
    d1,
    d2,
  };
}
