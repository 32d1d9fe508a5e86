import { describe, expect, it } from 'vitest';
import type { Video } from '@36x/common';
import {
  articleJsonLd,
  isoDuration,
  openingHoursSpecification,
  practiceJsonLd,
  shareableImage,
  videoJsonLd,
  viewCount,
} from './structured-data';
import { makeBlog } from '../../test-utils';

const origin = 'https://example.in';
const blog = makeBlog({
  id: 'b1',
  title: 'Old or new regime?',
  content: 'x'.repeat(60),
  category: 'Tax Planning',
  excerpt: 'How to choose.',
  image: 'https://cdn.example.in/a.jpg',
  imageAlt: 'A ledger',
  slug: 'a-post',
  publishAt: '2025-04-01T05:00:00.000Z',
  createdAt: '2025-04-01T05:00:00.000Z',
  updatedAt: '2025-04-03T05:00:00.000Z',
});
const video: Video = {
  id: 'v1',
  title: 'SIP basics',
  description: 'What a SIP is and is not.',
  youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
  thumbnail: '',
  duration: '12:34',
  views: '12,345',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('structured data', () => {
  it('when the practice is described, then it is an AccountingService in Haryana with weekday and Saturday hours only', () => {
    const ld = practiceJsonLd(origin);
    expect(ld['@type']).toBe('AccountingService');
    expect(ld.address).toMatchObject({ addressRegion: 'Haryana', addressCountry: 'IN' });
    expect(ld.url).toBe('https://example.in/');
    expect(openingHoursSpecification()).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' },
    ]);
  });

  it('when a post is described, then headline, dates, image, canonical URL and author are set', () => {
    const ld = articleJsonLd(origin, blog);
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Old or new regime?',
      description: 'How to choose.',
      datePublished: blog.createdAt,
      dateModified: blog.updatedAt,
      image: ['https://cdn.example.in/a.jpg'],
      url: 'https://example.in/blogs/a-post',
      articleSection: 'Tax Planning',
    });
    expect((ld.author as { '@type': string })['@type']).toBe('Person');
  });

  it('when a post has a data: image or a long title, then the image is left out and the headline is cut to 110', () => {
    const ld = articleJsonLd(origin, {
      ...blog,
      image: 'data:image/png;base64,AAAA',
      title: 'a'.repeat(150),
    });
    expect(ld.image).toBeUndefined();
    expect((ld.headline as string).length).toBe(110);
    expect(shareableImage(origin, 'javascript:alert(1)')).toBeUndefined();
    expect(shareableImage(origin, '/api/uploads/x.png')).toBe('https://example.in/api/uploads/x.png');
  });

  it('when a video is described, then duration is ISO 8601 and views are a number', () => {
    const ld = videoJsonLd(video)!;
    expect(ld).toMatchObject({
      '@type': 'VideoObject',
      name: 'SIP basics',
      duration: 'PT12M34S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      uploadDate: video.createdAt,
    });
    expect((ld.interactionStatistic as { userInteractionCount: number }).userInteractionCount).toBe(12345);
    expect(videoJsonLd({ ...video, youtubeUrl: 'https://vimeo.com/1' })).toBeNull();
  });

  it.each([
    ['12:34', 'PT12M34S'],
    ['1:02:03', 'PT1H2M3S'],
    ['0:45', 'PT45S'],
    ['10:00', 'PT10M'],
    ['', undefined],
    ['about 5 min', undefined],
  ])('when the duration is %j, then ISO is %j', (input, expected) => {
    expect(isoDuration(input)).toBe(expected);
  });

  it.each([
    ['1500', 1500],
    ['1,23,456', 123456],
    ['', 0],
    ['many', 0],
    ['-4', 0],
  ])('when views are %j, then the count is %d', (input, expected) => {
    expect(viewCount(input)).toBe(expected);
  });
});
