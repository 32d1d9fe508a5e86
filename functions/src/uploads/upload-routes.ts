import busboy from 'busboy';
import { Router, type Request } from 'express';
import { LIMITS } from '@36x/common';
import { activityOp } from '../activities/activity-service';
import { auditBy, auditOp } from '../audit/audit-service';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { requireCapability } from '../http/auth';
import type { Guards } from '../http/guards';
import { sniffImageType } from './image-type';
import {
  ImageBudgetError,
  ImageBusyError,
  ImageTimeError,
  processImage,
  type ProcessedImage,
} from './process-image';

/** The spec's messages (ADMIN-MODALS-6). */
export const NOT_AN_IMAGE = 'Please select an image file (JPG, PNG, GIF, etc.)';
export const TOO_LARGE = 'Please select an image smaller than 5MB';
/** The one folder of stored files that is public. */
const BLOG_IMAGES = 'blog-images';
export const UNREADABLE_IMAGE = 'The image could not be read. Please try another file.';
const NOT_MULTIPART = 'Send the image as multipart/form-data in a field named "file"';

interface Received {
  bytes: Buffer;
  filename: string;
}

/**
 * Reads exactly one file from the field `file`, stopping at 5 MB. In Cloud Functions the platform has already read
 * the request stream; its bytes are in `req.rawBody` and are fed to busboy instead.
 */
function receiveFile(req: Request): Promise<Received> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: LIMITS.imageMaxBytes + 1, fields: 10, fieldSize: 1024, parts: 20 },
      });
    } catch {
      reject(new ApiError(415, NOT_MULTIPART));
      return;
    }
    let failure: ApiError | null = null;
    let received: Received | null = null;
    const fail = (e: ApiError) => {
      failure ??= e;
    };
    bb.on('file', (name, stream, info) => {
      if (name !== 'file') {
        fail(new ApiError(400, NOT_MULTIPART));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      // busboy stops one byte past 5 MB, so exactly 5 MB is accepted and anything larger is refused.
      stream.on('limit', () => fail(new ApiError(413, TOO_LARGE, { file: TOO_LARGE })));
      // A truncated form also errors the file stream; busboy's own 'error' below answers it.
      stream.on('error', () => undefined);
      stream.on('close', () => {
        const bytes = Buffer.concat(chunks);
        if (bytes.length > LIMITS.imageMaxBytes) fail(new ApiError(413, TOO_LARGE, { file: TOO_LARGE }));
        received = { bytes, filename: info.filename ?? '' };
      });
    });
    bb.on('filesLimit', () => fail(new ApiError(400, 'Send one image at a time')));
    bb.on('partsLimit', () => fail(new ApiError(400, NOT_MULTIPART)));
    bb.on('fieldsLimit', () => fail(new ApiError(400, NOT_MULTIPART)));
    bb.on('error', () =>
      reject(failure ?? new ApiError(400, 'The upload could not be read. Please try again.')),
    );
    bb.on('close', () => {
      if (failure) return reject(failure);
      if (!received) return reject(new ApiError(400, NOT_AN_IMAGE, { file: NOT_AN_IMAGE }));
      resolve(received);
    });
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (Buffer.isBuffer(raw)) bb.end(raw);
    else req.pipe(bb);
  });
}

const safeName = (name: string) => name.replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 100) || 'image';

/** POST /api/uploads (content editors; `?kind=avatar` crops a square author photo) answering { url } (sizes and WebP beside it: process-image.ts); GET /api/uploads/blog-images/<file> in local mode only. */
export function uploadRoutes(deps: AppDeps, g: Guards): Router {
  const router = Router();
  router.route('/uploads').post(g.auth, requireCapability('content:write'), async (req, res) => {
    if (!req.is('multipart/form-data')) throw new ApiError(415, NOT_MULTIPART);
    const declared = Number(req.headers['content-length']);
    // The multipart envelope adds a few hundred bytes; anything far beyond 5 MB is refused before reading it.
    if (Number.isFinite(declared) && declared > LIMITS.imageMaxBytes + 64 * 1024)
      throw new ApiError(413, TOO_LARGE, { file: TOO_LARGE });
    const { bytes, filename } = await receiveFile(req);
    if (bytes.length === 0) throw new ApiError(400, NOT_AN_IMAGE, { file: NOT_AN_IMAGE });
    const type = sniffImageType(bytes);
    if (!type) throw new ApiError(415, NOT_AN_IMAGE, { file: NOT_AN_IMAGE });
    const id = deps.store.newId();
    // ?kind=avatar: an author photo, cropped to a square (decision 057).
    const avatar = req.query.kind === 'avatar';
    let image: ProcessedImage;
    try {
      image = await processImage(id, bytes, type, { square: avatar });
    } catch (err) {
      if (err instanceof ImageBusyError) {
        res.setHeader('Retry-After', '5');
        throw new ApiError(503, err.message);
      }
      if (err instanceof ImageBudgetError || err instanceof ImageTimeError)
        throw new ApiError(422, err.message, { file: err.message });
      // Right magic bytes but not a picture sharp can decode (truncated, corrupt, too many pixels).
      throw new ApiError(422, UNREADABLE_IMAGE, { file: UNREADABLE_IMAGE });
    }
    // The variants first, the main file last: the URL answered (and kept by a post) names a file whose sizes exist.
    for (const v of image.variants) await deps.blobs.put(`${BLOG_IMAGES}/${v.name}`, v.bytes, v.contentType);
    const url = await deps.blobs.put(
      `${BLOG_IMAGES}/${image.main.name}`,
      image.main.bytes,
      image.main.contentType,
    );
    const by = auditBy(req);
    await deps.store.batch([
      activityOp(deps.store, 'blog', 'uploaded', `Image uploaded: ${safeName(filename)}`, by),
      auditOp(deps.store, by, {
        type: 'upload',
        action: 'uploaded',
        targetId: id,
        target: safeName(filename),
        summary: `${type.mime}, ${Math.max(1, Math.round(bytes.length / 1024))} KB, stored ${image.width} px ${avatar ? 'square (avatar)' : 'wide'}`,
      }),
    ]);
    res.status(201).json({ url });
  });
  // Local mode only, blog images only: FsBlobs keeps its files under DATA_DIR/uploads and this is their one door.
  // In firebase mode images are served by Cloud Storage under storage.rules; reading the bucket here with admin rights
  // would go around those rules, so the route does not exist there.
  if (deps.config.mode === 'local') {
    router.get(`/uploads/${BLOG_IMAGES}/*path`, async (req, res) => {
      const segments = (req.params as { path?: string[] }).path ?? [];
      const blob = await deps.blobs.get(`${BLOG_IMAGES}/${segments.join('/')}`);
      if (!blob) throw new ApiError(404, 'Image not found');
      res.setHeader('Content-Type', blob.contentType);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      res.send(blob.bytes);
    });
  }
  return router;
}
