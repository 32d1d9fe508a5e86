import { afterEach, describe, expect, it, vi } from 'vitest';
import { logCalculatorUsage, logInsuranceUsage } from './usage-log';
import { mockUsageFetch } from './test-utils';

describe('usage logging (CALC-USAGE-1)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('when a calculation is logged, then one JSON POST with cookies goes to /api/calculator-usage', async () => {
    const { fetchMock, bodies } = mockUsageFetch();
    logCalculatorUsage('bonds-calculator', { faceValue: '1000' }, { annualInterest: 80 });
    logInsuranceUsage({ annualIncome: 1 }, [{ age: 5 }], { totalCover: 2 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/calculator-usage');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(bodies).toEqual([
      {
        calculatorType: 'bonds-calculator',
        inputData: { faceValue: '1000' },
        resultData: { annualInterest: 80 },
      },
      {
        calculator: 'hybrid-term-insurance',
        inputs: { annualIncome: 1 },
        children: [{ age: 5 }],
        results: { totalCover: 2 },
      },
    ]);
  });

  it('when the server fails, then the caller is not disturbed and the error only reaches the console', async () => {
    mockUsageFetch(true);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => logCalculatorUsage('loan-amortization', {}, {})).not.toThrow();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(String(consoleError.mock.calls[0]![1])).toContain('500: boom');
  });
});
