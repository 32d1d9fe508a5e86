import { cleanup, screen, waitFor } from '@testing-library/react';
import { SHIPPED_SMALL_SAVINGS } from '@36x/common/finance';
import { describe, expect, it, vi } from 'vitest';
import FixedDepositCalculator from './fixed-deposit/FixedDepositCalculator';
import RecurringDepositCalculator from './recurring-deposit/RecurringDepositCalculator';
import PpfCalculator from './ppf/PpfCalculator';
import LumpsumCalculator from './lumpsum/LumpsumCalculator';
import SwpCalculator from './swp/SwpCalculator';
import { mockUsageFetch, press, renderAt, type, usageFetchEachTest } from './test-utils';

vi.mock('./components/charts', async () => (await import('./test-utils')).chartsStub());

// Figures: the common/ finance tests check the formulas against published examples; here the screens show them.
describe('savings calculators (CALC-STATES-7)', () => {
  const usage = usageFetchEachTest();

  it('FD: SBI’s example (₹1 lakh, 7%, 5 years → ₹1,41,478), the TDS note with its threshold, the usage record', () => {
    renderAt(<FixedDepositCalculator />);
    press('Calculate');
    expect(screen.getByTestId('stat-maturityAmount')).toHaveTextContent('₹1,41,478');
    expect(screen.getByTestId('tds-note')).toHaveTextContent('No TDS from this deposit alone');
    expect(screen.getByTestId('tds-note')).toHaveTextContent('₹50,000');
    expect(usage.bodies[0]).toMatchObject({
      calculatorType: 'fixed-deposit',
      resultData: { tdsApplies: false },
    });
    type('Deposit amount (₹)', '1000000');
    press('Calculate');
    expect(screen.getByTestId('tds-note')).toHaveTextContent('TDS: the bank deducts 10%');
  });

  it('FD: no amount gives a message, not a silent nothing', () => {
    renderAt(<FixedDepositCalculator />);
    type('Deposit amount (₹)', '');
    press('Calculate');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a deposit, an interest rate and a tenure');
    expect(usage.bodies).toHaveLength(0);
  });

  it('RD: ₹5,000 a month at 6.7% for 60 months', () => {
    renderAt(<RecurringDepositCalculator />);
    press('Calculate');
    // python3: 5000 × (1.01675^20 − 1) / (1 − 1.01675^(−1/3)) = 3,56,829.14
    expect(screen.getByTestId('stat-maturityAmount')).toHaveTextContent('₹3,56,829');
    expect(usage.bodies[0]).toMatchObject({ calculatorType: 'recurring-deposit' });
  });

  it('PPF: the rate comes from the dated rules with its source; deposits outside ₹500–₹1.5 lakh are refused', () => {
    renderAt(<PpfCalculator />);
    expect(screen.getByLabelText('Interest rate (% a year)')).toHaveValue(7.1);
    expect(screen.getByTestId('ppf-rate-source')).toHaveTextContent('Public Provident Fund Scheme, 2019');
    press('Calculate');
    expect(screen.getByTestId('stat-maturityAmount')).toHaveTextContent('₹40,68,209');
    type('Yearly deposit (₹)', '200000');
    press('Calculate');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The yearly deposit must be between ₹500 and ₹1,50,000.',
    );
    expect(screen.queryByTestId('stat-maturityAmount')).toBeNull();
    expect(usage.bodies).toHaveLength(1);
  });

  it('CALC-RATES-2: PPF and RD default to the rates the back office keeps, each with its "Rate as of" date', async () => {
    mockUsageFetch(false, [], {
      rates: [
        ...SHIPPED_SMALL_SAVINGS.rates,
        { scheme: 'ppf', effectiveFrom: '2026-10-01', rate: 7.3, confirmedOn: '2026-11-20' },
        { scheme: 'rd', effectiveFrom: '2026-10-01', rate: 6.9, confirmedOn: '2026-11-20' },
      ],
    });
    renderAt(<PpfCalculator />);
    await waitFor(() => expect(screen.getByLabelText('Interest rate (% a year)')).toHaveValue(7.3));
    expect(screen.getByTestId('ppf-rate-source-as-of')).toHaveTextContent('Rate as of 20 November 2026');
    expect(screen.getByTestId('ppf-rate-source')).toHaveTextContent('in force since 1 October 2026');
    expect(screen.getByTestId('ppf-rate-source')).toHaveTextContent(
      "Ministry of Finance's quarterly notification",
    );
    cleanup();
    renderAt(<RecurringDepositCalculator />);
    await waitFor(() => expect(screen.getByLabelText('Interest rate (% a year)')).toHaveValue(6.9));
    expect(screen.getByTestId('rd-rate-source-as-of')).toHaveTextContent('Rate as of 20 November 2026');
  });

  it('CALC-RATES-2: with the API down, PPF keeps the shipped rate and its own date, never a blank', async () => {
    mockUsageFetch(false, [], 'down');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(<PpfCalculator />);
    await waitFor(() => expect(usage.fetchMock).toHaveBeenCalled());
    expect(screen.getByLabelText('Interest rate (% a year)')).toHaveValue(7.1);
    expect(screen.getByTestId('ppf-rate-source-as-of')).toHaveTextContent('Rate as of 1 October 2025');
  });

  it('CALC-RATES-2: a rate the visitor typed is not replaced when the kept rates arrive', async () => {
    mockUsageFetch(false, [], {
      rates: [
        ...SHIPPED_SMALL_SAVINGS.rates,
        { scheme: 'ppf', effectiveFrom: '2026-10-01', rate: 7.3, confirmedOn: '2026-11-20' },
      ],
    });
    renderAt(<PpfCalculator />);
    type('Interest rate (% a year)', '8');
    await waitFor(() => expect(screen.getByTestId('ppf-rate-source')).toHaveTextContent('7.3%'));
    expect(screen.getByLabelText('Interest rate (% a year)')).toHaveValue(8);
  });

  it('lumpsum: ₹1 lakh at 12% for 10 years', () => {
    renderAt(<LumpsumCalculator />);
    press('Calculate');
    expect(screen.getByTestId('stat-futureValue')).toHaveTextContent('₹3,10,585');
  });

  it('SWP: says when the money runs out', () => {
    renderAt(<SwpCalculator />);
    type('Monthly withdrawal (₹)', '20000');
    press('Calculate');
    // python3: ₹10 lakh at 8% paying ₹20,000 a month: 60 full months, a partial 61st
    expect(screen.getByTestId('stat-moneyLasts')).toHaveTextContent('5 years 1 month');
    expect(screen.getByText('Runs out early')).toBeInTheDocument();
    expect(usage.bodies[0]).toMatchObject({
      calculatorType: 'swp-calculator',
      resultData: { depletedInMonth: 61 },
    });
  });
});
