import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { SqliteStore } from './sqlite-store';
import { storeContract } from './store.contract';

// Every test gets its own SQLite file in a temporary folder (a real file, as `npm start` uses, not :memory:).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-contract-sqlite-'));
let n = 0;
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

storeContract('SqliteStore', async () => new SqliteStore(path.join(dir, `store-${++n}.sqlite`)));
