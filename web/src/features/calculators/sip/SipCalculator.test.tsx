import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import SipCalculator from './SipCalculator';
import { currentLocation, renderAt, usageFetchEachTest } from '../test-utils';

vi.mock('../components/charts', async () => (await import('../test-utils')).chartsStub());

/*
 * Independent check of the default case (₹10,000 a month, 10% step-up, 10% return, 10 years, start-of-month
 * deposits, step-up from each new year): r = 1.1^(1/12) − 1; year y invests 10,000 × 1.1^(y−1) a month; value after
 * each deposit grows one month. Computed separately in Python: invested 19,12,491 → ₹19.12 L; value 29,80,572 →
 * ₹29.81 L; returns 10,68,081 → ₹10.68 L; 55.85% on the amount invested.
 */
describe('SipCalculator', () => {
  const usage = usageFetchEachTest();

  it('the convention is told under the result, with the figure of sites that use 1% a month (CALC-SIP-5, CALC-STATES-9)', async () => {
    // python3: ₹10,000 a month, 12%, 10 years, start of month: effective 22,40,359 (₹22.40 L); 12% ÷ 12 = 1% a
    // month gives 23,23,391 (₹23.23 L), the figure Groww's SIP calculator shows.
    renderAt(
      <SipCalculator />,
      '/calculator/sip-calculator?monthlyInvestment=10000&stepUpPercent=0&annualReturn=12&years=10&inflationRate=0&stepUpTiming=start-of-year&depositTiming=start',
    );
    expect(await screen.findByTestId('sip-convention')).toHaveTextContent(
      'Other sites show ₹23.23 L (₹23,23,391)',
    );
    expect(screen.getByTestId('sip-convention')).toHaveTextContent('0.949% a month');
    expect(screen.getByTestId('stat-futureValue')).toHaveTextContent('₹22.40 L');
    expect(screen.getByTestId('stat-futureValue').querySelector('[data-full]')).toHaveAttribute(
      'data-full',
      '₹22,40,359',
    );
  });

  it('when opened, then the form holds the defaults and their result shows at once, not recorded (CALC-STATES-1)', () => {
    renderAt(<SipCalculator />, '/calculator/sip-calculator');
    expect(screen.getByLabelText('Monthly investment (₹)')).toHaveValue('10,000');
    expect(screen.getByLabelText('Annual step-up (%)')).toHaveValue(10);
    expect(screen.getByLabelText('Period (years)')).toHaveValue(10);
    expect(screen.getByTestId('stat-futureValue')).toHaveTextContent('₹29.81 L');
    expect(usage.bodies).toHaveLength(0);
    expect(currentLocation().pathname).toBe('/calculator/sip-calculator');
  });

  it('when Calculate is pressed, then the figures show in lakh with 2 decimals, the chart appears and the use is logged', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<SipCalculator />, '/calculator/sip-calculator');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByTestId('stat-futureValue')).toHaveTextContent('₹29.81 L');
    expect(screen.getByTestId('stat-totalInvestment')).toHaveTextContent('₹19.12 L');
    expect(screen.getByTestId('stat-totalReturns')).toHaveTextContent('₹10.68 L');
    expect(screen.getByTestId('stat-returnsPercentage')).toHaveTextContent('55.85%');
    expect(await screen.findByTestId('BarChart')).toHaveTextContent('Invested, Value');
    expect(screen.getByRole('table', { name: 'Year-by-year SIP breakdown' })).toBeInTheDocument();
    // The inputs go to the results page's address, which shows them with or without scripts (CALC-PAGE-8).
    expect(currentLocation().pathname).toBe('/calculator/sip-calculator/results');
    expect(currentLocation().searchParams.get('monthlyInvestment')).toBe('10000');
    expect(currentLocation().searchParams.has('tool')).toBe(false);
    expect(usage.bodies).toHaveLength(1);
    expect(usage.bodies[0]).toMatchObject({
      calculatorType: 'sip-calculator',
      inputData: { monthlyInvestment: '10000' },
    });
  });

  it('when Reset is pressed, then the defaults come back and the results are cleared', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<SipCalculator />, '/calculator/sip-calculator');
    const amount = screen.getByLabelText('Monthly investment (₹)');
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByTestId('stat-futureValue')).not.toHaveTextContent(/^Future value₹0$/);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(amount).toHaveValue('10,000');
    expect(screen.getByTestId('stat-futureValue')).toHaveTextContent('₹29.81 L');
    expect(currentLocation().pathname).toBe('/calculator/sip-calculator');
    expect(currentLocation().search).toBe('');
  });

  it('when the monthly investment is 0, then the card says what is missing instead of figures, and nothing is logged', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<SipCalculator />, '/calculator/sip-calculator');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.clear(screen.getByLabelText('Monthly investment (₹)'));
    await user.type(screen.getByLabelText('Monthly investment (₹)'), '0');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.queryByTestId('stat-futureValue')).toBeNull();
    expect(screen.getByTestId('result-refused')).toBeInTheDocument();
    expect(usage.bodies).toHaveLength(1);
  });

  it('when a shared link carries inputs, then the form and the results are restored without a click', () => {
    renderAt(
      <SipCalculator />,
      '/calculator/sip-calculator?monthlyInvestment=10000&stepUpPercent=10&annualReturn=10&years=10&inflationRate=0&stepUpTiming=start-of-year&depositTiming=start',
    );
    expect(screen.getByTestId('stat-futureValue')).toHaveTextContent('₹29.81 L');
    expect(usage.bodies).toHaveLength(0);
  });
});
