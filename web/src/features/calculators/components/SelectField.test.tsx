import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './SelectField';
import { serverRendered } from '../test-utils';

const PAYOUTS = [
  { value: 'cumulative', label: 'At maturity' },
  { value: 'quarterly', label: 'Every quarter' },
] as const;

function Payout() {
  const [value, setValue] = useState<string>('cumulative');
  return (
    <>
      <SelectField name="payout" label="Payout" value={value} options={PAYOUTS} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('SelectField in the server’s HTML (decision 047)', () => {
  it('when the page arrives, then the choice is a named native select with every option', () => {
    const page = serverRendered(<Payout />);
    const select = page.container.querySelector('select') as HTMLSelectElement;
    expect(select).toHaveAttribute('name', 'payout');
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['cumulative', 'At maturity'],
      ['quarterly', 'Every quarter'],
    ]);
    expect(select).toHaveValue('cumulative');
    page.remove();
  });

  it('when a choice is made before the app starts, then it becomes the state and stays chosen (CALC-PAGE-9)', async () => {
    const page = serverRendered(<Payout />);
    const select = page.container.querySelector('select') as HTMLSelectElement;
    select.value = 'quarterly';
    await page.hydrate();
    expect(page.container.querySelector('output')).toHaveTextContent('quarterly');
    expect(select).toHaveValue('quarterly');
    page.remove();
  });
});
