/**
 * CSV for the admin exports (API-CSV): RFC 4180 (CRLF line ends; a field holding a comma, quote, CR or LF is
 * quoted and its quotes doubled), UTF-8 with a byte-order mark so that Excel shows ₹ and other non-ASCII text, and
 * CSV formula injection neutralized: a text cell starting with = + - @ tab or carriage return is prefixed with a
 * single quote, so a spreadsheet shows it as text instead of running it (OWASP "CSV Injection").
 */
export type CsvCell = string | number | boolean | null | undefined;

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: neutralized when it is text that a spreadsheet would read as a formula, then quoted if needed. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else {
    text = value;
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: header row, then rows, each ended by CRLF, with a leading BOM unless `bom` is false. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  opts: { bom?: boolean } = {},
): string {
  const lines = [header, ...rows].map((r) => r.map(csvField).join(',') + '\r\n');
  return (opts.bom === false ? '' : CSV_BOM) + lines.join('');
}
