import { createHash, randomBytes } from 'node:crypto';
import {
  CONFIRM_LINK_DAYS,
  CONFIRM_LINK_INVALID,
  CONFIRM_RESEND_MINUTES,
  PENDING_SUBSCRIBER_DAYS,
  NEWSLETTER_ALREADY_SENT,
  NEWSLETTER_NOTICE,
  NEWSLETTER_NOTICE_VERSION,
  NEWSLETTER_POST_NOT_PUBLISHED,
  SUBSCRIBER_STATE_VALUES,
  UNSUBSCRIBE_LINK_INVALID,
  isPublicBlog,
  newsletterSendSchema,
  newsletterTokenSchema,
  subscribeSchema,
  subscriberQuerySchema,
  type NewsletterSend,
  type Subscriber,
  type SubscriberCounts,
  type SubscriberEvent,
  type SubscriberState,
} from '@36x/common';
import { auditOp, recordAudit, type AuditBy } from '../audit/audit-service';
import { BLOG_NOT_FOUND, toBlog, type BlogRecord } from '../blogs/blog-service';
import { ApiError } from '../http/api-error';
import { validateBody } from '../http/validate';
import { deliverMail, outboxOp, type MailRecord } from '../mail/mail-service';
import type { Mailer } from '../mail/mailer';
import { COLLECTIONS, type Doc, type Store, type WriteOp } from '../store/store';
import { confirmationMail, postMail } from './newsletter-mail';

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

type SendRecord = Omit<
  NewsletterSend,
  'id' | 'recipients' | 'sent' | 'failed' | 'pending' | 'unsubscribed'
> & {
  createdById: string;
  queued: number;
  /** The last subscriber queued, in (createdAt, id) order: where the next batch starts. */
  cursor: { value: string; afterId: string } | null;
} & Record<string, unknown>;

/** A confirmation link works this long; the request lapses after it. */
const CONFIRM_TTL_MS = CONFIRM_LINK_DAYS * 24 * 3600_000;
/** A repeated sign-up re-sends the same link at most this often. */
const RESEND_MS = CONFIRM_RESEND_MINUTES * 60_000;
/** An unconfirmed sign-up is deleted after this long (the retention the privacy notice states). */
const PENDING_KEEP_MS = PENDING_SUBSCRIBER_DAYS * 24 * 3600_000;
/** At most this many confirmation emails to one address a day (ARCH: visitor mail capped per recipient). */
const CONFIRMATIONS_PER_DAY = 3;
/**
 * Newsletter emails queued per run of the outbox (every 30 s locally, every 5 minutes in production): the bounded
 * rate, and spaced `SPACING_MS` apart so a send never stands in front of an enquiry's retry for long.
 */
export const NEWSLETTER_BATCH = 50;
const SPACING_MS = 1000;
/** How long a request waits for the first attempts (a slow server is retried by the outbox). */
const FIRST_ATTEMPT_WAIT_MS = 8000;

const token = () => randomBytes(24).toString('base64url');
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
async function firstAttempts(deps: NewsletterDeps, ids: string[]): Promise<void> {
  const mailer = deps.mailer;
  if (!mailer || ids.length === 0) return;
  const attempts = Promise.allSettled(ids.map((id) => deliverMail(deps.store, mailer, id, deps.now)));
  await Promise.race([attempts, new Promise((r) => setTimeout(r, FIRST_ATTEMPT_WAIT_MS).unref())]);
}

/** When a pending record's link was made: its own time, or (records from before) its consent's. */
const issuedAt = (r: SubscriberRecord) => Date.parse(r.confirmIssuedAt || r.consent.at);

/**
 * POST /api/newsletter/subscribe and the subscribe form's no-script post (SITE-NEWS-1). The answer is the same
 * whatever the address's state (nobody learns who subscribes). A new or returning address is stored `pending` with
 * its consent (time, source, the notice's words and version) and a confirmation email is queued in the same batch.
 * A pending address whose link still works keeps that link and its first consent: a repeated sign-up (perhaps a
 * stranger's) re-sends the same link at most once an hour and never invalidates it (CONFIRM_RESEND_MINUTES), and
 * at most CONFIRMATIONS_PER_DAY a day. A confirmed one is left alone. The honeypot stores and sends nothing.
 */
