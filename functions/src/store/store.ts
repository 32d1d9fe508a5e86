/**
 * The document store port (ARCH-PORTS-2, API-DATA-3). Adapters: SqliteStore (local mode), FirestoreStore (firebase mode).
 * Documents are plain JSON objects; `id` is the document id and is never stored inside the data.
 * Both adapters pass the same contract suite (store.contract.ts).
 */
export type Scalar = string | number | boolean | null;
export type DocData = Record<string, unknown>;
export type Doc<T extends DocData = DocData> = T & { id: string };

export interface ListQuery {
  /** Equality filters, ANDed. */
  where?: Record<string, Scalar>;
  orderBy?: {
    field: string;
    direction: 'asc' | 'desc';
    /**
     * Where to start in that order (a cursor, or one end of a range): documents whose field is `value` or comes after
     * it in this direction (desc: <= value; asc: >= value). With `afterId`, the documents holding exactly `value` up to
     * and including `afterId` (ties come in document-id order, in the same direction) are skipped too, so that
     * `{ value: last[field], afterId: last.id }` continues just after the last document of a page.
     */
    startAt?: { value: string | number; afterId?: string };
  };
  /**
   * Bounds on ONE field, which must be the `orderBy` field (as Firestore requires): `gte` inclusive, `lt` exclusive.
   * Strings compare by code unit, numbers numerically; a document whose field has another type is left out.
   * Used for keyset paging: order by a unique sortable key and ask for the keys below the last one seen.
   */
  range?: { field: string; gte?: string | number; lt?: string | number };
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

/** The reads a transaction makes (the Store itself has them too). */
export interface StoreReader {
  get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null>;
  list<T extends DocData = DocData>(collection: string, query?: ListQuery): Promise<Doc<T>[]>;
}

/** How many documents match equality filters, without reading them (Firestore: a count aggregation). */
export interface StoreCounter {
  count(collection: string, where?: Record<string, Scalar>): Promise<number>;
}

/** What a transaction's body decides: the writes to apply (with the same rules as `batch`) and its answer. */
export interface TransactionOutcome<R> {
  writes: WriteOp[];
  result: R;
}

export interface Store extends StoreReader, StoreCounter {
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
  /**
   * Check-and-write as one transaction: `body` reads through `tx`, decides, and answers the writes to apply (same
   * rules and errors as `batch`) with a result. No write by anyone else can land between those reads and these
   * writes: SQLite holds its write lock for the whole transaction; Firestore (runTransaction) locks what was read,
   * and retries the body when it lost a race. So the body may run more than once: it must only read through `tx`
   * and compute (no other I/O, no side effects; do slow work such as password hashing before). Throwing from it
   * aborts the transaction, writes nothing, and rejects with that error.
   */
  transaction<R>(body: (tx: StoreReader) => Promise<TransactionOutcome<R>>): Promise<R>;
  /**
   * A windowed counter (rate limits that hold across instances): counts one hit on `collection/id` in `window` (a
   * name for a time window, such as its start in ms) and answers how many hits that window holds, this one included.
   * A counter last counted in another window starts again at 1. Atomic: concurrent hits are never lost, and no two
   * hits in one window answer the same count. The document is `{ window, count }`.
   */
  countHit(collection: string, id: string, window: string): Promise<number>;
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

/**
 * Whether an error is a StoreConflictError, also one made by another bundle's copy of this class: the demo seed is
 * its own bundle (lib/demo-seed.js), where `instanceof` against the entry point's class is false.
 */
export function isStoreConflict(err: unknown): err is StoreConflictError {
  return err instanceof StoreConflictError || (err instanceof Error && err.name === 'StoreConflictError');
}

export class StoreNotFoundError extends Error {
  constructor(collection: string, id: string) {
    super(`${collection}/${id} does not exist`);
    this.name = 'StoreNotFoundError';
  }
}

/** Collection names (API-DATA-1). `usernames` holds one document per lower-cased username, for uniqueness. */
export const COLLECTIONS = {
  blogs: 'blogs',
  /** Earlier versions of each post, the last 50 (blogs/blog-revisions.ts): written and read by the API only. */
  blogRevisions: 'blogRevisions',
  /**
   * One document per slug a post has ever had (id = the slug, `{ blogId, createdAt }`), created with `create` in the
   * same batch as the post's change, so a slug is taken exactly once in either store (ADMIN-PUBLISH-6); earlier slugs
   * stay and redirect to the post's current one.
   */
  blogSlugs: 'blogSlugs',
  /** Tags by slug (decision 051): name, description, image; or `{ movedTo }` for a renamed or merged tag's old slug. */
  tags: 'tags',
  /**
   * Deleted posts, videos and enquiry forms for 30 days (ADMIN-PUBLISH-9): `{ kind, itemId, title, data, deletedAt,
   * deletedById, deletedByName, purgeAfter }`, the whole document moved out of its public collection.
   */
  trash: 'trash',
  videos: 'videos',
  enquiryForms: 'enquiryForms',
  contacts: 'contacts',
  activities: 'activities',
  users: 'users',
  usernames: 'usernames',
  credentials: 'credentials',
  loginHistory: 'loginHistory',
  loginAttempts: 'loginAttempts',
  /** One-time sign-in links (auth/sign-in-link.ts), id = a hash of the token: `{ userId, expiresAt, usedAt }`. */
  signInLinks: 'signInLinks',
  /**
   * Staff TOTP (auth/two-factor.ts), id = the user's id: the secret, hashed recovery codes, the last time step used.
   * Like credentials: never answered, exported or logged.
   */
  twoFactor: 'twoFactor',
  /** A password checked, the code still to come (auth/two-factor.ts), id = a hash of the challenge token. */
  twoFactorChallenges: 'twoFactorChallenges',
  /**
   * Staff invitations (users/invitation-service.ts): e-mail, role, the SHA-256 of the link's token, status and expiry.
   * API only, like credentials.
   */
  invitations: 'invitations',
  calculatorUsage: 'calculatorUsage',
  /** One document per financial / tax year (id = its starting year): an admin's edit of the shipped rules. */
  taxRules: 'taxRules',
  /** Windowed counters of the rate limits (countHit), one per limit and client address, and one per global limit. */
  rateLimits: 'rateLimits',
  /** Who did what (audit/audit-service.ts): written by the API only, never updated or deleted, read by admins. */
  auditLog: 'auditLog',
  /** Settings the admins change in the back office (settings/settings-service.ts). */
  settings: 'settings',
  meta: 'meta',
  /** Outbox of the leads desk's mail (API-DATA-2): queued, then sent or failed with a reason. */
  mail: 'mail',
  /** Newsletter readers, id = a hash of the address (SITE-NEWS): consent, state, tokens. API only. */
  subscribers: 'subscribers',
  /** Posts sent as a newsletter: who, when, how far the queueing got (SITE-NEWS-3). API only. */
  newsletterSends: 'newsletterSends',
} as const;
