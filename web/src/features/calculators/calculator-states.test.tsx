import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import TermInsuranceCalculator from './term-insurance/TermInsuranceCalculator';
import LoanAmortizationCalculator from './loan/LoanAmortizationCalculator';
import RetirementCalculator from './retirement/RetirementCalculator';
import LtcgCalculator from './ltcg/LtcgCalculator';
import BlackScholesCalculator from './black-scholes/BlackScholesCalculator';
import BondsCalculator from './bonds/BondsCalculator';
import { fill, currentLocation, press, renderAt, type, usageFetchEachTest } from './test-utils';

vi.mock('./components/charts', async () => (await import('./test-utils')).chartsStub());

describe('calculator states (CALC-STATES-1, CALC-STATES-3, CALC-STATES-4)', () => {
  const usage = usageFetchEachTest();

  it('term insurance: children are added and removed, amounts are full rupees, the insurance shape is logged', () => {
    renderAt(<TermInsuranceCalculator />);
    expect(screen.getByLabelText('Income multiplier (× income)')).toHaveValue(12);
    expect(screen.getByText('Suggested: 10 to 15 times income')).toBeInTheDocument();
    fill({
      'Annual income (₹)': '1500000',
      'Annual expenses (₹)': '600000',
    });
    press('Add child');
    press('Add child');
    expect(screen.getAllByRole('group', { name: /^Child \d$/ })).toHaveLength(2);
    press('Remove child 2');
    expect(screen.getAllByRole('group', { name: /^Child \d$/ })).toHaveLength(1);
    fireEvent.change(within(screen.getByRole('group', { name: 'Child 1' })).getByLabelText('Age (years)'), {
      target: { value: '5' },
    });
    press('Calculate cover');
    // max(15,00,000 × 12, 6,00,000 ÷ 0.04) = 1,80,00,000; child: 10% × 6,00,000 × 16 + 30,00,000 + 30,00,000
    // = 69,60,000; emergency 6 × 50,000 = 3,00,000 → 2,52,60,000.
    expect(screen.getByTestId('stat-totalCover')).toHaveTextContent('₹2,52,60,000');
    expect(screen.getByTestId('stat-childrenNeeds')).toHaveTextContent('₹69,60,000');
    expect(usage.bodies[0]).toMatchObject({
      calculator: 'hybrid-term-insurance',
      inputs: { annualIncome: 1500000, withdrawalRate: 0.04 },
      children: [{ age: 5 }],
      results: { totalCover: 25260000 },
    });
  });

  it('loan: the schedule toggle appears only once a schedule exists, and shows 12 rounded months', () => {
    renderAt(<LoanAmortizationCalculator />);
    expect(screen.queryByRole('button', { name: /Amortization Schedule/ })).toBeNull();
    press('Calculate EMI');
    expect(screen.queryByRole('button', { name: /Amortization Schedule/ })).toBeNull();
    expect(usage.bodies).toHaveLength(0);
    fill({
      'Loan amount (₹)': '5000000',
      'Interest rate (% a year)': '8.5',
      'Loan tenure (years)': '20',
    });
    press('Calculate EMI');
    // 50 lakh at 8.5% for 20 years: EMI ₹43,391 (the figure banks publish for this case).
    expect(screen.getByTestId('stat-monthlyEmi')).toHaveTextContent('₹43,391');
    expect(screen.queryByRole('table', { name: /Amortization schedule/ })).toBeNull();
    press('Show Amortization Schedule');
    const table = screen.getByRole('table', { name: /Amortization schedule/ });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    press('Hide Amortization Schedule');
    expect(screen.getByRole('button', { name: 'Show Amortization Schedule' })).toBeInTheDocument();
    expect(usage.bodies[0]).toMatchObject({
      calculatorType: 'loan-amortization',
      inputData: { loanAmount: '5000000' },
    });
  });

  it('retirement: each message shows in red above the form', async () => {
    renderAt(<RetirementCalculator />);
    press('Plan my retirement');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter all required positive values.');
    fill({
      'Current age (years)': '40',
      'Retirement age (years)': '35',
      'Life expectancy (years)': '85',
      'Monthly expenses today (₹)': '50000',
    });
    press('Plan my retirement');
    expect(screen.getByRole('alert')).toHaveTextContent('Retirement age must be greater than current age.');
    fill({
      'Retirement age (years)': '60',
      'Life expectancy (years)': '55',
    });
    press('Plan my retirement');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Life expectancy must be greater than retirement age.',
    );
    expect(usage.bodies).toHaveLength(0);
    type('Life expectancy (years)', '85');
    press('Plan my retirement');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByTestId('LineChart')).toBeInTheDocument();
  });

  it('capital gains: a sale not after the purchase shows the alert; a valid sale names the rules applied', () => {
    renderAt(<LtcgCalculator />);
    fill({
      'Purchase date': '2024-05-01',
      'Sale date': '2024-01-01',
    });
    press('Calculate tax');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter valid purchase and sale dates.');
    expect(usage.bodies).toHaveLength(0);
    fill({
      'Purchase date': '2020-01-15',
      'Sale date': '2025-01-15',
      'Purchase price (₹)': '100000',
      'Sale price (₹)': '400000',
    });
    press('Calculate tax');
    expect(screen.queryByRole('alert')).toBeNull();
    // Listed equity, sale in FY 2024-25 after 23 July 2024: 12.5% on (3,00,000 − 1,25,000) = 21,875.
    expect(screen.getByTestId('stat-ltcgTax')).toHaveTextContent('₹21,875');
    expect(screen.getByTestId('ltcg-rule')).toHaveTextContent('Finance (No. 2) Act 2024');
    expect(screen.getByTestId('ltcg-holding')).toHaveTextContent('5 years');
  });

  it('Black-Scholes: nothing is computed until price, strike, days and volatility are above 0; greeks to 4 decimals', () => {
    renderAt(<BlackScholesCalculator />);
    fill({
      'Spot price (₹)': '100',
      'Strike price (₹)': '100',
      'Days to expiry': '365',
    });
    press('Calculate price');
    // Nothing computed: the card says what is missing, never ₹0.00 (CALC-STATES-8).
    expect(screen.queryByTestId('stat-optionPrice')).toBeNull();
    expect(screen.getByTestId('result-refused')).toHaveTextContent(/the volatility/);
    expect(usage.bodies).toHaveLength(0);
    fill({
      'Volatility (% a year)': '20',
      'Risk-free rate (% a year)': '5',
    });
    press('Calculate price');
    // S = K = 100, T = 1, r = 5%, σ = 20%: call 10.4506, delta 0.6368 (standard textbook case).
    expect(screen.getByTestId('stat-optionPrice')).toHaveTextContent('₹10.45');
    expect(screen.getByTestId('stat-delta')).toHaveTextContent('0.6368');
    expect(usage.bodies[0]).toMatchObject({ calculatorType: 'black-scholes' });
  });

  it('bonds: a blank price means face value, and the link keeps the inputs', () => {
    renderAt(<BondsCalculator />);
    fill({
      'Face value per bond (₹)': '1000',
      'Coupon rate (% a year)': '8',
      'Years to maturity': '5',
      'Number of bonds': '10',
    });
    press('Calculate returns');
    expect(screen.getByTestId('stat-annualInterest')).toHaveTextContent('₹800');
    expect(screen.getByTestId('stat-currentYield')).toHaveTextContent('8.00%');
    expect(screen.getByTestId('stat-yieldToMaturity')).toHaveTextContent('8.00%');
    expect(currentLocation().searchParams.get('faceValue')).toBe('1000');
    expect(currentLocation().searchParams.get('currentPrice')).toBe('');
  });
});
