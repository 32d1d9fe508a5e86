import {
  DocumentReference,
  FieldPath,
  GeoPoint,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type DocumentData,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  StoreConflictError,
  StoreNotFoundError,
  type Doc,
  type DocData,
  type ListQuery,
  type Scalar,
  type Store,
  type StoreReader,
  type TransactionOutcome,
  type WriteOp,
} from './store';

/** What a WriteBatch and a Transaction both take: writes queued for their one commit. */
interface PendingWrites {
  create(ref: DocumentReference, data: DocumentData): unknown;
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, field: FieldPath, value: unknown, ...more: unknown[]): unknown;
  delete(ref: DocumentReference): unknown;
}

/** gRPC status codes Firestore answers with (firebase-admin puts them on `error.code`). */
const GRPC_NOT_FOUND = 5;
const GRPC_ALREADY_EXISTS = 6;
/** Firestore's limit on writes in one commit. */
const MAX_BATCH_WRITES = 500;

function grpcCode(err: unknown): number | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * What goes in: the same JSON value the SQLite adapter stores (Dates become ISO strings, `undefined` fields are
 * dropped, NaN/Infinity become null), without `id`. So both adapters hold exactly the same documents.
 */
function toStored(data: DocData): DocData {
  const { id: _id, ...rest } = JSON.parse(JSON.stringify(data ?? {})) as DocData;
  return rest;
}

/** What comes out: plain JSON values. Documents written by other tools may hold Firestore types; flatten them. */
function toPlain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(toPlain);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
}

function snapshotToDoc<T extends DocData>(snap: DocumentSnapshot): Doc<T> | null {
  if (!snap.exists) return null;
  return { ...(toPlain(snap.data() ?? {}) as DocData), id: snap.id } as Doc<T>;
}

/**
 * The Store port on Cloud Firestore through firebase-admin (firebase mode). Field names in `where` and `orderBy`
 * are Firestore field paths ('a.b' reaches into a map), as in the SQLite adapter.
 *
 * Firestore semantics the port relies on (and the contract suite checks):
 * - `list` with `orderBy` returns only documents that have the field; ties come in document-id order.
 * - A `batch` is one commit: all of it or none of it.
 *
 * Composite queries (equality on one field + order on another) need an index in firestore.indexes.json.
 */
export class FirestoreStore implements Store {
  constructor(private readonly db: Firestore) {}

  private ref(collection: string, id: string): DocumentReference {
    return this.db.collection(collection).doc(id);
  }