export async function subscribe(deps: NewsletterDeps, body: unknown): Promise<void> {
  const { store } = deps;
  const { website, email, source } = validateBody(subscribeSchema, body);
  if (website && website.trim() !== '') return;
  const id = subscriberId(email);
  const at = deps.now();
  const when = at.toISOString();
  const day = when.slice(0, 10);
  const confirmMail = (confirmToken: string) =>
    outboxOp(
      store,
      {
        ...confirmationMail(deps.siteUrl, confirmToken),
        to: email,
        replyTo: '',
        kind: 'confirm',
        contactId: '',
        subscriberId: id,
      },
      at,
    );
  const queued = await store.transaction(async (tx) => {
    const current = await tx.get<SubscriberRecord>(COLLECTIONS.subscribers, id);
    if (current?.state === 'confirmed') return { writes: [], result: null };
    const live =
      current?.state === 'pending' &&
      !!current.confirmToken &&
      issuedAt(current) + CONFIRM_TTL_MS > at.getTime();
    if (live) {
      // The same link again, once an hour at most; the record (and the first consent) stays as it was.
      if (Date.parse(current.confirmSentAt || current.consent.at) + RESEND_MS > at.getTime())
        return { writes: [], result: null };
      const mail = confirmMail(current.confirmToken);
      const resent: WriteOp = {
        op: 'update',
        collection: COLLECTIONS.subscribers,
        id,
        data: { confirmSentAt: when, updatedAt: when },
      };
      return { writes: [resent, mail.op], result: mail.id };
    }
    const consent = {
      at: when,
      source,
      notice: NEWSLETTER_NOTICE,
      noticeVersion: NEWSLETTER_NOTICE_VERSION,
    };
    const event: SubscriberEvent = { at: when, event: 'subscribed', detail: source };
    const confirmToken = token();
    const data: SubscriberRecord = {
      email,
      emailKey: email.toLowerCase(),
      state: 'pending',
      consent,
      confirmedAt: '',
      unsubscribedAt: '',
      bouncedAt: '',
      history: withEvent(current?.history ?? [], event),
      confirmToken,
      confirmIssuedAt: when,
      confirmSentAt: when,
      // Kept across subscriptions: an old email's unsubscribe link keeps working.
      unsubscribeToken: current?.unsubscribeToken ?? token(),
      unsubscribedFromSend: '',
      createdAt: current?.createdAt ?? when,
      updatedAt: when,
    };
    const mail = confirmMail(confirmToken);
    return {
      writes: [{ op: 'set', collection: COLLECTIONS.subscribers, id, data } as WriteOp, mail.op],
      result: mail.id,
    };
  });
  if (!queued) return;
  // The cap is counted after the record is kept (the consent holds either way); over it, the mail is dropped.
  const sentToday = await store.countHit(COLLECTIONS.rateLimits, `confirm~${id}`, day);
  if (sentToday > CONFIRMATIONS_PER_DAY) {
    await store.delete(COLLECTIONS.mail, queued);
    return;
  }
  await firstAttempts(deps, [queued]);
}

async function byToken(store: Store, field: 'confirmToken' | 'unsubscribeToken', value: string) {
  if (!value) return null;
  const [doc] = await store.list<SubscriberRecord>(COLLECTIONS.subscribers, {
    where: { [field]: value },
    limit: 1,
  });
  return doc ?? null;
}

