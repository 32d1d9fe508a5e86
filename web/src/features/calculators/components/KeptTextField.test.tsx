import { useState } from 'react';
import { describe, it } from 'vitest';
import { KeptTextField } from './KeptTextField';
import { expectEnteredBeforeStartKept } from '../test-utils';

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
    await expectEnteredBeforeStartKept(<Dated />, 'input[type="date"]', '2020-01-15');
  });
});
