/**
 * A NAV history from 'date,nav' CSV text, as a visitor pastes or uploads it for the true rolling returns
 * (CALC-ROLLING, rollingReturnsFromNav): dates in the usual Indian and ISO spellings, a clear message per bad line.
 */
import { type CalendarDate, dayNumber, makeDate, toIsoDate } from './dates';
import type { NavPoint } from './rolling-returns';

export type NavCsvParseResult = { ok: true; points: NavPoint[] } | { ok: false; errors: string[] };

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/**
 * Reads a date written as YYYY-MM-DD, DD-MM-YYYY or DD-Mon-YYYY (AMFI's style, e.g. 01-Apr-2024);
 * '/' and '.' are accepted as separators too. Null when it is not a real date.
 */
export function parseNavDate(text: string): CalendarDate | null {
  const t = text.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  if (m) return makeDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) return makeDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[-/. ]([A-Za-z]{3})[A-Za-z]*[-/. ](\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS[(m[2] as string).toLowerCase()];
    return month ? makeDate(Number(m[3]), month, Number(m[1])) : null;
  }
  return null;
}

/** Splits one CSV line on `delimiter`, honouring double quotes ("1,234.50"). */
function splitCsvLine(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (ch === '"') {
      if (quoted && line[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = !quoted;
    } else if (ch === delimiter && !quoted) {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

function parseNavValue(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

const MAX_REPORTED_ERRORS = 10;

/**
 * Parses 'date,nav' text (one row per line; comma, semicolon or tab separated; extra columns ignored).
 * A first row that is not data (e.g. 'Date,NAV') is taken as a header and skipped; blank lines and lines starting
 * with '#' are skipped. Dates: YYYY-MM-DD, DD-MM-YYYY or DD-Mon-YYYY. Rows come back sorted by date.
 * Errors name the line: "Line 4: '31-02-2020' is not a valid date (use DD-MM-YYYY or YYYY-MM-DD)."
 */
export function parseNavCsv(text: string): NavCsvParseResult {
  const errors: string[] = [];
  const points: NavPoint[] = [];
  const lineOfDay = new Map<number, number>();
  const lines = (text ?? '').replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let sawData = false;
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const delimiter = line.includes('\t') ? '\t' : line.includes(';') ? ';' : ',';
    const [dateText = '', navText = ''] = splitCsvLine(line, delimiter);
    const date = parseNavDate(dateText);
    const nav = parseNavValue(navText);
    if (!sawData && !date && nav === null) {
      sawData = true; // header row
      return;
    }
    sawData = true;
    if (!date) {
      errors.push(`Line ${lineNo}: '${dateText}' is not a valid date (use DD-MM-YYYY or YYYY-MM-DD).`);
      return;
    }
    if (nav === null || nav <= 0) {
      errors.push(`Line ${lineNo}: '${navText}' is not a valid NAV (a number above 0).`);
      return;
    }
    const day = dayNumber(date);
    const previous = lineOfDay.get(day);
    if (previous !== undefined) {
      errors.push(`Line ${lineNo}: ${toIsoDate(date)} already appears on line ${previous}.`);
      return;
    }
    lineOfDay.set(day, lineNo);
    points.push({ date: toIsoDate(date), nav });
  });
  if (errors.length === 0 && points.length < 2)
    errors.push(
      points.length === 0
        ? 'No NAV rows found. Expected lines like 2024-04-01,152.34.'
        : 'At least two NAV rows are needed.',
    );
  if (errors.length > 0) {
    const shown = errors.slice(0, MAX_REPORTED_ERRORS);
    if (errors.length > MAX_REPORTED_ERRORS)
      shown.push(`…and ${errors.length - MAX_REPORTED_ERRORS} more errors.`);
    return { ok: false, errors: shown };
  }
  points.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { ok: true, points };
}
