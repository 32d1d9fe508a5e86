import { createHash, randomBytes } from 'node:crypto';
import type { Subscriber, SubscriberEvent } from '@36x/common';
import { deliverMail } from '../mail/mail-service';
import type { Mailer } from '../mail/mailer';
import type { Doc, Store } from '../store/store';

/**
 * What the newsletter's parts share (SITE-NEWS; docs/decisions/030-newsletter-and-bulk-leads.md): its dependencies,
 * the subscriber record, the address's hash and the first attempts at new mail. Subscribers are in subscribers.ts,
 * sends in newsletter-sends.ts, the CSV import in subscriber-import.ts.
 */

/** What the newsletter needs besides the store: the mail port, the site's address (for links) and a clock. */
export interface NewsletterDeps {
  store: Store;
  mailer?: Mailer;
  siteUrl: string;
  now: () => Date;
}

export type SubscriberRecord = Omit<Subscriber, 'id'> & {
  emailKey: string;
  confirmToken: string;
  unsubscribeToken: string;
  /** The send whose email the reader left from ('' otherwise): a send's "unsubscribed" count. */
  unsubscribedFromSend: string;
  createdAt: string;
  updatedAt: string;
  /** When the current confirmation link was made (its 7 days run from here) and last e-mailed. */
  confirmIssuedAt?: string;
  confirmSentAt?: string;
  /** An opt-out kept as proof only (the address is gone): when, and how (one-click, link, forget, erased). */
  optOut?: { at: string; how: string };
} & Record<string, unknown>;

/** How long a request waits for the first attempts (a slow server is retried by the outbox). */
const FIRST_ATTEMPT_WAIT_MS = 8000;

export const token = () => randomBytes(24).toString('base64url');
/** One document per address (any case), so an address subscribes once; its id does not show the address. */
export const subscriberId = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);

export function toSubscriber(d: Doc<SubscriberRecord>): Subscriber {
  return {
    id: d.id,
    email: d.email,
    state: d.state,
    consent: d.consent,
    confirmedAt: d.confirmedAt ?? '',
    unsubscribedAt: d.unsubscribedAt ?? '',
    bouncedAt: d.bouncedAt ?? '',
    history: d.history ?? [],
  };
}

/** Tries the given mail now, waiting a few seconds at most; what fails stays queued for the outbox's retries. */
export async function firstAttempts(deps: NewsletterDeps, ids: string[]): Promise<void> {
  const mailer = deps.mailer;
  if (!mailer || ids.length === 0) return;
  const attempts = Promise.allSettled(ids.map((id) => deliverMail(deps.store, mailer, id, deps.now)));
  await Promise.race([attempts, new Promise((r) => setTimeout(r, FIRST_ATTEMPT_WAIT_MS).unref())]);
}

/** The email a confirmation or unsubscribe link belongs to, masked (the page says whose it is without showing it all). */
export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}${'•'.repeat(Math.max(1, Math.min(6, user.length - 2)))}@${domain}`;
}

/** A subscriber's record keeps its last 50 events: enough to show what was agreed and withdrawn. */
export const withEvent = (history: SubscriberEvent[], event: SubscriberEvent) =>
  [...history, event].slice(-50);
