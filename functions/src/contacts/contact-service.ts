import { createHash } from 'node:crypto';
import {
  CONTACT_STATUSES,
  DEFAULT_CONTACT_RETENTION_MONTHS,
  contactEraseSchema,
  contactNoteSchema,
  contactSchema,
  contactUpdateSchema,
  type ContactCounts,
  type ContactNote,
  type ContactStatus,
  type ContactSubmission,
  type MailStatus,
  type User,
  can,
  erasureReasonLabel,
} from '@36x/common';
import { activityOp, clip } from '../activities/activity-service';
import { DEFAULT_ACKNOWLEDGEMENTS_PER_DAY, type LeadSettings } from '../config';
import { ApiError } from '../http/api-error';
import { auditOp, type AuditBy } from '../audit/audit-service';
import { nowIso } from '../http/time';
import { validateBody } from '../http/validate';
import { deliverMail, mailOfContact, outboxOp, type MailKind } from '../mail/mail-service';
import type { Mailer } from '../mail/mailer';
import { COLLECTIONS, type Doc, type Store, type StoreReader, type WriteOp } from '../store/store';
import { toUser, type UserRecord } from '../users/user-model';
import { acknowledgementMail, notificationMail } from './contact-mail';
import { contactEventOp, type ContactActor, type ContactEventAction } from './contact-events';
import { getOr404 } from '../http/get-or-404';
import { listNewestFirst } from '../store/newest-first';

export type ContactRecord = Omit<ContactSubmission, 'id'> & Record<string, unknown>;

/** What the leads desk needs besides the store: the mail port, its settings and a clock. */
export interface LeadsDeps {
  store: Store;
  /** Absent: the outbox keeps the mail queued until a sender with SMTP takes it. */
  mailer?: Mailer;
  leads: LeadSettings;
  siteUrl: string;
  now: () => Date;
}

export const CONTACT_NOT_FOUND = 'Enquiry not found';
/** How long the visitor's request waits for the first attempt at its mail; a slower server is retried later. */
const FIRST_ATTEMPT_WAIT_MS = 8000;

/** A stored enquiry as the API answers it. Messages from before the leads desk read as New, unowned, without notes. */
export function toContact(
  d: Doc<Partial<ContactRecord>> & Doc<Pick<ContactRecord, 'createdAt'>>,
): ContactSubmission {
  return {
    id: d.id,
    firstName: d.firstName ?? '',
    lastName: d.lastName ?? '',
    email: d.email ?? '',
    phone: d.phone ?? '',
    subject: d.subject ?? '',
    message: d.message ?? '',
    createdAt: d.createdAt,
    status: d.status ?? 'new',
    ownerId: d.ownerId ?? '',
    notes: d.notes ?? [],
    source: d.source ?? '',
    lastActionAt: d.lastActionAt ?? d.createdAt,
    mail: d.mail ?? {},
  };
}

/**
 * What a visitor gets back for a message: the spec's fields only. Never the desk's (status, notes, mail state), which
 * would also tell a bot caught by the honeypot apart from a stored message.
 */
export function visitorReceipt(
  c: ContactSubmission,
): Pick<
  ContactSubmission,
  'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message' | 'createdAt'
> {
  const { id, firstName, lastName, email, phone, subject, message, createdAt } = c;
  return { id, firstName, lastName, email, phone, subject, message, createdAt };
}

/** Every enquiry, newest first (the export without a filter, and the demo seed's checks). */
export async function listContacts(store: Store): Promise<ContactSubmission[]> {
  const docs = await listNewestFirst<ContactRecord>(store, COLLECTIONS.contacts);
  return docs.map(toContact);
}

export async function getContact(store: Store, id: string): Promise<ContactSubmission> {
  return toContact(await getOr404<ContactRecord>(store, COLLECTIONS.contacts, id, CONTACT_NOT_FOUND));
}

/**
 * POST /api/contacts (and the contact page's no-script post). Stored first: the enquiry, its notification mail (and
 * the visitor's acknowledgement when that setting is on) and its Activity go in one batch, so the message is kept
 * whatever happens to mail. Then one attempt is made at each mail, waited for up to a few seconds; a failure leaves
 * it queued for the outbox sender's retries (mail/mail-service.ts), and the enquiry shows its state.
 *
 * The hidden `website` field is the honeypot: when it is filled, the answer is the same 201 with the same shape (a
 * fresh id), but nothing is stored, no activity is recorded and nobody is notified: spam never notifies.
 */
