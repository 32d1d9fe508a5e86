import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { SqliteStore } from '../store/sqlite-store';

/**
 * For tests: before each test a fresh SQLite store (`app.sqlite`) in its own temp folder named from `prefix`; after
 * it, the store is closed and the folder removed. Read `store` and `dir` inside the tests (they change each test).
 */
export function useTempSqliteStore(prefix: string): { store: SqliteStore; dir: string } {
  const temp = {} as { store: SqliteStore; dir: string };
  beforeEach(() => {
    temp.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    temp.store = new SqliteStore(path.join(temp.dir, 'app.sqlite'));
  });
  afterEach(async () => {
    await temp.store.close();
    fs.rmSync(temp.dir, { recursive: true, force: true });
  });
  return temp;
}
