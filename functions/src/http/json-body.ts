import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from './api-error';

/** Body limits per kind of call (bytes). Content is small text; a blog may carry a data-URL image (API-DATA-1). */
export const BODY_LIMITS = {
  default: 64 * 1024,
  /** Blogs may embed a small data-URL image; Firestore documents are at most 1 MiB, so stay well below it. */
  blog: 900 * 1024,
  /** A subscriber import's CSV text (SUBSCRIBER_IMPORT_MAX_BYTES) inside its JSON, with room for escaping. */
  subscriberImport: 1536 * 1024,
} as const;

type RawBodyRequest = Request & { rawBody?: Buffer };

function readStream(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        chunks.length = 0;
        // Keep draining (without storing) so the answer can be written on a healthy connection.
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => !failed && resolve(Buffer.concat(chunks)));
    req.on('error', () => {
      if (!failed) reject(new ApiError(400, 'The request body could not be read'));
      failed = true;
    });
  });
}

const tooLarge = (limit: number) =>
  new ApiError(413, `The request body is too large (at most ${Math.floor(limit / 1024)} KB)`);

/**
 * Parses a JSON object body for POST/PUT, the one way for every call:
 * - the content type must be application/json (415 otherwise);
 * - at most `limit` bytes (413), judged on the bytes actually sent (and on Content-Length, before reading);
 * - malformed JSON answers 400; a body that is not a JSON object (array, string, null) answers 400.
 * In Cloud Functions the request stream was already consumed and parsed by the platform; its bytes are in
 * `req.rawBody`, which is parsed here again so that limits and messages are the same in both modes.
 */
export function jsonBody(limit: number = BODY_LIMITS.default): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    if (!req.is('application/json')) {
      next(new ApiError(415, 'Send the request body as JSON (Content-Type: application/json)'));
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      next(tooLarge(limit));
      return;
    }
    try {
      const raw = (req as RawBodyRequest).rawBody;
      const bytes = Buffer.isBuffer(raw) ? raw : await readStream(req, limit);
      if (bytes.length > limit) throw tooLarge(limit);
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw new ApiError(400, 'The request body is not valid JSON');
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new ApiError(400, 'The request body must be a JSON object');
      }
      req.body = parsed;
      next();
    } catch (err) {
      next(err);
    }
  };
}
