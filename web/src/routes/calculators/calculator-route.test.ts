import { RouterContextProvider, type ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageContext } from '@36x/common';
import { pageContextKey } from '../../app/page-context';
import { calculatorAction } from './calculator-route';

/** The action's arguments as the function hands them over: its page context with the parsed form. */
const posted = (form: Record<string, unknown>) => {
  const context = new RouterContextProvider();
  context.set(pageContextKey, { form } as unknown as PageContext);
  return {
    request: new Request('http://localhost/calculator/loan-amortization/results', { method: 'POST' }),
    context,
    params: {},
  } as unknown as ActionFunctionArgs;
};

describe("a calculator's no-script post (CALC-PAGE-8)", () => {
  it('when amounts arrive grouped as typed, then the calculator receives their digits', async () => {
    const { inputs } = await calculatorAction(
      posted({ loanAmount: '10,00,000', interestRate: '8.5', loanTenure: ' 20 ' }),
    );
    expect(inputs).toEqual({ loanAmount: '1000000', interestRate: '8.5', loanTenure: '20' });
  });

  it('when a field is not text or not a number, then text is kept as typed and anything else is dropped', async () => {
    const { inputs } = await calculatorAction(posted({ stepUpTiming: 'start-of-year', list: ['a'], n: 3 }));
    expect(inputs).toEqual({ stepUpTiming: 'start-of-year' });
  });
});
