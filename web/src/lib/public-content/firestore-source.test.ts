// @vitest-environment node
import net from 'node:net';
import fs from 'node:fs';
import { FirestoreServer } from '@firestore-emulator/server';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirestoreSource, PUBLIC_QUERIES, type PublicQueryShape } from './firestore-source';
import { NO_SOCIAL_CARDS } from '@36x/common';

/**
 * The SPA's Firestore source, run for real: the web SDK (its Node build, which speaks gRPC) against the in-process
 * gRPC Firestore stand-in `@firestore-emulator/server`, with documents written by firebase-admin as the API writes
 * them. In the browser the same SDK speaks WebChannel to Firestore; the queries are the same.
 *
 * Limits of the stand-in that shape this test (not of the code under test):
 * - it has no security rules, so what the rules refuse (drafts, unfiltered lists) is proven in
 *   rules-tests/firestore.rules.test.ts on the official emulator; here the source's own draft guard is what hides one;
 * - its Listen stream answers only the FIRST target a client opens on it, so each read uses a fresh web app
 *   (`freshDb`), i.e. a fresh stream; the app itself reuses one Firestore instance.
 */
const projectId = 'demo-36x-web-source';
let server: FirestoreServer;
let host = '';
let port = 0;
let admin: AdminApp;
const webApps: FirebaseApp[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
}

async function freshDb() {
  const app = initializeApp(
    { projectId, apiKey: 'demo-api-key', appId: 'demo-app-id' },
    `web-${webApps.length}`,
  );
  webApps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', port);
  return db;
}

const t = (day: number) => `2026-01-${String(day).padStart(2, '0')}T09:30:00.000Z`;
const SEED: Record<string, Record<string, Record<string, unknown>>> = {
  blogs: {
    oldest: {
      title: 'Old regime or new?',
      content: 'c'.repeat(60),
      category: 'Tax Planning',
      excerpt: 'Which one',
      image: 'https://img.example/1.png',
      status: 'published',
      publishAt: Date.parse(t(1)),
      createdAt: t(1),
      updatedAt: t(5),
    },
    // Published, due in 2999: not public yet.
    scheduled: {
      title: 'Budget 2999',
      content: 'b'.repeat(60),
      category: 'Tax Planning',
      excerpt: 'Later',
      status: 'published',
      publishAt: Date.parse('2999-01-01T00:00:00.000Z'),
      createdAt: t(9),
    },
    draft: {
      title: 'Unfinished',
      content: 'd'.repeat(60),
      category: 'Compliance',
      excerpt: 'Soon',
      image: '',
      status: 'draft',
      createdAt: t(9),
      updatedAt: t(9),
    },
    newest: {
      title: 'Presumptive taxation',
      content: 'p'.repeat(60),
      category: 'Compliance',
      excerpt: '44ADA',
      status: 'published',
      publishAt: Date.parse(t(8)),
      createdAt: t(8),
    },
    middle: {
      title: 'SIP discipline',
      content: 's'.repeat(60),
      category: 'Investment Tips',
      excerpt: 'Steady',
      image: '',
      status: 'published',
      publishAt: Date.parse(t(4)),
      createdAt: t(4),
      updatedAt: t(4),
    },
  },
  videos: {
    v1: {
      title: 'Term insurance riders',
      description: 'Riders that matter',
      youtubeUrl: 'https://youtu.be/aaaaaaaaaaa',
      thumbnail: 'https://img.youtube.com/vi/aaaaaaaaaaa/maxresdefault.jpg',
      duration: '12:34',
      views: '120',
      createdAt: t(2),
      updatedAt: t(2),
    },
    v2: {
      title: 'Bond ladders',
      description: 'Income for seniors',
      youtubeUrl: 'https://youtu.be/bbbbbbbbbbb',
      thumbnail: 'https://img.youtube.com/vi/bbbbbbbbbbb/maxresdefault.jpg',
      createdAt: t(6),
    },
  },
  enquiryForms: {
    itr: {
      title: 'ITR filing',
      description: 'File your return',
      icon: '📋',
      image: '',
      googleFormUrl: 'https://forms.gle/itr',
      features: ['Old and new regime', 'Capital gains'],
      isActive: true,
      createdAt: t(3),
      updatedAt: t(3),
    },
    off: {
      title: 'Retired form',
      description: 'No longer used',
      icon: '📝',
      image: '',
      googleFormUrl: 'https://forms.gle/off',
      features: [],
      isActive: false,
      createdAt: t(7),
      updatedAt: t(7),
    },
    gst: {
      title: 'GST registration',
      description: 'Register for GST',
      icon: '🧾',
      googleFormUrl: 'https://forms.gle/gst',
      features: ['Documents list', 42],
      isActive: true,
      createdAt: t(5),
    },
  },
};

