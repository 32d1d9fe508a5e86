/**
 * HTTP-level test harness: the real app (createApp) on a temp SQLite file and a temp uploads folder, with the
 * firebase-admin Identity adapter on the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, set by `firebase
 * emulators:exec`). Staff sign in the way the SPA does: POST /api/auth/login answers a custom token, which the Auth
 * emulator exchanges for an ID token.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type Server } from 'node:http';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import express from 'express';
import { afterAll, beforeAll, expect } from 'vitest';
import { API, type Blog, type User } from '@36x/common';
import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import { FsBlobs } from '../blobs/fs-blobs';
import type { Config } from '../config';
import { authEmulatorHost, requireAuthEmulator, signInWithCustomToken } from '../identity/auth-emulator';
import { FirebaseIdentity } from '../identity/firebase-identity';
import { seedDemoContent } from '../seed/seed-demo';
import { ApiError } from '../http/api-error';
import { createUser } from '../users/user-service';
import { SqliteStore } from '../store/sqlite-store';
import { COLLECTIONS, type Store } from '../store/store';

// Every file that imports this harness drives the API over HTTP with real ID tokens: without the emulator it fails
// at once, saying how to run it (README, Troubleshooting).
requireAuthEmulator();
export const hasAuthEmulator = !!authEmulatorHost();

export const DEMO = {
  admin: { username: 'admin', password: '36x-demo-admin' },
  user: { username: 'editor', password: '36x-demo-editor' },
  viewer: { username: 'viewer', password: '36x-demo-viewer' },
} as const;
export type StaffRole = keyof typeof DEMO;

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  bytes: Buffer;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface RequestOptions {
  token?: string | null;
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as is (string, Buffer, FormData), with the headers given. */
  body?: string | Buffer | FormData;
  headers?: Record<string, string>;
  /**
   * The loopback address the request comes from (127.x.y.z, Node's `localAddress`): per-client limits and locks are
   * tested with real source addresses, as local mode reads the socket, never a header.
   */
  from?: string;
}

