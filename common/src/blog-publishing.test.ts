import { describe, expect, it } from 'vitest';
import {
  formatIstDateTime,
  fromIstInputValue,
  isPublicBlog,
  isScheduledBlog,
  readingMinutes,
  storedPublishAtMs,
  toIstInputValue,
} from './blog-publishing';

// India time is UTC+5:30 all year (no daylight saving). Expected values worked out by hand and checked against
// Intl.DateTimeFormat with timeZone 'Asia/Kolkata' (the IANA zone data), an independent computation, below.
const CASES: Array<{ ist: string; utc: string; shown: string }> = [
  { ist: '2026-11-27T09:30', utc: '2026-11-27T04:00:00.000Z', shown: '27 Nov 2026, 9:30 am IST' },
  { ist: '2026-11-27T00:00', utc: '2026-11-26T18:30:00.000Z', shown: '27 Nov 2026, 12:00 am IST' },
  { ist: '2026-04-01T05:29', utc: '2026-03-31T23:59:00.000Z', shown: '1 Apr 2026, 5:29 am IST' },
  { ist: '2028-02-29T12:00', utc: '2028-02-29T06:30:00.000Z', shown: '29 Feb 2028, 12:00 pm IST' },
  { ist: '2026-12-31T23:45', utc: '2026-12-31T18:15:00.000Z', shown: '31 Dec 2026, 11:45 pm IST' },
];

describe('India time for the publish time', () => {
  it.each(CASES)('$ist IST is $utc', ({ ist, utc, shown }) => {
    expect(fromIstInputValue(ist)).toBe(utc);
    expect(toIstInputValue(utc)).toBe(ist);
    expect(formatIstDateTime(utc)).toBe(shown);
  });

  it.each(CASES)('agrees with the IANA zone data for $utc', ({ ist, utc }) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Kolkata',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(utc))
        .map((p) => [p.type, p.value]),
    );
    expect(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`).toBe(ist);
  });

  it.each(['', '2026-02-30T10:00', '2026-13-01T10:00', '2026-11-27T24:00', '27/11/2026 09:30', 'soon'])(
    'refuses %j',
    (value) => expect(fromIstInputValue(value)).toBeNull(),
  );

  it('shows nothing for a value that is not a date', () => {
    expect(toIstInputValue('nope')).toBe('');
    expect(formatIstDateTime('nope')).toBe('');
  });
});

describe('when a post is public', () => {
  const now = Date.parse('2026-11-26T09:00:00.000Z');
  it.each([
    { status: 'published', publishAt: '2026-11-26T08:59:59.999Z', pub: true, scheduled: false },
    { status: 'published', publishAt: '2026-11-26T09:00:00.000Z', pub: true, scheduled: false },
    { status: 'published', publishAt: '2026-11-26T09:00:00.001Z', pub: false, scheduled: true },
    { status: 'draft', publishAt: '2026-01-01T00:00:00.000Z', pub: false, scheduled: false },
    { status: 'draft', publishAt: '2027-01-01T00:00:00.000Z', pub: false, scheduled: false },
  ] as const)(
    '$status at $publishAt: public $pub, scheduled $scheduled',
    ({ status, publishAt, pub, scheduled }) => {
      expect(isPublicBlog({ status, publishAt }, now)).toBe(pub);
      expect(isScheduledBlog({ status, publishAt }, now)).toBe(scheduled);
    },
  );

  it('reads the stored time: epoch ms, else an ISO string, else createdAt (posts from before scheduling)', () => {
    expect(storedPublishAtMs({ publishAt: 1_700_000_000_000 })).toBe(1_700_000_000_000);
    expect(storedPublishAtMs({ publishAt: '2026-01-01T00:00:00.000Z' })).toBe(Date.UTC(2026, 0, 1));
    expect(storedPublishAtMs({ createdAt: '2025-06-01T10:00:00.000Z' })).toBe(Date.UTC(2025, 5, 1, 10));
    expect(storedPublishAtMs({})).toBe(0);
  });
});

describe('reading time at 200 words a minute', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
    [1001, 6],
  ])('%i words take %i min', (n, minutes) => expect(readingMinutes(words(n))).toBe(minutes));

  it('counts words, not markup or punctuation', () => {
    expect(readingMinutes('## Heading\n\n- one, two — three. ₹1,50,000 under 80C!')).toBe(1);
    const text = `${'Tax saving under Section 80C, explained. '.repeat(50)}`; // 300 words
    expect(readingMinutes(text)).toBe(2);
  });
});
