import { CONTACT_STATUSES, CONTACT_SUBJECTS, toCsv, toIstInputValue, type ContactQuery } from '@36x/common';
import { listContactsMatching } from '../contacts/contact-query';
import { listEnquiryForms } from '../enquiry-forms/enquiry-form-service';
import { COLLECTIONS, type Store } from '../store/store';
import type { UserRecord } from '../users/user-model';

/** "2024-05-01 15:30" in India time: a form Excel reads as a date-time, in the practice's own clock. */
export function istDateTime(iso: string): string {
  return toIstInputValue(iso).replace('T', ' ');
}

/** A CSV file and how many data rows it holds (the audit entry of an export says). */
export interface CsvFile {
  csv: string;
  rows: number;
}
const file = (rows: number, csv: string): CsvFile => ({ csv, rows });

const subjectLabel = (value: string) => CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;

const statusLabel = (value: string) => CONTACT_STATUSES.find((s) => s.value === value)?.label ?? value;

/**
 * contacts.csv: the contact submissions matching the desk's current filter (all of them without one), newest first,
 * with the desk's work on each (API-CSV-3): owner, how many notes and the last one, and when staff last acted.
 */
export async function contactsCsv(store: Store, query: ContactQuery): Promise<CsvFile> {
  const [contacts, users] = await Promise.all([
    listContactsMatching(store, query),
    store.list<UserRecord>(COLLECTIONS.users),
  ]);
  const username = new Map(users.map((u) => [u.id, u.username]));
  return file(
    contacts.length,
    toCsv(
      [
        'First Name',
        'Last Name',
        'Email',
        'Phone',
        'Subject',
        'Message',
        'Submitted (IST)',
        'Status',
        'Source',
        'Owner',
        'Notes',
        'Last Note',
        'Last Action (IST)',
      ],
      contacts.map((c) => [
        c.firstName,
        c.lastName,
        c.email,
        c.phone,
        subjectLabel(c.subject),
        c.message,
        istDateTime(c.createdAt),
        statusLabel(c.status),
        c.source,
        // An owner whose account was deleted still shows, by id.
        c.ownerId ? (username.get(c.ownerId) ?? c.ownerId) : '',
        String(c.notes.length),
        c.notes.at(-1)?.text ?? '',
        // Received and never acted on: no last action.
        c.lastActionAt !== c.createdAt ? istDateTime(c.lastActionAt) : '',
      ]),
    ),
  );
}

/** enquiry-forms.csv: every enquiry form (active or not), newest first. */
export async function enquiryFormsCsv(store: Store): Promise<CsvFile> {
  const forms = await listEnquiryForms(store, true);
  return file(
    forms.length,
    toCsv(
      ['Title', 'Description', 'Icon', 'Image', 'Google Form URL', 'Features', 'Status', 'Created (IST)'],
      forms.map((f) => [
        f.title,
        f.description,
        f.icon,
        f.image,
        f.googleFormUrl,
        f.features.join('; '),
        f.isActive ? 'Active' : 'Inactive',
        istDateTime(f.createdAt),
      ]),
    ),
  );
}
