import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_FORM_LIMITS, PAGE_FORM_TYPE } from '../pages/page-routes';
import { hasAuthEmulator, startApi, writePageBundle, type Harness } from './harness';

// API-LIMITS-3: no page ever waits on a body. Behind Cloud Functions the platform reads every body before the app runs,
// so a route action that asked for the form again waited for a stream that never came (60 s, then 504). Each page
// post that is not a browser's form is refused at once, before rendering, with the app served as it is locally and
// behind the platform's body parsers (harness `asPlatform`). The stand-in page handler counts what it renders.
const STAND_IN = `
globalThis.__pageRenders = 0;
export function createPageHandler(context) {
  return async (req, res) => {
    globalThis.__pageRenders++;
    const pages = context(req, res);
    if (req.method === 'POST') return res.json({ form: pages.form ?? null });
    res.type('text/html').send('<p>page</p>');
  };
}
`;
const renders = () => (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;

/** Every page route that takes a post (its action), and one that has none. */
const PAGE_POSTS = [
  '/contact/send',
  '/newsletter/subscribe',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/calculator/income-tax/results',
  '/calculator/ltcg-calculator/results',
  '/blogs',
];

/** Bodies that are not a browser's form; `headers` without a Content-Type sends none (a byte body adds none). */
const NOT_A_FORM: { name: string; body: string | Buffer; headers: Record<string, string> }[] = [
  { name: 'text', body: 'salary=1500000', headers: { 'Content-Type': 'text/plain' } },
  { name: 'JSON', body: '{"salary":"1500000"}', headers: { 'Content-Type': 'application/json' } },
  {
    name: 'octet-stream',
    body: Buffer.from('salary=1500000'),
    headers: { 'Content-Type': 'application/octet-stream' },
  },
  { name: 'no content type', body: Buffer.from('salary=1500000'), headers: {} },
  {
    name: 'multipart',
    body: '--x\r\nContent-Disposition: form-data; name="salary"\r\n\r\n1500000\r\n--x--\r\n',
    headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
  },
];

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

interface Answer {
  status: number;
  type: string;
  text: string;
  ms: number;
  retryAfter: string | null;
}

/** One request over node:http (optionally from a loopback source address); fails after 5 s instead of hanging. */
function send(
  url: string,
  method: string,
  o: { body?: string | Buffer; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers: o.headers, localAddress: o.from, signal: AbortSignal.timeout(5_000) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? '',
            text: Buffer.concat(chunks).toString('utf8'),
            ms: Date.now() - started,
            retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(o.body);
  });
}

