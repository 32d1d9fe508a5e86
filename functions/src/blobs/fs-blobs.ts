import fs from 'node:fs/promises';
import path from 'node:path';
import type { Blobs } from './blobs';

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** Checks a blob path (`blog-images/abc.png`): relative, plain segments only, so it can never leave the folder. */
export function safeBlobPath(p: string): string | null {
  const segments = p.split('/');
  if (segments.length === 0 || segments.length > 4) return null;
  for (const s of segments) if (!SAFE_SEGMENT.test(s) || s.includes('..')) return null;
  return segments.join('/');
}

/**
 * The Blobs port on the local file system (local mode). Files live under `dir`; the public URL is
 * `${publicBaseUrl}/<path>` (`/api/uploads/<path>`), served by the API's uploads route. The content type is
 * kept in a `<file>.type` side file so that `get` answers exactly what was stored.
 */
export class FsBlobs implements Blobs {
  constructor(
    private readonly dir: string,
    private readonly publicBaseUrl: string,
  ) {}

  private resolve(p: string): string {
    const safe = safeBlobPath(p);
    if (!safe) throw new Error(`Invalid blob path: ${p}`);
    const full = path.resolve(this.dir, safe);
    if (!full.startsWith(path.resolve(this.dir) + path.sep)) throw new Error(`Invalid blob path: ${p}`);
    return full;
  }

  async put(p: string, bytes: Buffer, contentType: string): Promise<string> {
    const full = this.resolve(p);
    await fs.mkdir(path.dirname(full), { recursive: true });
    // Write to a temp name then rename, so a reader never sees half a file.
    const tmp = `${full}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.writeFile(`${full}.type`, contentType);
    await fs.rename(tmp, full);
    return `${this.publicBaseUrl.replace(/\/$/, '')}/${safeBlobPath(p)}`;
  }

  async get(p: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    if (!safeBlobPath(p) || p.endsWith('.type') || p.endsWith('.tmp')) return null;
    const full = this.resolve(p);
    try {
      const bytes = await fs.readFile(full);
      let contentType = TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream';
      try {
        contentType = (await fs.readFile(`${full}.type`, 'utf8')).trim() || contentType;
      } catch {
        /* no side file: fall back to the extension */
      }
      return { bytes, contentType };
    } catch (err) {
      if (
        (err as NodeJS.ErrnoException).code === 'ENOENT' ||
        (err as NodeJS.ErrnoException).code === 'EISDIR'
      )
        return null;
      throw err;
    }
  }
}
