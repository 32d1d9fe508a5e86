import { parse } from 'csv-parse/sync';
import {
  IMPORTED_CONSENT_NOTICE,
  IMPORTED_NOTICE_VERSION,
  IMPORT_SOURCE_PREFIX,
  SUBSCRIBER_IMPORT_INVALID,
  SUBSCRIBER_IMPORT_MAX_ROWS,
  emailField,
  subscriberImportSchema,
  type ImportRowIssue,
  type SubscriberImportMode,
  type SubscriberImportResult,
} from '@36x/common';

import { auditOp, type AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { validateBody } from '../http/validate';
import { COLLECTIONS, type Store, type WriteOp } from '../store/store';
import { subscriberId, token, type SubscriberRecord } from './newsletter-deps';

/**
 * The subscriber import (SITE-NEWS-6; docs/decisions/056-html-newsletters-test-send-and-import.md). Every row is
 * checked before anything is written: a file with a malformed row (an address or a date that cannot be read, a
 * missing column) imports nothing and names the rows. Then rows with a consent date and its source become confirmed
 * subscribers with that consent; rows without one are refused, or kept unconfirmed and sent nothing when the admin
 * asks. An address already known by its hash (subscribed, pending, bounced, or an opt-out kept as proof) is skipped:
 * an opt-out stands. Names are read and not kept: the newsletter never uses them.
 */

/** Writes per transaction: well under Firestore's 500. */
const CHUNK = 200;
/** At most this many row problems are answered (the first ones: enough to fix the file). */
const MAX_ISSUES = 100;
const SOURCE_MAX = 100;

/** The header names each column may have (lower-cased, spaces and underscores alike). */
const COLUMNS = {
  email: ['email', 'e-mail', 'email address'],
  name: ['name', 'full name'],
  consent: ['consent date', 'consent', 'consented at', 'consent given', 'consent at'],
  source: ['source', 'consent source'],
} as const;
type Column = keyof typeof COLUMNS;

const emailCheck = emailField('not a valid email address').required('no email address');

interface Row {
  line: number;
  email: string;
  consentAt: string;
  source: string;
}

const IST_MS = 5.5 * 3600_000;

/**
 * A consent date as the file may give it: 2026-03-31, 31/03/2026, 31-03-2026 (India's order; a day, midnight in
 * India), or an ISO date and time. Answers the ISO instant, '' when empty, null when unreadable or in the future.
 */
export function consentInstant(raw: string, now: Date): string | null {
  const value = raw.trim();
  if (!value) return '';
  let at: number;
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(value);
  const day = ymd ? [ymd[1], ymd[2], ymd[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (day) {
    const [y, m, d] = day.map(Number) as [number, number, number];
    at = Date.UTC(y, m - 1, d) - IST_MS;
    if (new Date(at + IST_MS).getUTCDate() !== d || m < 1 || m > 12) return null; // 31/02, month 13
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.test(value)) {
    at = Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}+05:30`);
  } else return null;
  if (!Number.isFinite(at) || at > now.getTime() || at < Date.UTC(2000, 0, 1)) return null;
  return new Date(at).toISOString();
}

/** The header row's columns, or the reason the file cannot be read. */
function columnsOf(header: string[]): Record<Column, number> | string {
  const names = header.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[_\s]+/g, ' '),
  );
  const at = (c: Column) => names.findIndex((n) => (COLUMNS[c] as readonly string[]).includes(n));
  const cols = { email: at('email'), name: at('name'), consent: at('consent'), source: at('source') };
  if (cols.email < 0) return 'The first row must name the columns, with one called "email"';
  if (cols.consent < 0)
    return 'The first row must name a "consent date" column (empty where there is no consent)';
  return cols;
}

/** Reads and checks every row; throws 400 naming the rows when any is malformed (nothing is written then). */
export function readImportFile(csv: string, now: Date): Row[] {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      max_record_size: 4096,
    });
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw new ApiError(400, 'The file is not a readable CSV file', {
      file: `Not readable as CSV${line ? ` near line ${line}` : ''}`,
    });
  }
  const [header, ...body] = records;
  if (!header || body.length === 0) throw new ApiError(400, 'The file has no rows under its header', {});
  if (body.length > SUBSCRIBER_IMPORT_MAX_ROWS)
    throw new ApiError(
      400,
      `The file has ${body.length} rows; at most ${SUBSCRIBER_IMPORT_MAX_ROWS} at a time: split it`,
      {},
    );
  const cols = columnsOf(header);
  if (typeof cols === 'string') throw new ApiError(400, cols, { file: cols });
  const errors: Record<string, string> = {};
  const rows: Row[] = [];
  body.forEach((cells, i) => {
    const line = i + 2;
    const cell = (c: number) => (c >= 0 ? (cells[c] ?? '').trim() : '');
    const problems: string[] = [];
    if (cells.length > header.length) problems.push(`${cells.length} cells for ${header.length} columns`);
    let email = cell(cols.email);
    try {
      email = emailCheck.validateSync(email);
    } catch (err) {
      problems.push((err as Error).message);
    }
    const consentAt = consentInstant(cell(cols.consent), now);
    if (consentAt === null)
      problems.push(`consent date "${cell(cols.consent).slice(0, 30)}" is not a past date (YYYY-MM-DD)`);
    const source = cell(cols.source);
    if (source.length > SOURCE_MAX) problems.push(`source longer than ${SOURCE_MAX} characters`);
    if (problems.length) {
      if (Object.keys(errors).length < MAX_ISSUES) errors[`row ${line}`] = problems.join('; ');
    } else rows.push({ line, email, consentAt: consentAt ?? '', source });
  });
  if (Object.keys(errors).length) throw new ApiError(400, SUBSCRIBER_IMPORT_INVALID, errors);
  return rows;
}

/** A new subscriber from a row: confirmed with its consent, or unconfirmed with none (no link, no mail). */
function importedRecord(row: Row, at: string): SubscriberRecord {
  const confirmed = !!row.consentAt;
  return {
    email: row.email,
    emailKey: row.email.toLowerCase(),
    state: confirmed ? 'confirmed' : 'pending',
    consent: {
      at: row.consentAt,
      source: `${IMPORT_SOURCE_PREFIX}${row.source || 'no source given'}`,
      notice: confirmed ? IMPORTED_CONSENT_NOTICE : '',
      noticeVersion: confirmed ? IMPORTED_NOTICE_VERSION : '',
    },
    confirmedAt: confirmed ? row.consentAt : '',
    unsubscribedAt: '',
    bouncedAt: '',
    history: [
      { at, event: 'subscribed', detail: 'import' },
      ...(confirmed ? [{ at, event: 'confirmed' as const, detail: 'import' }] : []),
    ],
    // No confirmation link: an unconfirmed import is sent nothing; the person may still sign up themselves.
    confirmToken: '',
    unsubscribeToken: token(),
    unsubscribedFromSend: '',
    createdAt: at,
    updatedAt: at,
  };
}

/** Why an address already known is not added again. */
const SKIP_REASON: Record<string, string> = {
  confirmed: 'already subscribed',
  pending: 'already awaiting confirmation',
  bounced: 'bounced earlier: mail to it was refused',
  unsubscribed: 'unsubscribed earlier: their opt-out stands',
};

/** POST /api/newsletter/subscribers/import {csv, withoutConsent} (admins). Audited with counts only. */
export async function importSubscribers(
  store: Store,
  by: AuditBy,
  now: Date,
  body: unknown,
): Promise<SubscriberImportResult> {
  const { csv, withoutConsent } = validateBody(subscriberImportSchema, body);
  const mode = withoutConsent as SubscriberImportMode;
  const rows = readImportFile(csv, now);
  const result: SubscriberImportResult = { confirmed: 0, unconfirmed: 0, refused: [], skipped: [] };
  const note = (list: ImportRowIssue[], row: number, reason: string) => list.push({ row, reason });
  const seen = new Set<string>();
  const candidates: Row[] = [];
  for (const row of rows) {
    const id = subscriberId(row.email);
    if (seen.has(id)) note(result.skipped, row.line, 'repeated in the file');
    else if (!row.consentAt && mode === 'refuse')
      note(result.refused, row.line, 'no consent date: choose "import as unconfirmed" to keep it');
    else if (row.consentAt && !row.source)
      note(result.refused, row.line, 'a consent date without its source');
    else candidates.push(row);
    seen.add(id);
  }
  const at = now.toISOString();
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const chunk = candidates.slice(i, i + CHUNK);
    // Read and written in one transaction: an address that signs up meanwhile is not overwritten.
    const done = await store.transaction(async (tx) => {
      const writes: WriteOp[] = [];
      const outcome = { confirmed: 0, unconfirmed: 0, skipped: [] as ImportRowIssue[] };
      for (const row of chunk) {
        const id = subscriberId(row.email);
        const known = await tx.get<SubscriberRecord>(COLLECTIONS.subscribers, id);
        if (known) {
          outcome.skipped.push({ row: row.line, reason: SKIP_REASON[known.state] ?? 'already known' });
          continue;
        }
        writes.push({ op: 'create', collection: COLLECTIONS.subscribers, id, data: importedRecord(row, at) });
        if (row.consentAt) outcome.confirmed++;
        else outcome.unconfirmed++;
      }
      return { writes, result: outcome };
    });
    result.confirmed += done.confirmed;
    result.unconfirmed += done.unconfirmed;
    result.skipped.push(...done.skipped);
  }
  result.skipped.sort((a, b) => a.row - b.row);
  await store.batch([
    auditOp(store, by, {
      type: 'newsletter',
      action: 'imported',
      target: 'Subscribers (CSV)',
      summary:
        `${rows.length} rows: ${result.confirmed} added as subscribed, ${result.unconfirmed} as unconfirmed ` +
        `(sent nothing), ${result.refused.length} refused, ${result.skipped.length} skipped`,
    }),
  ]);
  return result;
}
