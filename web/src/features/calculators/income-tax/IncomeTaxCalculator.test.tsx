import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import IncomeTaxCalculator, { INCOME_TAX_EMPTY_ERROR } from './IncomeTaxCalculator';
import { TY_2026_27 } from '@36x/common/finance';
import {
  choose,
  fill,
  currentLocation,
  mockUsageFetch,
  press,
  renderAt,
  usageFetchEachTest,
} from '../test-utils';

describe('income-tax calculator', () => {
  const usage = usageFetchEachTest();

  it('without income it says what is missing and logs nothing', () => {
    renderAt(<IncomeTaxCalculator />, '/calculator/income-tax');
    press('Compare regimes');
    expect(screen.getByRole('alert')).toHaveTextContent(INCOME_TAX_EMPTY_ERROR);
    expect(usage.bodies).toHaveLength(0);
  });

  it('compares the regimes, names the better one, shows the rules and marks reported values', () => {
    renderAt(<IncomeTaxCalculator />, '/calculator/income-tax');
    // Tax year 2026-27 (the default): salary 18,00,000 (worked example of the explanation).
    fill({
      'Gross salary for the year (₹)': '1800000',
      'Basic + DA for the year (₹)': '900000',
      'HRA received (₹)': '360000',
      'Rent paid (₹)': '300000',
    });
    choose('Metro city', 'Yes');
    fill({
      '80C investments (₹)': '150000',
      'Own NPS, 80CCD(1B) (₹)': '50000',
      'Health insurance, self and family (₹)': '25000',
    });
    press('Compare regimes');
    expect(screen.getByTestId('stat-newRegimeTax')).toHaveTextContent('₹1,50,800');
    expect(screen.getByTestId('stat-oldRegimeTax')).toHaveTextContent('₹2,15,280');
    expect(screen.getByTestId('income-tax-verdict')).toHaveTextContent(
      'The new regime saves you ₹64,480 in Tax year 2026-27.',
    );
    expect(screen.getByRole('table', { name: /step by step/ })).toHaveTextContent('₹13,15,000');
    expect(screen.getByTestId('rules-note')).toHaveTextContent(
      'Rules as of 25 November 2026, Income-tax Act, 2025',
    );
    expect(screen.getByTestId('rules-reported')).toHaveTextContent('reported by secondary sources');
    expect(usage.bodies[0]).toMatchObject({
      calculatorType: 'income-tax',
      resultData: { newRegimeTax: 150800, oldRegimeTax: 215280, betterRegime: 'new', difference: 64480 },
    });
    expect(currentLocation().search).toContain('salary=1800000');
  });

  it('FY 2025-26 cites the 1961 Act and reports nothing as unconfirmed', () => {
    renderAt(<IncomeTaxCalculator />, '/calculator/income-tax?taxYear=2025&salary=1275000');
    expect(screen.getByTestId('stat-newRegimeTax')).toHaveTextContent('₹0');
    expect(screen.getByTestId('rules-note')).toHaveTextContent('Income-tax Act, 1961');
    expect(screen.queryByTestId('rules-reported')).toBeNull();
  });

  it('applies an admin’s edit of the year’s rules once it arrives, and says when the rules were checked', async () => {
    cleanup();
    const edited = { ...TY_2026_27, asOf: '2026-12-01', cess: { ...TY_2026_27.cess, value: 5 } };
    mockUsageFetch(false, [{ startYear: 2026, rules: edited }]);
    renderAt(<IncomeTaxCalculator />, '/calculator/income-tax?taxYear=2026&salary=1500000');
    // 14,25,000: 93,750 tax; with the edited 5% cess 98,437.50 → 98,440 (4% would be 97,500).
    await waitFor(() => expect(screen.getByTestId('stat-newRegimeTax')).toHaveTextContent('₹98,440'));
    expect(screen.getByTestId('rules-note')).toHaveTextContent('Rules as of 1 December 2026');
  });

  it('a link with choices the form does not offer says so and shows no figures (CALC-STATES-8)', () => {
    renderAt(<IncomeTaxCalculator />, '/calculator/income-tax?taxYear=1999&ageGroup=child&salary=1500000');
    expect(document.body.textContent).toMatch(/“1999” is not one of the choices/);
    expect(document.body.textContent).toMatch(/“child” is not one of the choices/);
    expect(screen.getByTestId('result-refused')).toBeInTheDocument();
    expect(screen.queryByTestId('stat-newRegimeTax')).toBeNull();
  });
});
