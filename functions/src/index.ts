/**
 * The Cloud Function `api` (ARCHITECTURE §2, §4): every /api/** request, in both modes. Hosting rewrites /api/** here.
 *
 * The Express app is built once per instance, on the first request, from readConfig():
 * - local mode: SqliteStore + FsBlobs under DATA_DIR, demo content seeded (the local stack of `npm start`);
 * - firebase mode: FirestoreStore + CloudStorageBlobs (production, and `npm run emulators`).
 * Adapters are imported lazily, so production never loads better-sqlite3 and local mode never loads Firestore.
 * Both modes use Firebase Auth through firebase-admin; locally that is the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST
 * is set by the functions emulator).
 *
 * Note for route authors: in Cloud Functions (and the emulator) the request body has already been read: JSON and
 * urlencoded bodies are parsed into req.body and the bytes are in req.rawBody (multipart uploads read rawBody).
 */
import path from 'node:path';
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Express } from 'express';
import { createApp } from './app';
import { ConfigError, readConfig, type Config } from './config';
import type { Store } from './store/store';
import type { Blobs } from './blobs/blobs';
import { FirebaseIdentity } from './identity/firebase-identity';

// Where the local mode keeps its data, under DATA_DIR (default <repo>/.data). Only functions may be exported here:
// the Firebase CLI deploys every exported function.
const LOCAL_DB_FILE = 'app.sqlite';
const LOCAL_UPLOADS_DIR = 'uploads';
/** Public URL prefix of files stored by FsBlobs; the API's uploads route serves it. */
const LOCAL_UPLOADS_URL = '/api/uploads';

function adminApp(): App {
  // No options: Cloud Functions and the functions emulator provide FIREBASE_CONFIG (project id, default bucket).
  return getApps().length ? getApp() : initializeApp();
}

async function localAdapters(config: Config): Promise<{ store: Store; blobs: Blobs }> {
  const [{ SqliteStore }, { FsBlobs }] = await Promise.all([
    import('./store/sqlite-store'),
    import('./blobs/fs-blobs'),
  ]);
  return {
    store: new SqliteStore(path.join(config.dataDir, LOCAL_DB_FILE)),
    blobs: new FsBlobs(path.join(config.dataDir, LOCAL_UPLOADS_DIR), LOCAL_UPLOADS_URL),
  };
}

async function firebaseAdapters(config: Config, app: App): Promise<{ store: Store; blobs: Blobs }> {
  const [{ getFirestore }, { getStorage }, { FirestoreStore }, { CloudStorageBlobs }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('firebase-admin/storage'),
    import('./store/firestore-store'),
    import('./blobs/cloud-storage-blobs'),
  ]);
  // An empty STORAGE_BUCKET means the project's default bucket.
  const bucket = getStorage(app).bucket(config.storageBucket || undefined);
  return { store: new FirestoreStore(getFirestore(app)), blobs: new CloudStorageBlobs(bucket) };
}

type DemoSeed = typeof import('./seed/seed-demo');

/**
 * The demo seed (its accounts and passwords) is a bundle of its own, lib/demo-seed.js (functions/build.mjs), loaded
 * here only when config.seedDemo, which only the functions emulator allows. The path is computed, so esbuild leaves
 * this require alone and the seed is never inside lib/index.js; a production build (`--production`, npm run deploy)
 * does not write lib/demo-seed.js at all.
 */
function loadDemoSeed(): DemoSeed {
  const file = path.join(__dirname, 'demo-seed.js');
  return require(file) as DemoSeed; // eslint-disable-line @typescript-eslint/no-require-imports
}

/**
 * The configuration, checked once per instance at cold start: a deploy with a missing or misspelt API_MODE (or
 * API_MODE=local outside the emulator) says why in one log line and answers every request 503, rather than run.
 */
function checkedConfig(): Config {
  try {
    return readConfig();
  } catch (err) {
    if (err instanceof ConfigError) logger.error(`api refuses to start: ${err.message}`);
    throw err;
  }
}

async function buildApiApp(): Promise<Express> {
  const config = checkedConfig();
  const app = adminApp();
  const identity = new FirebaseIdentity(getAuth(app));
  const { store, blobs } =
    config.mode === 'local' ? await localAdapters(config) : await firebaseAdapters(config, app);
  let seeded = '';
  if (config.seedDemo) {
    // Idempotent: fills an empty store once (a marker document), so it can run on every cold start.
    seeded = `; demo seed: ${await loadDemoSeed().seedDemoContent(store, identity)}`;
  }
  const where = config.mode === 'local' ? `, data in ${config.dataDir}` : '';
  logger.info(`api ready (${config.mode} mode${where}${seeded})`);
  return createApp({ store, blobs, identity, config });
}

let apiApp: Promise<Express> | null = null;
function getApiApp(): Promise<Express> {
  apiApp ??= buildApiApp().catch((err: unknown) => {
    // A refused configuration stays refused (it cannot change without a new deploy); anything else may be transient
    // (e.g. a Firestore error during seeding), so the next request tries again.
    if (!(err instanceof ConfigError)) apiApp = null;
    throw err;
  });
  return apiApp;
}

export const api = onRequest(
  // Public: the site's visitors call it through Hosting; staff calls carry an ID token the app verifies.
  { region: 'asia-south1', invoker: 'public', maxInstances: 10 },
  async (req, res) => {
    let app: Express;
    try {
      app = await getApiApp();
    } catch (err) {
      if (!(err instanceof ConfigError)) logger.error('api failed to start', err);
      res.status(503).json({ message: 'The service is unavailable right now. Please try again shortly.' });
      return;
    }
    app(req, res);
  },
);
