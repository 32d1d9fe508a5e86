import { ApiError } from './api-error';

/** Document ids made by the store are 20 letters/digits; seeded ones use slugs. Anything else cannot exist. */
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/** Answers the id when it could name a document, else 404 with `notFound` (never a store error for odd input). */
export function docId(raw: unknown, notFound: string): string {
  if (typeof raw !== 'string' || !ID.test(raw) || /^__.*__$/.test(raw)) throw new ApiError(404, notFound);
  return raw;
}