export interface Harness {
  url: string;
  store: Store;
  dataDir: string;
  clock: { now: number; advance(ms: number): void };
  request(method: string, path: string, opts?: RequestOptions): Promise<Reply>;
  login(username: string, password: string, via?: Via): Promise<Reply>;
  /** Signs in and answers the ID token and the user. */
  signIn(username: string, password: string): Promise<{ idToken: string; user: User }>;
  /** ID tokens of the three demo staff accounts (signed in once per harness). */
  tokens(): Promise<Record<StaffRole, string>>;
  /**
   * A staff account with a known password, made the way the demo seed and `npm run create-admin` make one (the API
   * has no such call: staff join by invitation). Answers as the old POST /api/users did: 201 and the user, or the
   * refusal's status and message.
   */
  addStaff(body: Record<string, unknown>): Promise<Pick<Reply, 'status' | 'json'>>;
  /** Every document per collection (rate-limit counters aside): to prove a refused call wrote nothing. */
  snapshot(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

const TEST_ACTOR = { actorId: null, actorName: 'test set-up', address: '127.0.0.1' };

export const testConfig = (dataDir: string, rateLimitPerMinute = 100_000): Config => ({
  mode: 'local',
  dataDir,
  seedDemo: false,
  storageBucket: '',
  siteUrl: 'http://localhost:5000',
  rateLimitPerMinute,
});

export interface StartOptions extends Partial<Pick<AppDeps, 'rateLimits' | 'mailer' | 'pageBundlePaths'>> {
  rateLimitPerMinute?: number;
  seed?: boolean;
  /** Another Store adapter (the Firestore one); SQLite on a temp file by default. */
  store?: Store;
  /** Overrides of the test configuration (e.g. `mode: 'firebase'` to check what production serves). */
  config?: Partial<Config>;
  /**
   * Serve the app behind the body parsers the Cloud Functions runtime puts in front of it (asPlatform), so every
   * request's body is read before the app runs, as in production and in the functions emulator.
   */
  asPlatform?: boolean;
}

/**
 * The Cloud Functions runtime's own Express app in front of ours: it reads every body (JSON, text, a form, anything
 * else as bytes; 32 MB) and keeps the bytes in `req.rawBody`, as firebase-tools' functionsEmulatorRuntime.js and the
 * functions framework do. Our app then finds the stream consumed.
 */
export function asPlatform(app: express.Express): express.Express {
  const platform = express();
  const keepRaw = (req: IncomingMessage, _res: unknown, buf: Buffer) => {
    (req as IncomingMessage & { rawBody?: Buffer }).rawBody = buf;
  };
  const limit = '32mb';
  platform.use(express.json({ limit, verify: keepRaw }));
  platform.use(express.text({ limit, verify: keepRaw }));
  platform.use(express.urlencoded({ extended: true, limit, verify: keepRaw }));
  platform.use(express.raw({ type: '*/*', limit, verify: keepRaw }));
  platform.use(app);
  return platform;
}

export async function startApi(opts: StartOptions = {}): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const store = opts.store ?? new SqliteStore(path.join(dataDir, 'app.sqlite'));
  const blobs = new FsBlobs(path.join(dataDir, 'uploads'), '/api/uploads');
  const firebaseApp: App = initializeApp(
    { projectId: process.env.GCLOUD_PROJECT ?? 'demo-36x' },
    `api-test-${randomUUID()}`,
  );
  const identity = new FirebaseIdentity(getAuth(firebaseApp));
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      this.now += ms;
    },
  };
  const app = createApp({
    store,
    blobs,
    identity,
    config: { ...testConfig(dataDir, opts.rateLimitPerMinute), ...opts.config },
    rateLimits: opts.rateLimits,
    mailer: opts.mailer,
    clock: () => clock.now,
    // No page bundle unless a test gives one: the web build may or may not exist where the tests run.
    pageBundlePaths: opts.pageBundlePaths ?? [],
  });
  if (opts.seed !== false) await seedDemoContent(store);
  const served = opts.asPlatform ? asPlatform(app) : app;
  const server: Server = await new Promise((resolve) => {
    const s = served.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function request(method: string, p: string, o: RequestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    let body: string | Buffer | FormData | undefined = o.body;
    if (o.json !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(o.json);
    }
    const res = o.from
      ? await fromSource(url + p, o.from, method, headers, body)
      : await fetch(url + p, { method, headers, body });
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, bytes, json };
  }

  const login = (username: string, password: string, via: Via = {}) =>
    request('POST', '/api/auth/login', { json: { username, password }, ...via });

  async function signIn(username: string, password: string) {
    const r = await login(username, password);
    if (r.status !== 200) throw new Error(`login ${username}: ${r.status} ${r.text}`);
    const { idToken } = await signInWithCustomToken(r.json.token);
    return { idToken, user: r.json.user as User };
  }

  let tokens: Promise<Record<StaffRole, string>> | null = null;
  return {
    url,
    store,
    dataDir,
    clock,
    request,
    login,
    signIn,
    tokens() {
      tokens ??= (async () => {
        const out = {} as Record<StaffRole, string>;
        for (const role of Object.keys(DEMO) as StaffRole[])
          out[role] = (await signIn(DEMO[role].username, DEMO[role].password)).idToken;
        return out;
      })();
      return tokens;
    },
    async addStaff(body) {
      try {
        return { status: 201, json: await createUser(store, TEST_ACTOR, body) };
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        return { status: err.status, json: { message: err.message, errors: err.errors } };
      }
    },
    async snapshot() {
      const out: Record<string, string> = {};
      // The rate limits' counters count every call, refused ones too (that is their job): they are not data a call
      // writes, so they are left out.
      for (const c of Object.values(COLLECTIONS)) {
        if (c === COLLECTIONS.rateLimits) continue;
        const docs = await store.list(c);
        out[c] = JSON.stringify(docs);
      }
      return out;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      await deleteApp(firebaseApp);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SuiteOptions extends StartOptions {
  /** Sign the three demo staff in before the tests (default): tests that count sign-ins turn it off. */
  signInStaff?: boolean;
}

/**
 * One API for the tests of a describe block: started before them, closed after them. `h` and `t` (the demo staff's
 * ID tokens) are filled in by the block's beforeAll, so tests and later hooks read them, never the block's own body.
 */
export function apiForSuite(opts: SuiteOptions = {}): { h: Harness; t: Record<StaffRole, string> } {
  const h = {} as Harness;
  const t = {} as Record<StaffRole, string>;
  // Starting the app and three scrypt sign-ins can pass vitest's 10 s hook default on a busy machine.
  beforeAll(async () => {
    Object.assign(h, await startApi(opts));
    if (opts.signInStaff !== false) Object.assign(t, await h.tokens());
  }, 30_000);
  afterAll(async () => h.close?.());
  return { h, t };
}

/**
 * An admin-only endpoint's refusals: each of `calls`, made by an editor or a viewer (403) or by a visitor without a
 * token (401), is refused, and none of them writes anything.
 */
export async function expectAdminOnly(
  h: Harness,
  t: Record<StaffRole, string>,
  calls: ((token: string | null) => Promise<Reply>)[],
): Promise<void> {
  const before = await h.snapshot();
  for (const [token, status] of [
    [t.user, 403],
    [t.viewer, 403],
    [null, 401],
  ] as const) {
    for (const call of calls) {
      const r = await call(token);
      expect(r.status, r.text).toBe(status);
    }
  }
  expect(await h.snapshot()).toEqual(before);
}

/** A post created by the editor (`t.user`): the valid blog with `over` laid on it; anything but 201 fails the test. */
export async function createBlogAsEditor(
  h: Harness,
  t: Record<StaffRole, string>,
  over: Record<string, unknown> = {},
): Promise<Blog> {
  const r = await h.request('POST', API.blogs, { token: t.user, json: { ...VALID.blog(), ...over } });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json as Blog;
}

/**
 * A stand-in for the web app's page bundle: `source` written as `pages.mjs` in a fresh temp folder (for `startApi`'s
 * pageBundlePaths); `remove` deletes the folder.
 */
export function writePageBundle(source: string): { bundle: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-bundle-'));
  const bundle = path.join(dir, 'pages.mjs');
  fs.writeFileSync(bundle, source);
  return { bundle, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Where a request comes from: a loopback source address, and headers such as a forged X-Forwarded-For. */
export interface Via {
  from?: string;
  headers?: Record<string, string>;
}

/**
 * A visitor at loopback `address` (127.x.y.z) who also writes an X-Forwarded-For of its own (`forged`, by default a
 * made-up public address), which local mode must ignore.
 */
export function fromAddress(address: string, forged = '198.51.100.250'): Via {
  if (!address.startsWith('127.')) throw new Error(`fromAddress takes a loopback address, not ${address}`);
  return { from: address, headers: { 'X-Forwarded-For': forged } };
}

/** fetch's answer shape, for a request sent from a chosen loopback source address over node:http. */
function fromSource(
  url: string,
  localAddress: string,
  method: string,
  headers: Record<string, string>,
  body: string | Buffer | FormData | undefined,
): Promise<Response> {
  if (body instanceof FormData) throw new Error('a request with `from` takes a string or Buffer body');
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers))
          if (v !== undefined) for (const one of Array.isArray(v) ? v : [v]) h.append(k, one);
        resolve(
          new Response(res.statusCode === 204 ? null : Buffer.concat(chunks), {
            status: res.statusCode,
            headers: h,
          }),
        );
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Minimal valid bodies for every write call. */
export const VALID = {
  blog: () => ({
    title: 'Advance tax dates for freelancers',
    content:
      'Freelancers must pay advance tax in four instalments when their liability exceeds ten thousand rupees.',
    excerpt: 'Four instalments, and what happens if you miss one.',
    category: 'Tax Planning',
    image: '',
    status: 'published',
  }),
  video: () => ({
    title: 'Advance tax in five minutes',
    description: 'The four instalments and the interest for missing them.',
    youtubeUrl: 'https://www.youtube.com/watch?v=AbCdEfGhIj0',
    duration: '5:10',
    views: '120',
  }),
  enquiryForm: () => ({
    title: 'NRI Taxation',
    description: 'Residential status, DTAA relief and repatriation.',
    icon: '🏦',
    image: '',
    googleFormUrl: 'https://docs.google.com/forms/d/e/test/viewform',
    features: ['DTAA relief', 'Form 15CA/CB'],
    isActive: true,
  }),
  contact: () => ({
    firstName: 'Meera',
    lastName: 'Nair',
    email: 'meera.nair@example.com',
    phone: '',
    subject: 'consultation',
    message: 'Please call me about retirement planning.',
  }),
  /** An invitation to a fresh address. */
  invitation: () => ({ email: `invitee${Math.floor(Math.random() * 1e9)}@example.com`, role: 'viewer' }),
  /** A user as an edit sends it (no password: an admin never sets one). */
  userEdit: () => ({
    username: `staff${Math.floor(Math.random() * 1e9)}`,
    email: '',
    role: 'viewer',
    isActive: true,
    permissions: [],
  }),
  /** A user with a password, for `addStaff` (the seed's and create-admin's way). */
  user: () => ({
    username: `staff${Math.floor(Math.random() * 1e9)}`,
    password: 'secret-pass-2026',
    email: '',
    role: 'viewer',
    isActive: true,
    permissions: [],
  }),
  calculatorUsage: () => ({
    calculatorType: 'loan-amortization',
    inputData: { loanAmount: '2500000', interestRate: '8.5', loanTenure: '20' },
    resultData: { monthlyEmi: 21696, totalInterest: 2707000, totalPayment: 5207000 },
  }),
  insuranceUsage: () => ({
    calculator: 'hybrid-term-insurance',
    inputs: { annualIncome: 1800000, incomeMultiplier: 12 },
    children: [{ id: 1, age: 6, higherOn: true, higherAmt: 3000000 }],
    results: { totalCover: 25000000 },
  }),
};
