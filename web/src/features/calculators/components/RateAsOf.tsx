import { useEffect, useRef } from 'react';
import { Box, Link } from '@mui/material';
import { formatIndiaDate, indiaDate } from '@36x/common';
import { smallSavingsRateOn, type SmallSavingsScheme } from '@36x/common/finance';
import { useSmallSavingsRules } from '../use-tax-rules';

/** The small-savings rate of a scheme in force today (India), from the rules the back office keeps (CALC-RATES-2). */
export function useSmallSavingsRate(scheme: SmallSavingsScheme) {
  const rules = useSmallSavingsRules();
  return smallSavingsRateOn(rules, scheme, indiaDate(new Date()));
}

/**
 * Moves the rate field to the rate in force when the kept rates arrive after the first render, but only while the
 * rate field still holds the default and the inputs are not a link's or a post's (a shared link's rate is the
 * visitor's own). The defaults' result shown at once (decision 048) follows the new rate as any edit would.
 */
export function useAdoptRate<F extends { annualRate: string }>(
  calc: { restored: boolean; adopt: (next: (previous: F) => F) => void },
  /** Undefined on a page whose rate is not a small-savings rate: nothing to follow. */
  rate: number | undefined,
) {
  const first = useRef(String(rate));
  const untouched = !calc.restored;
  const { adopt } = calc;
  useEffect(() => {
    const text = String(rate);
    if (rate === undefined || !untouched || text === first.current) return;
    const before = first.current;
    first.current = text;
    adopt((f) => (f.annualRate === before ? { ...f, annualRate: text } : f));
  }, [rate, untouched, adopt]);
}

/**
 * "Rate as of <date>" under a rate field (CALC-RATES-2): the day the rate in force was last confirmed against the
 * Ministry of Finance's quarterly notification, with the source. The shipped rates carry their own date, so the line
 * is never blank without the API.
 */
export function RateAsOf({
  inForce,
  what,
  testId,
  after,
}: {
  inForce: ReturnType<typeof useSmallSavingsRate>;
  /** What the rate is, e.g. 'the PPF rate'. */
  what: string;
  testId: string;
  /** A sentence after the source (what else the visitor should know). */
  after?: string;
}) {
  const c = inForce.citation;
  return (
    <Box sx={{ fontSize: 13, color: 'text.secondary' }} data-testid={testId}>
      <Box component="strong" sx={{ color: 'text.primary' }} data-testid={`${testId}-as-of`}>
        {`Rate as of ${formatIndiaDate(inForce.confirmedOn, 'long')}`}
      </Box>
      {`: ${inForce.rate}% a year is ${what}, in force since ${formatIndiaDate(inForce.effectiveFrom, 'long')}, `}
      {`from the Ministry of Finance's quarterly notification (${c.law}; `}
      <Link href={c.source} target="_blank" rel="noopener noreferrer">
        source
      </Link>
      {`). The government reviews it every quarter.${after ? ` ${after}` : ''}`}
    </Box>
  );
}
