import type { MailState, MailStatus } from '@36x/common';
import { COLLECTIONS, type Store, type StoreReader, type WriteOp } from '../store/store';
import { MailError, type Mailer } from './mailer';

/**
 * What a mail is for. An enquiry's (notify, ack) show their state on it (contact.mail.notify, .ack); a newsletter's
 * (confirm, newsletter) belong to a subscriber, and a newsletter one to its send.
 */
export type MailKind =
  'notify' | 'ack' | 'confirm' | 'newsletter' | 'newsletter-test' | 'sign-in-link' | 'invitation';

/** An outbox document (CONTACT-MAIL-1). Written with the contact it is about, in one batch; sent after. */
export type MailRecord = {
  to: string;
  subject: string;
  text: string;
  /** A newsletter's HTML part ('' or absent: text only). */
  html?: string;
  replyTo: string;
  kind: MailKind;
  /** The enquiry it is about; '' for newsletter mail. */
  contactId: string;
  /** Newsletter mail: the subscriber and, for a post, its send (SITE-NEWS). */
  subscriberId?: string;
  sendId?: string;
  headers?: Record<string, string>;
  state: MailState;
  attempts: number;
  lastError: string;
  createdAt: string;
  updatedAt: string;
  /** When a sender may next try it (ISO); also the lease of an attempt under way. */
  nextAttemptAt: string;
  sentAt: string;
} & Record<string, unknown>;

/** Attempts before a mail is marked failed. */
export const MAX_MAIL_ATTEMPTS = 5;
/** Wait after the 1st, 2nd, 3rd and 4th failed attempt: 1 min, 5 min, 30 min, 2 h (about 2.6 h in all). */
export const MAIL_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
/** An attempt holds the mail this long; a sender that dies mid-attempt lets it go again after that. */
export const MAIL_LEASE_MS = 2 * 60_000;

export function mailStatus(
  m: Pick<MailRecord, 'state' | 'attempts' | 'lastError' | 'updatedAt'>,
): MailStatus {
  return { state: m.state, attempts: m.attempts, lastError: m.lastError, updatedAt: m.updatedAt };
}

/** The outbox write for a new mail, and its id (the contact records its initial state in the same batch). */
export function outboxOp(
  store: Store,
  mail: Pick<MailRecord, 'to' | 'subject' | 'text' | 'replyTo' | 'kind' | 'contactId'> &
    Partial<Pick<MailRecord, 'subscriberId' | 'sendId' | 'headers' | 'html'>>,
  now: Date,
  /** When it may first be sent (a newsletter's are spread out); now by default. */
  notBefore?: Date,
): { id: string; op: WriteOp; status: MailStatus } {
  const at = now.toISOString();
  const data: MailRecord = {
    ...mail,
    state: 'queued',
    attempts: 0,
    lastError: '',
    createdAt: at,
    updatedAt: at,
    nextAttemptAt: (notBefore ?? now).toISOString(),
    sentAt: '',
  };
  const id = store.newId();
  return { id, op: { op: 'create', collection: COLLECTIONS.mail, id, data }, status: mailStatus(data) };
}

/**
 * A mail someone is waiting for (a sign-in link, an invitation): its first attempt now, waited for at most `waitMs`
 * so a slow mail server never holds the answer; a failure stays in the outbox with its reason.
 */
export async function deliverPromptly(
  store: Store,
  mailer: Mailer | undefined,
  id: string,
  now: () => number,
  waitMs = 8000,
): Promise<void> {
  if (!mailer) return;
  const attempt = deliverMail(store, mailer, id, () => new Date(now())).catch(() => null);
  await Promise.race([attempt, new Promise((r) => setTimeout(r, waitMs).unref())]);
}

/**
 * One attempt at one mail: take it (a transaction, so two senders never both send it), send, record the outcome on the
 * mail and on its enquiry. Answers the state it was left in, or null when it was not due (sent, failed, or taken).
 */
