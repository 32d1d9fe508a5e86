import { describe, expect, it } from 'vitest';
import { imageVariantName, responsiveSources } from './image-variants';

describe('responsiveSources (ADMIN-PUBLISH)', () => {
  it('when the URL is a local upload, then both sets name the 480 px card and the large size by their real widths', () => {
    const s = responsiveSources('/api/uploads/blog-images/AbC123def456ghi789jk_1200.jpg')!;
    expect(s.width).toBe(1200);
    expect(s.fallback).toEqual({
      type: 'image/jpeg',
      srcSet:
        '/api/uploads/blog-images/AbC123def456ghi789jk_1200_card.jpg 480w, /api/uploads/blog-images/AbC123def456ghi789jk_1200.jpg 1200w',
    });
    expect(s.webp.srcSet).toBe(
      '/api/uploads/blog-images/AbC123def456ghi789jk_1200_card.webp 480w, /api/uploads/blog-images/AbC123def456ghi789jk_1200.webp 1200w',
    );
  });

  it('when the URL is a Cloud Storage download URL, then the encoded path is rewritten and the query kept', () => {
    const url =
      'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/blog-images%2Fabcdef123456_1600.png?alt=media';
    expect(responsiveSources(url)!.webp.srcSet).toBe(
      'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/blog-images%2Fabcdef123456_1600_card.webp?alt=media 480w, ' +
        'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/blog-images%2Fabcdef123456_1600.webp?alt=media 1600w',
    );
  });

  it('when the image is narrower than the card, then only one size is offered', () => {
    expect(responsiveSources('/api/uploads/blog-images/abcdef123456_300.gif')!.fallback.srcSet).toBe(
      '/api/uploads/blog-images/abcdef123456_300.gif 300w',
    );
  });

  it.each([
    '/images/blog/sip-step-up-habit.jpg',
    '/api/uploads/blog-images/AbC123def456ghi789jk.png',
    'https://example.com/blog-images/abcdef123456_99999.jpg',
    'https://example.com/photo_800.jpg',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('when the image is %s (not a processed upload), then it has no variants', (url) => {
    expect(responsiveSources(url)).toBeNull();
  });

  it('names the variants as the API stores them', () => {
    expect(imageVariantName('id1', 800, 'card', 'webp')).toBe('id1_800_card.webp');
    expect(imageVariantName('id1', 800, 'large', 'png')).toBe('id1_800.png');
  });
});
