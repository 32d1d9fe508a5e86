import { URL as NodeURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_SMALL_SAVINGS, TY_2026_27, type TaxYearRules } from '@36x/common/finance';
import { COLLECTIONS } from '../store/store';
import { RULES_IN_FORCE_TTL_MS } from '../tax-rules/rules-in-force';
import { resetTaxRules, saveTaxRules } from '../tax-rules/tax-rules-service';
import { hasAuthEmulator, startApi, writePageBundle, type Harness } from './harness';

// The function's page routes (pages/page-routes.ts) with a stand-in for the web app's page handler: what the
// function gives the routes (published content only, the contact submission with the API's validation and limits),
// the redirects it makes itself, and its answer when the site is not built. The real handler is driven by the
// browser journeys (e2e/public-prerender.spec.ts).
const STAND_IN = `
export function createPageHandler(context) {
  return async (req, res) => {
    const pages = context(req, res);
    if (req.method === 'POST') return res.json(await pages.submitContact(pages.form ?? {}));
    if (req.path === '/blogs') return res.json((await pages.listBlogs()).map((b) => b.id));
    if (req.path.startsWith('/blogs/')) return res.json(await pages.getBlog(req.path.slice(7)));
    if (req.path === '/videos') return res.json((await pages.listVideos()).length);
    if (req.path === '/calculator/income-tax/results') return res.json(await pages.rulesInForce());
    res.status(404).send('not found');
  };
}
`;

const ADMIN = { actorId: 'admin-1', actorName: 'admin', address: '127.0.0.1' };
const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
const VALID = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phone: '',
  subject: 'tax-planning',
  message: 'Please call me about advance tax.',
  website: '',
};

