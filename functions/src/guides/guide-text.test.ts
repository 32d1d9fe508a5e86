import { afterEach, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { GUIDE_FILES, renderGuide } from '.';

const fontDir = path.join(__dirname, 'fonts');
const fonts = {
  regular: fs.readFileSync(path.join(fontDir, 'DejaVuSans.ttf')),
  bold: fs.readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf')),
};

/** Every text() call of a rendering, with where it was written: the guide's content and layout, as pdfkit got them. */
async function renderedText(file: string) {
  const written: string[] = [];
  const original = PDFDocument.prototype.text as (...args: unknown[]) => unknown;
  vi.spyOn(PDFDocument.prototype, 'text').mockImplementation(function (
    this: PDFDocument,
    ...args: unknown[]
  ) {
    if (typeof args[0] === 'string') {
      const at = args.slice(1).filter((a) => typeof a === 'number') as number[];
      written.push(at.length ? `${at.map((n) => Math.round(n)).join(',')} ${args[0]}` : args[0]);
    }
    return original.apply(this, args) as PDFDocument;
  });
  const bytes = await renderGuide(file, { fonts })!;
  return { text: written.join('\n'), bytes };
}

// The guides' words, figures and positions with the shipped rules: a change to a guide shows here as a snapshot diff
// to review (and `vitest -u` to accept), so a refactor of the layout code cannot change a guide unnoticed.
describe('the guides as rendered with the shipped rules', () => {
  afterEach(() => vi.restoreAllMocks());
  it.each(GUIDE_FILES.map((f) => [f]))('%s', async (file) => {
    const { text, bytes } = await renderedText(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(text).toMatchFileSnapshot(`__snapshots__/${file.replace(/\.pdf$/, '')}.txt`);
  });
});
