import type { Doc, DocData, ListQuery, StoreReader } from './store';

/** A collection's documents, newest created first; `query` filters or limits them (its order is always this one). */
export function listNewestFirst<T extends DocData = DocData>(
  reader: StoreReader,
  collection: string,
  query: Omit<ListQuery, 'orderBy'> = {},
): Promise<Doc<T>[]> {
  return reader.list<T>(collection, { ...query, orderBy: { field: 'createdAt', direction: 'desc' } });
}
