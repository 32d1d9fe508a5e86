import {
  CONFIRM_LINK_DAYS,
  CONFIRM_LINK_INVALID,
  CONFIRM_RESEND_MINUTES,
  PENDING_SUBSCRIBER_DAYS,
  NEWSLETTER_NOTICE,
  NEWSLETTER_NOTICE_VERSION,
  SUBSCRIBER_STATE_VALUES,
  UNSUBSCRIBE_LINK_INVALID,
  newsletterTokenSchema,
  subscribeSchema,
  subscriberQuerySchema,
  type Subscriber,
  type SubscriberCounts,
  type SubscriberEvent,
  type SubscriberState,
} from '@36x/common';
import { recordAudit, type AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { validateBody } from '../http/validate';
import { outboxOp, type MailRecord } from '../mail/mail-service';
import { COLLECTIONS, type Doc, type Store, type WriteOp } from '../store/store';
import { confirmationMail } from './newsletter-mail';
import {
  firstAttempts,
  maskEmail,
  subscriberId,
  toSubscriber,
  token,
  withEvent,
  type NewsletterDeps,
  type SubscriberRecord,
} from './newsletter-deps';
import { listNewestFirst } from '../store/newest-first';

/** A reader's side of the newsletter (SITE-NEWS-1, SITE-NEWS-2, SITE-NEWS-5): sign-up, confirm, leave, the list. */

/** A confirmation link works this long; the request lapses after it. */
const CONFIRM_TTL_MS = CONFIRM_LINK_DAYS * 24 * 3600_000;
/** A repeated sign-up re-sends the same link at most this often. */
const RESEND_MS = CONFIRM_RESEND_MINUTES * 60_000;
/** An unconfirmed sign-up is deleted after this long (the retention the privacy notice states). */
const PENDING_KEEP_MS = PENDING_SUBSCRIBER_DAYS * 24 * 3600_000;
/** At most this many confirmation emails to one address a day (ARCH: visitor mail capped per recipient). */
const CONFIRMATIONS_PER_DAY = 3;

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
  return [{ op: 'set', collection: COLLECTIONS.subscribers, id, data: proof }, ...mail.map(forgetMailOp)];
}

/** One mail to a person who left or was erased: deleted if not sent yet, else kept for the counts without them. */
export const forgetMailOp = (m: Doc<MailRecord>): WriteOp =>
  m.state === 'queued'
    ? { op: 'delete', collection: COLLECTIONS.mail, id: m.id }
    : {
        op: 'update',
        collection: COLLECTIONS.mail,
        id: m.id,
        data: { to: '', text: '', html: '', lastError: '' },
      };

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
    // An unconfirmed import has no consent time: its import's counts instead.
    if (Date.parse(s.consent.at || s.createdAt) >= cutoff) continue;
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
  const docs = await listNewestFirst<SubscriberRecord>(store, COLLECTIONS.subscribers, {
    where: state ? { state } : {},
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

/** The subscribers export is recorded before the file leaves, like every export. */
export const recordSubscriberExport = (store: Store, by: AuditBy, rows: number, target: string) =>
  recordAudit(store, by, { type: 'export', action: 'exported', target, summary: `${rows} subscriber rows` });