  async get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    return snapshotToDoc<T>(await this.ref(collection, id).get());
  }

  async list<T extends DocData = DocData>(collection: string, query: ListQuery = {}): Promise<Doc<T>[]> {
    return this.listWith<T>(collection, query, async (q) => (await q.get()).docs);
  }

  async count(collection: string, where: Record<string, Scalar> = {}): Promise<number> {
    let q: Query = this.db.collection(collection);
    for (const [field, value] of Object.entries(where)) q = q.where(field, '==', value);
    const snap = await q.count().get();
    return snap.data().count;
  }

  /**
   * Runs a ListQuery. A start with `afterId` is a range on the field (<= or >=) and the ties up to `afterId` are
   * dropped here rather than with a cursor (startAfter), which the gRPC stand-in ignores (ARCH-TESTS-3). Ties are
   * rare (ISO times to the millisecond), so when some are dropped the page is asked again with that many more.
   */
  private async listWith<T extends DocData>(
    collection: string,
    query: ListQuery,
    run: (q: Query) => Promise<DocumentSnapshot[]>,
  ): Promise<Doc<T>[]> {
    const start = query.orderBy?.startAt;
    if (!query.orderBy || start?.afterId === undefined) {
      const q = this.query(collection, query);
      return q ? (await run(q)).map((d) => snapshotToDoc<T>(d)!) : [];
    }
    const { field, direction } = query.orderBy;
    const afterId = start.afterId;
    const isTieToSkip = (d: Doc<T>) =>
      d[field] === start.value && (direction === 'desc' ? d.id >= afterId : d.id <= afterId);
    let extra = 0;
    for (;;) {
      const limit = query.limit === undefined ? undefined : query.limit + extra;
      const q = this.query(collection, { ...query, limit });
      if (!q) return [];
      const docs = (await run(q)).map((d) => snapshotToDoc<T>(d)!);
      const kept = docs.filter((d) => !isTieToSkip(d));
      const skipped = docs.length - kept.length;
      if (limit === undefined || skipped === extra || docs.length < limit) return kept.slice(0, query.limit);
      extra = skipped;
    }
  }

  /** The Firestore query for a ListQuery; null when it can only answer nothing (limit 0). */
  private query(collection: string, query: ListQuery): Query | null {
    if (query.limit !== undefined) {
      if (!Number.isInteger(query.limit) || query.limit < 0)
        throw new Error('limit must be a non-negative integer');
      // Firestore has no meaning for limit 0 on the wire (and the gRPC stand-in ignores it): nothing to ask.
      if (query.limit === 0) return null;
    }
    let q: Query = this.db.collection(collection);
    for (const [field, value] of Object.entries(query.where ?? {})) q = q.where(field, '==', value);
    if (query.range) {
      const { field, gte, lt } = query.range;
      if (query.orderBy && query.orderBy.field !== field)
        throw new Error('range must be on the orderBy field');
      if (gte !== undefined) q = q.where(field, '>=', gte);
      if (lt !== undefined) q = q.where(field, '<', lt);
    }
    if (query.orderBy) {
      const { field, direction, startAt } = query.orderBy;
      if (startAt) q = q.where(field, direction === 'desc' ? '<=' : '>=', startAt.value);
      // Ties by document id in the same direction: what Firestore does implicitly, said out loud (no extra index is
      // needed, since every index ends with the document name in its last field's direction); the stand-in needs it.
      q = q.orderBy(field, direction).orderBy(FieldPath.documentId(), direction);
    }
    if (query.limit !== undefined) q = q.limit(query.limit);
    return q;
  }

  async create<T extends DocData = DocData>(collection: string, data: T, id?: string): Promise<Doc<T>> {
    const docId = id ?? this.newId();
    const stored = toStored(data);
    try {
      await this.ref(collection, docId).create(stored);
    } catch (err) {
      if (grpcCode(err) === GRPC_ALREADY_EXISTS) throw new StoreConflictError(collection, docId);
      throw err;
    }
    return { ...stored, id: docId } as Doc<T>;
  }

  async update<T extends DocData = DocData>(
    collection: string,
    id: string,
    patch: Partial<T>,
  ): Promise<Doc<T> | null> {
    const ref = this.ref(collection, id);
    const args = updateArgs(toStored(patch as DocData));
    if (args.length === 0) return this.get<T>(collection, id);
    try {
      // update() carries an exists precondition: a missing document is NOT_FOUND, never created.
      await ref.update(args[0]!, args[1], ...args.slice(2));
    } catch (err) {
      if (grpcCode(err) === GRPC_NOT_FOUND) return null;
      throw err;
    }
    return snapshotToDoc<T>(await ref.get());
  }

  async delete(collection: string, id: string): Promise<boolean> {
    try {
      await this.ref(collection, id).delete({ exists: true });
      return true;
    } catch (err) {
      if (grpcCode(err) === GRPC_NOT_FOUND) return false;
      throw err;
    }
  }

  async batch(ops: WriteOp[]): Promise<void> {
    if (ops.length === 0) return;
    if (ops.length > MAX_BATCH_WRITES) throw new Error(`A batch holds at most ${MAX_BATCH_WRITES} writes`);

    // 1. Check the preconditions first, replaying the ops in order over what exists now, so that the caller gets the
    //    exact StoreConflictError / StoreNotFoundError and nothing is written when one would fail. (This also keeps the
    //    batch all-or-nothing on the gRPC stand-in, whose Commit applies writes one by one and stops at a failure.)
    await this.checkPreconditions(ops);

    // 2. One atomic commit with the same preconditions enforced by Firestore itself (create: must not exist; update:
    //    must exist), so a write that races in between still fails the whole batch and writes nothing.
    const batch = this.db.batch();
    for (const op of ops) this.queue(batch, op);
    try {
      await batch.commit();
    } catch (err) {
      const code = grpcCode(err);
      if (code === GRPC_ALREADY_EXISTS || code === GRPC_NOT_FOUND) {
        // Lost a race after step 1: find which op no longer holds.
        await this.checkPreconditions(ops);
        const first = ops.find((o) => o.op === (code === GRPC_ALREADY_EXISTS ? 'create' : 'update'));
        if (first) {
          throw code === GRPC_ALREADY_EXISTS
            ? new StoreConflictError(first.collection, first.id)
            : new StoreNotFoundError(first.collection, first.id);
        }
      }
      throw err;
    }
  }

  /**
   * runTransaction: the body's reads go through the transaction (server-side locks on what was read, queries
   * included), then the writes' preconditions are read the same way (so the caller gets the exact
   * StoreConflictError / StoreNotFoundError, as from `batch`), then the writes join the transaction's one commit.
   * Firestore retries the whole function when the commit loses a race (contention), so the body sees the winner's
   * writes on its next run; an error thrown by the body or the preconditions ends it without writing.
   */
  async transaction<R>(body: (tx: StoreReader) => Promise<TransactionOutcome<R>>): Promise<R> {
    return this.db.runTransaction(async (t: Transaction) => {
      const tx: StoreReader = {
        get: async <T extends DocData = DocData>(collection: string, id: string) =>
          snapshotToDoc<T>(await t.get(this.ref(collection, id))),
        list: async <T extends DocData = DocData>(collection: string, query: ListQuery = {}) =>
          this.listWith<T>(collection, query, async (q) => (await t.get(q)).docs),
      };
      const { writes, result } = await body(tx);
      if (writes.length > MAX_BATCH_WRITES)
        throw new Error(`A transaction holds at most ${MAX_BATCH_WRITES} writes`);
      await this.checkPreconditions(writes, (refs) => t.getAll(...refs));
      for (const op of writes) this.queue(t, op);
      return result;
    });
  }

  /** Adds one write to a batch's or a transaction's commit (they take the same four calls). */
  private queue(commit: PendingWrites, op: WriteOp): void {
    const ref = this.ref(op.collection, op.id);
    switch (op.op) {
      case 'create':
        commit.create(ref, toStored(op.data));
        break;
      case 'set':
        commit.set(ref, toStored(op.data));
        break;
      case 'update': {
        const args = updateArgs(toStored(op.data));
        // An empty patch writes nothing (Firestore refuses an update without fields); the preconditions checked
        // that the document exists.
        if (args.length > 0) commit.update(ref, args[0]!, args[1], ...args.slice(2));
        break;
      }
      case 'delete':
        commit.delete(ref);
        break;
    }
  }

  private async checkPreconditions(
    ops: WriteOp[],
    getAll: (refs: DocumentReference[]) => Promise<DocumentSnapshot[]> = (refs) => this.db.getAll(...refs),
  ): Promise<void> {
    const keys = [
      ...new Set(
        ops.filter((o) => o.op === 'create' || o.op === 'update').map((o) => `${o.collection}/${o.id}`),
      ),
    ];
    if (keys.length === 0) return;
    const refs = keys.map((k) => this.db.doc(k));
    const snaps = await getAll(refs);
    const exists = new Map(snaps.map((s, i) => [keys[i]!, s.exists]));
    for (const op of ops) {
      const key = `${op.collection}/${op.id}`;
      switch (op.op) {
        case 'create':
          if (exists.get(key)) throw new StoreConflictError(op.collection, op.id);
          exists.set(key, true);
          break;
        case 'set':
          exists.set(key, true);
          break;
        case 'update':
          if (!exists.get(key)) throw new StoreNotFoundError(op.collection, op.id);
          break;
        case 'delete':
          exists.set(key, false);
          break;
      }
    }
  }

  /**
   * A transaction (read the counter, write it plus one): Firestore serializes transactions on the one document, so
   * no hit is lost and no two answer the same count. One document per counter takes about one write per second
   * sustained; rate-limit counters stay within that because a full window is remembered by the limiter in memory
   * (http/rate-limit.ts), so a flood stops reaching the store.
   */
  async countHit(collection: string, id: string, window: string): Promise<number> {
    const ref = this.ref(collection, id);
    return this.db.runTransaction(async (t) => {
      const snap = await t.get(ref);
      const data = snap.exists ? (snap.data() ?? {}) : {};
      const count =
        data['window'] === window && Number.isInteger(data['count']) ? (data['count'] as number) + 1 : 1;
      t.set(ref, { window, count });
      return count;
    });
  }

  newId(): string {
    // The SDK's own 20-character auto id; no round trip.
    return this.db.collection('_').doc().id;
  }

  async close(): Promise<void> {
    await this.db.terminate();
  }
}

/**
 * A shallow merge as update() arguments: one FieldPath per top-level key, so a key is never read as a dotted path and
 * a map value replaces the whole field (as the SQLite adapter's `{ ...current, ...patch }` does).
 */
function updateArgs(patch: DocData): [FieldPath, unknown, ...unknown[]] | [] {
  const args: unknown[] = [];
  for (const [key, value] of Object.entries(patch)) args.push(new FieldPath(key), value);
  return args as [FieldPath, unknown, ...unknown[]] | [];
}
