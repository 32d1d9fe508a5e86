import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@36x/common';
import {
  clearFirestoreEmulator,
  startFirestoreStandIn,
  type FirestoreStandIn,
} from '../store/firestore-emulators';
import { FirestoreStore } from '../store/firestore-store';
import { hasAuthEmulator, startApi, VALID, type Harness } from './harness';

/**
 * The same API on the Firestore adapter (firebase mode), against the official emulator when FIRESTORE_EMULATOR_HOST
 * is set, else the in-process gRPC stand-in. The full matrices run on SQLite; this proves the calls that lean on the
 * store (filters + ordering, batches, unique usernames, the sign-in lock, exports) behave the same on Firestore.
 */
describe.skipIf(!hasAuthEmulator)('the API on FirestoreStore', () => {
  let standIn: FirestoreStandIn | undefined;
  let app: App;
  let h: Harness;
  let t: Awaited<ReturnType<Harness['tokens']>>;

  beforeAll(async () => {
    const official = process.env.FIRESTORE_EMULATOR_HOST;
    const projectId = official ? (process.env.GCLOUD_PROJECT ?? 'demo-36x') : 'demo-api-firestore';
    app = initializeApp({ projectId }, `api-firestore-${Date.now()}`);
    const db = getFirestore(app);
    if (official) {
      await clearFirestoreEmulator(official, projectId);
    } else {
      standIn = await startFirestoreStandIn();
      db.settings({ host: standIn.host, ssl: false });
    }
    h = await startApi({ store: new FirestoreStore(db) });
    t = await h.tokens();
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await deleteApp(app);
    standIn?.stop();
  });

  it('when visitors and staff list blogs and forms, then visitors get published / active ones only, newest first', async () => {
    const pub = await h.request('GET', API.blogs);
    const staff = await h.request('GET', API.blogs, { token: t.viewer });
    expect(pub.json.length).toBe(7);
    expect(staff.json.length).toBe(8);
    const times = pub.json.map((b: { createdAt: string }) => b.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await h.request('GET', API.blog('writing-a-will-checklist'))).status).toBe(404);
    expect((await h.request('GET', API.enquiryForms)).json.length).toBe(3);
    expect((await h.request('GET', API.enquiryForms, { token: t.viewer })).json.length).toBe(4);
  });

  it('when content is created, updated and deleted, then each change and its activity are stored together', async () => {
    const c = await h.request('POST', API.blogs, {
      token: t.user,
      json: { ...VALID.blog(), title: 'On Firestore' },
    });
    expect(c.status).toBe(201);
    expect((await h.request('GET', API.blogs)).json[0].id).toBe(c.json.id);
    const u = await h.request('PUT', API.blog(c.json.id), {
      token: t.user,
      json: { ...VALID.blog(), title: 'On Firestore, edited' },
    });
    expect(u.json.title).toBe('On Firestore, edited');
    expect((await h.request('DELETE', API.blog(c.json.id), { token: t.user })).status).toBe(204);
    const acts = await h.request('GET', API.activities, { token: t.viewer });
    expect(acts.json.slice(0, 3).map((a: { title: string }) => a.title)).toEqual([
      'Blog post deleted: On Firestore, edited',
      'Blog post updated: On Firestore, edited',
      'New blog post: On Firestore',
    ]);
  });

  it('when a username is taken regardless of case, then 409 and nothing is written; the last admin is protected', async () => {
    expect((await h.addStaff({ ...VALID.user(), username: 'Asha' })).status).toBe(201);
    const before = await h.snapshot();
    expect((await h.addStaff({ ...VALID.user(), username: 'ASHA' })).status).toBe(409);
    expect(await h.snapshot()).toEqual(before);
    const me = await h.request('GET', API.me, { token: t.admin });
    expect((await h.request('DELETE', API.user(me.json.id), { token: t.admin })).status).toBe(409);
  });

  it('when 5 sign-ins fail, then the username is locked with 429', async () => {
    for (let i = 0; i < 5; i++) expect((await h.login('editor', 'wrong-password')).status).toBe(401);
    expect((await h.login('editor', '36x-demo-editor')).status).toBe(429);
    h.clock.advance(15 * 60 * 1000 + 1000);
    expect((await h.login('editor', '36x-demo-editor')).status).toBe(200);
  });

  it('when contacts are sent and exported, then the CSV holds them with the BOM', async () => {
    expect((await h.request('POST', API.contacts, { json: VALID.contact() })).status).toBe(201);
    const csv = await h.request('GET', API.exportContacts, { token: t.user });
    expect(csv.text.startsWith('\uFEFFFirst Name,')).toBe(true);
    expect(csv.text).toContain('meera.nair@example.com');
  });

  it('when calculator usage is logged, then it answers 202', async () => {
    expect((await h.request('POST', API.calculatorUsage, { json: VALID.insuranceUsage() })).status).toBe(202);
  });
});
