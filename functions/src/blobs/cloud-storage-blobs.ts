import type { Storage } from 'firebase-admin/storage';
import type { Blobs } from './blobs';
import { safeBlobPath } from './fs-blobs';

/** A Cloud Storage bucket as firebase-admin gives it: `getStorage().bucket(name)`. */
export type Bucket = ReturnType<Storage['bucket']>;

/**
 * Uploaded images never change under the same name (the API names each upload with a new id), so browsers and the
 * CDN may keep them for a year.
 */
export const BLOB_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface CloudStorageBlobsOptions {
  /**
   * Origin of the Firebase Storage API. Default: the Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST is set
   * (the Functions emulator sets it; firebase-admin reads the same variable), else https://firebasestorage.googleapis.com.
   */
  apiOrigin?: string;
}

/**
 * The Blobs port on Cloud Storage for Firebase (firebase mode).
 *
 * Public URL: the Firebase Storage download URL WITHOUT a token,
 * `https://firebasestorage.googleapis.com/v0/b/<bucket>/o/<url-encoded path>?alt=media`.
 * Firebase Storage serves that URL only when storage.rules allow the read, and storage.rules make `blog-images/**`
 * readable by anyone: so the rules are the single switch for who can read an image, the same URL works with the
 * Storage emulator, and no bearer token (which would bypass the rules for ever) is minted or stored.
 * Not chosen: `https://storage.googleapis.com/<bucket>/<path>` needs the bucket or object made public through IAM or
 * ACLs, which Firebase's default buckets (uniform bucket-level access) refuse and which the rules cannot govern.
 */
export class CloudStorageBlobs implements Blobs {
  private readonly apiOrigin: string;

  constructor(
    private readonly bucket: Bucket,
    options: CloudStorageBlobsOptions = {},
  ) {
    this.apiOrigin = (options.apiOrigin ?? defaultApiOrigin()).replace(/\/$/, '');
  }

  private checked(p: string): string {
    const safe = safeBlobPath(p);
    if (!safe) throw new Error(`Invalid blob path: ${p}`);
    return safe;
  }

  publicUrl(p: string): string {
    return `${this.apiOrigin}/v0/b/${encodeURIComponent(this.bucket.name)}/o/${encodeURIComponent(this.checked(p))}?alt=media`;
  }

  async put(p: string, bytes: Buffer, contentType: string): Promise<string> {
    const file = this.bucket.file(this.checked(p));
    // One request (no resumable session) for images up to 5 MB; fail rather than overwrite an existing object.
    await file.save(bytes, {
      resumable: false,
      contentType,
      metadata: { contentType, cacheControl: BLOB_CACHE_CONTROL },
      preconditionOpts: { ifGenerationMatch: 0 },
    });
    return this.publicUrl(p);
  }

  async get(p: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const file = this.bucket.file(this.checked(p));
    try {
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
    } catch (err) {
      if ((err as { code?: unknown }).code === 404) return null;
      throw err;
    }
  }
}

function defaultApiOrigin(): string {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!emulator) return 'https://firebasestorage.googleapis.com';
  return /^https?:\/\//.test(emulator) ? emulator : `http://${emulator}`;
}
