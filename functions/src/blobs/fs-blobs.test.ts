import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FsBlobs, safeBlobPath } from './fs-blobs';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fs-blobs-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('FsBlobs', () => {
  it('when a file is put, then it is stored under the folder and read back with its type and public URL', async () => {
    const blobs = new FsBlobs(dir, '/api/uploads');
    const url = await blobs.put('blog-images/abc.png', Buffer.from([1, 2, 3]), 'image/png');
    expect(url).toBe('/api/uploads/blog-images/abc.png');
    expect(fs.readFileSync(path.join(dir, 'blog-images', 'abc.png'))).toEqual(Buffer.from([1, 2, 3]));
    expect(await blobs.get('blog-images/abc.png')).toEqual({
      bytes: Buffer.from([1, 2, 3]),
      contentType: 'image/png',
    });
  });

  it('when a path is missing or tries to leave the folder, then get answers null and put refuses', async () => {
    const blobs = new FsBlobs(dir, '/api/uploads/');
    expect(await blobs.get('blog-images/none.png')).toBeNull();
    for (const bad of ['../x.png', 'a/../../x.png', '/etc/passwd', 'a//b.png', '.hidden', 'a/.type']) {
      expect(safeBlobPath(bad)).toBeNull();
      expect(await blobs.get(bad)).toBeNull();
      await expect(blobs.put(bad, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid blob path/);
    }
    await blobs.put('a.png', Buffer.from('x'), 'image/png');
    expect(await blobs.get('a.png.type')).toBeNull();
  });
});
