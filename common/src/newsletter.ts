/**
 * The newsletter (SITE-NEWS): readers subscribe with double opt-in, posts go out by email through the mail outbox.
 * Consent is kept as the DPDP Act 2023 asks (s. 6: free, specific, informed, with a clear notice; s. 6(4): as easy
 * to withdraw as to give): when, from where, and the exact words of the notice shown.
 */

/** The notice shown beside every subscribe form and stored with each consent. Change the version with the words. */
export const NEWSLETTER_NOTICE =
  'Get our tax-deadline reminders and new articles by email. We use your email address only for this newsletter, ' +
  'keep a record of this consent, and every email has a one-click unsubscribe.';
export const NEWSLETTER_NOTICE_VERSION = '2026-11-27';

export const SUBSCRIBER_STATES = [
  { value: 'pending', label: 'Awaiting confirmation' },
  { value: 'confirmed', label: 'Subscribed' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
  { value: 'bounced', label: 'Bounced' },
] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number]['value'];
export const SUBSCRIBER_STATE_VALUES = SUBSCRIBER_STATES.map((s) => s.value) as SubscriberState[];

/** Where a subscription came from: the footer, or a post's own form ('post:<id>'). */
export const SUBSCRIBE_SOURCE_PATTERN = /^(footer|post:[A-Za-z0-9_-]{1,128})$/;

/** One event in a subscriber's record (kept, so what was agreed and withdrawn can be shown later). */
export interface SubscriberEvent {
  at: string;
  event: 'subscribed' | 'confirmed' | 'unsubscribed' | 'bounced';
  /** subscribed: the form's source; unsubscribed: 'one-click', 'link' or the send's id; bounced: the reason. */
  detail: string;
}

/** A subscriber as staff see it (GET /api/newsletter/subscribers). Tokens are never answered. */
export interface Subscriber {
  id: string;
  email: string;
  state: SubscriberState;
  consent: { at: string; source: string; notice: string; noticeVersion: string };
  confirmedAt: string;
  unsubscribedAt: string;
  bouncedAt: string;
  history: SubscriberEvent[];
}

export type SubscriberCounts = Record<SubscriberState, number> & { total: number };

/** A post sent as a newsletter, with its delivery counts (GET /api/newsletter/sends). */
export interface NewsletterSend {
  id: string;
  postId: string;
  postTitle: string;
  createdAt: string;
  createdByName: string;
  /** waiting: the post is scheduled and not public yet; sending: recipients are being queued; queued: all are. */
  state: 'waiting' | 'sending' | 'queued';
  /** Emails queued so far (one per confirmed subscriber). */
  recipients: number;
  sent: number;
  failed: number;
  /** Still in the outbox. */
  pending: number;
  /** Readers who unsubscribed from this send's email. */
  unsubscribed: number;
}

/** A staff member's test of a post's newsletter (POST /api/newsletter/test): where it went and how it stands. */
export interface NewsletterTestResult {
  to: string;
  state: 'sent' | 'queued' | 'failed';
}
/** Test emails one staff member may send an hour (each goes to an address they type). */
export const NEWSLETTER_TESTS_PER_HOUR = 10;
export const NEWSLETTER_TEST_LIMIT = `At most ${NEWSLETTER_TESTS_PER_HOUR} test emails an hour: please try again later.`;
export const NEWSLETTER_TEST_NO_ADDRESS = 'Type an address: your account has no email address.';

/**
 * The subscriber import (SITE-NEWS-6): a CSV file of at most SUBSCRIBER_IMPORT_MAX_BYTES and _ROWS, with a header
 * row naming `email` and `consent date` (and optionally `name` and `source`). Rows without a consent date are refused,
 * or kept unconfirmed (and sent nothing) when the admin asks.
 */
export const SUBSCRIBER_IMPORT_MAX_BYTES = 1024 * 1024;
export const SUBSCRIBER_IMPORT_MAX_ROWS = 5000;
export const SUBSCRIBER_IMPORT_MODES = ['refuse', 'unconfirmed'] as const;
export type SubscriberImportMode = (typeof SUBSCRIBER_IMPORT_MODES)[number];
/** The consent record of an imported address: the words were shown elsewhere, by the practice. */
export const IMPORTED_CONSENT_NOTICE =
  "Consent given outside this site, from the practice's own records (imported).";
export const IMPORTED_NOTICE_VERSION = 'import';
/** A source as stored for an imported address ('import: <the file's source>'). */
export const IMPORT_SOURCE_PREFIX = 'import: ';

/** One row the import did not add, by its line in the file (the header is line 1). */
export interface ImportRowIssue {
  row: number;
  reason: string;
}

/** What an import did (POST /api/newsletter/subscribers/import). */
export interface SubscriberImportResult {
  confirmed: number;
  unconfirmed: number;
  /** Rows without consent (mode `refuse`) or without a source. */
  refused: ImportRowIssue[];
  /** Addresses already on the list, opted out or bounced, or repeated in the file. */
  skipped: ImportRowIssue[];
}
export const SUBSCRIBER_IMPORT_INVALID =
  'The file has errors, so nothing was imported. Fix these rows and try again.';

/** What a subscribe form answers, whatever happened (an address's state is never revealed). */
export const SUBSCRIBE_THANKS =
  'Thank you. Please check your inbox: we have sent you a link to confirm your subscription.';
export const CONFIRM_LINK_INVALID = 'This confirmation link is not valid or has expired.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.';
export const NEWSLETTER_ALREADY_SENT = 'This post has already been sent as a newsletter';
export const NEWSLETTER_POST_NOT_PUBLISHED = 'Only a published or scheduled post can be sent as a newsletter';
