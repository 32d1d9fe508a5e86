import { ACCEPT_INVITE_PATH, CALCULATOR_TYPES } from '@36x/common';

/** Every route of the site in one place (SITE-ROUTES-1). */
export const paths = {
  home: '/',
  whyChoose: '/why-36x',
  whyChooseAlias: '/resources/why-36x',
  insights: '/insights',
  resources: '/resources',
  taxPlanningAnchor: '/resources#tax-planning',
  tools: '/tools',
  calculator: '/calculator',
  calculatorAlias: '/resources/calculator',
  /** The calculator finder's search without the app (decision 052): a GET form the `api` function answers. */
  calculatorFind: '/calculator/find',
  /** Each calculator and tool has its own page (prerendered). */
  calculatorTool: (id: string) => `/calculator/${encodeURIComponent(id)}`,
  /**
   * A calculator's results, rendered by the `api` function (CALC-PAGE-8): the form's no-script post goes here, and
   * shared links (the inputs in the query) open here.
   */
  calculatorResults: (id: string) => `/calculator/${encodeURIComponent(id)}/results`,
  services: '/services',
  mainServicesAnchor: '/services#main-services',
  about: '/about',
  contact: '/contact',
  /** Terms of use and the privacy notice, linked from the footer (the privacy notice also from the contact form). */
  terms: '/terms',
  privacy: '/privacy',
  enquiry: '/enquiry',
  blogs: '/blogs',
  /** A post's address: its slug (ADMIN-PUBLISH-6). */
  blog: (slug: string) => `/blogs/${encodeURIComponent(slug)}`,
  /** ADMIN-PUBLISH-7 / SITE-BLOGS-8: a tag's posts and an author's page (rendered by the function). */
  blogTag: (tag: string) => `/blogs/tag/${encodeURIComponent(tag)}`,
  blogAuthor: (slug: string) => `/blogs/author/${encodeURIComponent(slug)}`,
  videos: '/videos',
  /** A video's own page: its player, text and share links (works without the app's scripts). */
  video: (id: string) => `/videos/${encodeURIComponent(id)}`,
  login: '/login',
  adminDashboard: '/admin-dashboard',
  /** An invitation's link opens this (decision 057); the token is in the fragment. */
  acceptInvite: ACCEPT_INVITE_PATH,
  /** Where the contact form posts when the app has not started (or JavaScript is off): a route action. */
  contactSend: '/contact/send',
  /** The newsletter's pages, rendered by the function (SITE-NEWS): the no-script subscribe post, and the pages an
   * email's links open to confirm or leave (a button each, so a link scanner opening them changes nothing). */
  newsletterSubscribe: '/newsletter/subscribe',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  sitemap: '/sitemap.xml',
  rss: '/rss.xml',
} as const;

/** Each calculator's page, then the services, about, contact, terms, enquiry and privacy pages: in both lists below. */
const TOOL_AND_SITE_PAGES: readonly string[] = [
  ...CALCULATOR_TYPES.map(paths.calculatorTool),
  paths.services,
  paths.about,
  paths.contact,
  paths.terms,
  paths.enquiry,
  paths.privacy,
];

/**
 * The pages written as static HTML at build (react-router.config.ts). The blog list, posts and video library are
 * rendered with their data by the `api` function instead; login and the back office are prerendered as their
 * loading shell and rendered in the browser.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home,
  paths.whyChoose,
  paths.whyChooseAlias,
  paths.insights,
  paths.resources,
  paths.tools,
  paths.calculator,
  paths.calculatorAlias,
  ...TOOL_AND_SITE_PAGES,
  paths.login,
  paths.adminDashboard,
  paths.acceptInvite,
];

/** What the sitemap lists: each public page once (aliases left out), posts are added by the sitemap route. */
export const SITEMAP_PATHS: readonly string[] = [
  paths.home,
  paths.whyChoose,
  paths.resources,
  paths.tools,
  paths.calculator,
  ...TOOL_AND_SITE_PAGES,
  paths.blogs,
  paths.videos,
];
