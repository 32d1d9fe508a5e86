import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE } from './brand-assets';
import { NO_SOCIAL_CARDS, socialCard, truncateForCard, type SocialCardPost } from './social-cards';

const post: SocialCardPost = {
  title: 'Advance tax: the four dates',
  excerpt: 'When each instalment is due.',
  image: '/api/uploads/blog-images/featured.png',
  imageAlt: 'A calendar with four dates circled',
  metaTitle: '',
  metaDescription: '',
  ...NO_SOCIAL_CARDS,
};

describe('socialCard (decision 055)', () => {
  it('when a card has its own fields, then they are shown, each network its own', () => {
    const both = {
      ...post,
      metaTitle: 'Meta title',
      ogTitle: 'Facebook title',
      ogDescription: 'Facebook description',
      ogImage: '/api/uploads/blog-images/fb.png',
      twitterTitle: 'X title',
      twitterDescription: 'X description',
      twitterImage: '/api/uploads/blog-images/x.png',
    };
    expect(socialCard(both, 'facebook')).toEqual({
      title: 'Facebook title',
      titleFrom: 'card',
      description: 'Facebook description',
      descriptionFrom: 'card',
      image: '/api/uploads/blog-images/fb.png',
      imageFrom: 'card',
      imageAlt: post.title,
    });
    expect(socialCard(both, 'x')).toMatchObject({
      title: 'X title',
      description: 'X description',
      image: '/api/uploads/blog-images/x.png',
    });
  });

  it('when a card field is empty, then the meta field comes next, not the other network', () => {
    const meta = {
      ...post,
      metaTitle: 'Meta title',
      metaDescription: 'Meta description',
      ogTitle: 'Only FB',
    };
    expect(socialCard(meta, 'x')).toMatchObject({
      title: 'Meta title',
      titleFrom: 'meta',
      description: 'Meta description',
      descriptionFrom: 'meta',
    });
  });

  it('when neither the card nor the meta fields are set (or only spaces), then the title, excerpt and featured image', () => {
    expect(socialCard({ ...post, ogTitle: '   ', metaTitle: ' ' }, 'facebook')).toEqual({
      title: post.title,
      titleFrom: 'title',
      description: post.excerpt,
      descriptionFrom: 'excerpt',
      image: post.image,
      imageFrom: 'featured',
      imageAlt: post.imageAlt,
    });
  });

  it('when there is no image a network can fetch, then the site share image with its alt text', () => {
    for (const image of ['', 'data:image/png;base64,iVBORw0KGgo=']) {
      expect(socialCard({ ...post, image }, 'x')).toMatchObject({
        image: DEFAULT_SHARE_IMAGE.path,
        imageFrom: 'site',
        imageAlt: DEFAULT_SHARE_IMAGE.alt,
      });
    }
  });

  it('when the featured image has no alt text, then the post title stands in', () => {
    expect(socialCard({ ...post, imageAlt: '' }, 'facebook').imageAlt).toBe(post.title);
  });
});

describe('truncateForCard', () => {
  it('when text fits, then it is kept; when longer, then it is cut with an ellipsis at a word near the end', () => {
    expect(truncateForCard('Short title', 70)).toBe('Short title');
    const long = 'Advance tax instalments for salaried people with capital gains and rent income in 2026';
    const cut = truncateForCard(long, 70);
    expect(cut.length).toBeLessThanOrEqual(70);
    expect(cut).toBe('Advance tax instalments for salaried people with capital gains and…');
    expect(truncateForCard('x'.repeat(100), 70)).toBe(`${'x'.repeat(69)}…`);
  });
});
