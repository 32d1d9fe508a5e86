import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE } from '@36x/common';
import { SITE_ORIGIN } from '../components/seo/page-meta';
import { PRERENDERED_PATHS, SITEMAP_PATHS } from '../lib/paths';
import { CALCULATOR_PAGE_TEXT } from '../features/calculators/explanations/page-text';
import { makeBlog, makeVideo } from '../test-utils';
import { meta as blogMeta } from './blog';
import { meta as calculatorsMeta } from './calculator';
import { calculatorMeta } from './calculators/calculator-route';
import { meta as homeMeta } from './home';
import { meta as privacyMeta } from './privacy';
import { meta as termsMeta } from './terms';
import { meta as videosMeta } from './videos';

// The head tags and JSON-LD of a page come from its route's `meta` export (page-meta.ts), not from the screens.

type Tag = Record<string, unknown>;
const tags = (list: MetaDescriptor[]) => list as Tag[];
const title = (list: MetaDescriptor[]) => tags(list).find((t) => 'title' in t)?.title;
const named = (list: MetaDescriptor[], name: string) => tags(list).find((t) => t.name === name)?.content;
const property = (list: MetaDescriptor[], prop: string) =>
  tags(list).find((t) => t.property === prop)?.content;
const canonical = (list: MetaDescriptor[]) =>
  tags(list).find((t) => t.tagName === 'link' && t.rel === 'canonical')?.href;
const jsonLd = (list: MetaDescriptor[]) =>
  tags(list)
    .filter((t) => 'script:ld+json' in t)
    .map((t) => t['script:ld+json'] as Tag);
const url = (path: string) => new URL(path, `${SITE_ORIGIN}/`).toString();