/** The email a confirmation or unsubscribe link belongs to, masked (the page says whose it is without showing it all). */
export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}${'•'.repeat(Math.max(1, Math.min(6, user.length - 2)))}@${domain}`;
}

/** A subscriber's record keeps its last 50 events: enough to show what was agreed and withdrawn. */
const withEvent = (history: SubscriberEvent[], event: SubscriberEvent) => [...history, event].slice(-50);

/** The update that moves a subscriber on: the changed fields, and the event added to its history. */
function subscriberEvent(
  id: string,
  current: SubscriberRecord,
  event: SubscriberEvent,
  data: Partial<SubscriberRecord>,
): WriteOp {
  return {
    op: 'update',
    collection: COLLECTIONS.subscribers,
    id,
    data: { ...data, history: withEvent(current.history, event) },
  };
}

/** POST /api/newsletter/confirm {token}: the second step of the opt-in. Idempotent; a lapsed link is refused. */
export async function confirmSubscription(deps: NewsletterDeps, body: unknown): Promise<{ email: string }> {
  const { token: value } = validateBody(newsletterTokenSchema, body);
  const found = await byToken(deps.store, 'confirmToken', value);
  const at = deps.now();
  if (!found || issuedAt(found) + CONFIRM_TTL_MS < at.getTime())
    throw new ApiError(404, CONFIRM_LINK_INVALID);
  await deps.store.transaction(async (tx) => {
    const current = await tx.get<SubscriberRecord>(COLLECTIONS.subscribers, found.id);
    if (!current || current.confirmToken !== value || current.state !== 'pending')
      return { writes: [], result: null };
    const when = at.toISOString();
    const event: SubscriberEvent = { at: when, event: 'confirmed', detail: '' };
    return {
      writes: [
        subscriberEvent(found.id, current, event, { state: 'confirmed', confirmedAt: when, updatedAt: when }),
      ],
      result: null,
    };
  });
  return { email: maskEmail(found.email) };
}

/**
 * Unsubscribing (SITE-NEWS-2): the one-click POST a mail client makes (RFC 8058), or the button on the page the
 * email's footer link opens. It also forgets the address: the record keeps only what proves the opt-out (its id, a
 * hash of the address; when; how; the send it came from) and the address leaves the mail already sent to it
 * (optOutWrites). Idempotent: the link keeps answering.
 */
export async function unsubscribe(
  deps: NewsletterDeps,
  value: string,
  how: 'one-click' | 'link',
  sendId = '',
): Promise<{ email: string }> {
  const { token: t } = validateBody(newsletterTokenSchema, { token: value });
  const found = await byToken(deps.store, 'unsubscribeToken', t);
  if (!found) throw new ApiError(404, UNSUBSCRIBE_LINK_INVALID);
  const at = deps.now().toISOString();
  const mail = await mailOfSubscriber(deps.store, found.id);
  await deps.store.transaction(async (tx) => {
    const current = await tx.get<SubscriberRecord>(COLLECTIONS.subscribers, found.id);
    if (!current || (current.state === 'unsubscribed' && !current.email)) return { writes: [], result: null };
    const detail = sendId ? `${how}, send ${sendId}` : how;
    return { writes: optOutWrites(found.id, current, at, detail, sendId, mail), result: null };
  });
  return { email: found.email ? maskEmail(found.email) : '' };
}

/** The outbox mail to one subscriber (confirmation links and newsletters). */
export async function mailOfSubscriber(store: Store, id: string): Promise<Doc<MailRecord>[]> {
  return store.list<MailRecord>(COLLECTIONS.mail, { where: { subscriberId: id } });
}

/**
 * What an opt-out keeps (DPDP Act 2023 s. 6(4) and s. 12; docs/decisions/049-erasure-notices-and-floods.md): the
 * record becomes the proof of the opt-out only: its id (a hash of the address, so a later import or sign-up of the
 * same address is recognised), when, how (one-click, link, erased) and the send it came from; no address, consent
 * text, history or bounce reason. Mail not yet sent to it is deleted; mail already sent keeps its delivery state (a
 * send's counts) without the address.
 */
export function optOutWrites(
  id: string,
  current: SubscriberRecord,
  at: string,
  how: string,
  sendId: string,
  mail: Doc<MailRecord>[],
): WriteOp[] {
  const when = current.state === 'unsubscribed' && current.unsubscribedAt ? current.unsubscribedAt : at;
  const proof: SubscriberRecord = {
    email: '',
    emailKey: '',
    state: 'unsubscribed',
    consent: { at: '', source: '', notice: '', noticeVersion: '' },
    confirmedAt: '',
    unsubscribedAt: when,
    bouncedAt: '',
    history: [{ at: when, event: 'unsubscribed', detail: how }],
    confirmToken: '',
    // Kept: the link in an old email still answers (and still says the address is out).
    unsubscribeToken: current.unsubscribeToken,
    unsubscribedFromSend: sendId.slice(0, 128) || current.unsubscribedFromSend || '',
    createdAt: current.createdAt,
    updatedAt: at,
    optOut: { at: when, how },
  };
  return [
    { op: 'set', collection: COLLECTIONS.subscribers, id, data: proof },
    ...mail.map((m): WriteOp =>
      m.state === 'queued'
        ? { op: 'delete', collection: COLLECTIONS.mail, id: m.id }
        : { op: 'update', collection: COLLECTIONS.mail, id: m.id, data: { to: '', text: '', lastError: '' } },
    ),
  ];
}

/**
 * Retention of unconfirmed sign-ups: a pending address whose last sign-up is older than PENDING_SUBSCRIBER_DAYS is
 * deleted with its confirmation mail (nothing was agreed, so nothing needs proving). Run daily with the enquiries'
 * purge; answers how many.
 */
export async function purgePendingSubscribers(store: Store, now: Date): Promise<number> {
  const cutoff = now.getTime() - PENDING_KEEP_MS;
  const pending = await store.list<SubscriberRecord>(COLLECTIONS.subscribers, {
    where: { state: 'pending' },
  });
  let purged = 0;
  for (const s of pending) {
    if (Date.parse(s.consent.at) >= cutoff) continue;
    const mail = await mailOfSubscriber(store, s.id);
    await store.batch([
      { op: 'delete', collection: COLLECTIONS.subscribers, id: s.id },
      ...mail.map((m): WriteOp => ({ op: 'delete', collection: COLLECTIONS.mail, id: m.id })),
    ]);
    purged++;
  }
  return purged;
}

/** GET /api/newsletter/subscribers?q&state: newest first, the search in the address. */
export async function listSubscribers(store: Store, raw: Record<string, unknown>): Promise<Subscriber[]> {
  const { q, state } = validateBody(subscriberQuerySchema, raw);
  const docs = await store.list<SubscriberRecord>(COLLECTIONS.subscribers, {
    where: state ? { state } : {},
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  const needle = q.toLowerCase();
  // An opt-out kept as proof has no address: nothing to list or export (the counts still count it).
  return docs.filter((d) => d.email && (!needle || d.emailKey.includes(needle))).map(toSubscriber);
}

/** GET /api/newsletter/subscribers/counts: per state, counted by the store. */
export async function subscriberCounts(store: Store): Promise<SubscriberCounts> {
  const counts = await Promise.all(
    SUBSCRIBER_STATE_VALUES.map((state) => store.count(COLLECTIONS.subscribers, { state })),
  );
  const out = Object.fromEntries(SUBSCRIBER_STATE_VALUES.map((s, i) => [s, counts[i]!])) as Record<
    SubscriberState,
    number
  >;
  return { ...out, total: counts.reduce((a, b) => a + b, 0) };
}

/**
 * POST /api/newsletter/sends {postId} (SITE-NEWS-3): a published post (or a scheduled one: it waits for its time)
 * goes to every confirmed subscriber, once. Recorded with an audit entry; the first batch is queued (and tried) now,
 * the rest by the outbox runs at the bounded rate.
 */
export async function startSend(deps: NewsletterDeps, by: AuditBy, body: unknown): Promise<NewsletterSend> {
  const { store } = deps;
  const { postId } = validateBody(newsletterSendSchema, body);
  const doc = await store.get<BlogRecord>(COLLECTIONS.blogs, postId);
  if (!doc) throw new ApiError(404, BLOG_NOT_FOUND);
  const post = toBlog(doc);
  if (post.status !== 'published')
    throw new ApiError(400, NEWSLETTER_POST_NOT_PUBLISHED, { postId: NEWSLETTER_POST_NOT_PUBLISHED });
  const at = deps.now().toISOString();
  const data: SendRecord = {
    postId,
    postTitle: post.title,
    createdAt: at,
    createdById: by.actorId ?? '',
    createdByName: by.actorName,
    state: 'waiting',
    queued: 0,
    cursor: null,
  };
  // The send's id is the post's: a post goes out once, and two clicks cannot both start it.
  const existing = await store.get(COLLECTIONS.newsletterSends, postId);
  if (existing) throw new ApiError(409, NEWSLETTER_ALREADY_SENT);
  try {
    await store.batch([
      { op: 'create', collection: COLLECTIONS.newsletterSends, id: postId, data },
      auditOp(store, by, {
        type: 'newsletter',
        action: 'sent',
        targetId: postId,
        target: post.title,
        summary: isPublicBlog(post, deps.now().getTime())
          ? 'queued for every confirmed subscriber'
          : `waits for the post's time (${post.publishAt})`,
      }),
    ]);
  } catch (err) {
    if (err instanceof Error && err.name === 'StoreConflictError')
      throw new ApiError(409, NEWSLETTER_ALREADY_SENT);
    throw err;
  }
  // A few now (the rest go with the outbox runs), so a small list is delivered while the editor watches.
  await firstAttempts(deps, (await queueBatch(deps, postId)).slice(0, 5));
  return sendView(store, postId);
}

