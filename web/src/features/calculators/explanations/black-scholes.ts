import { formatFixed, formatINR } from '@36x/common';
import { DAYS_PER_YEAR, blackScholes, type BlackScholesInput } from '@36x/common/finance';
import type { CalculatorExplanation, FaqEntry } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs: a one-month call on a stock, slightly out of the money. */
export const BLACK_SCHOLES_EXAMPLE = {
  stockPrice: 2_500,
  strikePrice: 2_600,
  daysToExpiry: 30,
  riskFreeRate: 7,
  dividendYield: 0.5,
  volatility: 25,
  optionType: 'call',
} satisfies BlackScholesInput;

const BLACK_SCHOLES_FAQ: FaqEntry[] = [
  {
    question: 'Why is the market price of the option different from the calculator’s value?',
    answer:
      'The market prices an option with the volatility traders expect (implied volatility), which changes all the time, plus demand and supply. The calculator gives a model value for the volatility you enter; if the market price is higher, traders expect more volatility than you assumed.',
  },
  {
    question: 'Does the model work for NSE options?',
    answer:
      'Yes for index options and stock options, which are European: they can only be exercised at expiry, as the model assumes. Stock options on NSE are settled by delivery, and index options in cash; neither changes the model value.',
  },
  {
    question: 'Which risk-free rate and volatility should I enter?',
    answer: `For the rate, a Treasury bill or MIBOR yield for a similar period. For volatility, the option’s implied volatility from the option chain, or the stock’s historical volatility. Days to expiry are calendar days, and a year is counted as ${DAYS_PER_YEAR} days.`,
  },
  {
    question: 'What do the Greeks tell me?',
    answer:
      'Delta: how much the option value moves for a ₹1 move in the stock. Gamma: how fast delta changes. Theta: the value lost per calendar day. Vega: the change for a 1 percentage-point rise in volatility. Rho: the change for a 1 percentage-point rise in the interest rate.',
  },
  {
    question: 'Are charges included?',
    answer:
      'No. Brokerage, securities transaction tax, exchange charges, stamp duty and GST are paid on top of the option price, and profits are taxed as business income.',
  },
];

export const BLACK_SCHOLES_EXPLANATION: CalculatorExplanation = {
  name: 'Black-Scholes option calculator',
  faq: BLACK_SCHOLES_FAQ,
  what: [
    'The calculator gives the theoretical value of a European option, one that can be exercised only on its expiry date, as NSE index and stock options are. It uses the Black-Scholes-Merton model with a continuous dividend yield.',
    'It also gives the Greeks, which show how the value changes when one input moves: delta and gamma for the price of the underlying, theta for the passage of time, vega for volatility and rho for the interest rate.',
  ],
  formula: [
    'T = days to expiry ÷ 365; S = spot price, K = strike, r = risk-free rate, q = dividend yield, σ = volatility (all rates as decimals).',
    'd1 = [ln(S ÷ K) + (r − q + σ²/2) × T] ÷ (σ × √T) and d2 = d1 − σ × √T.',
    'Call = S × e^(−qT) × N(d1) − K × e^(−rT) × N(d2); put = K × e^(−rT) × N(−d2) − S × e^(−qT) × N(−d1), where N is the standard normal distribution.',
    'Delta = e^(−qT) × N(d1) for a call and −e^(−qT) × N(−d1) for a put; gamma = e^(−qT) × n(d1) ÷ (S × σ × √T), where n is the normal density.',
    'Theta is the yearly time decay divided by 365 (per calendar day); vega and rho are the change in value for a 1 percentage-point rise in volatility and in the rate.',
  ],
  assumptions: [
    'European exercise: the option is exercised only at expiry.',
    'Volatility, the risk-free rate and the dividend yield stay constant until expiry, and the price of the underlying moves in a lognormal random walk without jumps.',
    'Rates are continuously compounded; a year has 365 days.',
    'Brokerage, STT, exchange charges and GST are not included.',
    'The result is a model value, not a market quote: the market price reflects the volatility traders expect (implied volatility).',
  ],
  example: workedExample(BLACK_SCHOLES_EXAMPLE, blackScholes, (ex, r) => ({
    heading: 'Example: a one-month call on a ₹2,500 stock',
    inputs: [
      { label: 'Option type', value: 'Call' },
      { label: 'Spot price', value: formatINR(ex.stockPrice) },
      { label: 'Strike price', value: formatINR(ex.strikePrice) },
      { label: 'Days to expiry', value: `${ex.daysToExpiry} days` },
      { label: 'Volatility', value: `${ex.volatility}% a year` },
      { label: 'Risk-free rate', value: `${ex.riskFreeRate}% a year` },
      { label: 'Dividend yield', value: `${ex.dividendYield}% a year` },
    ],
    results: [
      { label: 'Option price', value: formatINR(r.optionPrice, 2) },
      { label: 'Delta', value: formatFixed(r.delta, 4) },
      { label: 'Gamma', value: formatFixed(r.gamma, 4) },
      { label: 'Theta (per day)', value: formatFixed(r.theta, 4) },
      { label: 'Vega (per 1% vol)', value: formatFixed(r.vega, 4) },
      { label: 'Rho (per 1% rate)', value: formatFixed(r.rho, 4) },
    ],
    note: 'The model values the call at ₹37.58 a share. All else equal, a ₹1 rise in the stock adds about ₹0.33 to it, each passing day takes about ₹1.22 off it, and one point more volatility adds about ₹2.60.',
  })),
};