describe('route meta', () => {
  it('when the privacy notice renders, then it has its own title and canonical /privacy, and is prerendered and in the sitemap', () => {
    const head = privacyMeta();
    expect(title(head)).toBe('Privacy Notice | 36x Advisory');
    expect(canonical(head)).toBe(url('/privacy'));
    expect(named(head, 'robots')).toBeUndefined();
    expect(PRERENDERED_PATHS).toContain('/privacy');
    expect(SITEMAP_PATHS).toContain('/privacy');
  });

  it('when the terms of use are built, then the page is prerendered, in the sitemap, titled and canonical', () => {
    const head = termsMeta();
    expect(title(head)).toBe('Terms of Use | 36x Advisory');
    expect(canonical(head)).toBe(url('/terms'));
    expect(PRERENDERED_PATHS).toContain('/terms');
    expect(SITEMAP_PATHS).toContain('/terms');
  });

  it('when the home page renders, then it has its title (named once), canonical / and the practice JSON-LD', () => {
    const head = homeMeta();
    expect(title(head)).toBe('36x Advisory | CA, CFA & CS financial advisory in India');
    expect(named(head, 'description')).toMatch(/^Tax planning, insurance clarity/);
    expect(canonical(head)).toBe(url('/'));
    expect(property(head, 'og:url')).toBe(url('/'));
    expect(property(head, 'og:type')).toBe('website');
    expect(property(head, 'og:image')).toBe(url(DEFAULT_SHARE_IMAGE.path));
    expect(property(head, 'og:image:width')).toBe(String(DEFAULT_SHARE_IMAGE.width));
    expect(named(head, 'robots')).toBeUndefined();
    const ld = jsonLd(head);
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({ '@type': 'AccountingService', url: url('/') });
  });

  it('when the video library has videos, then one VideoObject per playable video goes in the head', () => {
    const videos = [
      makeVideo({ youtubeUrl: 'https://youtu.be/aaaaaaaaaaa', duration: '10:00', views: '1,234' }),
      makeVideo({ youtubeUrl: 'https://www.youtube.com/watch?v=bbbbbbbbbbb' }),
      makeVideo({ youtubeUrl: 'https://youtu.be/ccccccccccc' }),
      makeVideo({ youtubeUrl: 'https://example.com/not-youtube' }),
    ];
    const head = videosMeta({ loaderData: { videos } });
    expect(title(head)).toBe('Expert Videos on Tax, Insurance and Investing | 36x Advisory');
    expect(property(head, 'og:title')).toBe('Expert Videos on Tax, Insurance and Investing | 36x Advisory');
    expect(named(head, 'description')).toMatch(/^Short, practical videos/);
    expect(canonical(head)).toBe(url('/videos'));
    const ld = jsonLd(head);
    expect(ld).toHaveLength(3);
    expect(ld[0]).toMatchObject({
      '@type': 'VideoObject',
      name: videos[0]!.title,
      duration: 'PT10M',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aaaaaaaaaaa',
      interactionStatistic: { userInteractionCount: 1234 },
    });
  });

  it('when the video library is reached in the app (no server data), then the head has no JSON-LD', () => {
    const head = videosMeta({ loaderData: undefined });
    expect(canonical(head)).toBe(url('/videos'));
    expect(jsonLd(head)).toEqual([]);
  });

  it('when a post exists, then the head names it as an article with its image, dates and BlogPosting', () => {
    const blog = makeBlog({
      id: 'regime',
      title: 'Old or new regime?',
      category: 'Tax Planning',
      excerpt: 'A five-minute way to choose.',
      image: 'https://cdn.example.in/regime.jpg',
      createdAt: '2025-03-31T20:00:00.000Z',
      updatedAt: '2025-04-02T10:00:00.000Z',
    });
    const head = blogMeta({ loaderData: { blog }, params: { id: 'regime' } });
    expect(title(head)).toBe('Old or new regime? | 36x Advisory');
    expect(named(head, 'description')).toBe('A five-minute way to choose.');
    expect(canonical(head)).toBe(url('/blogs/regime'));
    expect(property(head, 'og:type')).toBe('article');
    expect(property(head, 'og:image')).toBe('https://cdn.example.in/regime.jpg');
    expect(named(head, 'twitter:image')).toBe('https://cdn.example.in/regime.jpg');
    expect(property(head, 'article:published_time')).toBe('2025-03-31T20:00:00.000Z');
    expect(property(head, 'article:modified_time')).toBe('2025-04-02T10:00:00.000Z');
    expect(property(head, 'article:section')).toBe('Tax Planning');
    expect(named(head, 'robots')).toBeUndefined();
    const ld = jsonLd(head);
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Old or new regime?',
      url: url('/blogs/regime'),
      image: ['https://cdn.example.in/regime.jpg'],
    });
  });

  it("decision 055: when a post has its own social cards, then og: and twitter: tags carry each network's own, as written", () => {
    const blog = makeBlog({
      slug: 'regime',
      title: 'Old or new regime?',
      metaTitle: 'Choosing a tax regime',
      image: '/api/uploads/blog-images/featured.png',
      imageAlt: 'Two roads',
      ogTitle: 'Which regime saves you more?',
      ogImage: '/api/uploads/blog-images/fb.png',
      twitterTitle: 'Old vs new regime, in a minute',
      twitterDescription: 'One table to decide.',
    });
    const head = blogMeta({ loaderData: { blog }, params: { id: 'regime' } });
    expect(title(head)).toBe('Choosing a tax regime | 36x Advisory');
    expect(property(head, 'og:title')).toBe('Which regime saves you more?');
    expect(property(head, 'og:image')).toBe(url('/api/uploads/blog-images/fb.png'));
    expect(property(head, 'og:image:alt')).toBe('Old or new regime?');
    expect(property(head, 'og:image:width')).toBeUndefined();
    // Facebook has no description of its own: the excerpt (no meta description either).
    expect(property(head, 'og:description')).toBe(blog.excerpt);
    expect(named(head, 'twitter:card')).toBe('summary_large_image');
    expect(named(head, 'twitter:title')).toBe('Old vs new regime, in a minute');
    expect(named(head, 'twitter:description')).toBe('One table to decide.');
    // X has no image of its own: the featured image with its alt text.
    expect(named(head, 'twitter:image')).toBe(url('/api/uploads/blog-images/featured.png'));
    expect(named(head, 'twitter:image:alt')).toBe('Two roads');
  });

  it('decision 055: when a post has no cards, then the meta fields, then the post, then the site share image', () => {
    const plain = makeBlog({ slug: 'plain', title: 'Plain post', metaDescription: 'For search results.' });
    const head = blogMeta({ loaderData: { blog: plain }, params: { id: 'plain' } });
    for (const [tag, value] of [
      [property(head, 'og:title'), 'Plain post | 36x Advisory'],
      [named(head, 'twitter:title'), 'Plain post | 36x Advisory'],
      [property(head, 'og:description'), 'For search results.'],
      [named(head, 'twitter:description'), 'For search results.'],
      [property(head, 'og:image'), url(DEFAULT_SHARE_IMAGE.path)],
      [named(head, 'twitter:image'), url(DEFAULT_SHARE_IMAGE.path)],
      [property(head, 'og:image:alt'), DEFAULT_SHARE_IMAGE.alt],
      [property(head, 'og:image:width'), String(DEFAULT_SHARE_IMAGE.width)],
    ])
      expect(tag).toBe(value);
  });

  it('when a post does not exist, then the head says "Blog Not Found" with noindex and no JSON-LD', () => {
    const head = blogMeta({ loaderData: { blog: null }, params: { id: 'missing' } });
    expect(title(head)).toBe('Blog Not Found | 36x Advisory');
    expect(named(head, 'robots')).toBe('noindex, follow');
    expect(canonical(head)).toBe(url('/blogs/missing'));
    expect(jsonLd(head)).toEqual([]);
  });

  it('when a post could not be read in the app, then the head is generic and still indexable', () => {
    const head = blogMeta({ loaderData: { blog: undefined }, params: { id: 'regime' } });
    expect(title(head)).toBe('Insights & Articles | 36x Advisory');
    expect(named(head, 'robots')).toBeUndefined();
    expect(canonical(head)).toBe(url('/blogs/regime'));
  });

  it('when a calculator has its own page, then the head names that calculator with its own canonical', () => {
    const head = calculatorMeta('sip-calculator')({ location: { pathname: '/calculator/sip-calculator' } });
    const { title: sipTitle, description } = CALCULATOR_PAGE_TEXT['sip-calculator'];
    expect(title(head)).toBe(`${sipTitle} | 36x Advisory`);
    expect(named(head, 'description')).toBe(description);
    expect(canonical(head)).toBe(url('/calculator/sip-calculator'));
    expect(named(head, 'robots')).toBeUndefined();
  });

  it('when a calculator shows the results of a link or a posted form (CALC-PAGE-8), then the page is not indexed and its canonical is the calculator', () => {
    const head = calculatorMeta('sip-calculator')({
      location: { pathname: '/calculator/sip-calculator/results' },
    });
    expect(named(head, 'robots')).toBe('noindex, follow');
    expect(canonical(head)).toBe(url('/calculator/sip-calculator'));
  });

  it('when /calculator is opened, then the head describes all calculators with canonical /calculator', () => {
    const head = calculatorsMeta();
    expect(title(head)).toBe('Financial Calculators and Tools | 36x Advisory');
    expect(named(head, 'description')).toMatch(/^19 free financial calculators for India/);
    expect(canonical(head)).toBe(url('/calculator'));
    expect(named(head, 'robots')).toBeUndefined();
  });
});
