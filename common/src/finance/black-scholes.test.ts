import { describe, expect, it } from 'vitest';
import { blackScholes, normalCdf, normalPdf } from './black-scholes';
import { itGivesNoResult } from './test/no-result';

// Time is days / 365, so a T of t years is entered as t × 365 days.
const daysFor = (years: number) => years * 365;
/** One option's market, in the calculator's units (rates, yield and σ in %), without the call/put choice. */
const market = (
  stockPrice: number,
  strikePrice: number,
  daysToExpiry: number,
  riskFreeRate: number,
  dividendYield: number,
  volatility: number,
) => ({ stockPrice, strikePrice, daysToExpiry, riskFreeRate, dividendYield, volatility });

describe('normalCdf', () => {
  // Reference values: python3 0.5 * math.erfc(-x / sqrt(2)).
  it.each([
    [0, 0.5],
    [1, 0.8413447460685429],
    [-1, 0.15865525393145707],
    [1.96, 0.9750021048517795],
    [-2.5, 0.006209665325776139],
    [3.5, 0.9997673709209645],
    [-6, 9.865876450377012e-10],
    [8, 0.9999999999999993],
    [-10, 7.619853024160593e-24],
    [-40, 0],
  ])('N(%s) = %s to 1e-14', (x, expected) => {
    expect(Math.abs(normalCdf(x) - expected)).toBeLessThan(1e-14);
  });

  it('is symmetric and matches the density at 0', () => {
    for (const x of [0.1, 0.7, 1.3, 2.2, 4.9, 7.5]) expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 14);
    expect(normalPdf(0)).toBeCloseTo(1 / Math.sqrt(2 * Math.PI), 15);
  });
});

describe('blackScholes', () => {
  // Hull, Options, Futures and Other Derivatives, Example 15.6 (8th ed.): S=42, K=40, r=10%, σ=20%, T=0.5
  // → c = 4.76, p = 0.81.
  it('Hull example 15.6: call 4.76 and put 0.81', () => {
    const input = market(42, 40, daysFor(0.5), 10, 0, 20);
    const call = blackScholes({ ...input, optionType: 'call' })!;
    const put = blackScholes({ ...input, optionType: 'put' })!;
    expect(call.optionPrice.toFixed(2)).toBe('4.76');
    expect(put.optionPrice.toFixed(2)).toBe('0.81');
    // Put-call parity: c − p = S − K e^{−rT}
    expect(call.optionPrice - put.optionPrice).toBeCloseTo(42 - 40 * Math.exp(-0.05), 12);
    // Greeks from python3 with scipy.stats.norm
    expect(call.delta).toBeCloseTo(0.779131290942669, 10);
    expect(put.delta).toBeCloseTo(-0.22086870905733103, 10);
    expect(call.gamma).toBeCloseTo(0.04996267040591185, 10);
    expect(call.theta).toBeCloseTo(-0.012490663546829116, 10);
    expect(put.theta).toBeCloseTo(-0.002066231497506221, 10);
    expect(call.vega).toBeCloseTo(0.08813415059602853, 10);
    expect(call.rho).toBeCloseTo(0.13982045913360283, 10);
    expect(put.rho).toBeCloseTo(-0.05042542576653997, 10);
  });

  // Hull, section 19 (8th ed.) worked Greeks for S=49, K=50, r=5%, σ=20%, T=20 weeks (0.3846 yr):
  // price 2.40, delta 0.522, gamma 0.066, theta −4.31 per year, vega 12.1 per unit σ, rho 8.91 per unit r.
  it('Hull Greeks example: per-day theta and per-1% vega and rho', () => {
    const r = blackScholes({ ...market(49, 50, daysFor(20 / 52), 5, 0, 20), optionType: 'call' })!;
    expect(r.optionPrice.toFixed(2)).toBe('2.40');
    expect(r.delta.toFixed(3)).toBe('0.522');
    expect(r.gamma.toFixed(3)).toBe('0.066');
    expect((r.theta * 365).toFixed(2)).toBe('-4.31'); // per year → per day is /365
    expect((r.vega * 100).toFixed(1)).toBe('12.1'); // per 1 point of σ → per unit is ×100
    expect((r.rho * 100).toFixed(2)).toBe('8.91');
  });

  // Hull Example 17.1 (8th ed.): index 930, K 900, r 8%, q 3%, σ 20%, T 2 months → c = 51.83 (Merton model).
  it('Hull index example with continuous dividend yield: 51.83', () => {
    const r = blackScholes({ ...market(930, 900, daysFor(2 / 12), 8, 3, 20), optionType: 'call' })!;
    expect(r.optionPrice.toFixed(2)).toBe('51.83');
    expect(r.delta).toBeCloseTo(0.7034180086011922, 10); // python3: e^{−qT} N(d1)
  });

  it('Nifty-like put with dividend yield matches python3 and put-call parity with dividends', () => {
    // S=24500, K=24600, 30 days, r=6.5%, q=1.2%, σ=14%
    const input = market(24500, 24600, 30, 6.5, 1.2, 14);
    const call = blackScholes({ ...input, optionType: 'call' })!;
    const put = blackScholes({ ...input, optionType: 'put' })!;
    expect(call.optionPrice).toBeCloseTo(395.30221308821274, 8);
    expect(put.optionPrice).toBeCloseTo(388.3804678644956, 8);
    expect(put.theta).toBeCloseTo(-4.7217515117535, 8);
    expect(put.rho).toBeCloseTo(-10.160195399143387, 8);
    const T = 30 / 365;
    expect(call.optionPrice - put.optionPrice).toBeCloseTo(
      24500 * Math.exp(-0.012 * T) - 24600 * Math.exp(-0.065 * T),
      8,
    );
  });

  itGivesNoResult(
    'computes nothing when %s is not above 0 (CALC-BS)',
    blackScholes,
    { ...market(42, 40, 182.5, 10, 0, 20), optionType: 'call' },
    [
      ['stock price', { stockPrice: 0 }],
      ['strike price', { strikePrice: 0 }],
      ['days to expiry', { daysToExpiry: 0 }],
      ['volatility', { volatility: 0 }],
      ['negative volatility', { volatility: -20 }],
      ['blank stock price', { stockPrice: Number.NaN }],
    ],
  );

  it('blank rate and dividend yield count as 0', () => {
    const r = blackScholes({ ...market(100, 100, 365, Number.NaN, Number.NaN, 20), optionType: 'call' })!;
    // At-the-money, r = q = 0, T = 1: c = S(2N(σ/2) − 1), python3: 7.965567455405798
    expect(r.optionPrice).toBeCloseTo(7.965567455405798, 10);
  });
});