describe.skipIf(!hasAuthEmulator)('pages rendered by the function', () => {
  let h: Harness;
  let bare: Harness;
  let standIn: ReturnType<typeof writePageBundle>;

  beforeAll(async () => {
    standIn = writePageBundle(STAND_IN);
    h = await startApi({ rateLimitPerMinute: 30, pageBundlePaths: [standIn.bundle] });
    bare = await startApi({ seed: false });
  });
  afterAll(async () => {
    await h.close();
    await bare.close();
    standIn.remove();
  });

  it('when /blogs is rendered, then the routes get the published posts only', async () => {
    const drafts = (await h.store.list<{ status: string }>(COLLECTIONS.blogs, {}))
      .filter((b) => b.status !== 'published')
      .map((b) => b.id);
    const ids = (await h.request('GET', '/blogs')).json as string[];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of drafts) expect(ids).not.toContain(id);
    expect((await h.request('GET', `/blogs/${ids[0]}`)).json.id).toBe(ids[0]);
  });

  it('when a post is missing or a draft, then the routes get null (a 404 page), not an error', async () => {
    expect((await h.request('GET', '/blogs/no-such-post')).json).toBeNull();
    const draft = (await h.store.list<{ status: string }>(COLLECTIONS.blogs, {})).find(
      (b) => b.status !== 'published',
    );
    if (draft) expect((await h.request('GET', `/blogs/${draft.id}`)).json).toBeNull();
  });

  it('when a rewritten path ends in a slash, then it redirects (301) to the clean address, query kept', async () => {
    const res = await fetch(`${h.url}/videos/?q=tax`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/videos?q=tax');
  });

  it('when the contact form is posted without the app, then it is validated and stored as POST /api/contacts does', async () => {
    const invalid = await h.request('POST', '/contact/send', form({ ...VALID, firstName: '', email: 'a@b' }));
    expect(invalid.json.status).toBe('invalid');
    expect(invalid.json.errors.firstName).toBe('First name is required');
    expect(invalid.json.errors.email).toBeTruthy();
    const before = (await h.store.list(COLLECTIONS.contacts, {})).length;
    const sent = await h.request('POST', '/contact/send', form({ ...VALID, lastName: 'No-script' }));
    expect(sent.json).toEqual({ status: 'sent' });
    const after = await h.store.list<{ lastName: string }>(COLLECTIONS.contacts, {});
    expect(after).toHaveLength(before + 1);
    expect(after.some((c) => c.lastName === 'No-script')).toBe(true);
  });

  it('when an address sends too many messages, then the page gets the limit message and nothing more is stored', async () => {
    // The budget is 5 a minute per address (rateLimitPerMinute 30); this address has sent 2 above.
    let last: { status: string; message?: string } = { status: '' };
    for (let i = 0; i < 4; i++) {
      last = (await h.request('POST', '/contact/send', form({ ...VALID, lastName: `Flood ${i}` }))).json;
    }
    expect(last.status).toBe('refused');
    expect(last.message).toMatch(/several messages/);
    const stored = await h.store.list<{ lastName: string }>(COLLECTIONS.contacts, {});
    expect(stored.filter((c) => c.lastName.startsWith('Flood'))).toHaveLength(3);
  });

  it('when a path starting with several slashes ends in one, then the redirect stays on this host', async () => {
    for (const p of ['//evil.example/', '///evil.example/x/', '/%5Cevil.example/']) {
      const res = await fetch(`${h.url}${p}`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      const location = res.headers.get('location')!;
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new NodeURL(location, 'https://36x.example').hostname).toBe('36x.example');
    }
  });

  it('when the contact form and the API are posted from one address, then they share its budget, and honeypot posts never count', async () => {
    const from = '127.0.10.1';
    const page = (i: number, website = '') =>
      h.request('POST', '/contact/send', { ...form({ ...VALID, lastName: `Shared ${i}`, website }), from });
    const api = (website = '') =>
      h.request('POST', '/api/contacts', {
        json: { ...VALID, lastName: 'Shared api', website },
        from,
      });
    // A bot filling the hidden field, many times: nothing stored, nothing counted.
    for (let i = 0; i < 12; i++)
      expect((await page(i, 'http://spam.example')).json).toEqual({ status: 'sent' });
    for (let i = 0; i < 12; i++) expect((await api('http://spam.example')).status).toBe(201);
    // The real budget of 5 a minute is whole, and spent across both ways in.
    for (let i = 0; i < 3; i++) expect((await page(i)).json).toEqual({ status: 'sent' });
    expect((await api()).status).toBe(201);
    expect((await api()).status).toBe(201);
    expect((await api()).status).toBe(429);
    expect((await page(9)).json.status).toBe('refused');
    const stored = await h.store.list<{ lastName: string }>(COLLECTIONS.contacts, {});
    expect(stored.filter((c) => c.lastName.startsWith('Shared'))).toHaveLength(5);
  });

  it('when an admin saves a rule, then pages rendered here read it at once; a save elsewhere shows within the cache’s 30 s', async () => {
    const rules = async () =>
      (await h.request('GET', '/calculator/income-tax/results')).json as {
        taxRules: { startYear: number; rules: TaxYearRules }[];
        smallSavings: { rates: unknown[] };
      };
    const first = await rules();
    expect(first.taxRules).toEqual([]);
    expect(first.smallSavings).toEqual(SHIPPED_SMALL_SAVINGS);
    // Through this instance's service (what PUT /api/tax-rules/2026 runs): the next page has it.
    const cess5 = { ...TY_2026_27, cess: { ...TY_2026_27.cess, value: 5 } };
    await saveTaxRules(h.store, 2026, { rules: cess5 }, ADMIN);
    expect((await rules()).taxRules.map((e) => [e.startYear, e.rules.cess.value])).toEqual([[2026, 5]]);
    // Written by another instance (straight into the store): this one keeps what it read for up to 30 s, then reads.
    const stored = (await h.store.get<Record<string, unknown>>(COLLECTIONS.taxRules, '2026'))!;
    const cess6 = { ...cess5, cess: { ...cess5.cess, value: 6 } };
    await h.store.batch([
      { op: 'set', collection: COLLECTIONS.taxRules, id: '2026', data: { ...stored, rules: cess6 } },
    ]);
    expect((await rules()).taxRules[0]!.rules.cess.value).toBe(5);
    h.clock.advance(RULES_IN_FORCE_TTL_MS);
    expect((await rules()).taxRules[0]!.rules.cess.value).toBe(6);
    await resetTaxRules(h.store, 2026, ADMIN);
    expect((await rules()).taxRules).toEqual([]);
  });

  it('when the site has not been built, then page requests answer 503 with a reason, and /api stays JSON', async () => {
    const res = await bare.request('GET', '/blogs');
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/npm run build/);
    const api = await bare.request('GET', '/api/no-such-endpoint');
    expect(api.status).toBe(404);
    expect(api.json.message).toBe('Not found');
  });
});