/**
 * Queues the next batch of one send: up to NEWSLETTER_BATCH confirmed subscribers after its cursor get the post's
 * email, and the cursor moves, in one transaction (two runs never queue the same reader twice). Nothing while the
 * post is not public yet. Answers the new mail's ids.
 */
export async function queueBatch(deps: NewsletterDeps, sendId: string): Promise<string[]> {
  const { store } = deps;
  const now = deps.now();
  return store.transaction(async (tx) => {
    const send = await tx.get<SendRecord>(COLLECTIONS.newsletterSends, sendId);
    if (!send || send.state === 'queued') return { writes: [], result: [] };
    const postDoc = await tx.get<BlogRecord>(COLLECTIONS.blogs, send.postId);
    if (!postDoc) return { writes: [], result: [] };
    const post = toBlog(postDoc);
    if (!isPublicBlog(post, now.getTime())) return { writes: [], result: [] };
    const readers = await tx.list<SubscriberRecord>(COLLECTIONS.subscribers, {
      where: { state: 'confirmed' },
      orderBy: { field: 'createdAt', direction: 'asc', startAt: send.cursor ?? undefined },
      limit: NEWSLETTER_BATCH,
    });
    const writes: WriteOp[] = [];
    const ids: string[] = [];
    readers.forEach((r, i) => {
      const mail = outboxOp(
        store,
        {
          ...postMail(deps.siteUrl, post, r.unsubscribeToken, sendId),
          to: r.email,
          replyTo: '',
          kind: 'newsletter',
          contactId: '',
          subscriberId: r.id,
          sendId,
        },
        now,
        new Date(now.getTime() + i * SPACING_MS),
      );
      writes.push(mail.op);
      ids.push(mail.id);
    });
    const last = readers.at(-1);
    writes.push({
      op: 'update',
      collection: COLLECTIONS.newsletterSends,
      id: sendId,
      data: {
        state: readers.length < NEWSLETTER_BATCH ? 'queued' : 'sending',
        queued: send.queued + readers.length,
        cursor: last ? { value: last.createdAt, afterId: last.id } : send.cursor,
      },
    });
    return { writes, result: ids };
  });
}

