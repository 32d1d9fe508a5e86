import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECOMPUTE_DELAY_MS, useCalculation } from './use-calculation';
import { toNumber } from './parse';

const DEFAULTS = { amount: '', years: '', kind: 'simple' };
type Form = typeof DEFAULTS;

/** A small calculation with the three outcomes the hook tells apart: a result, null (nothing), a message. */
function compute(form: Form) {
  const amount = toNumber(form.amount);
  const years = toNumber(form.years);
  if (years > 50) throw new Error('Fifty years at most.');
  if (!(amount > 0 && years > 0)) return null;
  return { total: form.kind === 'double' ? amount * years * 2 : amount * years };
}

function setup(url = '/calculator/sip-calculator', defaults: Form = DEFAULTS) {
  const record = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const hook = renderHook(
    () =>
      useCalculation({
        tool: 'sip-calculator',
        defaults,
        compute,
        record,
        caps: { amount: 'amount', years: 'years' },
        choices: { kind: [{ value: 'simple' }, { value: 'double' }] },
      }),
    { wrapper },
  );
  return { ...hook, record };
}

describe('useCalculation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts empty and computes nothing until calculate', () => {
    const { result, record } = setup();
    act(() => result.current.set('amount')('100'));
    act(() => result.current.set('years')('5'));
    act(() => vi.advanceTimersByTime(RECOMPUTE_DELAY_MS * 3));
    expect(result.current.result).toBeNull();
    expect(result.current.live).toBe(false);
    expect(record).not.toHaveBeenCalled();
  });

  it('a field keeps the same setter across renders, so memoised fields skip rendering (CALC-STATES-7)', () => {
    const { result } = setup();
    const setAmount = result.current.set('amount');
    const chooseKind = result.current.choose('kind');
    act(() => setAmount('100'));
    act(() => chooseKind('double'));
    expect(result.current.set('amount')).toBe(setAmount);
    expect(result.current.choose('kind')).toBe(chooseKind);
    expect(result.current.set('years')).not.toBe(setAmount);
    expect(result.current.form).toEqual({ amount: '100', years: '', kind: 'double' });
  });

  it('calculate computes at once and records once', () => {
    const { result, record } = setup();
    act(() => result.current.update({ amount: '100', years: '5', kind: 'simple' }));
    act(() => result.current.calculate());
    expect(result.current.result).toEqual({ total: 500 });
    expect(result.current.stale).toBe(false);
    expect(record).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledWith({ amount: '100', years: '5', kind: 'simple' }, { total: 500 });
  });

  it('after calculate, typing marks the result stale and one settled recomputation follows, recorded once', () => {
    const { result, record } = setup();
    act(() => result.current.update({ amount: '100', years: '5', kind: 'simple' }));
    act(() => result.current.calculate());
    for (const text of ['1', '10', '100', '1000']) {
      act(() => result.current.set('amount')(text));
      act(() => vi.advanceTimersByTime(RECOMPUTE_DELAY_MS / 2));
      expect(result.current.stale).toBe(true);
      expect(result.current.result).toEqual({ total: 500 });
    }
    act(() => vi.advanceTimersByTime(RECOMPUTE_DELAY_MS));
    expect(result.current.stale).toBe(false);
    expect(result.current.result).toEqual({ total: 5000 });
    expect(record).toHaveBeenCalledTimes(2);
  });

  it('a choice recomputes without waiting, and the same inputs are not recorded twice', () => {
    const { result, record } = setup();
    act(() => result.current.update({ amount: '100', years: '5', kind: 'simple' }));
    act(() => result.current.calculate());
    act(() => result.current.pick('kind', 'double'));
    act(() => vi.advanceTimersByTime(0));
    expect(result.current.result).toEqual({ total: 1000 });
    expect(result.current.calculated?.form.kind).toBe('double');
    act(() => result.current.calculate());
    expect(record).toHaveBeenCalledTimes(2);
  });

  it('a refused calculation clears the old result and keeps the message apart', () => {
    const { result, record } = setup();
    act(() => result.current.update({ amount: '100', years: '5', kind: 'simple' }));
    act(() => result.current.calculate());
    act(() => result.current.set('years')('60'));
    act(() => vi.advanceTimersByTime(RECOMPUTE_DELAY_MS));
    expect(result.current.result).toBeNull();
    expect(result.current.error).toBe('Fifty years at most.');
    expect(result.current.refused).toBe(true);
    act(() => result.current.set('years')('5'));
    act(() => result.current.set('amount')('0'));
    act(() => vi.advanceTimersByTime(RECOMPUTE_DELAY_MS));
    expect(result.current.result).toBeNull();
    expect(result.current.error).toBeNull();
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('inputs beyond the caps are refused with a message by field, without computing', () => {
    const { result, record } = setup();
    act(() => result.current.update({ amount: '100', years: '1e15', kind: 'simple' }));
    expect(result.current.errors).toEqual({ years: 'Enter 100 years or less.' });
    act(() => result.current.calculate());
    expect(result.current.result).toBeNull();
    expect(record).not.toHaveBeenCalled();
    act(() => result.current.set('years')('50'));
    act(() => vi.advanceTimersByTime(RECOMPUTE_DELAY_MS));
    expect(result.current.errors).toEqual({});
    expect(result.current.result).toEqual({ total: 5000 });
  });

  it('a link restores and computes its inputs without a usage record, and results then follow', () => {
    const { result, record } = setup('/calculator/sip-calculator?amount=10%2C00&years=2&kind=double');
    // Grouped digits in a link are read (CALC-STATES-8): '10,00' is 1000.
    expect(result.current.form).toEqual({ amount: '1000', years: '2', kind: 'double' });
    expect(result.current.result).toEqual({ total: 4000 });
    expect(record).not.toHaveBeenCalled();
    act(() => result.current.update({ amount: '100', years: '2', kind: 'simple' }));
    act(() => vi.advanceTimersByTime(RECOMPUTE_DELAY_MS));
    expect(result.current.result).toEqual({ total: 200 });
    act(() => result.current.set('years')('3'));
    act(() => vi.advanceTimersByTime(RECOMPUTE_DELAY_MS));
    expect(result.current.result).toEqual({ total: 300 });
    expect(record).toHaveBeenCalledTimes(2);
  });

  it('a choice a link asks for that is not offered is refused with a message and no figures, until Calculate', () => {
    const { result, record } = setup('/calculator/sip-calculator?amount=100&years=2&kind=triple');
    // The drop-down shows a real choice (the default); the link's is named, not replaced silently (CALC-STATES-8).
    expect(result.current.form).toEqual({ amount: '100', years: '2', kind: 'simple' });
    expect(result.current.result).toBeNull();
    expect(result.current.refused).toBe(true);
    expect(result.current.error).toMatch(/“triple” is not one of the choices \(simple, double\)/);
    expect(result.current.live).toBe(false);
    act(() => result.current.calculate());
    expect(result.current.result).toEqual({ total: 200 });
    expect(record).toHaveBeenCalledTimes(1);
  });

  // CALC-STATES-8: what a link (or the no-script post, read the same way) may carry that the field does not take.
  it.each([
    ['text', 'amount=abc&years=5', { amount: 'Enter a number.' }],
    ['NaN', 'amount=NaN&years=5', { amount: 'Enter a number.' }],
    ['a negative amount', 'amount=-200000&years=5', { amount: 'Enter ₹0 or more.' }],
    ['beyond the cap', 'amount=100&years=101', { years: 'Enter 100 years or less.' }],
    ['Infinity', 'amount=Infinity&years=5', { amount: 'Enter ₹10,000 crore or less.' }],
  ])('a link with %s gets the field’s message and no figures', (_, query, errors) => {
    const { result } = setup(`/calculator/sip-calculator?${query}`);
    expect(result.current.errors).toEqual(errors);
    expect(result.current.result).toBeNull();
    expect(result.current.refused).toBe(true);
  });

  it('the defaults’ result shows at once, follows the inputs, and sends no usage record until the visitor acts', () => {
    const { result, record } = setup('/calculator/sip-calculator', {
      amount: '100',
      years: '5',
      kind: 'simple',
    });
    expect(result.current.result).toEqual({ total: 500 });
    expect(result.current.live).toBe(true);
    expect(result.current.restored).toBe(false);
    act(() => vi.advanceTimersByTime(RECOMPUTE_DELAY_MS * 2));
    expect(record).not.toHaveBeenCalled();
    act(() => result.current.adopt((f) => ({ ...f, years: '6' })));
    act(() => vi.advanceTimersByTime(RECOMPUTE_DELAY_MS));
    // A change the page makes itself (a rate in force) recomputes but is not a use.
    expect(result.current.result).toEqual({ total: 600 });
    expect(record).not.toHaveBeenCalled();
    act(() => result.current.set('years')('7'));
    act(() => vi.advanceTimersByTime(RECOMPUTE_DELAY_MS));
    expect(result.current.result).toEqual({ total: 700 });
    expect(record).toHaveBeenCalledTimes(1);
    act(() => result.current.reset());
    expect(result.current.result).toEqual({ total: 500 });
  });

  it('reset brings back the defaults, clears the result and stops following the inputs', () => {
    const { result } = setup();
    act(() => result.current.update({ amount: '100', years: '5', kind: 'simple' }));
    act(() => result.current.calculate());
    act(() => result.current.reset());
    expect(result.current.form).toEqual(DEFAULTS);
    expect(result.current.result).toBeNull();
    act(() => result.current.update({ amount: '100', years: '5', kind: 'simple' }));
    act(() => vi.advanceTimersByTime(RECOMPUTE_DELAY_MS * 2));
    expect(result.current.result).toBeNull();
  });
});
