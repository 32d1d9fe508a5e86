import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { formatFixed, formatINR } from '@36x/common';
import { blackScholes, type BlackScholesResult, type OptionType } from '@36x/common/finance';
import { CalculatorLayout } from '../components/CalculatorLayout';
import { ResultCard, ResultStat, StatGrid } from '../components/ResultCard';
import { textAsRupees, textWithUnit, toNumber } from '../parse';
import { useCalculation } from '../use-calculation';

const DEFAULTS = {
  stockPrice: '',
  strikePrice: '',
  daysToExpiry: '',
  riskFreeRate: '',
  dividendYield: '',
  volatility: '',
  optionType: 'call' as OptionType,
};
type Form = typeof DEFAULTS;

const OPTION_TYPES = [
  { value: 'call', label: 'Call' },
  { value: 'put', label: 'Put' },
] as const;

function compute(form: Form): BlackScholesResult | null {
  return blackScholes({
    stockPrice: toNumber(form.stockPrice),
    strikePrice: toNumber(form.strikePrice),
    daysToExpiry: toNumber(form.daysToExpiry),
    riskFreeRate: toNumber(form.riskFreeRate),
    dividendYield: toNumber(form.dividendYield),
    volatility: toNumber(form.volatility),
    optionType: form.optionType,
  });
}

/** Greeks to 4 decimals, the price to 2 (CALC-BS). */
const greek = (value: number) => formatFixed(value, 4);

/** The greeks shown under the option price, in this order: each a result field of that name. */
const GREEKS = [
  { id: 'delta', label: 'Delta', hint: 'Price change per ₹1 move in spot' },
  { id: 'gamma', label: 'Gamma', hint: 'Delta change per ₹1 move' },
  { id: 'theta', label: 'Theta (per day)', hint: 'Value lost per calendar day' },
  { id: 'vega', label: 'Vega (per 1% vol)', hint: 'Per 1 point rise in volatility' },
  { id: 'rho', label: 'Rho (per 1% rate)', hint: 'Per 1 point rise in the rate' },
] as const;

export default function BlackScholesCalculator() {
  const calc = useCalculation({
    tool: 'black-scholes',
    defaults: DEFAULTS,
    // CALC-BS: nothing is calculated unless price, strike, days and volatility are all above 0.
    compute,
    missing: 'Enter the spot price, the strike price, the days to expiry and the volatility, each above 0.',
    choices: { optionType: OPTION_TYPES },
    caps: {
      stockPrice: 'amount',
      strikePrice: 'amount',
      daysToExpiry: 'expiryDays',
      riskFreeRate: 'rate',
      dividendYield: 'interest',
      volatility: 'volatility',
    },
    usage: ({ optionPrice, delta, gamma, theta, vega, rho }) => ({
      optionPrice,
      delta,
      gamma,
      theta,
      vega,
      rho,
    }),
  });
  // The card names the option type of its figures: switching Call/Put never relabels old figures.
  const form = calc.shown;
  const result = calc.result;

  // Memoised (CALC-STATES-7): typing re-renders the form and the card's frame, not the figures.
  const figures = useMemo(() => {
    const r = result ?? { optionPrice: 0, delta: 0, gamma: 0, theta: 0, vega: 0, rho: 0 };
    return (
      <>
        <StatGrid columns={3}>
          <ResultStat id="optionPrice" label="Option price" value={formatINR(r.optionPrice, 2)} emphasis />
          {GREEKS.map(({ id, label, hint }) => (
            <ResultStat key={id} id={id} label={label} value={greek(r[id])} hint={hint} />
          ))}
        </StatGrid>
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Black-Scholes-Merton value of a European option (as NSE index and stock options are), with a
            continuous dividend yield and a 365-day year. Brokerage, STT and exchange charges are not
            included.
          </Typography>
        </Box>
      </>
    );
  }, [result]);
  return (
    <CalculatorLayout
      calc={calc}
      submitLabel="Calculate price"
      rows={[
        [{ name: 'optionType', label: 'Option type', options: OPTION_TYPES }],
        [
          { name: 'stockPrice', label: 'Spot price (₹)', min: 0, range: [0, 50_000, 10] },
          { name: 'strikePrice', label: 'Strike price (₹)', min: 0, range: [0, 50_000, 10] },
        ],
        [
          { name: 'daysToExpiry', label: 'Days to expiry', min: 0, helperText: 'Calendar days' },
          {
            name: 'volatility',
            label: 'Volatility (% a year)',
            min: 0,
            helperText: 'Implied or historical',
          },
        ],
        [
          {
            name: 'riskFreeRate',
            label: 'Risk-free rate (% a year)',
            helperText: 'e.g. 91-day T-bill yield',
          },
          { name: 'dividendYield', label: 'Dividend yield (% a year)', min: 0 },
        ],
      ]}
      result={
        <ResultCard
          title={`${form.optionType === 'put' ? 'Put' : 'Call'} option value`}
          calc={calc}
          printInputs={[
            { label: 'Option type', value: form.optionType === 'put' ? 'Put' : 'Call' },
            { label: 'Spot price', value: textAsRupees(form.stockPrice) },
            { label: 'Strike price', value: textAsRupees(form.strikePrice) },
            { label: 'Days to expiry', value: textWithUnit(form.daysToExpiry, ' days') },
            { label: 'Volatility', value: textWithUnit(form.volatility, '%') },
            { label: 'Risk-free rate', value: textWithUnit(form.riskFreeRate, '%') },
            { label: 'Dividend yield', value: textWithUnit(form.dividendYield, '%') },
          ]}
        >
          {figures}
        </ResultCard>
      }
    />
  );
}
