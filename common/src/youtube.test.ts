import { describe, expect, it } from 'vitest';
import { isYoutubeUrl, youtubeThumbnail, youtubeVideoId } from './youtube';

// Link forms from YouTube's own share dialogs (watch page, youtu.be short link, embed and Shorts).
describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('when given %s, then the id is %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=short',
    'https://youtu.be/',
    'https://vimeo.com/123456789',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'not a url',
    '',
  ])('when given %j, then there is no id', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });
});

describe('isYoutubeUrl', () => {
  it('when the host is YouTube, then it is accepted', () => {
    expect(isYoutubeUrl('https://youtu.be/x')).toBe(true);
    expect(isYoutubeUrl('https://www.youtube.com/watch?v=x')).toBe(true);
  });
  it('when the host only looks like YouTube, then it is refused', () => {
    expect(isYoutubeUrl('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBe(false);
  });
});

it('when a thumbnail is derived, then it is the maximum-resolution image of that id', () => {
  expect(youtubeThumbnail('dQw4w9WgXcQ')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg');
});