export async function submitContact(deps: LeadsDeps, body: unknown, by: AuditBy): Promise<ContactSubmission> {
  const { store, leads, now } = deps;
  const { website, ...input } = validateBody(contactSchema, body);
  const id = store.newId();
  const createdAt = nowIso();
  const data: ContactRecord = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    subject: input.subject,
    message: input.message,
    createdAt,
    status: 'new',
    ownerId: '',
    notes: [],
    source: input.source,
    lastActionAt: createdAt,
    mail: {},
  };
  if (website && website.trim() !== '') return toContact({ ...data, id });

  const at = now();
  const outbox: { id: string; op: WriteOp; kind: MailKind; status: MailStatus }[] = [];
  const notify = notificationMail(data, deps.siteUrl);
  outbox.push({
    kind: 'notify',
    ...outboxOp(
      store,
      { ...notify, to: leads.notifyEmail, replyTo: data.email, kind: 'notify', contactId: id },
      at,
    ),
  });
  const perDay = leads.acknowledgementsPerDay ?? DEFAULT_ACKNOWLEDGEMENTS_PER_DAY;
  if (leads.acknowledge && (await mayAcknowledge(store, data.email, at, perDay))) {
    const ack = acknowledgementMail(data);
    outbox.push({
      kind: 'ack',
      ...outboxOp(store, { ...ack, to: data.email, replyTo: '', kind: 'ack', contactId: id }, at),
    });
  }
  data.mail = Object.fromEntries(outbox.map((m) => [m.kind, m.status]));
  await store.batch([
    { op: 'create', collection: COLLECTIONS.contacts, id, data },
    ...outbox.map((m) => m.op),
    // The visitor's own act (the spec's Recent Activity line), not a staff action: not through contactEventOp.
    activityOp(store, 'contact', 'submitted', submittedTitle(input.firstName, input.lastName), by),
    // CONTACT-LEADS-9: the enquiry by id only, no name, email or connecting address of the visitor, so erasure and the retention
    // purge leave nothing of the person in the log (docs/decisions/027-abuse-limits-and-privacy.md).
    auditOp(
      store,
      { ...by, address: '' },
      {
        type: 'contact',
        action: 'submitted',
        targetId: id,
        target: 'enquiry',
        summary: `subject: ${input.subject}`,
      },
    ),
  ]);

  if (deps.mailer) {
    const mailer = deps.mailer;
    const attempts = Promise.allSettled(outbox.map((m) => deliverMail(store, mailer, m.id, now)));
    await Promise.race([
      attempts,
      new Promise((resolve) => setTimeout(resolve, FIRST_ATTEMPT_WAIT_MS).unref()),
    ]);
  }
  return toContact((await store.get<ContactRecord>(COLLECTIONS.contacts, id)) ?? { ...data, id });
}

/**
 * Whether this enquiry's visitor may be acknowledged: at most one acknowledgement a day to one address, and
 * `perDay` a day in all (CONTACT_ACK_PER_DAY), counted in the store (atomic, every instance), so the receipt cannot be used
 * to send the practice's mail to many addresses or many times to one. The counter of an address is keyed by a hash
 * of it: the counters hold no email address (nothing for an erasure to miss). An enquiry over either cap is stored
 * and notified as always; only the receipt is left out.
 */