export async function deliverMail(
  store: Store,
  mailer: Mailer,
  id: string,
  now: () => Date,
): Promise<MailState | null> {
  const taken = await store.transaction(async (tx) => {
    const mail = await tx.get<MailRecord>(COLLECTIONS.mail, id);
    const at = now();
    if (!mail || mail.state !== 'queued' || mail.nextAttemptAt > at.toISOString())
      return { writes: [], result: null };
    const lease = new Date(at.getTime() + MAIL_LEASE_MS).toISOString();
    const attempts = mail.attempts + 1;
    return {
      writes: [{ op: 'update', collection: COLLECTIONS.mail, id, data: { attempts, nextAttemptAt: lease } }],
      result: { ...mail, attempts },
    };
  });
  if (!taken) return null;

  let patch: Partial<MailRecord>;
  let refused = false;
  try {
    if (!taken.to) throw new MailError('No address to send to (set NOTIFY_EMAIL)', true);
    await mailer.send({
      to: taken.to,
      subject: taken.subject,
      text: taken.text,
      html: taken.html || undefined,
      replyTo: taken.replyTo || undefined,
      headers: taken.headers,
    });
    const at = now().toISOString();
    patch = { state: 'sent', lastError: '', sentAt: at, updatedAt: at };
  } catch (err) {
    const e = err instanceof MailError ? err : new MailError(err instanceof Error ? err.message : 'error');
    const at = now();
    const giveUp = e.permanent || taken.attempts >= MAX_MAIL_ATTEMPTS;
    refused = e.permanent;
    const wait = MAIL_BACKOFF_MS[Math.min(taken.attempts, MAIL_BACKOFF_MS.length) - 1]!;
    patch = {
      state: giveUp ? 'failed' : 'queued',
      lastError: e.message.slice(0, 300),
      updatedAt: at.toISOString(),
      nextAttemptAt: giveUp ? '' : new Date(at.getTime() + wait).toISOString(),
    };
  }
  const status = mailStatus({ ...taken, ...patch } as MailRecord);
  await store.transaction(async (tx) => {
    const writes: WriteOp[] = [];
    if (await tx.get(COLLECTIONS.mail, id))
      writes.push({ op: 'update', collection: COLLECTIONS.mail, id, data: patch });
    // A newsletter address the server refused for good is a bounce: no more newsletters go to it (SITE-NEWS-4).
    if (refused && taken.subscriberId) writes.push(...(await bounceOps(tx, taken.subscriberId, patch)));
    // The enquiry may have been erased meanwhile; then there is nothing to show it on.
    const contact = taken.contactId
      ? await tx.get<{ mail?: Record<string, unknown> }>(COLLECTIONS.contacts, taken.contactId)
      : null;
    if (contact) {
      writes.push({
        op: 'update',
        collection: COLLECTIONS.contacts,
        id: taken.contactId,
        data: { mail: { ...(contact.mail ?? {}), [taken.kind]: status } },
      });
    }
    return { writes, result: undefined };
  });
  return status.state;
}

/** Marks a subscriber bounced, with the server's reason in their record. */
async function bounceOps(
  tx: StoreReader,
  subscriberId: string,
  patch: Partial<MailRecord>,
): Promise<WriteOp[]> {
  const sub = await tx.get<{ state?: string; history?: unknown[] }>(COLLECTIONS.subscribers, subscriberId);
  if (!sub || sub.state === 'unsubscribed') return [];
  const at = patch.updatedAt ?? new Date().toISOString();
  const event = { at, event: 'bounced', detail: patch.lastError ?? '' };
  return [
    {
      op: 'update',
      collection: COLLECTIONS.subscribers,
      id: subscriberId,
      data: { state: 'bounced', bouncedAt: at, history: [...(sub.history ?? []), event] },
    },
  ];
}

/** Sends every queued mail that is due (oldest due first), up to `max`; answers how many were attempted. */
export async function deliverDue(store: Store, mailer: Mailer, now: () => Date, max = 20): Promise<number> {
  const queued = await store.list<MailRecord>(COLLECTIONS.mail, {
    where: { state: 'queued' },
    orderBy: { field: 'nextAttemptAt', direction: 'asc' },
    limit: max,
  });
  let attempted = 0;
  for (const mail of queued) {
    if (mail.nextAttemptAt > now().toISOString()) break;
    if ((await deliverMail(store, mailer, mail.id, now)) !== null) attempted++;
  }
  return attempted;
}

/** The outbox documents about one enquiry (erasing it erases them: they hold the message). */
export async function mailOfContact(store: Store, contactId: string): Promise<string[]> {
  const docs = await store.list(COLLECTIONS.mail, { where: { contactId } });
  return docs.map((d) => d.id);
}