/** One outbox run's share of the newsletter: a batch for each send still queueing (the outbox then sends them). */
export async function queueNewsletters(deps: NewsletterDeps): Promise<number> {
  let queued = 0;
  for (const state of ['waiting', 'sending'] as const) {
    const sends = await deps.store.list(COLLECTIONS.newsletterSends, { where: { state }, limit: 20 });
    for (const s of sends) queued += (await queueBatch(deps, s.id)).length;
  }
  return queued;
}

/** A send with its delivery counts, counted by the store from its outbox mail and its readers who left. */
async function sendView(store: Store, id: string): Promise<NewsletterSend> {
  const d = await store.get<SendRecord>(COLLECTIONS.newsletterSends, id);
  if (!d) throw new ApiError(404, 'Send not found');
  const [sent, failed, pending, unsubscribed] = await Promise.all([
    store.count(COLLECTIONS.mail, { sendId: id, state: 'sent' }),
    store.count(COLLECTIONS.mail, { sendId: id, state: 'failed' }),
    store.count(COLLECTIONS.mail, { sendId: id, state: 'queued' }),
    store.count(COLLECTIONS.subscribers, { unsubscribedFromSend: id }),
  ]);
  return {
    id,
    postId: d.postId,
    postTitle: d.postTitle,
    createdAt: d.createdAt,
    createdByName: d.createdByName,
    state: d.state,
    recipients: d.queued,
    sent,
    failed,
    pending,
    unsubscribed,
  };
}

/** GET /api/newsletter/sends: the posts sent, newest first, with their delivery counts. */
export async function listSends(store: Store): Promise<NewsletterSend[]> {
  const docs = await store.list(COLLECTIONS.newsletterSends, {
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: 50,
  });
  return Promise.all(docs.map((d) => sendView(store, d.id)));
}

/** The subscribers export is recorded before the file leaves, like every export. */
export const recordSubscriberExport = (store: Store, by: AuditBy, rows: number, target: string) =>
  recordAudit(store, by, { type: 'export', action: 'exported', target, summary: `${rows} subscriber rows` });
