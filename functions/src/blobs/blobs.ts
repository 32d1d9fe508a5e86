/** The image store port (ARCH-PORTS-2). Adapters: FsBlobs (local mode), CloudStorageBlobs (firebase mode). */
export interface Blobs {
  /** Stores the bytes under `path` (e.g. `blog-images/<id>.png`) and answers the public URL. */
  put(path: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Reads back a stored object; null if missing. Used by the local mode to serve uploads. */
  get(path: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}
