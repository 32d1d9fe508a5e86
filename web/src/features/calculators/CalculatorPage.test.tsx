import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CalculatorPage from './CalculatorPage';
import { currentLocation, mockUsageFetch, renderAt } from './test-utils';

vi.mock('./components/charts', async () => (await import('./test-utils')).chartsStub());

describe('CalculatorPage', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollIntoView.mockClear();
    mockUsageFetch();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('when opened without a tool, then Calculators mode shows term insurance and the Advanced Financial Tools', async () => {
    renderAt(<CalculatorPage />);
    expect(screen.getByRole('button', { name: 'Calculators' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('tab', { name: /Term Insurance/ })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Term Insurance Sufficiency' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Advanced Financial Tools' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Try Tool/ })).toHaveLength(5);
    expect(document.getElementById('calculators')).not.toBeNull();
    expect(screen.getByRole('note', { name: 'Disclaimer' })).toBeInTheDocument();
  });

  it('when Tools is chosen, then mutual-fund-overlap is selected and the tool cards go away', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<CalculatorPage />);
    await user.click(screen.getByRole('button', { name: 'Tools' }));
    expect(screen.getByRole('tab', { name: /Fund Overlap/ })).toHaveAttribute('aria-selected', 'true');
    expect(currentLocation().pathname).toBe('/calculator/mutual-fund-overlap');
    expect(currentLocation().searchParams.has('tool')).toBe(false);
    expect(
      await screen.findByRole('heading', { name: 'Mutual Fund Overlap Analyzer' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Advanced Financial Tools' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Calculators' }));
    expect(currentLocation().pathname).toBe('/calculator/term-insurance');
    expect(currentLocation().searchParams.has('tool')).toBe(false);
  });

  it('when Try Tool is pressed on a card, then Tools mode opens that tool and the view scrolls to #calculators', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<CalculatorPage />);
    await user.click(screen.getByRole('button', { name: 'Try Tool: Loan Balance Transfer Evaluator' }));
    expect(screen.getByRole('button', { name: 'Tools' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('tab', { name: /Balance Transfer/ })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Loan Balance Transfer Evaluator' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('calculators'));
  });

  it('when an item in the row is chosen, then that calculator opens and the address names it', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<CalculatorPage />);
    const row = screen.getByRole('tablist', { name: 'Calculators' });
    expect(within(row).getAllByRole('tab')).toHaveLength(14);
    await user.click(within(row).getByRole('tab', { name: /Bonds/ }));
    expect(
      await screen.findByRole('heading', { name: 'Bond Interest Calculator' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/calculator/bonds-calculator');
    expect(currentLocation().search).toBe('');
  });

  it('when a calculator has its own page, then that calculator opens selected', async () => {
    renderAt(<CalculatorPage />, '/calculator/bonds-calculator');
    expect(screen.getByRole('tab', { name: /Bonds/ })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Bond Interest Calculator' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('when a result shows, then "Discuss this with us" opens the contact form with the calculator and its inputs, and no personal data', async () => {
    const user = userEvent.setup();
    renderAt(<CalculatorPage />, '/calculator/sip-calculator');
    const calculate = await screen.findByRole('button', { name: 'Calculate' }, { timeout: 15_000 });
    expect(screen.queryByRole('link', { name: 'Discuss this with us' })).not.toBeInTheDocument();
    await user.click(calculate);
    const link = await screen.findByRole('link', { name: 'Discuss this with us' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/contact');
    expect(href.searchParams.get('subject')).toBe('consultation');
    expect(href.searchParams.get('source')).toBe('calculator:sip-calculator');
    const note = href.searchParams.get('note')!;
    expect(note).toContain('I used your Step-up SIP Calculator and would like to discuss the result.');
    expect(note).toMatch(/- Monthly .*: ₹/);
    expect(note).not.toMatch(/@|name:|phone/i);
    await user.click(link);
    await waitFor(() => expect(currentLocation().pathname).toBe('/contact'));
  });

  it('when an old ?tool= link is opened, then it moves to the own page of that tool, keeping its inputs', async () => {
    renderAt(<CalculatorPage />, '/calculator?tool=sip-calculator&monthlyInvestment=5000');
    await waitFor(() => expect(currentLocation().pathname).toBe('/calculator/sip-calculator'));
    expect(currentLocation().searchParams.has('tool')).toBe(false);
    expect(currentLocation().searchParams.get('monthlyInvestment')).toBe('5000');
    expect(screen.getByRole('tab', { name: /SIP/ })).toHaveAttribute('aria-selected', 'true');
  });
});
