import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
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

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** A random 20-character id, like Firestore's auto ids. */
export function randomId(): string {
  const bytes = randomBytes(20);
  let id = '';
  // 62 * 4 = 248 < 256: reject the top values so every character is equally likely.
  for (let i = 0; id.length < 20; i++) {
    const b = i < bytes.length ? bytes[i]! : randomBytes(1)[0]!;
    if (b < 248) id += ID_ALPHABET[b % 62];
  }
  return id;
}

function jsonPath(field: string): string {
  if (!FIELD_PATH.test(field)) throw new Error(`Invalid field path: ${field}`);
  return `$.${field}`;
}

function stripId(data: DocData): DocData {
  const { id: _id, ...rest } = data;
  return rest;
}

type Row = { id: string; data: string };

/**
 * The Store port on an embedded SQLite file (local mode, tests). One table `docs (collection, id, data JSON)`;
 * filters and ordering use JSON1 `json_extract`/`json_type` so that a string never equals a number or a boolean
 * (as in Firestore), and ordering skips documents that lack the field (as Firestore's orderBy does).
 * Ties are broken by document id, like Firestore's implicit `__name__` order.
 *
 * `transaction` keeps an SQLite transaction open across the awaits of its body, on this one connection; while it is
 * open every other call on this instance waits for it (`turn`), or its statements would join (and could be rolled
 * back with) that transaction. Other connections (other processes) wait on SQLite's own lock (busy_timeout).
 */
export class SqliteStore implements Store {
  private readonly db: Database.Database;
  private readonly stmts;
  /** Settles when the open transaction ends; null when none is open. */
  private gate: Promise<void> | null = null;

