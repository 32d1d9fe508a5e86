import {
  IST_OFFSET_MS,
  istDayStartIso,
  istDayStartMs,
  CONTACT_STATUS_VALUES,
  contactQuerySchema,
  type ContactFilterInput,
  type ContactPerson,
  type ContactQuery,
  type ContactSort,
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

/** The cursor after a contact in date order (its time and id), or an offset in name or status order; opaque. */
export function cursorOf(c: Pick<ContactSubmission, 'createdAt' | 'id'>): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');
}
const offsetCursor = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

function decodeCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

function readCursor(cursor: string): { value: string; afterId: string } {
  const v = decodeCursor(cursor);
  if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string')
    return { value: v[0], afterId: v[1] };
  throw new ApiError(400, INVALID_CURSOR, { cursor: INVALID_CURSOR });
}

function readOffset(cursor: string): number {
  if (!cursor) return 0;
  const v = decodeCursor(cursor) as { o?: unknown } | null;
  if (v && typeof v === 'object' && Number.isInteger(v.o) && (v.o as number) >= 0) return v.o as number;
  throw new ApiError(400, INVALID_CURSOR, { cursor: INVALID_CURSOR });
}

/**
 * Does the contact hold the search text (name, email, phone, message, internal notes; case and phone spacing
 * ignored)? CONTACT-LEADS-7: notes are searched too.
 */
export function matchesSearch(c: ContactSubmission, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  const notes = c.notes.map((n) => n.text).join('\n');
  const hay = `${c.firstName} ${c.lastName}\n${c.email}\n${c.phone}\n${c.message}\n${notes}`.toLowerCase();
  if (hay.includes(needle)) return true;
  const digits = needle.replace(/[\s()+-]/g, '');
  return /^\d{3,}$/.test(digits) && c.phone.replace(/\D/g, '').includes(digits);
}

/** What is checked on each enquiry read rather than asked of the store: the search and one person's address. */
const readFilter = (f: ContactFilterInput) => !!f.q || !!f.email;
function matchesRead(c: ContactSubmission, f: ContactFilterInput): boolean {
  return matchesSearch(c, f.q) && (!f.email || c.email.toLowerCase() === f.email.toLowerCase());
}

/** The store's equality filters of a desk filter. */
function equalities(f: ContactFilterInput): Record<string, Scalar> {
  const where: Record<string, Scalar> = {};
  if (f.status) where['status'] = f.status;
  if (f.subject) where['subject'] = f.subject;
  if (f.owner) where['ownerId'] = f.owner;
  return where;
}

const dayStart = istDayStartIso;
const dayEnd = (day: string) => new Date(istDayStartMs(day) + DAY_MS).toISOString();

/**
 * The enquiries matching a filter in date order (newest first, or oldest with `asc`), read from the store in pages:
 * status, subject and owner are equality filters, the date range is the order's range (days in India time,
 * inclusive), the search and the email are applied to what is read. Starts after `cursor` when given.
 */
async function* matching(
  store: Store,
  filter: ContactFilterInput,
  opts: { asc?: boolean; cursor?: string; pageHint?: number } = {},
): AsyncGenerator<ContactSubmission> {
  const where = equalities(filter);
  const asc = !!opts.asc;
  // Where the order starts and where it stops: newest first runs from the end of To back to From.
  const first = asc ? (filter.from ? dayStart(filter.from) : '') : filter.to ? dayEnd(filter.to) : '';
  const stop = asc ? (filter.to ? dayEnd(filter.to) : '') : filter.from ? dayStart(filter.from) : '';
  let startAt: NonNullable<ListQuery['orderBy']>['startAt'];
  if (opts.cursor) startAt = readCursor(opts.cursor);
  else if (first) startAt = { value: first, afterId: '' };
  // Without a read filter every document read is a match: read just one page (and one more, to know if there is a
  // next).
  const chunk = readFilter(filter) || !opts.pageHint ? CHUNK : Math.min(opts.pageHint + 1, CHUNK);
  for (;;) {
    const docs = await store.list<ContactRecord>(COLLECTIONS.contacts, {
      where,
      orderBy: { field: 'createdAt', direction: asc ? 'asc' : 'desc', startAt },
      limit: chunk,
    });
    for (const d of docs) {
      if (stop && (asc ? d.createdAt >= stop : d.createdAt < stop)) return;
      const c = toContact(d);
      if (matchesRead(c, filter)) yield c;
    }
    if (docs.length < chunk) return;
    const last = docs[docs.length - 1]!;
    startAt = { value: last.createdAt, afterId: last.id };
  }
}

