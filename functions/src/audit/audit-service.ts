import { createHash } from 'node:crypto';
import type { Request } from 'express';
import {
  istDayStartIso,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  type AuditType,
} from '@36x/common';
import { clientAddress } from '../http/client';
import { nowIso } from '../http/time';
import { COLLECTIONS, type ListQuery, type Store, type WriteOp } from '../store/store';

/**
 * The audit log (ADMIN-AUDIT-1): one append-only collection, `auditLog`, written only here. Nothing in
 * the API updates or deletes an entry, and firestore.rules keep the collection closed to every client.
 *
 * How another area records what it does, in two steps:
 *
 *   1. In the route, take who is acting and from where:      `const by = auditBy(req);`
 *   2a. With the change, in the same batch or transaction:    `writes.push(auditOp(store, by, entry));`
 *   2b. Or on its own, when there is no write to join:        `await recordAudit(store, by, entry);`
 *
 * where `entry` is `{ type, action, target, targetId?, summary? }`, e.g.
 *   `{ type: 'contact', action: 'status-changed', targetId: id, target: 'Asha Rao', summary: 'new → in progress' }`.
 * A new `type` is added to AUDIT_TYPES in common/src/audit.ts (the screen's filter lists them).
 */

/** Who acted and from which address. `actorId` null: a visitor, or someone not signed in. */
export interface AuditBy {
  actorId: string | null;
  actorName: string;
  address: string;
}

/** What was done to what. */
export interface AuditFacts {
  type: AuditType;
  /** A verb, lower case with dashes: created, updated, deleted, exported, signed-in, password-reset, ... */
  action: string;
  /** The document acted on, when there is one. */
  targetId?: string | null;
  /** What it is, in words (a title, a username, a file name). */
  target: string;
  /** A short before/after ("status: draft → published"); empty when the action says it all. */
  summary?: string;
}

/** The stored document: the entry plus `key` (time~id, unique and in time order: what the pages are cut on). */
export type AuditRecord = Omit<AuditEntry, 'id'> & { key: string } & Record<string, unknown>;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The signed-in staff member of the request (or a visitor) and the client address. */
export function auditBy(req: Request): AuditBy {
  const user = req.staff?.user;
  return {
    actorId: user?.id ?? null,
    actorName: user?.username ?? 'visitor',
    address: clientAddress(req),
  };
}

/** The audit entry as a batch op, so the change and its entry are stored together or not at all. */
export function auditOp(store: Store, by: AuditBy, facts: AuditFacts): WriteOp {
  const id = store.newId();
  return { op: 'create', collection: COLLECTIONS.auditLog, id, data: auditRecord(by, facts, id) };
}

function auditRecord(by: AuditBy, facts: AuditFacts, id: string): AuditRecord {
  const time = nowIso();
  const data: AuditRecord = {
    time,
    key: `${time}~${id}`,
    actorId: by.actorId,
    actorName: clip(by.actorName, 100),
    type: facts.type,
    action: clip(facts.action, 60),
    targetId: facts.targetId ?? null,
    target: clip(facts.target, 200),
    summary: clip(facts.summary ?? '', 500),
    address: clip(by.address, 64),
  };
  return data;
}

/** The window refused and failed sign-ins are gathered in: one audit entry per client address and window. */
export const SIGN_IN_AUDIT_WINDOW_MS = 15 * 60 * 1000;
/** Staff accounts named in one entry (the ones aimed at); the other usernames are only counted. */
const NAMED_ACCOUNTS_MAX = 10;
/** Distinct usernames an entry tells apart (by a hash); past that it says "at least". */
const DISTINCT_USERNAMES_MAX = 200;

type SignInProblemRecord = AuditRecord & {
  reasons?: Record<string, number>;
  count?: number;
  /** Hashes of the usernames typed (distinct), to count them without keeping what was typed. */
  usernameHashes?: string[];
  /** The existing staff accounts aimed at: id → username. */
  accounts?: Record<string, string>;
};

/**
 * A failed or refused sign-in, gathered with the others from the same client address in the same 15 minutes into ONE
 * entry that counts them (`count`, per reason in the summary, and how many usernames), so a guesser cannot bury the
 * staff actions the log exists for, whether it repeats one username or tries a new one each time (150 entries in
 * 24.5 s before). The entry names the username while only one was tried (as before); past that its target says how
 * many, and names only the staff accounts among them: what else was typed (often a password typed into the wrong
 * field) is kept as a hash, to count. The id is derived from the address and the window, so concurrent failures land
 * in the same entry (a transaction). This is the one kind of entry written more than once: only its counts change.
 */
