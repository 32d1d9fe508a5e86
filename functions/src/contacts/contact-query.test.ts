import { describe, expect, it } from 'vitest';
import { istWeekStart } from './contact-query';

describe('istWeekStart', () => {
  // Weeks run Monday to Sunday in India time (UTC+05:30); 2026-11-23 is a Monday (checked against a calendar).
  it.each([
    ['Monday 00:00 IST is that Monday', '2026-11-22T18:30:00.000Z', '2026-11-23'],
    ['Sunday 23:59 IST is the Monday before', '2026-11-22T18:29:59.999Z', '2026-11-16'],
    ['a Wednesday afternoon', '2026-11-25T10:00:00.000Z', '2026-11-23'],
    ['across a year end (Thursday 1 Jan 2026)', '2026-01-01T06:00:00.000Z', '2025-12-29'],
  ])('%s', (_label, iso, monday) => {
    expect(istWeekStart(Date.parse(iso))).toBe(monday);
  });
});