  constructor(filePath: string) {
    if (filePath !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
    this.db = new Database(filePath);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS docs (
         collection TEXT NOT NULL,
         id TEXT NOT NULL,
         data TEXT NOT NULL CHECK (json_valid(data)),
         PRIMARY KEY (collection, id)
       ) WITHOUT ROWID`,
    );
    this.stmts = {
      get: this.db.prepare<[string, string], Row>(
        'SELECT id, data FROM docs WHERE collection = ? AND id = ?',
      ),
      insert: this.db.prepare<[string, string, string]>(
        'INSERT INTO docs (collection, id, data) VALUES (?, ?, ?)',
      ),
      upsert: this.db.prepare<[string, string, string]>(
        'INSERT INTO docs (collection, id, data) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data',
      ),
      replace: this.db.prepare<[string, string, string]>(
        'UPDATE docs SET data = ? WHERE collection = ? AND id = ?',
      ),
      delete: this.db.prepare<[string, string]>('DELETE FROM docs WHERE collection = ? AND id = ?'),
      // One statement, so one write lock: the read of the old count and the write of the new one cannot interleave.
      countHit: this.db.prepare<[string, string, string], { count: number }>(
        `INSERT INTO docs (collection, id, data) VALUES (?, ?, json_object('window', ?, 'count', 1))
         ON CONFLICT (collection, id) DO UPDATE SET data =
           CASE WHEN json_extract(data, '$.window') IS json_extract(excluded.data, '$.window')
                 AND json_type(data, '$.count') = 'integer'
                THEN json_set(data, '$.count', json_extract(data, '$.count') + 1)
                ELSE excluded.data END
         RETURNING json_extract(data, '$.count') AS count`,
      ),
    };
  }

  private createSync(collection: string, id: string, data: DocData): void {
    try {
      this.stmts.insert.run(collection, id, JSON.stringify(stripId(data)));
    } catch (err) {
      if ((err as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT'))
        throw new StoreConflictError(collection, id);
      throw err;
    }
  }

  private getSync(collection: string, id: string): Doc | null {
    const row = this.stmts.get.get(collection, id);
    return row ? { ...(JSON.parse(row.data) as DocData), id: row.id } : null;
  }

  private updateSync(collection: string, id: string, patch: DocData): Doc | null {
    const current = this.getSync(collection, id);
    if (!current) return null;
    const merged = { ...stripId(current), ...stripId(JSON.parse(JSON.stringify(patch)) as DocData) };
    this.stmts.replace.run(JSON.stringify(merged), collection, id);
    return { ...merged, id };
  }

  /** Waits while a transaction is open on this connection (see the class comment). */
  private async turn(): Promise<void> {
    while (this.gate) await this.gate;
  }

  async get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    await this.turn();
    return this.getSync(collection, id) as Doc<T> | null;
  }

  async list<T extends DocData = DocData>(collection: string, query: ListQuery = {}): Promise<Doc<T>[]> {
    await this.turn();
    return this.listSync<T>(collection, query);
  }

  async count(collection: string, where: Record<string, Scalar> = {}): Promise<number> {
    await this.turn();
    const { clauses, params } = this.whereClauses(collection, where);
    return this.db
      .prepare<typeof params, { n: number }>(`SELECT COUNT(*) AS n FROM docs WHERE ${clauses.join(' AND ')}`)
      .get(...params)!.n;
  }

  private whereClauses(
    collection: string,
    where: Record<string, Scalar>,
  ): { clauses: string[]; params: (string | number | null)[] } {
    const clauses = ['collection = ?'];
    const params: (string | number | null)[] = [collection];
    for (const [field, value] of Object.entries(where) as [string, Scalar][]) {
      const p = jsonPath(field);
      if (value === null) {
        clauses.push(`json_type(data, ?) = 'null'`);
        params.push(p);
      } else if (typeof value === 'boolean') {
        clauses.push(`json_type(data, ?) = ?`);
        params.push(p, value ? 'true' : 'false');
      } else if (typeof value === 'number') {
        clauses.push(`json_type(data, ?) IN ('integer', 'real') AND json_extract(data, ?) = ?`);
        params.push(p, p, value);
      } else if (typeof value === 'string') {
        clauses.push(`json_type(data, ?) = 'text' AND json_extract(data, ?) = ?`);
        params.push(p, p, value);
      } else {
        throw new Error(`Unsupported filter value for ${field}`);
      }
    }
    return { clauses, params };
  }

  private listSync<T extends DocData = DocData>(collection: string, query: ListQuery): Doc<T>[] {
    const { clauses, params } = this.whereClauses(collection, query.where ?? {});
    if (query.range) {
      const { field, gte, lt } = query.range;
      if (query.orderBy && query.orderBy.field !== field)
        throw new Error('range must be on the orderBy field');
      const p = jsonPath(field);
      for (const [op, bound] of [
        ['>=', gte],
        ['<', lt],
      ] as const) {
        if (bound === undefined) continue;
        if (typeof bound === 'number') {
          clauses.push(`json_type(data, ?) IN ('integer', 'real') AND json_extract(data, ?) ${op} ?`);
        } else if (typeof bound === 'string') {
          // BINARY collation: code-unit order, as Firestore compares strings.
          clauses.push(`json_type(data, ?) = 'text' AND json_extract(data, ?) ${op} ? COLLATE BINARY`);
        } else throw new Error(`Unsupported range bound for ${field}`);
        params.push(p, p, bound);
      }
    }
    let order = 'ORDER BY id ASC';
    if (query.orderBy) {
      const p = jsonPath(query.orderBy.field);
      const dir = query.orderBy.direction === 'desc' ? 'DESC' : 'ASC';
      clauses.push('json_type(data, ?) IS NOT NULL');
      params.push(p);
      const start = query.orderBy.startAt;
      if (start) {
        const after = dir === 'DESC' ? '<' : '>';
        if (start.afterId === undefined) {
          clauses.push(`json_extract(data, ?) ${after}= ?`);
          params.push(p, start.value);
        } else {
          clauses.push(`(json_extract(data, ?) ${after} ? OR (json_extract(data, ?) = ? AND id ${after} ?))`);
          params.push(p, start.value, p, start.value, start.afterId);
        }
      }
      order = `ORDER BY json_extract(data, ?) ${dir}, id ${dir}`;
      params.push(p);
    }
    let limit = '';
    if (query.limit !== undefined) {
      if (!Number.isInteger(query.limit) || query.limit < 0)
        throw new Error('limit must be a non-negative integer');
      limit = `LIMIT ${query.limit}`;
    }
    const rows = this.db
      .prepare<typeof params, Row>(
        `SELECT id, data FROM docs WHERE ${clauses.join(' AND ')} ${order} ${limit}`,
      )
      .all(...params);
    return rows.map((r) => ({ ...(JSON.parse(r.data) as DocData), id: r.id }) as Doc<T>);
  }

  async create<T extends DocData = DocData>(collection: string, data: T, id?: string): Promise<Doc<T>> {
    const docId = id ?? this.newId();
    await this.turn();
    this.createSync(collection, docId, data);
    return this.getSync(collection, docId) as Doc<T>;
  }

  async update<T extends DocData = DocData>(
    collection: string,
    id: string,
    patch: Partial<T>,
  ): Promise<Doc<T> | null> {
    await this.turn();
    return this.db.transaction(() => this.updateSync(collection, id, patch as DocData))() as Doc<T> | null;
  }

  async delete(collection: string, id: string): Promise<boolean> {
    await this.turn();
    return this.stmts.delete.run(collection, id).changes > 0;
  }

  async batch(ops: WriteOp[]): Promise<void> {
    await this.turn();
    this.db.transaction(() => this.applySync(ops))();
  }

  async transaction<R>(body: (tx: StoreReader) => Promise<TransactionOutcome<R>>): Promise<R> {
    // No await between the loop and taking the gate: nobody else can take it in between.
    while (this.gate) await this.gate;
    let release!: () => void;
    this.gate = new Promise<void>((resolve) => (release = resolve));
    const tx: StoreReader = {
      get: async <T extends DocData = DocData>(collection: string, id: string) =>
        this.getSync(collection, id) as Doc<T> | null,
      list: async <T extends DocData = DocData>(collection: string, query: ListQuery = {}) =>
        this.listSync<T>(collection, query),
    };
    try {
      // IMMEDIATE: take the write lock now, so another process cannot write between our reads and our writes.
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const { writes, result } = await body(tx);
        this.applySync(writes);
        this.db.exec('COMMIT');
        return result;
      } catch (err) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw err;
      }
    } finally {
      this.gate = null;
      release();
    }
  }

  /** Applies writes inside an open transaction; throws (and the caller rolls back) when one cannot apply. */
  private applySync(ops: WriteOp[]): void {
    for (const op of ops) {
      switch (op.op) {
        case 'create':
          this.createSync(op.collection, op.id, op.data);
          break;
        case 'set':
          this.stmts.upsert.run(op.collection, op.id, JSON.stringify(stripId(op.data)));
          break;
        case 'update':
          if (!this.updateSync(op.collection, op.id, op.data))
            throw new StoreNotFoundError(op.collection, op.id);
          break;
        case 'delete':
          this.stmts.delete.run(op.collection, op.id);
          break;
      }
    }
  }

  async countHit(collection: string, id: string, window: string): Promise<number> {
    await this.turn();
    return this.stmts.countHit.get(collection, id, window)!.count;
  }

  newId(): string {
    return randomId();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
