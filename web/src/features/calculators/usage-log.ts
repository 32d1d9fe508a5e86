import { API, type CalculatorType, INSURANCE_USAGE_CALCULATOR } from '@36x/common';
import { api } from '../../lib/api-client';

/**
 * Usage logging of CALC-USAGE-1: every successful calculation sends one record and does not wait for the answer.
 * A failure never reaches the visitor; it is only written to the console.
 *
 * The values sent per tool are the usage table (CALC-USAGE-1): useCalculation sends the form as `inputData` and a
 * calculator's `usage` figures as `resultData`; the few of another shape call this themselves. Restoring a calculation from a shared link recomputes it without logging (only a press of
 * the calculate button is a new use), so reloading a link does not inflate the counts.
 */
export function logCalculatorUsage(
  calculatorType: CalculatorType,
  inputData: Record<string, unknown>,
  resultData: Record<string, unknown>,
): void {
  send({ calculatorType, inputData, resultData });
}

/** The insurance calculator's own shape (CALC-USAGE-1): { calculator: 'hybrid-term-insurance', inputs, children, results }. */
export function logInsuranceUsage(
  inputs: Record<string, unknown>,
  children: readonly unknown[],
  results: Record<string, unknown>,
): void {
  send({ calculator: INSURANCE_USAGE_CALCULATOR, inputs, children, results });
}

function send(body: Record<string, unknown>): void {
  void api.post(API.calculatorUsage, body).catch((error: unknown) => {
    console.error('Calculator usage could not be recorded', error);
  });
}
