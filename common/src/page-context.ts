import type { Author, Blog, Video } from './entities';
import type { SmallSavingsRules } from './finance/rules/small-savings';
import type { TaxYearRules } from './finance/rules/types';
import type { Tag } from './tags';

/** What became of a contact message posted without the app (the contact form's route action). */
export type ContactOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'refused'; message: string };

/** What became of a newsletter form posted without the app (subscribe, confirm, unsubscribe: SITE-NEWS). */
export type NewsletterOutcome =
  | { status: 'done'; email?: string }
  | { status: 'invalid'; errors: Record<string, string>; message?: string }
  | { status: 'refused'; message: string };

/**
 * What the `api` function (functions/src/pages) gives the routes it renders with the web app's server bundle
 * (web/server/pages.ts): the public content, read through the API's own services, and the contact form's submission.
 * The build's prerendering gives nothing: prerendered pages have no server loaders.
 */
export interface PageContext {
  listBlogs(): Promise<Blog[]>;
  /** null when missing or not published. */
  getBlog(id: string): Promise<Blog | null>;
  /** Staff with a public author profile (ADMIN-PUBLISH-7). */
  listAuthors(): Promise<Author[]>;
  /** A tag by its current or an earlier slug (decision 051); null when unknown. */
  getTag(slug: string): Promise<Tag | null>;
  listVideos(): Promise<Video[]>;
  /** Validates and stores a contact message exactly as POST /api/contacts does (limits included). */
  submitContact(fields: Record<string, unknown>): Promise<ContactOutcome>;
  /** The newsletter's three steps, as POST /api/newsletter/subscribe, /confirm and /unsubscribe do (limits included). */
  subscribe(fields: Record<string, unknown>): Promise<NewsletterOutcome>;
  confirmSubscription(token: string): Promise<NewsletterOutcome>;
  unsubscribe(token: string, sendId: string): Promise<NewsletterOutcome>;
  /**
   * The rules in force, as the browser reads them from /api/tax-rules/in-force and /small-savings/in-force (an admin's
   * saved edits over the shipped rules), read from the store at most a minute ago.
   */
  rulesInForce(): Promise<RulesInForce>;
  /** The posted form's fields (Cloud Functions read the request body before the app runs). */
  form?: Record<string, unknown>;
}

/** The rules the calculators compute with: each edited tax year (the shipped rules hold for the others) and the
 * small-savings rates in force. What a results page was rendered with travels in its loader data. */
export interface RulesInForce {
  taxRules: { startYear: number; rules: TaxYearRules }[];
  smallSavings: SmallSavingsRules;
}
