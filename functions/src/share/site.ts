import { SITE_NAME } from '@36x/common';

/**
 * What the share pages and the sitemap need to know about the site. The practice's name and author line mirror
 * web/src/content/practice.ts (share-html.test.ts checks they agree); the public routes mirror web/src/lib/paths.ts
 * (aliases such as /insights and /resources/why-36x are left out: a sitemap lists each page once).
 */
export const SITE = {
  name: SITE_NAME,
  author: {
    name: 'CA Aarav Malhotra',
    jobTitle: 'Chartered Accountant, CFA Charterholder & Company Secretary',
  },
  logoPath: '/logo.svg',
  blogsTitle: 'Insights & Articles on Tax, Investing and Compliance',
  blogsDescription:
    'Plain-language articles from a CA, CFA and CS practice on income tax, GST, investing, retirement and business compliance in India.',
  // The same title and description as the page's own <Seo> (web/src/features/videos/VideoLibraryPage.tsx).
  videosTitle: 'Expert Videos on Tax, Insurance and Investing',
  videosDescription:
    'Short, practical videos from a CA, CFA and CS practice: income tax, insurance riders, SIPs, bonds and retirement planning for Indian investors.',
} as const;

export const PUBLIC_ROUTES = [
  '/',
  '/why-36x',
  '/resources',
  '/tools',
  '/calculator',
  '/services',
  '/about',
  '/contact',
  '/enquiry',
  '/blogs',
  '/videos',
] as const;
