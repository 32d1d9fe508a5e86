import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Disclaimer } from './Disclaimer';

describe('Disclaimer', () => {
  it('when shown on a calculator, then it says education only, market risk, past performance and consult a professional', () => {
    render(<Disclaimer context="calculator" />);
    const note = screen.getByRole('note', { name: 'Disclaimer' });
    expect(note).toHaveTextContent(/general education only/);
    expect(note).toHaveTextContent(/not investment, tax, legal or financial advice/);
    expect(note).toHaveTextContent(/subject to market risks/);
    expect(note).toHaveTextContent(/Past performance is not indicative of future returns/);
    expect(note).toHaveTextContent(/consult a qualified professional/);
    expect(note).toHaveTextContent(/Calculator results are estimates/);
  });

  it('when shown on an article, then its sentence speaks of the date of publication instead', () => {
    render(<Disclaimer context="article" />);
    const note = screen.getByRole('note', { name: 'Disclaimer' });
    expect(note).toHaveTextContent(/date of publication/);
    expect(note).not.toHaveTextContent(/Calculator results/);
  });
});
