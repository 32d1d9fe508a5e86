import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { KeptTextField } from './KeptTextField';
import { serverRendered } from '../test-utils';

function Dated() {
  const [value, setValue] = useState('');
  return (
    <>
      <KeptTextField name="purchaseDate" type="date" label="Purchase date" value={value} onText={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('KeptTextField at start-up (CALC-PAGE-9)', () => {
  it('when a date was entered into the server-rendered field before hydration, then it becomes the state', async () => {
    const page = serverRendered(<Dated />);
    const input = page.container.querySelector('input[type="date"]') as HTMLInputElement;
    input.value = '2020-01-15';
    await page.hydrate();
    expect(page.container.querySelector('output')).toHaveTextContent('2020-01-15');
    expect(input).toHaveValue('2020-01-15');
    page.remove();
  });
});