/** Every enquiry matching a filter, newest first (the export, bulk actions and the people view). */
export async function listContactsMatching(
  store: Store,
  filter: ContactFilterInput,
): Promise<ContactSubmission[]> {
  const all: ContactSubmission[] = [];
  for await (const c of matching(store, filter)) all.push(c);
  return all;
}

/** How many enquiries match: counted by the store when it can filter them all itself, else by reading them. */
async function countMatching(store: Store, filter: ContactFilterInput): Promise<number> {
  if (!readFilter(filter) && !filter.from && !filter.to)
    return store.count(COLLECTIONS.contacts, equalities(filter));
  let n = 0;
  for await (const _ of matching(store, filter)) n++;
  return n;
}

const STATUS_RANK = new Map(CONTACT_STATUS_VALUES.map((s, i) => [s, i]));
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const nameOf = (c: ContactSubmission) => `${c.firstName} ${c.lastName}`.trim();

/** Name and status orders (CONTACT-LEADS-7); ties newest first. */
function compareBy(sort: ContactSort): (a: ContactSubmission, b: ContactSubmission) => number {
  const newest = (a: ContactSubmission, b: ContactSubmission) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1;
  if (sort === 'name') return (a, b) => byName.compare(nameOf(a), nameOf(b)) || newest(a, b);
  return (a, b) => (STATUS_RANK.get(a.status) ?? 9) - (STATUS_RANK.get(b.status) ?? 9) || newest(a, b);
}

/**
 * GET /api/contacts: one page (query.limit), the cursor of the next ('' when this is the last) and how many match in
 * all ("x-y of N"). Date orders page by keyset (cheap among many); name and status orders read the matching
 * enquiries and sort them, as a search reads them (docs/decisions/030-newsletter-and-bulk-leads.md).
 */
export async function listContactsPage(
  store: Store,
  query: ContactQuery,
): Promise<{ items: ContactSubmission[]; nextCursor: string; total: number }> {
  if (query.sort === 'name' || query.sort === 'status') {
    const all = (await listContactsMatching(store, query)).sort(compareBy(query.sort));
    const offset = readOffset(query.cursor);
    const items = all.slice(offset, offset + query.limit);
    const more = offset + query.limit < all.length;
    return { items, nextCursor: more ? offsetCursor(offset + query.limit) : '', total: all.length };
  }
  const items: ContactSubmission[] = [];
  let nextCursor = '';
  const opts = { asc: query.sort === 'oldest', cursor: query.cursor, pageHint: query.limit };
  for await (const c of matching(store, query, opts)) {
    if (items.length === query.limit) {
      nextCursor = cursorOf(items[items.length - 1]!);
      break;
    }
    items.push(c);
  }
  return { items, nextCursor, total: await countMatching(store, query) };
}

/**
 * GET /api/contacts/people (CONTACT-LEADS-8): the matching enquiries grouped by email address (any case), the person
 * with the latest enquiry first, at most `limit` people; and how many people there are.
 */
export async function contactPeople(
  store: Store,
  filter: ContactFilterInput,
  limit = 200,
): Promise<{ people: ContactPerson[]; total: number }> {
  const groups = new Map<string, ContactPerson>();
  for await (const c of matching(store, filter)) {
    const email = c.email.toLowerCase();
    let p = groups.get(email);
    if (!p) {
      // Newest first: the first one read is the latest, its name is the person's.
      p = {
        email,
        name: nameOf(c),
        count: 0,
        firstAt: c.createdAt,
        lastAt: c.createdAt,
        statuses: { new: 0, contacted: 0, closed: 0, spam: 0 },
      };
      groups.set(email, p);
    }
    p.count++;
    p.firstAt = c.createdAt;
    p.statuses[c.status]++;
  }
  return { people: [...groups.values()].slice(0, limit), total: groups.size };
}

/** The filter as the audit log records it: its fields, the search only by length (it may name a person). */
export function describeFilter(f: Partial<ContactFilterInput>): string {
  const parts: string[] = [];
  if (f.status) parts.push(`status ${f.status}`);
  if (f.subject) parts.push(`subject ${f.subject}`);
  if (f.from) parts.push(`from ${f.from}`);
  if (f.to) parts.push(`to ${f.to}`);
  if (f.owner) parts.push(`owner ${f.owner}`);
  if (f.q) parts.push(`search of ${f.q.length} characters`);
  if (f.email) parts.push('one email address');
  return parts.length ? parts.join(', ') : 'none';
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
