import { erasePersonSchema, erasureReasonLabel, type ErasureCounts } from '@36x/common';
import { contactEventOp, type ContactActor } from '../contacts/contact-events';
import { namedActivities, unnamedActivity, type ContactRecord } from '../contacts/contact-service';
import { validateBody } from '../http/validate';
import { mailOfContact, type MailRecord } from '../mail/mail-service';
import { subscriberId, type SubscriberRecord } from '../newsletter/newsletter-deps';
import { forgetMailOp, mailOfSubscriber, optOutWrites } from '../newsletter/subscribers';
import { COLLECTIONS, type Doc, type Store, type WriteOp } from '../store/store';

/** Writes per batch: well under Firestore's 500 a commit. */
const CHUNK = 400;

/** "3 enquiries, 2 notes, ..." with only the parts that are not zero ('nothing held' when all are). */
export function erasureSummary(c: ErasureCounts): string {
  const part = (n: number, one: string, many: string) => (n > 0 ? `${n} ${n === 1 ? one : many}` : '');
  const parts = [
    part(c.enquiries, 'enquiry', 'enquiries'),
    part(c.notes, 'note', 'notes'),
    part(c.activities, 'activity line', 'activity lines'),
    part(c.mail, 'email', 'emails'),
    part(c.subscribers, 'newsletter subscription', 'newsletter subscriptions'),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'nothing held';
}

/**
 * POST /api/privacy/erase {email, reason} (DPDP Act 2023 s. 12; docs/decisions/049-erasure-notices-and-floods.md):
 * a person erased in one action. Every enquiry from the address (any case) with its notes and its outbox mail; the
 * Recent Activity lines that name them lose the name; mail the practice sent to the address (acknowledgements,
 * newsletter confirmations and issues) loses it; the newsletter record keeps only the proof of the opt-out (a hash of
 * the address, when, 'erased'). One event records who erased how many items, when, and the reason from the fixed
 * list: never a name, email, phone or free text. What the practice's own mailbox received is outside this system
 * (the decision record says so).
 */
export async function erasePerson(
  store: Store,
  actor: Exclude<ContactActor, 'schedule'>,
  body: unknown,
  now: Date,
): Promise<ErasureCounts> {
  const { email, reason } = validateBody(erasePersonSchema, body);
  const key = email.toLowerCase();
  // Contacts keep the address as typed: every case of it is the same person (as the people view groups them).
  const contacts = (await store.list<ContactRecord>(COLLECTIONS.contacts)).filter(
    (c) => typeof c.email === 'string' && c.email.trim().toLowerCase() === key,
  );
  const writes: WriteOp[] = [];
  const counts: ErasureCounts = { enquiries: 0, notes: 0, activities: 0, mail: 0, subscribers: 0 };
  const activityIds = new Set<string>();
  const mailIds = new Set<string>();
  for (const c of contacts) {
    writes.push({ op: 'delete', collection: COLLECTIONS.contacts, id: c.id });
    counts.enquiries++;
    counts.notes += Array.isArray(c.notes) ? c.notes.length : 0;
    for (const a of await namedActivities(store, c)) {
      if (activityIds.has(a.id)) continue;
      activityIds.add(a.id);
      writes.push(unnamedActivity(a.id, 'erased on request'));
    }
    for (const m of await mailOfContact(store, c.id)) {
      if (mailIds.has(m)) continue;
      mailIds.add(m);
      writes.push({ op: 'delete', collection: COLLECTIONS.mail, id: m });
    }
  }
  counts.activities = activityIds.size;

  const subId = subscriberId(email);
  const sub = await store.get<SubscriberRecord>(COLLECTIONS.subscribers, subId);
  const subMail: Doc<MailRecord>[] = (await mailOfSubscriber(store, subId)).filter(
    // Mail that already lost the address (an earlier opt-out) holds nothing of the person.
    (m) => !mailIds.has(m.id) && m.to !== '',
  );
  if (sub && (sub.email || sub.state !== 'unsubscribed')) {
    counts.subscribers = 1;
    writes.push(...optOutWrites(subId, sub, now.toISOString(), 'erased', '', subMail));
  } else {
    // No record left to minimise, but mail may still name the address (a purged sign-up's sent link, say).
    writes.push(...subMail.map(forgetMailOp));
  }
  for (const m of subMail) mailIds.add(m.id);
  counts.mail = mailIds.size;

  writes.push(
    ...contactEventOp(
      store,
      actor,
      'erased',
      `Person erased (${erasureReasonLabel(reason)}): ${erasureSummary(counts)}`,
    ),
  );
  for (let i = 0; i < writes.length; i += CHUNK) await store.batch(writes.slice(i, i + CHUNK));
  return counts;
}
