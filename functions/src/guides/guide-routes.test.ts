import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PDFDocument from 'pdfkit';
import { formatINR } from '@36x/common';
import { incomeTaxComparison, TY_2026_27, type TaxYearRules } from '@36x/common/finance';
import { startApi, type Harness } from '../api-tests/harness';
import { saveTaxRules } from '../tax-rules/tax-rules-service';

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const ADMIN = { actorId: 'admin-1', actorName: 'admin', address: '127.0.0.1' };
const WORKSHEET = '/guides/tax-optimization-worksheet.pdf';

/** The text the generator writes into the PDF (pdfkit's text() calls): the guide's input model, as rendered. */
function recordText() {
  const written: string[] = [];
  const original = PDFDocument.prototype.text as (...args: unknown[]) => unknown;
  vi.spyOn(PDFDocument.prototype, 'text').mockImplementation(function (
    this: PDFDocument,
    ...args: unknown[]
  ) {
    if (typeof args[0] === 'string') written.push(args[0]);
    return original.apply(this, args) as PDFDocument;
  });
  return { text: () => written.join('\n') };
}

describe('the PDF guides, rendered with the rules in force (CALC-TAXRULES-3)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApi({ seed: false });
  });
  afterAll(async () => h?.close());
  afterEach(() => vi.restoreAllMocks());

  it('with the shipped rules, the worksheet is a PDF that quotes them, with an ETag and a short public cache', async () => {
    const rec = recordText();
    const r = await h.request('GET', WORKSHEET);
    // Finance Act 2025 (kept for 2026-27): ₹75,000 standard deduction, rebate to ₹12 lakh; CII 2026-27 reported 384.
    expect(rec.text()).toContain(
      'Standard deduction for salary and pension: ₹75,000, so a salary of up to ₹12,75,000',
    );
    expect(rec.text()).toContain('2026-27 = 384');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.headers.get('cache-control')).toBe('public, max-age=300');
    expect(r.headers.get('etag')).toMatch(/^"tax-optimization-worksheet-[\w-]{16}"$/);
  });

  it('the same ETag answers 304 with no body; a guide is rendered once per rules version', async () => {
    const first = await h.request('GET', WORKSHEET);
    const etag = first.headers.get('etag')!;
    const again = await h.request('GET', WORKSHEET, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    const weak = await h.request('GET', WORKSHEET, { headers: { 'If-None-Match': `W/${etag}` } });
    expect(weak.status).toBe(304);
    // A burst of requests without the ETag shares the cached rendering: identical bytes, no new text written.
    const rec = recordText();
    const burst = await Promise.all([1, 2, 3].map(() => h.request('GET', WORKSHEET)));
    for (const b of burst) expect(b.bytes.equals(first.bytes)).toBe(true);
    expect(rec.text()).toBe('');
  });

  it('an admin’s saved edit reaches the guide: a new ETag, and the PDF quotes the edited values', async () => {
    const before = await h.request('GET', WORKSHEET);
    const edited: TaxYearRules = clone(TY_2026_27);
    edited.newRegime.standardDeduction = { ...edited.newRegime.standardDeduction, value: 100_000 };
    edited.costInflationIndex = { ...edited.costInflationIndex, value: 390, status: 'notified' };
    edited.cess = { ...edited.cess, value: 5 };
    await saveTaxRules(h.store, 2026, { rules: edited }, ADMIN);

    const rec = recordText();
    const after = await h.request('GET', WORKSHEET, {
      headers: { 'If-None-Match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.bytes.equals(before.bytes)).toBe(false);
    const text = rec.text();
    // ₹12,00,000 of rebate limit + the edited ₹1,00,000 standard deduction: a salary up to ₹13,00,000 pays no tax.
    expect(text).toContain(
      'Standard deduction for salary and pension: ₹1,00,000, so a salary of up to ₹13,00,000',
    );
    expect(text).toContain('2026-27 = 390');
    expect(text).not.toContain('2026-27 = 384');
    expect(text).toContain('health and education cess of 5% on tax and surcharge');
    // The worked comparison is the income-tax calculator's figure with the same rules: ₹25 lakh of salary, taxable
    // ₹24,00,000, slab tax ₹3,00,000 + 5% = ₹3,15,000.
    const calculator = incomeTaxComparison({ taxYear: 2026, salary: 2_500_000 }, edited).new.totalTax;
    expect(calculator).toBe(315_000);
    expect(text).toContain(formatINR(calculator));
  });

  it('a file that is not a guide is a 404 in JSON; a POST is 405', async () => {
    const r = await h.request('GET', '/guides/secrets.pdf');
    expect(r.status).toBe(404);
    expect(r.json).toMatchObject({ message: 'There is no such guide.' });
    expect((await h.request('GET', '/guides/constructor')).status).toBe(404);
    expect((await h.request('POST', WORKSHEET)).status).toBe(405);
  });
});
