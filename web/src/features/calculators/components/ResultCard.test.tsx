import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultStat, Rupees } from './ResultCard';

// Expected strings written out by hand from the amounts (Indian grouping: last three digits, then pairs; 1 lakh =
// 1,00,000, 1 crore = 1,00,00,000), independent of the formatters under test.
const CASES = [
  { amount: 2_240_359, short: '₹22.40 L', full: '₹22,40,359' },
  { amount: 12_345_678, short: '₹1.23 Cr', full: '₹1,23,45,678' },
  { amount: 9_999_999, short: '₹1.00 Cr', full: '₹99,99,999' },
  { amount: 1_000_000_000_000, short: '₹1,00,000.00 Cr', full: '₹10,00,00,00,00,000' },
  { amount: -250_000, short: '-₹2.50 L', full: '-₹2,50,000' },
];

describe('Rupees: a short figure with its exact rupees (CALC-STATES-9)', () => {
  it.each(CASES)(
    '$short carries $full in its accessible text and tooltip',
    async ({ amount, short, full }) => {
      render(<ResultStat id="x" label="Future value" rupees={amount} />);
      const stat = screen.getByTestId('stat-x');
      const figure = stat.querySelector<HTMLElement>('[data-full]')!;
      expect(figure).toHaveAttribute('data-full', full);
      // The exact figure is in the text a screen reader reads (and the printout shows), beside the short one.
      expect(figure).toHaveTextContent(`${short} (${full})`);
      // Reachable by keyboard (Tab focuses it, and focus or a hover shows the tip: CSS, checked in the browser).
      await userEvent.tab();
      expect(figure).toHaveFocus();
      const tip = figure.querySelector('[data-tip]')!;
      expect(tip).toHaveTextContent(`${full} in full`);
      // For the eye only: the accessible text above already carries the exact figure once.
      expect(tip).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it('an amount under one lakh is already exact: plain text, no tab stop', () => {
    render(<ResultStat id="x" label="Total" rupees={99_999} />);
    const stat = screen.getByTestId('stat-x');
    expect(stat).toHaveTextContent('₹99,999');
    expect(stat.querySelector('[data-full]')).toBeNull();
  });

  it('in a table a figure is not its own tab stop but keeps its exact text', () => {
    render(
      <table>
        <tbody>
          <tr>
            <td>
              <Rupees amount={2_240_359} tabStop={false} />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    const cell = screen.getByRole('cell');
    // Out of the tab order (-1), still focusable by a tap or a click, which shows the tip.
    expect(within(cell).getByText(/₹22.40 L/)).toHaveAttribute('tabindex', '-1');
    expect(cell).toHaveTextContent('₹22.40 L (₹22,40,359)');
  });
});
