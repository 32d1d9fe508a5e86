import { contactSchema, type ContactSubmission } from '@36x/common';
import { activityOp } from '../activities/activity-service';
import { auditOp, type AuditBy } from '../audit/audit-service';
import { nowIso } from '../http/time';
import { validateBody } from '../http/validate';
import { COLLECTIONS, type Doc, type Store } from '../store/store';

export type ContactRecord = Omit<ContactSubmission, 'id'> & Record<string, unknown>;

export function toContact(d: Doc<ContactRecord>): ContactSubmission {
  return {
    id: d.id,
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    phone: d.phone ?? '',
    subject: d.subject,
    message: d.message,
    createdAt: d.createdAt,
  };
}

export async function listContacts(store: Store): Promise<ContactSubmission[]> {
  const docs = await store.list<ContactRecord>(COLLECTIONS.contacts, {
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  return docs.map(toContact);
}

/**
 * POST /api/contacts. Validated with the spec's messages. The hidden `website` field is the honeypot: when it is
 * filled, the answer is the same 201 with the same shape (a fresh id), but nothing is stored and no activity is
 * recorded, so a bot cannot tell it was caught.
 */
export async function submitContact(store: Store, by: AuditBy, body: unknown): Promise<ContactSubmission> {
  const { website, ...input } = validateBody(contactSchema, body);
  const id = store.newId();
  const data: ContactRecord = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    subject: input.subject,
    message: input.message,
    createdAt: nowIso(),
  };
  if (website && website.trim() !== '') return toContact({ ...data, id });
  await store.batch([
    { op: 'create', collection: COLLECTIONS.contacts, id, data },
    activityOp(store, 'contact', 'submitted', `New message from ${input.firstName} ${input.lastName}`, by),
    auditOp(store, by, {
      type: 'contact',
      action: 'submitted',
      targetId: id,
      target: `${input.firstName} ${input.lastName}`,
      summary: `subject: ${input.subject}`,
    }),
  ]);
  return toContact({ ...data, id });
}