async function mayAcknowledge(store: Store, email: string, at: Date, perDay: number): Promise<boolean> {
  const day = new Date(at.getTime() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
  const to = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
  if ((await store.countHit(COLLECTIONS.rateLimits, `ack~${to}`, day)) > 1) return false;
  return (await store.countHit(COLLECTIONS.rateLimits, 'ack~all', day)) <= perDay;
}

const submittedTitle = (firstName: string, lastName: string) =>
  clip(`New message from ${firstName} ${lastName}`);

export const OWNER_INVALID = 'Owner must be an active staff user who works enquiries';
/** Who may own an enquiry: active staff who may change it (editors and admins). */
export const isOwnerCandidate = (u: User) => u.isActive && can(u, 'inquiries:write');

/** GET /api/contacts/owners: the staff an enquiry can be given to, by name. */
export async function contactOwners(store: Store): Promise<{ id: string; username: string }[]> {
  const users = (await store.list<UserRecord>(COLLECTIONS.users)).map(toUser).filter(isOwnerCandidate);
  return users
    .map((u) => ({ id: u.id, username: u.username }))
    .sort((a, b) => a.username.localeCompare(b.username));
}

export const statusLabel = (s: ContactStatus) => CONTACT_STATUSES.find((x) => x.value === s)?.label ?? s;

/**
 * PATCH /api/contacts/{id}: status and/or owner. The owner must be an active staff user ('' clears it). Records the
 * change as an event; nothing is written when the input is refused.
 */
export async function updateContact(
  store: Store,
  actor: Exclude<ContactActor, 'schedule'>,
  id: string,
  body: unknown,
): Promise<ContactSubmission> {
  const input = validateBody(contactUpdateSchema, body);
  if (input.ownerId) {
    const owner = await store.get<UserRecord>(COLLECTIONS.users, input.ownerId);
    if (!owner || !isOwnerCandidate(toUser(owner)))
      throw new ApiError(400, OWNER_INVALID, { ownerId: OWNER_INVALID });
  }
  return store.transaction(async (tx) => {
    const current = await getOr404<ContactRecord>(tx, COLLECTIONS.contacts, id, CONTACT_NOT_FOUND);
    const before = toContact(current);
    const patch: Partial<ContactRecord> = {};
    const events: WriteOp[] = [];
    const record = (action: ContactEventAction, summary: string) =>
      events.push(...contactEventOp(store, actor, action, summary, id));
    if (input.status !== undefined && input.status !== before.status) {
      patch.status = input.status;
      record('status', `Enquiry marked ${statusLabel(input.status)} (was ${statusLabel(before.status)})`);
    }
    if (input.ownerId !== undefined && input.ownerId !== before.ownerId) {
      patch.ownerId = input.ownerId;
      record('owner', input.ownerId ? 'Enquiry given an owner' : 'Enquiry owner cleared');
    }
    if (events.length === 0) return { writes: [], result: before };
    patch.lastActionAt = nowIso();
    return {
      writes: [{ op: 'update', collection: COLLECTIONS.contacts, id, data: patch }, ...events],
      result: { ...before, ...patch } as ContactSubmission,
    };
  });
}

/** POST /api/contacts/{id}/notes: an internal note with its author and time. */
export async function addContactNote(
  store: Store,
  actor: Exclude<ContactActor, 'schedule'>,
  id: string,
  body: unknown,
): Promise<ContactSubmission> {
  const { text } = validateBody(contactNoteSchema, body);
  return store.transaction(async (tx) => {
    const current = await getOr404<ContactRecord>(tx, COLLECTIONS.contacts, id, CONTACT_NOT_FOUND);
    const createdAt = nowIso();
    const note: ContactNote = {
      id: store.newId(),
      text,
      authorId: actor.id,
      authorName: actor.username,
      createdAt,
    };
    const notes = [...(current.notes ?? []), note];
    return {
      writes: [
        { op: 'update', collection: COLLECTIONS.contacts, id, data: { notes, lastActionAt: createdAt } },
        ...contactEventOp(store, actor, 'note', 'Note added to an enquiry', id),
      ],
      result: toContact({ ...current, notes, lastActionAt: createdAt }),
    };
  });
}

/**
 * DELETE /api/contacts/{id} {reason}: one enquiry erased (DPDP Act 2023, s. 12; a whole person: privacy/erasure-service.ts).
 * The enquiry and its outbox mail (which hold the message) are deleted; the event keeps who erased it and the reason
 * from the fixed list (ERASURE_REASONS), never the person.
 */
export async function eraseContact(
  store: Store,
  actor: Exclude<ContactActor, 'schedule'>,
  id: string,
  body: unknown,
): Promise<void> {
  const { reason } = validateBody(contactEraseSchema, body);
  const mailIds = await mailOfContact(store, id);
  await store.transaction(async (tx) => {
    const current = await getOr404<ContactRecord>(tx, COLLECTIONS.contacts, id, CONTACT_NOT_FOUND);
    // The dashboard's "New message from <name>" names the person: it loses the name.
    const named = await namedActivities(tx, current);
    return {
      writes: [
        { op: 'delete', collection: COLLECTIONS.contacts, id },
        ...named.map((a) => unnamedActivity(a.id, 'erased on request')),
        ...mailIds.map((m): WriteOp => ({ op: 'delete', collection: COLLECTIONS.mail, id: m })),
        ...contactEventOp(
          store,
          actor,
          'erased',
          `Enquiry erased (${erasureReasonLabel(reason)}): ${(current.notes ?? []).length} notes, ${mailIds.length} emails`,
          id,
        ),
      ],
      result: undefined,
    };
  });
}

/** The Recent Activity lines "New message from <name>" of an enquiry's sender (the spec's wording names them). */
export function namedActivities(reader: StoreReader, c: Pick<ContactRecord, 'firstName' | 'lastName'>) {
  return reader.list(COLLECTIONS.activities, {
    where: { type: 'contact', action: 'submitted', title: submittedTitle(c.firstName, c.lastName) },
  });
}

export const unnamedActivity = (id: string, why: string): WriteOp => ({
  op: 'update',
  collection: COLLECTIONS.activities,
  id,
  data: { title: `New message (${why})` },
});

/** The day `months` calendar months before `now` (the 31st falls back to the month's last day). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth() - months,
      1,
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return d;
}

/**
 * Retention: Closed and Spam enquiries received before `months` months ago are deleted with their outbox mail, a few
 * dozen per batch, and one event per run says how many. The scheduled function (production) and `npm run
 * purge-contacts` (local) call this; so does POST /api/contacts/purge (admin).
 */
export async function purgeContacts(
  store: Store,
  actor: ContactActor,
  now: Date,
  months = DEFAULT_CONTACT_RETENTION_MONTHS,
): Promise<{ purged: number; before: string }> {
  const before = monthsBefore(now, months).toISOString();
  let purged = 0;
  for (const status of ['closed', 'spam'] as const) {
    for (;;) {
      // Strictly before the cut-off: the range's end without the tie (afterId '' is before every id).
      const old = await store.list<ContactRecord>(COLLECTIONS.contacts, {
        where: { status },
        orderBy: { field: 'createdAt', direction: 'desc', startAt: { value: before, afterId: '' } },
        limit: 50,
      });
      if (old.length === 0) break;
      const writes: WriteOp[] = [];
      for (const c of old) {
        writes.push({ op: 'delete', collection: COLLECTIONS.contacts, id: c.id });
        for (const a of await namedActivities(store, c)) writes.push(unnamedActivity(a.id, 'purged'));
        for (const m of await mailOfContact(store, c.id))
          writes.push({ op: 'delete', collection: COLLECTIONS.mail, id: m });
      }
      await store.batch(writes);
      purged += old.length;
    }
  }
  if (purged > 0) {
    await store.batch(
      contactEventOp(
        store,
        actor,
        'purged',
        `${purged} closed or spam enquir${purged === 1 ? 'y' : 'ies'} older than ${months} months purged`,
      ),
    );
  }
  return { purged, before };
}

/** GET /api/contacts/counts: per status, counted by the store (nothing is read). */
export async function contactCounts(store: Store): Promise<ContactCounts> {
  const [n, c, cl, s, total] = await Promise.all([
    store.count(COLLECTIONS.contacts, { status: 'new' }),
    store.count(COLLECTIONS.contacts, { status: 'contacted' }),
    store.count(COLLECTIONS.contacts, { status: 'closed' }),
    store.count(COLLECTIONS.contacts, { status: 'spam' }),
    store.count(COLLECTIONS.contacts),
  ]);
  return { new: n, contacted: c, closed: cl, spam: s, total };
}

/**
 * Enquiries stored before the leads desk have no status (so no status filter or count finds them): give them the
 * defaults once. A marker document makes it a no-op after the first run (index.ts runs it at cold start).
 */
export async function backfillContactFields(store: Store): Promise<number> {
  const MARK = 'contacts-leads-desk';
  if (await store.get(COLLECTIONS.meta, MARK)) return 0;
  const all = await store.list<ContactRecord>(COLLECTIONS.contacts);
  const missing = all.filter((c) => typeof c.status !== 'string');
  for (let i = 0; i < missing.length; i += 400) {
    await store.batch(
      missing.slice(i, i + 400).map((c): WriteOp => {
        const { id: _id, ...rest } = toContact(c);
        return { op: 'update', collection: COLLECTIONS.contacts, id: c.id, data: rest };
      }),
    );
  }
  await store.batch([
    { op: 'set', collection: COLLECTIONS.meta, id: MARK, data: { at: nowIso(), updated: missing.length } },
  ]);
  return missing.length;
}
