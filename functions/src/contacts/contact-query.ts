import {
  IST_OFFSET_MS,
  contactQuerySchema,
  istDayStartIso,
  istDayStartMs,
  type ContactQuery,
  type ContactSubmission,
  type ContactWeek,
} from '@36x/common';
import { ApiError } from '../http/api-error';
import { validateBody } from '../http/validate';
import { COLLECTIONS, type ListQuery, type Scalar, type Store } from '../store/store';
import { toContact, type ContactRecord } from './contact-service';

const CHUNK = 200;

export const INVALID_CURSOR = 'Invalid cursor';

/** Parses the query string of GET /api/contacts (and the export) with the shared schema's messages. */
export function parseContactQuery(raw: Record<string, unknown>): ContactQuery {
  const flat = Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[v.length - 1] : v]),
  );
  return validateBody(contactQuerySchema, flat);
}

/** The cursor after a contact: its time and id, opaque to the client. */
export function cursorOf(c: Pick<ContactSubmission, 'createdAt' | 'id'>): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');
}

function readCursor(cursor: string): { value: string; afterId: string } {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string')
      return { value: v[0], afterId: v[1] };
  } catch {
    /* below */
  }
  throw new ApiError(400, INVALID_CURSOR, { cursor: INVALID_CURSOR });
}

/** Does the contact hold the search text (name, email, phone, message; case and phone spacing ignored)? */
export function matchesSearch(c: ContactSubmission, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  const hay = `${c.firstName} ${c.lastName}\n${c.email}\n${c.phone}\n${c.message}`.toLowerCase();
  if (hay.includes(needle)) return true;
  const digits = needle.replace(/[\s()+-]/g, '');
  return /^\d{3,}$/.test(digits) && c.phone.replace(/\D/g, '').includes(digits);
}

/**
 * The enquiries matching a query, newest first, read from the store in pages: status and subject are equality
 * filters, the date range is the order's range (days in India time, inclusive), the search is applied to what is read.
 * Starts after `cursor` when given. Stops when `enough` says so.
 */
async function* matching(store: Store, query: ContactQuery): AsyncGenerator<ContactSubmission> {
  const where: Record<string, Scalar> = {};
  if (query.status) where['status'] = query.status;
  if (query.subject) where['subject'] = query.subject;
  const fromIso = query.from ? istDayStartIso(query.from) : '';
  let startAt: NonNullable<ListQuery['orderBy']>['startAt'];
  if (query.cursor) startAt = readCursor(query.cursor);
  else if (query.to) {
    const end = new Date(istDayStartMs(query.to));
    end.setUTCDate(end.getUTCDate() + 1);
    startAt = { value: end.toISOString(), afterId: '' };
  }
  // Without a search every document read is a match: read just one page (and one more, to know if there is a next).
  const chunk = query.q ? CHUNK : Math.min(query.limit + 1, CHUNK);
  for (;;) {
    const docs = await store.list<ContactRecord>(COLLECTIONS.contacts, {
      where,
      orderBy: { field: 'createdAt', direction: 'desc', startAt },
      limit: chunk,
    });
    for (const d of docs) {
      if (fromIso && d.createdAt < fromIso) return;
      const c = toContact(d);
      if (matchesSearch(c, query.q)) yield c;
    }
    if (docs.length < chunk) return;
    const last = docs[docs.length - 1]!;
    startAt = { value: last.createdAt, afterId: last.id };
  }
}

/** GET /api/contacts: one page (query.limit) and the cursor of the next, '' when this is the last. */
export async function listContactsPage(
  store: Store,
  query: ContactQuery,
): Promise<{ items: ContactSubmission[]; nextCursor: string }> {
  const items: ContactSubmission[] = [];
  for await (const c of matching(store, query)) {
    if (items.length === query.limit) return { items, nextCursor: cursorOf(items[items.length - 1]!) };
    items.push(c);
  }
  return { items, nextCursor: '' };
}

/** Every enquiry matching the query's filters (the export honours the desk's current filter). */
export async function listContactsMatching(store: Store, query: ContactQuery): Promise<ContactSubmission[]> {
  const all: ContactSubmission[] = [];
  for await (const c of matching(store, { ...query, cursor: '' })) all.push(c);
  return all;
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of the Monday starting the India-time week that holds `t`. */
export function istWeekStart(t: number): string {
  const ist = new Date(t + IST_OFFSET_MS);
  const back = (ist.getUTCDay() + 6) % 7; // days since Monday
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - back))
    .toISOString()
    .slice(0, 10);
}

/**
 * GET /api/contacts/weekly: enquiries received in each of the last `weeks` weeks (this one included), by their status
 * now, oldest week first. Reads only those weeks' enquiries (a range on createdAt).
 */
export async function contactsPerWeek(store: Store, now: Date, weeks = 12): Promise<ContactWeek[]> {
  const thisWeek = istWeekStart(now.getTime());
  const firstStart = istDayStartMs(thisWeek) - (weeks - 1) * 7 * DAY_MS;
  const out: ContactWeek[] = Array.from({ length: weeks }, (_, i) => ({
    weekStart: istWeekStart(firstStart + i * 7 * DAY_MS),
    new: 0,
    contacted: 0,
    closed: 0,
    spam: 0,
  }));
  const docs = await store.list<ContactRecord>(COLLECTIONS.contacts, {
    orderBy: { field: 'createdAt', direction: 'asc', startAt: { value: new Date(firstStart).toISOString() } },
  });
  for (const d of docs) {
    const i = Math.floor((Date.parse(d.createdAt) - firstStart) / (7 * DAY_MS));
    const week = out[i];
    if (week) week[toContact(d).status]++;
  }
  return out;
}