describe.skipIf(!hasAuthEmulator)('page posts never wait on a body', () => {
  let standIn: ReturnType<typeof writePageBundle>;
  const served: { name: string; h: Harness }[] = [];

  beforeAll(async () => {
    standIn = writePageBundle(STAND_IN);
    const pageBundlePaths = [standIn.bundle];
    served.push({ name: 'as run locally', h: await startApi({ seed: false, pageBundlePaths }) });
    served.push({
      name: 'behind the platform',
      h: await startApi({ seed: false, pageBundlePaths, asPlatform: true }),
    });
  }, 30_000);
  afterAll(async () => {
    for (const { h } of served) await h.close();
    standIn.remove();
  });

  it('when a page route is posted anything but a form, then it answers 415 with the reason at once and renders nothing', async () => {
    for (const { name, h } of served) {
      const before = renders();
      for (const route of PAGE_POSTS) {
        for (const bad of NOT_A_FORM) {
          const r = await send(h.url + route, 'POST', bad);
          const what = `${name}: POST ${route} with ${bad.name}`;
          expect(r.status, what).toBe(415);
          expect(r.type, what).toMatch(/^text\/plain/);
          expect(r.text, what).toBe(PAGE_FORM_TYPE);
          expect(r.ms, what).toBeLessThan(2_000);
        }
      }
      expect(renders(), name).toBe(before);
    }
  });

  it('when a form is larger than the page takes, then it answers 413 saying the limit, before rendering', async () => {
    for (const { name, h } of served) {
      const before = renders();
      for (const route of PAGE_POSTS) {
        const limit = route.startsWith('/newsletter/')
          ? PAGE_FORM_LIMITS.newsletter
          : PAGE_FORM_LIMITS.default;
        const body = `message=${'a'.repeat(limit)}`;
        const r = await send(h.url + route, 'POST', { body, headers: FORM });
        expect(r.status, `${name}: ${route}`).toBe(413);
        expect(r.text).toBe(`The form is too large (at most ${limit / 1024} KB).`);
        expect(r.ms).toBeLessThan(2_000);
      }
      expect(renders(), name).toBe(before);
    }
  });

  it('when a page is sent another method, then it answers 405 with Allow, before rendering', async () => {
    for (const { h } of served) {
      const before = renders();
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const r = await send(`${h.url}/contact/send`, method, { body: 'a=1', headers: FORM });
        expect(r.status).toBe(405);
        expect(r.text).toMatch(/GET, or POST of its form/);
      }
      expect(renders()).toBe(before);
    }
  });

  it('when a browser form is posted, then the route gets its fields (an empty form as no fields), read once', async () => {
    for (const { name, h } of served) {
      const full = await send(`${h.url}/calculator/income-tax/results`, 'POST', {
        body: new URLSearchParams({ salary: '15,00,000', ageGroup: 'senior' }).toString(),
        headers: { ...FORM, 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      });
      expect(full.status, name).toBe(200);
      expect(JSON.parse(full.text).form, name).toEqual({ salary: '15,00,000', ageGroup: 'senior' });
      const empty = await send(`${h.url}/newsletter/subscribe`, 'POST', { body: '', headers: FORM });
      expect(empty.status, name).toBe(200);
      expect(JSON.parse(empty.text).form, name).toEqual({});
    }
  });
});

describe.skipIf(!hasAuthEmulator)('the per-address ceiling on pages', () => {
  let standIn: ReturnType<typeof writePageBundle>;
  let h: Harness;

  beforeAll(async () => {
    standIn = writePageBundle(STAND_IN);
    // rateLimitPerMinute 1: public reads get 20 a minute per address (http/rate-limit.ts).
    h = await startApi({ rateLimitPerMinute: 1, pageBundlePaths: [standIn.bundle] });
  }, 30_000);
  afterAll(async () => {
    await h.close();
    standIn.remove();
  });

  it('when one address asks for pages beyond the public-read budget, then it gets 429 with Retry-After; another address does not', async () => {
    const from = '127.0.35.1';
    for (let i = 0; i < 20; i++) expect((await send(`${h.url}/blogs`, 'GET', { from })).status).toBe(200);
    const over = await send(`${h.url}/videos`, 'GET', { from });
    expect(over.status).toBe(429);
    expect(over.type).toMatch(/^text\/plain/);
    expect(over.text).toMatch(/Too many requests/);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    // A post counts too, and is refused before its body matters.
    expect((await send(`${h.url}/contact/send`, 'POST', { body: 'a=1', headers: FORM, from })).status).toBe(
      429,
    );
    expect((await send(`${h.url}/blogs`, 'GET', { from: '127.0.35.2' })).status).toBe(200);
  });

  it('when one address reads the API and the pages, then both spend one budget (the API’s own counter)', async () => {
    const from = '127.0.35.3';
    for (let i = 0; i < 10; i++)
      expect((await send(`${h.url}/api/videos`, 'GET', { from })).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await send(`${h.url}/videos`, 'GET', { from })).status).toBe(200);
    expect((await send(`${h.url}/videos`, 'GET', { from })).status).toBe(429);
    expect((await send(`${h.url}/api/videos`, 'GET', { from })).status).toBe(429);
  });
});
