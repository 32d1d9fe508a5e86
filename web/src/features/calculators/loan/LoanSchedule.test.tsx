import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_BOM } from '@36x/common';
import { loanAmortization } from '@36x/common/finance';
import { renderAt } from '../test-utils';
import { LOAN_SCHEDULE_FILE, LoanSchedule } from './LoanSchedule';

// ₹10 lakh at 10.5% for 10 years: the HDFC Bank example the finance tests check (EMI ₹13,493, 120 months).
const result = loanAmortization({ loanAmount: 1_000_000, interestRate: 10.5, loanTenure: 10 })!;

describe('LoanSchedule (CALC-LOAN)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the first 12 months by default, as the specification does', () => {
    renderAt(<LoanSchedule result={result} />);
    const table = screen.getByRole('table', { name: 'Amortization schedule, first 12 months' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByText(/the EMI is ₹13,493 every month/)).toBeInTheDocument();
  });

  it('the whole loan by year; a year opens onto its 12 months', () => {
    renderAt(<LoanSchedule result={result} />);
    fireEvent.click(screen.getByRole('button', { name: 'Whole loan, by year' }));
    const table = screen.getByRole('table', { name: 'Amortization schedule, whole loan by year' });
    expect(within(table).getAllByRole('row')).toHaveLength(11); // header + 10 years
    fireEvent.click(screen.getByRole('button', { name: 'Show the months of year 2' }));
    expect(within(table).getAllByRole('row')).toHaveLength(23);
    expect(within(table).getByText('Month 13')).toBeInTheDocument();
    expect(within(table).getByText('Month 24')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hide the months of year 2' }));
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    // the last year closes the loan
    expect(within(within(table).getAllByRole('row')[10]!).getAllByRole('cell').at(-1)).toHaveTextContent(
      '₹0',
    );
  });

  it('downloads every instalment as CSV with a BOM', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:schedule';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe(LOAN_SCHEDULE_FILE);
    });
    renderAt(<LoanSchedule result={result} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    // jsdom's Blob has no text(): read the bytes (a decoder would drop the BOM we are checking).
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blobs[0]!);
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(121);
  });
});
