import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './SelectField';
import { CheckField } from './CheckField';
import { RadioField } from './RadioField';
import { expectEnteredBeforeStartKept, serverRendered } from '../test-utils';

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
    await expectEnteredBeforeStartKept(<Payout />, 'select', 'quarterly');
  });
});

function Flags() {
  const [gst, setGst] = useState(true);
  const [source, setSource] = useState<'simulated' | 'nav'>('simulated');
  return (
    <>
      <CheckField name="hasGSTRequirement" label="GST registration" checked={gst} onChange={setGst} />
      <RadioField
        name="source"
        label="Source of returns"
        value={source}
        options={[
          { value: 'simulated', label: 'Illustrative simulation' },
          { value: 'nav', label: 'My NAV history' },
        ]}
        onChange={setSource}
      />
      <output>{`${gst} ${source}`}</output>
    </>
  );
}

describe('CheckField and RadioField in the server’s HTML (decision 047)', () => {
  it('when the page arrives, then the box posts 0 unless ticked and the radios share their name', () => {
    const page = serverRendered(<Flags />);
    const named = [...page.container.querySelectorAll('input')].map((i) => [
      i.type,
      i.name,
      i.value,
      i.checked,
    ]);
    expect(named).toEqual([
      ['hidden', 'hasGSTRequirement', '0', false],
      ['checkbox', 'hasGSTRequirement', '1', true],
      ['radio', 'source', 'simulated', true],
      ['radio', 'source', 'nav', false],
    ]);
    page.remove();
  });

  it('when the box is unticked and another radio chosen before the app starts, then both become the state (CALC-PAGE-9)', async () => {
    const page = serverRendered(<Flags />);
    page.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = false;
    page.container.querySelector<HTMLInputElement>('input[value="nav"]')!.checked = true;
    await page.hydrate();
    expect(page.container.querySelector('output')).toHaveTextContent('false nav');
    expect(page.container.querySelector('input[type="checkbox"]')).not.toBeChecked();
    expect(page.container.querySelector('input[value="nav"]')).toBeChecked();
    page.remove();
  });
});
