import type { Doc, DocData, StoreReader } from '../store/store';
import { ApiError } from './api-error';

/**
 * The document, or the API's 404 with `notFound`: the one place a service answers an id that names nothing it may
 * serve. `usable` narrows it further (a document that is there but not of use here is just as missing: a revision of
 * another post, an invitation no longer pending). Reads through a transaction when given its reader.
 */
export async function getOr404<T extends DocData = DocData>(
  reader: StoreReader,
  collection: string,
  id: string,
  notFound: string,
  usable: (d: Doc<T>) => boolean = () => true,
): Promise<Doc<T>> {
  const d = await reader.get<T>(collection, id);
  if (!d || !usable(d)) throw new ApiError(404, notFound);
  return d;
}
