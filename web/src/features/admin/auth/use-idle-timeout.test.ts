import { describe, expect, it } from 'vitest';
import { isIdleFor } from './use-idle-timeout';

describe('isIdleFor', () => {
  const t0 = Date.parse('2026-11-25T10:00:00Z');
  it.each([
    [null, t0 + 60 * 60_000, 30, false], // no activity recorded yet: nothing to time out
    [t0, t0 + 30 * 60_000, 30, false], // exactly 30 minutes: still in
    [t0, t0 + 30 * 60_000 + 1, 30, true],
    [t0, t0 + 10 * 60_000, 5, true],
  ])(
    'when the last activity was %s and it is %s with a %i-minute limit, then idle is %s',
    (last, now, minutes, idle) => {
      expect(isIdleFor(last, now, minutes)).toBe(idle);
    },
  );
});
