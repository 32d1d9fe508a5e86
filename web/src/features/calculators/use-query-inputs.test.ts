import { describe, expect, it } from 'vitest';
import { readQueryInputs, writeQueryInputs } from './use-query-inputs';

const defaults = { amount: '10000', flag: false, list: [] as { name: string }[] };

describe('query-string inputs', () => {
  it('when values are written and read back, then text, switches and lists survive, blanks included', () => {
    const params = writeQueryInputs({ amount: '', flag: true, list: [{ name: 'A & B' }] });
    expect(params.has('tool')).toBe(false);
    expect(readQueryInputs(new URLSearchParams(params.toString()), 'sip-calculator', defaults)).toEqual({
      amount: '',
      flag: true,
      list: [{ name: 'A & B' }],
    });
  });

  it('when the link is for another tool or carries none of the inputs, then nothing is restored', () => {
    expect(
      readQueryInputs(new URLSearchParams('tool=bonds-calculator&amount=5'), 'sip-calculator', defaults),
    ).toBeNull();
    expect(
      readQueryInputs(new URLSearchParams('tool=sip-calculator'), 'sip-calculator', defaults),
    ).toBeNull();
  });

  it('when an old link names the tool in ?tool=, then its inputs are still restored', () => {
    expect(
      readQueryInputs(new URLSearchParams('tool=sip-calculator&amount=5'), 'sip-calculator', defaults),
    ).toEqual({ amount: '5', flag: false, list: [] });
  });

  it('when a list in the link is not valid JSON, then its default is used and the rest is kept', () => {
    expect(readQueryInputs(new URLSearchParams('tool=x&amount=7&list=%5Bbroken'), 'x', defaults)).toEqual({
      amount: '7',
      flag: false,
      list: [],
    });
  });
});
