import { describe, expect, it } from 'vitest';
import { BLOB_CACHE_CONTROL, CloudStorageBlobs, type Bucket } from './cloud-storage-blobs';

// No Cloud Storage emulator can start here (it is a Java program); this checks what the adapter asks of the bucket
// and the URL it answers, against a small in-memory bucket with the same method shapes as @google-cloud/storage.
function fakeBucket(name = 'demo-36x.firebasestorage.app') {
  const objects = new Map<string, { bytes: Buffer; metadata: Record<string, unknown> }>();
  const saves: { path: string; options: Record<string, unknown> }[] = [];
  const notFound = () => Object.assign(new Error('No such object'), { code: 404 });
  const bucket = {
    name,
    file(path: string) {
      return {
        async save(bytes: Buffer, options: Record<string, unknown>) {
          saves.push({ path, options });
          const pre = options['preconditionOpts'] as { ifGenerationMatch?: number } | undefined;
          if (pre?.ifGenerationMatch === 0 && objects.has(path))
            throw Object.assign(new Error('Precondition'), { code: 412 });
          objects.set(path, {
            bytes: Buffer.from(bytes),
            metadata: options['metadata'] as Record<string, unknown>,
          });
        },
        async download() {
          const o = objects.get(path);
          if (!o) throw notFound();
          return [o.bytes];
        },
        async getMetadata() {
          const o = objects.get(path);
          if (!o) throw notFound();
          return [o.metadata];
        },
      };
    },
  };
  return { bucket: bucket as unknown as Bucket, saves };
}

describe('CloudStorageBlobs', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it('uploads with the content type and a year-long cache, and answers the tokenless Firebase Storage URL', async () => {
    const { bucket, saves } = fakeBucket();
    const blobs = new CloudStorageBlobs(bucket, { apiOrigin: 'https://firebasestorage.googleapis.com' });
    const url = await blobs.put('blog-images/abc123.png', png, 'image/png');
    expect(url).toBe(
      'https://firebasestorage.googleapis.com/v0/b/demo-36x.firebasestorage.app/o/blog-images%2Fabc123.png?alt=media',
    );
    expect(saves).toHaveLength(1);
    expect(saves[0]!.options).toMatchObject({
      resumable: false,
      contentType: 'image/png',
      metadata: { contentType: 'image/png', cacheControl: BLOB_CACHE_CONTROL },
    });
    expect(BLOB_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(url).not.toContain('token=');
  });

  it('reads back what it stored, and null for a missing object', async () => {
    const { bucket } = fakeBucket();
    const blobs = new CloudStorageBlobs(bucket, { apiOrigin: 'http://127.0.0.1:9259' });
    await blobs.put('blog-images/x.png', png, 'image/png');
    expect(await blobs.get('blog-images/x.png')).toEqual({ bytes: png, contentType: 'image/png' });
    expect(await blobs.get('blog-images/none.png')).toBeNull();
  });

  it('never overwrites an object: each upload has its own name, which is what makes the long cache safe', async () => {
    const { bucket } = fakeBucket();
    const blobs = new CloudStorageBlobs(bucket);
    await blobs.put('blog-images/x.png', png, 'image/png');
    await expect(blobs.put('blog-images/x.png', png, 'image/png')).rejects.toThrow();
  });

  it('points at the Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST is set', () => {
    const saved = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = '127.0.0.1:9259';
    try {
      const blobs = new CloudStorageBlobs(fakeBucket('demo-36x.appspot.com').bucket);
      expect(blobs.publicUrl('blog-images/a.webp')).toBe(
        'http://127.0.0.1:9259/v0/b/demo-36x.appspot.com/o/blog-images%2Fa.webp?alt=media',
      );
    } finally {
      if (saved === undefined) delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
      else process.env.FIREBASE_STORAGE_EMULATOR_HOST = saved;
    }
  });

  it('refuses paths that could escape their folder', async () => {
    const blobs = new CloudStorageBlobs(fakeBucket().bucket);
    await expect(blobs.put('../secrets/x.png', png, 'image/png')).rejects.toThrow('Invalid blob path');
    await expect(blobs.put('/blog-images/x.png', png, 'image/png')).rejects.toThrow('Invalid blob path');
  });
});
