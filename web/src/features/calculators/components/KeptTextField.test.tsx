import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeptTextField } from './KeptTextField';

function Dated() {
  const [value, setValue] = useState('');
  return (
    <>
      <KeptTextField type="date" label="Purchase date" value={value} onText={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('KeptTextField at start-up (CALC-PAGE-9)', () => {
  it('when a date was entered into the server-rendered field before hydration, then it becomes the state', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Dated />);
    document.body.append(container);
    const input = container.querySelector('input[type="date"]') as HTMLInputElement;
    input.value = '2020-01-15';
    const root = await act(async () => hydrateRoot(container, <Dated />));
    expect(container.querySelector('output')).toHaveTextContent('2020-01-15');
    expect(input).toHaveValue('2020-01-15');
    act(() => root.unmount());
    container.remove();
  });
});
