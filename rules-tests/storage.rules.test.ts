import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getBytes, ref, type FirebaseStorage } from 'firebase/storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { callers, rulesEnv, rulesFile } from './rules-env';

/**
 * storage.rules (API-RULES-2) on the official Storage emulator: blog images are readable one by one by anyone and
 * writable by no client; nothing else is readable. Run with `npm run test:rules`.
 */

// An 8-byte PNG signature plus a little body: enough for a content type, small for the emulator.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const IMAGE = 'blog-images/seeded.png';
const OTHER = [
  'exports/contacts.csv',
  'blog-images-private/x.png',
  'blog-images/nested/deeper.png',
  'seeded-root.png',
];

type Upload = { then(onOk: (v: unknown) => unknown, onErr: (e: unknown) => unknown): unknown };
/** An UploadTask is only thenable; assertFails / assertSucceeds want a Promise. */
const done = (task: Upload) => new Promise((resolve, reject) => void task.then(resolve, reject));

const env = rulesEnv({ storage: { rules: rulesFile('storage.rules') } });

beforeEach(async () => {
  await env().clearStorage();
  await env().withSecurityRulesDisabled(async (admin) => {
    const storage = admin.storage();
    await done(storage.ref(IMAGE).put(PNG, { contentType: 'image/png' }));
    for (const p of OTHER) await done(storage.ref(p).put(PNG, { contentType: 'application/octet-stream' }));
  });
});

describe.each(callers(env))('%s', (_label, context) => {
  const storage = () => context().storage();

  // getBytes is the tokenless `/v0/b/<bucket>/o/<path>?alt=media` request whose URL the API answers for an image.
  const bytesOf = (p: string) => getBytes(ref(storage() as unknown as FirebaseStorage, p));

  it('reads a blog image: its bytes and its metadata', async () => {
    const bytes = await assertSucceeds(bytesOf(IMAGE));
    expect(new Uint8Array(bytes)).toEqual(PNG);
    const meta = await assertSucceeds(storage().ref(IMAGE).getMetadata());
    expect(meta.contentType).toBe('image/png');
  });

  it('cannot list the blog images', async () => {
    await assertFails(storage().ref('blog-images').listAll());
    await assertFails(storage().ref('blog-images').list({ maxResults: 10 }));
  });

  it('cannot upload, overwrite, change or delete a blog image', async () => {
    await assertFails(done(storage().ref('blog-images/new.png').put(PNG, { contentType: 'image/png' })));
    await assertFails(done(storage().ref(IMAGE).put(PNG, { contentType: 'image/png' })));
    await assertFails(storage().ref(IMAGE).updateMetadata({ contentType: 'text/html' }));
    await assertFails(storage().ref(IMAGE).delete());
  });

  it.each(OTHER)('cannot read, list or write %s', async (p) => {
    await assertFails(bytesOf(p));
    await assertFails(storage().ref(p).getMetadata());
    await assertFails(done(storage().ref(p).put(PNG)));
    await assertFails(storage().ref(p).delete());
  });

  it('cannot list the bucket root', async () => {
    await assertFails(storage().ref().listAll());
  });
});
