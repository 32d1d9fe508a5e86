import { describe, expect, it } from 'vitest';
import type { Video } from '@36x/common';
import {
  filterVideos,
  formatVideoDate,
  formatViews,
  matchesVideoSearch,
  parseVideoSort,
  sortVideos,
  viewsNumber,
} from './video-filters';

const video = (over: Partial<Video>): Video => ({
  id: 'x',
  title: 'Title',
  description: 'A description of twenty characters or more.',
  youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
  thumbnail: '',
  duration: '10:00',
  views: '0',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

describe('video search and sort', () => {
  it('when sorting by Most Viewed, then views compare as numbers, not as strings', () => {
    const vs = [
      video({ id: 'nine', views: '9' }),
      video({ id: 'thousand', views: '1000' }),
      video({ id: 'ninety', views: '90' }),
      video({ id: 'none', views: '' }),
    ];
    expect(sortVideos(vs, 'views').map((v) => v.id)).toEqual(['thousand', 'ninety', 'nine', 'none']);
  });

  it('when sorting by date or title, then newest, oldest and alphabetical orders hold', () => {
    const vs = [
      video({ id: 'b', title: 'bonds', createdAt: '2025-02-01T00:00:00.000Z' }),
      video({ id: 'a', title: 'Annuities', createdAt: '2025-03-01T00:00:00.000Z' }),
      video({ id: 'c', title: 'Credit', createdAt: '2025-01-01T00:00:00.000Z' }),
    ];
    expect(sortVideos(vs, 'newest').map((v) => v.id)).toEqual(['a', 'b', 'c']);
    expect(sortVideos(vs, 'oldest').map((v) => v.id)).toEqual(['c', 'b', 'a']);
    expect(sortVideos(vs, 'alphabetical').map((v) => v.id)).toEqual(['a', 'b', 'c']);
  });

  it('when searching, then title and description match case-insensitively and the URL does not', () => {
    const v = video({ title: 'SIP myths', description: 'Why rupee cost averaging is not magic.' });
    expect(matchesVideoSearch(v, 'sip')).toBe(true);
    expect(matchesVideoSearch(v, 'RUPEE COST')).toBe(true);
    expect(matchesVideoSearch(v, 'youtu')).toBe(false);
    expect(filterVideos([v], 'nothing', 'newest')).toEqual([]);
  });

  it('when showing views and dates, then Indian grouping and en-IN dates are used', () => {
    expect(viewsNumber('1,23,456')).toBe(123456);
    expect(formatViews('1234567')).toBe('12,34,567 views');
    expect(formatViews('1')).toBe('1 view');
    expect(formatViews('abc')).toBe('0 views');
    expect(formatVideoDate('2025-03-31T20:00:00.000Z')).toBe('1 Apr 2025');
    expect(parseVideoSort('views')).toBe('views');
    expect(parseVideoSort('bogus')).toBe('newest');
  });
});
