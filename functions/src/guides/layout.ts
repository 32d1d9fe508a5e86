// A small layout kit on pdfkit for the PDF guides: a document with the guides' fonts and edition, a cover, headings,
// paragraphs, bullets, tables with page breaks, fill-in lines, callouts and the disclaimer with page footers.
import PDFDocument from 'pdfkit';
import { formatINR, formatPercent, GUIDES_AS_OF } from '@36x/common';

export type Doc = PDFDocument;

export interface GuideFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/**
 * The as-of date (GUIDES_AS_OF in common/src/constants.ts, also shown on the Tools page), fixed so that the same rules
 * give the same bytes.
 */
export const EDITION = { date: new Date(`${GUIDES_AS_OF.iso}T00:00:00Z`), label: GUIDES_AS_OF.label };

export const inr = (v: number) => formatINR(v);
export const pct = (v: number, d = 2) => formatPercent(v, d);

export const COLORS = {
  ink: '#1A2526',
  muted: '#4B5858',
  teal: '#0B3D3F',
  gold: '#8A5A0B',
  line: '#C9C6BC',
  band: '#EEF5F4',
};
/** The page margin, in points. */
const M = 50;

export function createDoc(title: string, subject: string, fonts: GuideFonts): Doc {
  const doc = new PDFDocument(
    {
      size: 'A4',
      margins: { top: M, bottom: M + 20, left: M, right: M },
      bufferPages: true,
      info: {
        Title: title,
        Author: '36x Advisory',
        Subject: subject,
        Creator: '36x Advisory',
        CreationDate: EDITION.date,
        ModDate: EDITION.date,
      },
      lang: 'en-IN',
      displayTitle: true,
      // The embedded font from the start: pdfkit's default (Helvetica) would need its AFM files, not in the bundle.
      font: fonts.regular,
    },
    fonts,
  );
  doc.registerFont('body', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('body').fillColor(COLORS.ink);
  return doc;
}

const width = (doc: Doc) => doc.page.width - M * 2;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;
/** A new page unless `height` more points fit on this one. */
export function ensure(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

export function cover(doc: Doc, title: string, subtitle: string) {
  doc.rect(0, 0, doc.page.width, 118).fill(COLORS.teal);
  doc
    .fillColor('#FFFFFF')
    .font('bold')
    .fontSize(9)
    .text('36x ADVISORY  ·  FREE TOOLS', M, 30, { characterSpacing: 1.2 });
  doc
    .font('bold')
    .fontSize(22)
    .text(title, M, 48, { width: width(doc) });
  doc
    .font('body')
    .fontSize(10)
    .fillColor('#DCEBEA')
    .text(subtitle, M, 82, { width: width(doc) });
  doc.fillColor(COLORS.ink).font('body');
  doc.y = 140;
}

export function h2(doc: Doc, text: string) {
  ensure(doc, 60);
  doc
    .moveDown(0.6)
    .font('bold')
    .fontSize(13)
    .fillColor(COLORS.teal)
    .text(text, M, doc.y, { width: width(doc) });
  doc.moveDown(0.3).font('body').fontSize(9.5).fillColor(COLORS.ink);
}

export function h3(doc: Doc, text: string) {
  ensure(doc, 40);
  doc
    .moveDown(0.4)
    .font('bold')
    .fontSize(10.5)
    .fillColor(COLORS.ink)
    .text(text, M, doc.y, { width: width(doc) });
  doc.moveDown(0.2).font('body').fontSize(9.5);
}

export function p(doc: Doc, text: string, options: { size?: number; color?: string } = {}) {
  doc
    .font('body')
    .fontSize(options.size ?? 9.5)
    .fillColor(options.color ?? COLORS.ink);
  ensure(doc, doc.heightOfString(text, { width: width(doc) }) + 4);
  doc.text(text, M, doc.y, { width: width(doc), lineGap: 2, ...options });
  doc.moveDown(0.4);
}

export function bullets(doc: Doc, items: readonly string[]) {
  doc.font('body').fontSize(9.5).fillColor(COLORS.ink);
  for (const item of items) {
    const h = doc.heightOfString(item, { width: width(doc) - 14 }) + 3;
    ensure(doc, h);
    const y = doc.y;
    doc.text('•', M + 2, y);
    doc.text(item, M + 14, y, { width: width(doc) - 14, lineGap: 1.5 });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.3);
}

export interface Column {
  header: string;
  /** A fraction of the text width. */
  width: number;
  align?: 'left' | 'right';
}
/** A table row: its cells, or the cells with a style. */
export type Row = readonly string[] | { cells: readonly string[]; bold?: boolean; shade?: boolean };
interface RowStyle {
  bold?: boolean;
  header?: boolean;
  shade?: boolean;
}

/** A table that repeats its header after a page break. */
export function table(
  doc: Doc,
  columns: readonly Column[],
  rows: readonly Row[],
  options: { size?: number } = {},
) {
  const total = width(doc);
  const widths = columns.map((c) => c.width * total);
  const size = options.size ?? 8.8;
  const pad = 4;
  const headers = columns.map((c) => c.header);
  const drawRow = (
    cells: readonly string[],
    { bold = false, header = false, shade = false }: RowStyle = {},
  ) => {
    doc.font(bold || header ? 'bold' : 'body').fontSize(size);
    // Measured with the same line gap the cell is written with, or long cells run past their row.
    const heights = cells.map((cell, i) =>
      doc.heightOfString(String(cell), { width: widths[i]! - pad * 2, lineGap: 1 }),
    );
    const h = Math.max(...heights) + pad * 2;
    if (doc.y + h > bottom(doc)) {
      doc.addPage();
      if (!header) drawRow(headers, { header: true });
      doc.font(bold ? 'bold' : 'body').fontSize(size);
    }
    const y = doc.y;
    if (header) doc.rect(M, y, total, h).fill(COLORS.teal);
    else if (shade) doc.rect(M, y, total, h).fill(COLORS.band);
    let x = M;
    cells.forEach((cell, i) => {
      doc.fillColor(header ? '#FFFFFF' : COLORS.ink).text(String(cell), x + pad, y + pad, {
        width: widths[i]! - pad * 2,
        align: columns[i]!.align ?? 'left',
        lineGap: 1,
      });
      x += widths[i]!;
    });
    doc
      .moveTo(M, y + h)
      .lineTo(M + total, y + h)
      .lineWidth(0.5)
      .strokeColor(COLORS.line)
      .stroke();
    doc.x = M;
    doc.y = y + h;
  };
  ensure(doc, 60);
  drawRow(headers, { header: true });
  for (const row of rows) {
    if (isCells(row)) drawRow(row);
    else drawRow(row.cells, row);
  }
  doc.fillColor(COLORS.ink).font('body').fontSize(9.5);
  doc.moveDown(0.6);
}
const isCells = (row: Row): row is readonly string[] => Array.isArray(row);

/** A line to fill in: its label, or the label with a hint below it. */
export type FillInLine = string | { label: string; hint?: string };

/** Rows of "label ............ ₹ ________" for the reader to fill in. */
export function fillIn(doc: Doc, lines: readonly FillInLine[]) {
  doc.font('body').fontSize(9.5).fillColor(COLORS.ink);
  const total = width(doc);
  for (const line of lines) {
    const label = typeof line === 'string' ? line : line.label;
    const hint = typeof line === 'string' ? '' : (line.hint ?? '');
    ensure(doc, 26);
    const y = doc.y + 4;
    doc.font('body').text(label, M, y, { width: total * 0.6 });
    if (hint)
      doc
        .fontSize(7.5)
        .fillColor(COLORS.muted)
        .text(hint, M, doc.y, { width: total * 0.6 })
        .fontSize(9.5)
        .fillColor(COLORS.ink);
    const lineY = Math.max(doc.y, y + 12);
    doc
      .moveTo(M + total * 0.64, y + 11)
      .lineTo(M + total, y + 11)
      .lineWidth(0.6)
      .strokeColor(COLORS.muted)
      .stroke();
    doc.y = lineY + 4;
  }
  doc.moveDown(0.5);
}

export function callout(doc: Doc, text: string) {
  doc.font('body').fontSize(9);
  const h = doc.heightOfString(text, { width: width(doc) - 20, lineGap: 1.5 }) + 14;
  ensure(doc, h + 6);
  const y = doc.y;
  doc.rect(M, y, width(doc), h).fill(COLORS.band);
  doc.rect(M, y, 3, h).fill(COLORS.gold);
  doc.fillColor(COLORS.ink).text(text, M + 12, y + 7, { width: width(doc) - 20, lineGap: 1.5 });
  doc.y = y + h + 8;
}

const DISCLAIMER =
  'For general education only: not investment, tax, legal or financial advice, nor an offer or solicitation. Figures are ' +
  'estimates based on the assumptions stated and the rules in force on the as-of date; rules and rates change and their ' +
  'effect depends on your facts. Investments in securities markets are subject to market risks; read all related ' +
  'documents carefully. Past performance is not indicative of future returns. Please consult a qualified professional ' +
  'before acting.';

/** Adds the disclaimer and every page's footer, and ends the document: its bytes. */
export function finish(doc: Doc, title: string): Promise<Buffer> {
  ensure(doc, 110); // the heading and its paragraph together, never the heading alone at a page's foot
  h2(doc, 'Disclaimer');
  p(doc, DISCLAIMER, { size: 8.5, color: COLORS.muted });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - M + 8;
    doc.page.margins.bottom = 0;
    doc.font('body').fontSize(7.5).fillColor(COLORS.muted);
    doc.text(`36x Advisory · ${title} · As of ${EDITION.label} · Educational only, not advice`, M, y, {
      width: width(doc) - 60,
      lineBreak: false,
    });
    doc.text(`${i + 1} / ${range.count}`, M, y, { width: width(doc), align: 'right', lineBreak: false });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A guide titled `title` on a new document: its cover drawn, ready for the body. */
export function startGuide(fonts: GuideFonts, title: string, subject: string, subtitle: string): Doc {
  const doc = createDoc(title, subject, fonts);
  cover(doc, title, subtitle);
  return doc;
}
