import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { CalculatorPage, type CalculatorPageProps } from './CalculatorPage';
import CalculatorsPage from '../../routes/calculator';
import { legacyToolTarget } from './legacy-link';
import SipCalculator from './sip/SipCalculator';
import LoanAmortizationCalculator from './loan/LoanAmortizationCalculator';
import MutualFundOverlapTool from './fund-overlap/MutualFundOverlapTool';
import { SIP_EXPLANATION } from './explanations/sip-calculator';
import { LOAN_EXPLANATION } from './explanations/loan-amortization';
import { OVERLAP_EXPLANATION } from './explanations/mutual-fund-overlap';
import { TERM_INSURANCE_EXPLANATION } from './explanations/term-insurance';
import TermInsuranceCalculator from './term-insurance/TermInsuranceCalculator';
import { currentLocation, renderAt, usageFetchEachTest } from './test-utils';

vi.mock('./components/charts', async () => (await import('./test-utils')).chartsStub());

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

/** A calculator's page at its address (its results page when the no-script form `submitted` inputs). */
function renderPage(
  id: CalculatorPageProps['id'],
  explanation: CalculatorPageProps['explanation'],
  calculator: ReactElement,
  submitted?: CalculatorPageProps['submitted'],
) {
  renderAt(
    <CalculatorPage id={id} explanation={explanation} submitted={submitted}>
      {calculator}
    </CalculatorPage>,
    submitted ? `/calculator/${id}/results` : `/calculator/${id}`,
  );
}

