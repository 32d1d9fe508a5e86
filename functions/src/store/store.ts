/**
 * The document store port (ARCHITECTURE §4). Adapters: SqliteStore (local mode), FirestoreStore (firebase mode).
 * Documents are plain JSON objects; `id` is the document id and is never stored inside the data.
 * Both adapters pass the same contract suite (store.contract.ts).
 */
export type Scalar = string | number | boolean | null;
export type DocData = Record<string, unknown>;
export type Doc<T extends DocData = DocData> = T & { id: string };

export interface ListQuery {
  /** Equality filters, ANDed. */
  where?: Record<string, Scalar>;
  orderBy?: { field: string; direction: 'asc' | 'desc' };
  limit?: number;
}

export type WriteOp =
  /** Fails the whole batch with StoreConflictError when the id exists. */
  | { op: 'create'; collection: string; id: string; data: DocData }
  /** Creates or replaces. */
  | { op: 'set'; collection: string; id: string; data: DocData }
  /** Shallow merge; fails the whole batch with StoreNotFoundError when the id does not exist. */
  | { op: 'update'; collection: string; id: string; data: DocData }
  /** Deleting a missing document is not an error. */
  | { op: 'delete'; collection: string; id: string };

export interface Store {
  get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null>;
  list<T extends DocData = DocData>(collection: string, query?: ListQuery): Promise<Doc<T>[]>;
  /** Creates with the given id or a new random one; StoreConflictError if the id exists. */
  create<T extends DocData = DocData>(collection: string, data: T, id?: string): Promise<Doc<T>>;
  /** Shallow merge; null when the document does not exist. */
  update<T extends DocData = DocData>(
    collection: string,
    id: string,
    patch: Partial<T>,
  ): Promise<Doc<T> | null>;
  /** true when a document was deleted. */
  delete(collection: string, id: string): Promise<boolean>;
  /** All-or-nothing writes; used for multi-document changes such as a user with its unique username and credential. */
  batch(ops: WriteOp[]): Promise<void>;
  /** A new random document id. */
  newId(): string;
  close(): Promise<void>;
}

export class StoreConflictError extends Error {
  constructor(collection: string, id: string) {
    super(`${collection}/${id} already exists`);
    this.name = 'StoreConflictError';
  }
}

export class StoreNotFoundError extends Error {
  constructor(collection: string, id: string) {
    super(`${collection}/${id} does not exist`);
    this.name = 'StoreNotFoundError';
  }
}

/** Collection names (ARCHITECTURE §6). `usernames` holds one document per lower-cased username, for uniqueness. */
export const COLLECTIONS = {
  blogs: 'blogs',
  videos: 'videos',
  enquiryForms: 'enquiryForms',
  contacts: 'contacts',
  activities: 'activities',
  users: 'users',
  usernames: 'usernames',
  credentials: 'credentials',
  loginHistory: 'loginHistory',
  loginAttempts: 'loginAttempts',
  calculatorUsage: 'calculatorUsage',
  meta: 'meta',
} as const;
