/** Business constants from the specification (SITE-PRACTICE). One place for each. */

export const BLOG_CATEGORIES = [
  'Tax Planning',
  'Business Strategy',
  'Investment Tips',
  'Financial Planning',
  'Compliance',
  'Entrepreneurship',
  'Retirement Planning',
  'Estate Planning',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_STATUSES = ['published', 'draft'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const LIMITS = {
  blogTitleMax: 200,
  blogExcerptMax: 300,
  blogContentMin: 50,
  imageMaxBytes: 5 * 1024 * 1024,
  /** ADMIN-PUBLISH: alt text of an image, and how many earlier versions of a post are kept. */
  imageAltMax: 200,
  blogRevisionsKept: 50,
  /** ADMIN-PUBLISH-7: hard limits; the editor's counters advise what search results show (about 60 and 155). */
  metaTitleMax: 100,
  metaTitleAdvised: 60,
  metaDescriptionMax: 300,
  metaDescriptionAdvised: 155,
  /** A post's own Facebook (og:) and X (twitter:) title and description (decision 055): Ghost's limits. */
  socialTitleMax: 300,
  socialDescriptionMax: 500,
  tagsPerPost: 10,
  tagMax: 40,
  tagDescriptionMax: 500,
  authorBioMax: 600,
  /** ADMIN-PUBLISH-9: days a deleted post, video or enquiry form stays restorable. */
  trashDays: 30,
  videoTitleMax: 200,
  videoDescriptionMin: 20,
  enquiryTitleMax: 100,
  enquiryDescriptionMax: 500,
  usernameMax: 50,
  /** OWASP ASVS L2 (V2.1.1): new staff passwords; sign-in accepts what was set before. */
  passwordMin: 12,
  passwordMax: 200,
  contactMessageMin: 10,
  /** Leads desk (CONTACT-LEADS): an internal note, an erasure reason, a search, a page of the staff list. */
  contactNoteMax: 2000,
  contactSearchMax: 100,
  contactsPageDefault: 25,
  contactsPageMax: 100,
  /** CONTACT-LEADS-6: enquiries one bulk action may change (one all-or-nothing write, under Firestore's 500). */
  contactsBulkMax: 400,
  /** ADMIN-PUBLISH: posts one bulk action may change (each write with its kept version, under Firestore's 500). */
  blogsBulkMax: 100,
  hubBlogs: 6,
  hubVideos: 6,
  relatedBlogs: 3,
  skeletonCards: 6,
  recentActivities: 20,
  calculatorUsageBodyBytes: 16 * 1024,
} as const;

export const CONTACT_SUBJECTS = [
  { value: 'consultation', label: 'Financial Consultation' },
  { value: 'tax-planning', label: 'Tax Planning' },
  { value: 'business-advice', label: 'Business Advisory' },
  { value: 'other', label: 'Other' },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

/** Where an enquiry stands (CONTACT-LEADS): New -> Contacted -> Closed, plus Spam (which never notifies). */
export const CONTACT_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'closed', label: 'Closed' },
  { value: 'spam', label: 'Spam' },
] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number]['value'];
export const CONTACT_STATUS_VALUES = CONTACT_STATUSES.map((s) => s.value) as ContactStatus[];

/** How the leads desk's list is ordered (CONTACT-LEADS-7). */
export const CONTACT_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name (A to Z)' },
  { value: 'status', label: 'Status' },
] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number]['value'];
export const CONTACT_SORT_VALUES = CONTACT_SORTS.map((s) => s.value) as ContactSort[];

/** Where an enquiry came from: the contact page itself, or a calculator's "Discuss this with us" link. */
export const CONTACT_SOURCE_PATTERN = /^calculator:[a-z0-9-]{1,60}$/;

/** State of an outbox mail document (CONTACT-MAIL-1): queued until sent, or failed with a reason. */
export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** Closed and Spam enquiries older than this many months are purged (a setting; CONTACT-LEADS). */
export const DEFAULT_CONTACT_RETENTION_MONTHS = 24;

export const ROLES = ['admin', 'user', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** The ten preset icons of the enquiry form modal; the first is the default (clipboard). */
export const ENQUIRY_ICONS = ['📋', '💼', '📊', '💰', '🏦', '📈', '🧾', '🏠', '🛡️', '🎯'] as const;
export const DEFAULT_ENQUIRY_ICON = '📋';

export const ACTIVITY_TYPES = ['blog', 'video', 'contact', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const TOAST = { limit: 1, durationMs: 5000, swipeThresholdPx: 50, removeDelayMs: 1_000_000 } as const;

export const BUSINESS_HOURS = [
  { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM' },
  { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export const TAGLINE = 'No Cold Calls | No Spam | Just Value';

/**
 * The spec's success figures. Shown only when the site's compliance switches allow (web/src/content/site-settings.ts:
 * off by default), and "assets managed" only with its own switch (it implies portfolio management).
 */
export const MARKETING_FIGURES = [
  { id: 'clients', value: '500+', label: 'Happy Clients' },
  { id: 'assets-managed', value: '₹50Cr+', label: 'Assets Managed' },
  { id: 'retention', value: '98%', label: 'Client Retention' },
  { id: 'experience', value: '5+', label: 'Years Experience' },
] as const;

/**
 * The date the downloadable guides (/guides/<file>.pdf, rendered by the function: functions/src/guides) state their
 * law and figures as of: printed on each guide and shown beside its download on the Tools page.
 */
export const GUIDES_AS_OF = { iso: '2026-11-25', label: '25 November 2026' } as const;

export const EXPORT_FILES = {
  contacts: 'contacts.csv',
  enquiries: 'enquiry-forms.csv',
  subscribers: 'subscribers.csv',
} as const;

/** Calculator types accepted by POST /api/calculator-usage (CALC-USAGE-1), plus the insurance calculator's other shape. */
export const CALCULATOR_TYPES = [
  'term-insurance',
  'sip-calculator',
  'black-scholes',
  'ltcg-calculator',
  'dtaa-calculator',
  'income-tax',
  'loan-amortization',
  'bonds-calculator',
  'retirement-calculator',
  'fixed-deposit',
  'recurring-deposit',
  'ppf-calculator',
  'lumpsum-calculator',
  'swp-calculator',
  'mutual-fund-overlap',
  'rolling-returns',
  'balance-transfer',
  'health-insurance',
  'company-formation',
] as const;
export type CalculatorType = (typeof CALCULATOR_TYPES)[number];
export const INSURANCE_USAGE_CALCULATOR = 'hybrid-term-insurance';

/** The practice's trading name, as every page title ends ("Services | 36x Advisory"). */
export const SITE_NAME = '36x Advisory';