describe('CalculatorPage', () => {
  usageFetchEachTest();

  it('when /calculator is opened, then every calculator and tool is a card in its need’s group, and typing filters them (decision 052)', async () => {
    renderAt(<CalculatorsPage />);
    const main = screen.getByRole('search', { name: 'Find a calculator' }).parentElement!;
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Tax', 'Saving and investing', 'Loans', 'Insurance', 'Business']);
    const cards = () =>
      within(main)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(cards()).toHaveLength(19);
    expect(hrefOf(screen.getByRole('link', { name: /Loan EMI & Amortization/ }))).toBe(
      '/calculator/loan-amortization',
    );
    expect(hrefOf(screen.getByRole('link', { name: 'Loans' }))).toBe('#need-loans');
    // The form works without the app: a GET to the page the api function renders filtered.
    const form = screen.getByRole('search', { name: 'Find a calculator' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/calculator/find');
    expect(screen.getByRole('searchbox', { name: 'Find a calculator' })).toHaveAttribute('name', 'q');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a calculator' }), 'emi');
    expect(cards()).toEqual(['Loan EMI & Amortization', 'Loan Balance Transfer Evaluator']);
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Loans']);
  });

  it('when the term insurance page is opened, then the toggle, the item row and Try Tool are links to the other pages (CALC-PAGE-6)', () => {
    renderPage('term-insurance', TERM_INSURANCE_EXPLANATION, <TermInsuranceCalculator />);
    const modes = screen.getByRole('group', { name: 'Calculators or tools' });
    const calculators = within(modes).getByRole('link', { name: 'Calculators' });
    expect(calculators).toHaveAttribute('aria-current', 'page');
    expect(hrefOf(calculators)).toBe('/calculator/term-insurance');
    expect(hrefOf(within(modes).getByRole('link', { name: 'Tools' }))).toBe(
      '/calculator/mutual-fund-overlap',
    );

    const row = screen.getByRole('navigation', { name: 'Calculators' });
    const items = within(row).getAllByRole('tab');
    expect(items).toHaveLength(14);
    expect(items.map(hrefOf)).toContain('/calculator/loan-amortization');
    expect(within(row).getByRole('tab', { name: /Term Insurance/ })).toHaveAttribute('aria-selected', 'true');

    expect(screen.getByRole('heading', { name: 'Term Insurance Sufficiency' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'How the term insurance calculator works' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Advanced Financial Tools' })).toBeInTheDocument();
    const tryTools = screen.getAllByRole('link', { name: /^Try Tool/ });
    expect(tryTools).toHaveLength(5);
    expect(hrefOf(screen.getByRole('link', { name: 'Try Tool: Company Formation Planner' }))).toBe(
      '/calculator/company-formation#calculators',
    );
    expect(screen.getByRole('note', { name: 'Disclaimer' })).toBeInTheDocument();
  });

  it('when a tool page is opened, then Tools is the current mode, the row lists the five tools and the tool cards are not shown', () => {
    renderPage('mutual-fund-overlap', OVERLAP_EXPLANATION, <MutualFundOverlapTool />);
    expect(screen.getByRole('link', { name: 'Tools' })).toHaveAttribute('aria-current', 'page');
    const row = screen.getByRole('navigation', { name: 'Tools' });
    expect(within(row).getAllByRole('tab')).toHaveLength(5);
    expect(within(row).getByRole('tab', { name: /Fund Overlap/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: 'Advanced Financial Tools' })).toBeNull();
  });

  it('when an item of the row is chosen, then its page opens', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('sip-calculator', SIP_EXPLANATION, <SipCalculator />);
    await user.click(screen.getByRole('tab', { name: /Bonds/ }));
    expect(currentLocation().pathname).toBe('/calculator/bonds-calculator');
  });

  it('when calculated, then the address is the results page with the inputs, and "Discuss this with us" carries the calculator and its inputs, no personal data', async () => {
    const user = userEvent.setup();
    renderPage('sip-calculator', SIP_EXPLANATION, <SipCalculator />);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(currentLocation().pathname).toBe('/calculator/sip-calculator/results');
    expect(currentLocation().searchParams.get('monthlyInvestment')).toBe('10000');
    const link = await screen.findByRole('link', { name: 'Discuss this with us' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/contact');
    expect(href.searchParams.get('subject')).toBe('consultation');
    expect(href.searchParams.get('source')).toBe('calculator:sip-calculator');
    const note = href.searchParams.get('note')!;
    expect(note).toContain('I used your Step-up SIP Calculator and would like to discuss the result.');
    expect(note).toMatch(/- Monthly .*: ₹/);
    expect(note).not.toMatch(/@|name:|phone/i);
  });

  it('when the form posts without scripts (CALC-PAGE-8), then it posts its named fields to the results page', () => {
    renderPage('loan-amortization', LOAN_EXPLANATION, <LoanAmortizationCalculator />);
    const amount = screen.getByLabelText('Loan amount (₹)');
    const form = amount.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/calculator/loan-amortization/results');
    expect(amount).toHaveAttribute('name', 'loanAmount');
    expect(screen.getByLabelText('Interest rate (% a year)')).toHaveAttribute('name', 'interestRate');
    expect(screen.getByLabelText('Loan tenure (years)')).toHaveAttribute('name', 'loanTenure');
  });

  it('when the results page has the posted fields (CALC-PAGE-8), then the calculator shows their result and puts them in the address', async () => {
    renderPage('loan-amortization', LOAN_EXPLANATION, <LoanAmortizationCalculator />, {
      inputs: { loanAmount: '1000000', interestRate: '8.5', loanTenure: '20' },
    });
    // ₹10,00,000 at 8.5% for 240 months: P·r·(1+r)^n / ((1+r)^n − 1) with r = 8.5% / 12 = 8,678.23.
    expect(screen.getByTestId('stat-monthlyEmi')).toHaveTextContent('₹8,678');
    expect(screen.getByLabelText('Loan amount (₹)')).toHaveValue('10,00,000');
    await waitFor(() => expect(currentLocation().searchParams.get('loanAmount')).toBe('1000000'));
    expect(currentLocation().pathname).toBe('/calculator/loan-amortization/results');
  });

  it('when an old ?tool= link is opened, then it belongs on the results page of that tool, keeping its inputs', () => {
    expect(legacyToolTarget('?tool=sip-calculator&monthlyInvestment=5000')).toBe(
      '/calculator/sip-calculator/results?monthlyInvestment=5000',
    );
    expect(legacyToolTarget('?tool=loan-amortization')).toBe('/calculator/loan-amortization');
    expect(legacyToolTarget('?tool=no-such-tool&x=1')).toBeNull();
    expect(legacyToolTarget('')).toBeNull();
  });
});
