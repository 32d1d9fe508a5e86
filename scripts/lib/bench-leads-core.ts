// The leads desk's case of `npm run bench:api` (CONTACT-LEADS): GET /api/contacts, page 1 and a page deep in 10,000
// enquiries, through the real Express app (auth middleware, query parsing, the service, the SQLite Store) over
// loopback HTTP. Only the identity check is a stand-in (a fixed token for a seeded admin), so no Auth emulator is
// needed. scripts/bench-api.mjs bundles this file with esbuild when it runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { CONTACT_SUBJECTS } from '@36x/common';
import { createApp } from '../../functions/src/app';
import { FsBlobs } from '../../functions/src/blobs/fs-blobs';
import type { Identity } from '../../functions/src/identity/identity';
import { SqliteStore } from '../../functions/src/store/sqlite-store';
import { COLLECTIONS, type WriteOp } from '../../functions/src/store/store';

const TOKEN = 'bench-token';
const ADMIN = 'bench-admin';

export interface PageTiming {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export async function benchContactPages({
  contacts = 10_000,
  samples = 200,
}: { contacts?: number; samples?: number } = {}): Promise<PageTiming[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
  const store = new SqliteStore(path.join(dir, 'app.sqlite'));
  const identity: Identity = {
    createCustomToken: async () => TOKEN,
    verifyIdToken: async (t) => {
      if (t !== TOKEN) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
      return { uid: ADMIN };
    },
    revokeSessions: async () => undefined,
  };
  try {
    const now = new Date().toISOString();
    await store.create(
      COLLECTIONS.users,
      {
        username: 'bench',
        email: '',
        role: 'admin',
        isActive: true,
        permissions: [],
        lastLogin: null,
        loginCount: 0,
        createdAt: now,
        updatedAt: now,
      },
      ADMIN,
    );
    const statuses = ['new', 'contacted', 'closed', 'spam'];
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    for (let i = 0; i < contacts; i += 500) {
      const ops: WriteOp[] = [];
      for (let j = i; j < Math.min(i + 500, contacts); j++) {
        const createdAt = new Date(start + j * 45 * 60_000).toISOString();
        ops.push({
          op: 'create',
          collection: COLLECTIONS.contacts,
          id: store.newId(),
          data: {
            firstName: `Visitor${j}`,
            lastName: 'Bench',
            email: `visitor${j}@example.com`,
            phone: '',
            subject: CONTACT_SUBJECTS[j % CONTACT_SUBJECTS.length]!.value,
            message: `Message number ${j}, about planning taxes and investments for the coming year.`,
            createdAt,
            status: statuses[j % statuses.length],
            ownerId: '',
            notes: [],
            source: '',
            lastActionAt: createdAt,
            mail: {},
          },
        });
      }
      await store.batch(ops);
    }
    const app = createApp({
      store,
      blobs: new FsBlobs(path.join(dir, 'uploads'), '/api/uploads'),
      identity,
      config: {
        mode: 'local',
        dataDir: dir,
        seedDemo: false,
        storageBucket: '',
        siteUrl: 'http://localhost',
        rateLimitPerMinute: 1_000_000,
      },
      rateLimits: { publicReads: 1_000_000 },
    });
    const server = await new Promise<import('node:http').Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (qs: string) => {
      const res = await fetch(`${base}/api/contacts${qs}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      if (res.status !== 200) throw new Error(`GET /api/contacts${qs}: ${res.status} ${await res.text()}`);
      const items = (await res.json()) as unknown[];
      return { items, next: res.headers.get('x-next-cursor') ?? '' };
    };
    // A cursor half-way down (page 200 of 25): found once by walking, then asked repeatedly.
    let deep = '';
    for (let p = 0; p < 200; p++) deep = (await get(`?limit=25${deep ? `&cursor=${deep}` : ''}`)).next;
    const cases = [
      { name: 'GET /api/contacts page 1 (25 of 10,000)', qs: '?limit=25' },
      { name: 'GET /api/contacts page 201 (cursor)', qs: `?limit=25&cursor=${deep}` },
      { name: 'GET /api/contacts?status=closed page 1', qs: '?limit=25&status=closed' },
    ];
    const out: PageTiming[] = [];
    for (const c of cases) {
      for (let i = 0; i < 20; i++) await get(c.qs); // warm-up
      const times: number[] = [];
      for (let i = 0; i < samples; i++) {
        const t0 = performance.now();
        const { items } = await get(c.qs);
        times.push(performance.now() - t0);
        if (items.length !== 25) throw new Error(`${c.name}: ${items.length} items`);
      }
      times.sort((a, b) => a - b);
      out.push({
        name: c.name,
        samples,
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        max: times[times.length - 1]!,
      });
    }
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return out;
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