export async function recordSignInProblem(
  store: Store,
  by: AuditBy,
  facts: { username: string; targetId: string | null; reason: string },
  now: number,
): Promise<void> {
  const windowStart = Math.floor(now / SIGN_IN_AUDIT_WINDOW_MS) * SIGN_IN_AUDIT_WINDOW_MS;
  const digest = createHash('sha256').update(by.address).digest('hex').slice(0, 32);
  const id = `sign-in~${windowStart}~${digest}`;
  const nameHash = createHash('sha256')
    .update(`${windowStart}\n${facts.username.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 16);
  await store.transaction(async (tx) => {
    const current = await tx.get<SignInProblemRecord>(COLLECTIONS.auditLog, id);
    const reasons = { ...(current?.reasons ?? {}) };
    reasons[facts.reason] = (reasons[facts.reason] ?? 0) + 1;
    const count = (current?.count ?? 0) + 1;
    const lastTime = new Date(now).toISOString();
    const hashes = current?.usernameHashes ?? [];
    const usernameHashes =
      hashes.includes(nameHash) || hashes.length >= DISTINCT_USERNAMES_MAX ? hashes : [...hashes, nameHash];
    const accounts = { ...(current?.accounts ?? {}) };
    if (facts.targetId && Object.keys(accounts).length < NAMED_ACCOUNTS_MAX)
      accounts[facts.targetId] = facts.username;
    const names = usernameHashes.length;
    const staff = Object.values(accounts);
    const target =
      names === 1
        ? (current?.target ?? facts.username)
        : `${names >= DISTINCT_USERNAMES_MAX ? 'at least ' : ''}${names} usernames` +
          (staff.length ? ` (staff: ${staff.join(', ')})` : '');
    const ids = Object.keys(accounts);
    const targetId =
      names === 1 ? (current ? current.targetId : facts.targetId) : ids.length === 1 ? ids[0]! : null;
    const summary = Object.entries(reasons)
      .map(([reason, n]) => (n === 1 ? reason : `${reason} (${n} times)`))
      .join('; ');
    const counts = { reasons, count, lastTime, usernameHashes, accounts };
    if (current) {
      return {
        writes: [
          {
            op: 'update',
            collection: COLLECTIONS.auditLog,
            id,
            data: { ...counts, summary, target: clip(target, 200), targetId },
          },
        ],
        result: undefined,
      };
    }
    const data = auditRecord(
      by,
      {
        type: 'sign-in',
        action: 'sign-in-failed',
        targetId: facts.targetId,
        target: facts.username,
        summary,
      },
      id,
    );
    return {
      writes: [{ op: 'create', collection: COLLECTIONS.auditLog, id, data: { ...data, ...counts } }],
      result: undefined,
    };
  });
}

/** Records one entry on its own (sign-ins, exports: nothing else is written with them). */
export async function recordAudit(store: Store, by: AuditBy, facts: AuditFacts): Promise<void> {
  await store.batch([auditOp(store, by, facts)]);
}

/**
 * A short before/after of the fields that changed, e.g. `status: draft → published; content changed`. Short values
 * are shown, long ones (bodies, descriptions) only named; `hidden` fields (passwords) are never shown.
 */
export function changeSummary(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
  hidden: readonly string[] = [],
): string {
  const parts: string[] = [];
  const show = (v: unknown) => (Array.isArray(v) ? v.join(', ') || 'none' : String(v ?? ''));
  for (const f of fields) {
    if (!(f in after)) continue;
    const a = before[f];
    const b = after[f];
    // A field stored before it existed (undefined) and sent empty ('') is no change.
    if (JSON.stringify(a ?? '') === JSON.stringify(b ?? '')) continue;
    const sa = show(a);
    const sb = show(b);
    if (hidden.includes(f) || sa.length > 40 || sb.length > 40) parts.push(`${f} changed`);
    else parts.push(`${f}: ${sa || '(empty)'} → ${sb || '(empty)'}`);
  }
  return parts.length ? parts.join('; ') : 'no change';
}

/** India's calendar days (common/src/india-time.ts): a day there starts at 18:30 UTC the day before. */
const dayStart = istDayStartIso;
const nextDayStart = (day: string) => new Date(Date.parse(dayStart(day)) + 24 * 3600 * 1000).toISOString();

/** The highest possible key: above every ISO time. */
const TOP = '\uf8ff';

/**
 * One page of the log, newest first, filtered by actor, type and India's calendar days (from/to inclusive). Paging is
 * by keyset on `key` (time~id): the cursor is the last key of the previous page, so a page is one indexed query on
 * both adapters, and entries written meanwhile never shift or repeat a page.
 */
export async function listAudit(store: Store, q: AuditQuery & { limit: number }): Promise<AuditPage> {
  const where: Record<string, string> = {};
  if (q.actorId) where.actorId = q.actorId;
  if (q.type) where.type = q.type;
  let lt = q.to ? nextDayStart(q.to) : TOP;
  if (q.cursor && q.cursor < lt) lt = q.cursor;
  const query: ListQuery = {
    where,
    range: { field: 'key', lt, ...(q.from ? { gte: dayStart(q.from) } : {}) },
    orderBy: { field: 'key', direction: 'desc' },
    limit: q.limit + 1,
  };
  const docs = await store.list<AuditRecord>(COLLECTIONS.auditLog, query);
  const page = docs.slice(0, q.limit);
  const entries: AuditEntry[] = page.map((d) => ({
    id: d.id,
    time: d.time,
    actorId: d.actorId ?? null,
    actorName: d.actorName,
    type: d.type,
    action: d.action,
    targetId: d.targetId ?? null,
    target: d.target,
    summary: d.summary ?? '',
    address: d.address,
  }));
  return { entries, nextCursor: docs.length > q.limit ? page[page.length - 1]!.key : null };
}