beforeAll(async () => {
  setLogLevel('silent');
  server = new FirestoreServer();
  port = await freePort();
  await server.start(port);
  host = `127.0.0.1:${port}`;
  admin = initializeAdminApp({ projectId }, 'seed-admin');
  const adb = getAdminFirestore(admin);
  adb.settings({ host, ssl: false });
  for (const [c, docs] of Object.entries(SEED)) {
    for (const [id, data] of Object.entries(docs)) await adb.collection(c).doc(id).set(data);
  }
});

afterAll(async () => {
  await Promise.allSettled(webApps.map((a) => deleteApp(a)));
  await deleteAdminApp(admin);
  server.stop();
});

const source = createFirestoreSource(freshDb);

describe('Firestore public content source (web SDK on the gRPC stand-in)', () => {
  it('lists the public blogs only (published, due by now), latest first, in the API answer shape with its defaults', async () => {
    const blogs = await source.listBlogs();
    expect(blogs.map((b) => b.id)).toEqual(['newest', 'middle', 'oldest']);
    expect(blogs[0]).toEqual({
      id: 'newest',
      title: 'Presumptive taxation',
      content: 'p'.repeat(60),
      category: 'Compliance',
      excerpt: '44ADA',
      image: '',
      imageAlt: '',
      status: 'published',
      publishAt: t(8),
      slug: 'newest',
      metaTitle: '',
      metaDescription: '',
      ...NO_SOCIAL_CARDS,
      tags: [],
      tagNames: [],
      authorId: '',
      createdAt: t(8),
      updatedAt: t(8),
    });
    expect(blogs[2]).toMatchObject({ id: 'oldest', image: 'https://img.example/1.png', updatedAt: t(5) });
  });

  it('reads one published blog; a draft or a missing id is null', async () => {
    expect(await source.getBlog('middle')).toMatchObject({
      id: 'middle',
      title: 'SIP discipline',
      status: 'published',
    });
    expect(await source.getBlog('draft')).toBeNull();
    expect(await source.getBlog('scheduled')).toBeNull();
    expect(await source.getBlog('no-such-blog')).toBeNull();
  });

  it('lists videos newest first, with views defaulting to "0" and duration to ""', async () => {
    const videos = await source.listVideos();
    expect(videos.map((v) => v.id)).toEqual(['v2', 'v1']);
    expect(videos[0]).toMatchObject({ id: 'v2', views: '0', duration: '', updatedAt: t(6) });
    expect(videos[1]).toMatchObject({ id: 'v1', views: '120', duration: '12:34' });
  });

  it('lists active enquiry forms only, newest first, features as strings', async () => {
    const forms = await source.listEnquiryForms();
    expect(forms.map((f) => f.id)).toEqual(['gst', 'itr']);
    expect(forms[0]).toEqual({
      id: 'gst',
      title: 'GST registration',
      description: 'Register for GST',
      icon: '🧾',
      image: '',
      googleFormUrl: 'https://forms.gle/gst',
      features: ['Documents list'],
      isActive: true,
      createdAt: t(5),
      updatedAt: t(5),
    });
  });

  it("answers the spec's message when enquiry forms cannot be fetched", async () => {
    const broken = createFirestoreSource(() => Promise.reject(new Error('offline')));
    await expect(broken.listEnquiryForms()).rejects.toThrow('Failed to fetch enquiry forms');
  });
});

describe('firestore.indexes.json', () => {
  const indexes = JSON.parse(
    fs.readFileSync(new URL('../../../../firestore.indexes.json', import.meta.url), 'utf8'),
  ) as {
    indexes: {
      collectionGroup: string;
      queryScope: string;
      fields: { fieldPath: string; order?: string }[];
    }[];
  };

  it.each(Object.entries(PUBLIC_QUERIES))('has the composite index the %s query needs', (_name, q) => {
    const shape: PublicQueryShape = q;
    if (!shape.where || shape.where.field === shape.orderBy.field) return; // single-field indexes are automatic
    const wanted = [
      { fieldPath: shape.where.field, order: 'ASCENDING' },
      {
        fieldPath: shape.orderBy.field,
        order: shape.orderBy.direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
      },
    ];
    const match = indexes.indexes.find(
      (i) =>
        i.collectionGroup === shape.collection &&
        i.queryScope === 'COLLECTION' &&
        JSON.stringify(i.fields) === JSON.stringify(wanted),
    );
    expect(match, `${shape.collection}: ${JSON.stringify(wanted)}`).toBeDefined();
  });
});
