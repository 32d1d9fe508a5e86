import { describe, expect, it } from 'vitest';
import { IST_OFFSET_MS, MONTH_ABBREVIATIONS, istDayStartIso, istDayStartMs } from './india-time';

describe('india-time', () => {
  it('when a day is given, then it starts at India midnight, 18:30 UTC the day before (UTC+5:30, no DST)', () => {
    // Independent reference: the same instant written with its offset, parsed by the platform.
    expect(istDayStartMs('2026-03-31')).toBe(Date.parse('2026-03-31T00:00:00+05:30'));
    expect(istDayStartIso('2026-01-01')).toBe('2025-12-31T18:30:00.000Z');
    expect(istDayStartIso('2026-07-15')).toBe('2026-07-14T18:30:00.000Z'); // mid-year: no daylight saving
    expect(IST_OFFSET_MS).toBe(19_800_000);
  });

  it('when the text is not a day, then the start is NaN and the ISO form throws', () => {
    expect(istDayStartMs('not a day')).toBeNaN();
    expect(() => istDayStartIso('')).toThrow(RangeError);
  });

  it('when months are abbreviated, then each is its first three letters', () => {
    expect(MONTH_ABBREVIATIONS).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });
});
