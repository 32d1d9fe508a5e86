import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteStore } from './sqlite-store';
import { StoreConflictError, StoreNotFoundError } from './store';

let dir: string;
let store: SqliteStore;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-store-'));
  store = new SqliteStore(path.join(dir, 'nested', 'data.sqlite'));
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('SqliteStore', () => {
  it('when a file is opened, then it is in WAL mode and the folder is created', () => {
    expect(fs.existsSync(path.join(dir, 'nested', 'data.sqlite'))).toBe(true);
    const wal = new Database(path.join(dir, 'nested', 'data.sqlite'));
    expect(wal.pragma('journal_mode', { simple: true })).toBe('wal');
    wal.close();
  });

  it('when two workers share the file, then their rate-limit hits count together (local mode: one counter per budget)', async () => {
    const other = new SqliteStore(path.join(dir, 'nested', 'data.sqlite'));
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? other : store).countHit('rateLimits', 'contacts~x', '60000'),
        ),
      );
      expect([...answers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    } finally {
      await other.close();
    }
  });

  it('when documents are written, then they survive a reopen', async () => {
    await store.create('blogs', { title: 'A' }, 'a');
    await store.close();
    store = new SqliteStore(path.join(dir, 'nested', 'data.sqlite'));
    expect(await store.get('blogs', 'a')).toEqual({ id: 'a', title: 'A' });
  });

  it('when filtering, then a string never equals a number or a boolean', async () => {
    await store.create('c', { v: '1' }, 's');
    await store.create('c', { v: 1 }, 'n');
    await store.create('c', { v: true }, 'b');
    await store.create('c', { v: null }, 'z');
    await store.create('c', {}, 'missing');
    expect((await store.list('c', { where: { v: '1' } })).map((d) => d.id)).toEqual(['s']);
    expect((await store.list('c', { where: { v: 1 } })).map((d) => d.id)).toEqual(['n']);
    expect((await store.list('c', { where: { v: true } })).map((d) => d.id)).toEqual(['b']);
    expect((await store.list('c', { where: { v: null } })).map((d) => d.id)).toEqual(['z']);
  });

  it('when ordering, then documents without the field are left out and ties go by id', async () => {
    await store.create('c', { t: '2024-01-02' }, 'b');
    await store.create('c', { t: '2024-01-02' }, 'a');
    await store.create('c', { t: '2024-01-01' }, 'c');
    await store.create('c', { other: 1 }, 'd');
    const desc = await store.list('c', { orderBy: { field: 't', direction: 'desc' } });
    expect(desc.map((d) => d.id)).toEqual(['b', 'a', 'c']);
    const asc = await store.list('c', { orderBy: { field: 't', direction: 'asc' }, limit: 2 });
    expect(asc.map((d) => d.id)).toEqual(['c', 'a']);
  });

  it('when a field path is not a plain name, then list refuses it instead of building SQL from it', async () => {
    await expect(store.list('c', { where: { "x') OR 1=1 --": 'y' } })).rejects.toThrow(/Invalid field path/);
  });

  it('when a batch fails part way, then nothing of it is written', async () => {
    await store.create('users', { username: 'a' }, 'u1');
    await expect(
      store.batch([
        { op: 'create', collection: 'users', id: 'u2', data: { username: 'b' } },
        { op: 'create', collection: 'users', id: 'u1', data: { username: 'dup' } },
      ]),
    ).rejects.toBeInstanceOf(StoreConflictError);
    expect(await store.get('users', 'u2')).toBeNull();
    await expect(
      store.batch([
        { op: 'set', collection: 'users', id: 'u3', data: { username: 'c' } },
        { op: 'update', collection: 'users', id: 'nope', data: { x: 1 } },
      ]),
    ).rejects.toBeInstanceOf(StoreNotFoundError);
    expect(await store.get('users', 'u3')).toBeNull();
  });

  it('when updating, then the patch is merged shallowly and the id is never stored inside the data', async () => {
    await store.create('c', { a: 1, nested: { x: 1, y: 2 }, id: 'ignored' }, 'k');
    const updated = await store.update('c', 'k', { nested: { x: 3 }, b: 2, id: 'other' });
    expect(updated).toEqual({ id: 'k', a: 1, nested: { x: 3 }, b: 2 });
    expect(await store.update('c', 'missing', { a: 1 })).toBeNull();
    expect(await store.delete('c', 'k')).toBe(true);
    expect(await store.delete('c', 'k')).toBe(false);
  });

  it('when new ids are made, then they are 20 characters and distinct', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => store.newId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});
