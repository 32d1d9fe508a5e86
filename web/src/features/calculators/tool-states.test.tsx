import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import MutualFundOverlapTool from './fund-overlap/MutualFundOverlapTool';
import RollingReturnsTool from './rolling-returns/RollingReturnsTool';
import BalanceTransferTool from './balance-transfer/BalanceTransferTool';
import HealthInsuranceTool from './health-insurance/HealthInsuranceTool';
import CompanyFormationTool from './company-formation/CompanyFormationTool';
import { choose, fill, currentLocation, press, renderAt, type, usageFetchEachTest } from './test-utils';

vi.mock('./components/charts', async () => (await import('./test-utils')).chartsStub());

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('tool states (CALC-STATES-1, CALC-STATES-3)', () => {
  const usage = usageFetchEachTest();

  it('fund overlap: Add needs a name and stops at 5; Analyze shows from 2 funds; results only above 0% overlap', () => {
    renderAt(<MutualFundOverlapTool />);
    expect(button('Add Fund')).toBeDisabled();
    expect(screen.getByText(/Sample data/)).toBeInTheDocument();
    expect(screen.getByText(/at least 2 funds/)).toBeInTheDocument();
    type('Fund name', 'Fund A');
    press('Add Fund');
    expect(screen.queryByRole('button', { name: 'Analyze Overlap' })).toBeNull();
    type('Fund name', 'Fund B');
    choose('Category', 'Debt');
    press('Add Fund');
    // Debt has no sample holdings: the card says "no data" rather than "no overlap" (API-LIMITS).
    press('Analyze Overlap');
    expect(screen.getByTestId('stat-overlapPercentage')).toHaveTextContent('No data');
    expect(screen.getByText('No data', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByTestId('overlap-sample-note')).toHaveTextContent('No sample holdings for Debt');
    fireEvent.click(button('Remove Fund B'));
    // Large Cap vs Small Cap: both have samples and share none, so the placeholder stays (CALC-STATES-1).
    type('Fund name', 'Fund S');
    choose('Category', 'Small Cap');
    press('Add Fund');
    press('Analyze Overlap');
    expect(screen.getByText(/share no stocks in the sample data/)).toBeInTheDocument();
    expect(screen.queryByTestId('stat-overlapPercentage')).toBeNull();
    fireEvent.click(button('Remove Fund S'));
    for (const name of ['Fund C', 'Fund D', 'Fund E', 'Fund F']) {
      type('Fund name', name);
      choose('Category', 'ELSS');
      press('Add Fund');
    }
    expect(screen.getByText('Your funds (5/5)')).toBeInTheDocument();
    type('Fund name', 'Fund G');
    expect(button('Add Fund')).toBeDisabled();
    press('Analyze Overlap');
    // Pairs: Large Cap–ELSS share 7 of 10 stocks (70%) × 4 pairs, ELSS–ELSS 100% × 6 pairs → (280 + 600) / 10 = 88%.
    expect(screen.getByTestId('stat-overlapPercentage')).toHaveTextContent('88.0%');
    expect(screen.getByTestId('stat-diversificationScore')).toHaveTextContent('12/100');
    expect(screen.getByText('High overlap')).toBeInTheDocument();
    expect(screen.getByTestId('overlap-sample-note')).toHaveTextContent('illustrative samples');
    expect(usage.bodies.at(-1)).toMatchObject({
      calculatorType: 'mutual-fund-overlap',
      resultData: { overlapPercentage: 88, diversificationScore: 12, commonHoldings: 10 },
    });
  });

  it('rolling returns: Add needs a name and a NAV; Calculate from 2; the simulation is labelled illustrative and reproducible', () => {
    renderAt(<RollingReturnsTool />);
    expect(screen.getByText('Add schemes to compare their rolling returns.')).toBeInTheDocument();
    type('Scheme name', 'Alpha');
    expect(button('Add Scheme')).toBeDisabled();
    type('Latest NAV (₹)', '100');
    press('Add Scheme');
    expect(screen.queryByRole('button', { name: 'Calculate Rolling Returns' })).toBeNull();
    type('Scheme name', 'Beta');
    choose('Category', 'Mid Cap');
    type('Latest NAV (₹)', '50');
    press('Add Scheme');
    press('Calculate Rolling Returns');
    expect(screen.getAllByText('Illustrative simulation').length).toBeGreaterThan(0);
    const first = screen.getByTestId('stat-bestPerformer').textContent;
    const table = screen.getByRole('table', {
      name: 'Average returns and volatility per scheme',
    }).textContent;
    press('Calculate Rolling Returns');
    expect(screen.getByRole('table', { name: 'Average returns and volatility per scheme' }).textContent).toBe(
      table,
    );
    expect(screen.getByTestId('stat-bestPerformer').textContent).toBe(first);
    expect(usage.bodies.at(-1)).toMatchObject({
      calculatorType: 'rolling-returns',
      inputData: { analysisConfig: { rollingPeriod: 3, analysisYears: 10 } },
      resultData: { schemesCount: 2, rollingPeriod: 36 },
    });
  });

  it('rolling returns from a NAV history: a pasted CSV gives true CAGRs', () => {
    renderAt(<RollingReturnsTool />);
    fireEvent.click(screen.getByRole('radio', { name: 'My NAV history' }));
    choose('Rolling period', '1 year');
    // NAV doubles every year on 1 January: every 1-year window that starts on a NAV date returns 100%.
    const csv = (start: number) =>
      ['date,nav', ...[0, 1, 2, 3].map((k) => `${2020 + k}-01-01,${start * 2 ** k}`)].join('\n');
    for (const [name, start] of [
      ['Doubler', 10],
      ['Doubler 2', 20],
    ] as const) {
      type('Scheme name', name);
      type('NAV history (date,nav per line)', csv(start));
      expect(screen.getByLabelText('Latest NAV (₹)')).toHaveValue(start * 8);
      press('Add Scheme');
    }
    press('Calculate Rolling Returns');
    expect(screen.getByText('From your NAV history')).toBeInTheDocument();
    const stats = screen.getByRole('table', { name: 'Rolling return statistics per scheme' });
    expect(within(stats).getAllByText('100.00%').length).toBeGreaterThanOrEqual(2);
    expect(currentLocation().searchParams.get('source')).toBe('nav');
  });

  it('balance transfer: a prompt until the new EMI is above 0, then the badge follows isViable', () => {
    renderAt(<BalanceTransferTool />);
    press('Evaluate Transfer');
    // Nothing to compute: the card says what to enter instead of figures (CALC-STATES-8).
    expect(screen.getByTestId('result-refused')).toHaveTextContent(/Enter the/);
    fill({
      'Outstanding amount (₹)': '3000000',
      'Current EMI (₹)': '30000',
      'Remaining tenure (months)': '180',
      'Current rate (% a year)': '9.5',
      'New rate (% a year)': '8.5',
      'Processing fee (₹)': '10000',
    });
    press('Evaluate Transfer');
    expect(screen.getByText('Recommended')).toBeInTheDocument();
    // 30 lakh at 8.5% over 180 months (blank new tenure = remaining): EMI ₹29,542.
    expect(screen.getByTestId('stat-newEMI')).toHaveTextContent('₹29,542');
    type('New rate (% a year)', '11');
    press('Evaluate Transfer');
    expect(screen.getByText('Not Recommended')).toBeInTheDocument();
  });

  it('balance transfer: a blank EMI is worked out and said so; the cautious case has its own badge (API-LIMITS)', () => {
    renderAt(<BalanceTransferTool />);
    fill({
      'Outstanding amount (₹)': '3000000',
      'New rate (% a year)': '8.5',
    });
    press('Evaluate Transfer');
    // No EMI, no current rate: a message, no verdict.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the current EMI, or the current rate and the months left',
    );
    fill({
      'Remaining tenure (months)': '180',
      'Current rate (% a year)': '9.5',
    });
    press('Evaluate Transfer');
    // 30 lakh at 9.5% over 180 months: EMI ₹31,327 (python3: 31,326.74), so the switch is recommended.
    expect(screen.getByTestId('derived-emi')).toHaveTextContent('₹31,327 a month');
    expect(screen.getByText('Recommended')).toBeInTheDocument();
    // 10 lakh, 120 months, 10% → 9.9% with ₹20,000 of fees: the EMI falls ₹55 a month (python3: 13,215.07 →
    // 13,159.76) but 120 × 55.31 = 6,638 does not repay the fees: a net loss of ₹13,362, under ₹50,000.
    fill({
      'Outstanding amount (₹)': '1000000',
      'Remaining tenure (months)': '120',
      'Current rate (% a year)': '10',
      'New rate (% a year)': '9.9',
      'Processing fee (₹)': '20000',
    });
    press('Evaluate Transfer');
    expect(screen.getByText('Cautiously recommended')).toBeInTheDocument();
    expect(screen.queryByText('Recommended')).toBeNull();
  });

  it('health insurance: top 4 plans, Select toggles to Selected and a summary appears', () => {
    renderAt(<HealthInsuranceTool />);
    // The defaults' plans show at once (CALC-STATES-1); pressing is a use.
    expect(screen.getByText('Top 4 of 5 plans')).toBeInTheDocument();
    press('Find Plans');
    expect(screen.getByText('Top 4 of 5 plans')).toBeInTheDocument();
    expect(screen.getByText(/Sample plans/)).toBeInTheDocument();
    const selects = screen.getAllByRole('button', { name: 'Select' });
    expect(selects).toHaveLength(4);
    expect(screen.queryByText('Selected Plans Summary')).toBeNull();
    fireEvent.click(selects[0]!);
    expect(screen.getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Selected Plans Summary')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Selected' }));
    expect(screen.queryByText('Selected Plans Summary')).toBeNull();
    expect(usage.bodies[0]).toMatchObject({
      calculatorType: 'health-insurance',
      resultData: { plansFound: 5 },
    });
  });

  it('company formation: generate is disabled without a name and a structure; the plan has overview, costs and timeline', () => {
    renderAt(<CompanyFormationTool />);
    expect(button('Generate Formation Plan')).toBeDisabled();
    type(/Proposed company name/, 'Acme Widgets');
    expect(button('Generate Formation Plan')).toBeDisabled();
    choose(/^Business structure/, 'Private Limited Company');
    press('Generate Formation Plan');
    expect(screen.getByText('Overview')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Cost breakdown' })).toBeInTheDocument();
    expect(screen.getByText('Timeline')).toBeInTheDocument();
    // 2 directors, GST on: DSC 3,000 + name 1,000 + DIN 1,000 + MOA/AOA 2,000 + PAN/TAN 500 + GST 2,000 + fee 4,000.
    expect(screen.getByTestId('stat-estimatedCost')).toHaveTextContent('₹13,500 – ₹18,500');
    expect(usage.bodies[0]).toMatchObject({
      calculatorType: 'company-formation',
      resultData: { companyType: 'Private Limited Company', estimatedCost: { min: 13500, max: 18500 } },
    });
  });
});
