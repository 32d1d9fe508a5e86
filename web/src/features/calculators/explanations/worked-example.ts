import { formatINR } from '@36x/common';
import type { CalculatorExample, ExampleLine } from './types';

/**
 * A worked example from its inputs (CALC-PAGE-7): `show` lays out the inputs and the calculator's own result for them,
 * formatted as the widget formats it, so no figure of the example is copied by hand. explanations.test.ts pins the
 * figures each page shows.
 */
export function workedExample<I, R>(
  input: I,
  calculate: (input: I) => R | null | undefined,
  show: (ex: I, r: R) => CalculatorExample,
): CalculatorExample {
  const r = calculate(input);
  // The examples are fixed, valid inputs: no result is a mistake in the example, found by the first test or build.
  if (r === null || r === undefined)
    throw new Error('The calculation returned nothing for the worked example.');
  return show(input, r);
}

/** The result lines of a deposit that pays out at maturity (PPF, RD), as their widgets show them. */
export const depositResults = (r: {
  maturityAmount: number;
  totalDeposited: number;
  totalInterest: number;
}): ExampleLine[] => [
  { label: 'Maturity amount', value: formatINR(r.maturityAmount) },
  { label: 'Total deposited', value: formatINR(r.totalDeposited) },
  { label: 'Interest earned', value: formatINR(r.totalInterest) },
];
