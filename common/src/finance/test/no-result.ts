import { expect, it } from 'vitest';

/**
 * A calculator's "no result" cases (CALC-STATES: inputs that give no figures): one test per case, a name and the
 * inputs it changes from `base`, in which `calculate` answers null.
 */
export function itGivesNoResult<I extends object>(
  title: string,
  calculate: (input: I) => unknown,
  base: NoInfer<I>,
  cases: [string, Partial<NoInfer<I>>][],
) {
  it.each(cases)(title, (_name, change) => {
    expect(calculate({ ...base, ...change })).toBeNull();
  });
}
