import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupAmountText, NumberField, sliderName } from './NumberField';
import { serverRendered } from '../test-utils';

function Amount({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <NumberField
        label="Loan amount (₹)"
        kind="amount"
        range={[0, 1_00_000, 1_000]}
        value={value}
        onChange={setValue}
      />
      <output data-testid="form-value">{value}</output>
    </>
  );
}

describe('NumberField (CALC-STATES-7)', () => {
  it('groups amounts the Indian way as typed and keeps plain digits in the form', () => {
    render(<Amount />);
    fireEvent.change(screen.getByLabelText('Loan amount (₹)'), { target: { value: '1500000' } });
    expect(screen.getByLabelText('Loan amount (₹)')).toHaveValue('15,00,000');
    expect(screen.getByTestId('form-value')).toHaveTextContent('1500000');
    fireEvent.change(screen.getByLabelText('Loan amount (₹)'), { target: { value: '15,00,000.5' } });
    expect(screen.getByTestId('form-value')).toHaveTextContent('1500000.5');
  });

  it('syncs the slider and the typed field both ways, and the typed field may go beyond the slider', () => {
    render(<Amount start="50000" />);
    const slider = screen.getByRole('slider', { name: 'Loan amount slider (₹)' });
    expect(slider).toHaveAttribute('aria-valuenow', '50000');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(screen.getByLabelText('Loan amount (₹)')).toHaveValue('51,000');
    fireEvent.change(screen.getByLabelText('Loan amount (₹)'), { target: { value: '5000000' } });
    expect(screen.getByLabelText('Loan amount (₹)')).toHaveValue('50,00,000');
    expect(slider).toHaveAttribute('aria-valuenow', '100000');
  });

  it('names the slider apart from the field', () => {
    expect(sliderName('Loan amount (₹)')).toBe('Loan amount slider (₹)');
    expect(sliderName('Days to expiry')).toBe('Days to expiry slider');
    expect(groupAmountText('-12345678.25')).toBe('-1,23,45,678.25');
    expect(groupAmountText('1e15')).toBe('1e15');
  });
});

describe('NumberField at start-up (CALC-PAGE-9)', () => {
  it('when text was typed into the server-rendered field before hydration, then it becomes the state, regrouped, with the focus and caret kept', async () => {
    const page = serverRendered(<Amount />);
    const input = page.container.querySelector('input[type="text"]') as HTMLInputElement;
    // The visitor types before the app has started: the browser's input holds the text, React knows nothing of it.
    input.focus();
    input.value = '1000000';
    input.setSelectionRange(7, 7);
    await page.hydrate();
    expect(page.container.querySelector('output')).toHaveTextContent('1000000');
    expect(input).toHaveValue('10,00,000');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe('10,00,000'.length);
    page.remove();
  });

  it('when nothing was typed before hydration, then the field keeps its state', async () => {
    const page = serverRendered(<Amount start="5000" />);
    await page.hydrate();
    expect(page.container.querySelector('output')).toHaveTextContent('5000');
    expect(page.container.querySelector('input[type="text"]')).toHaveValue('5,000');
    page.remove();
  });
});
