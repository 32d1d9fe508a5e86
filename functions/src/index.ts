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
import { readConfig, type Config } from './config';
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

async function buildApiApp(): Promise<Express> {
  const config = readConfig();
  const app = adminApp();
  const identity = new FirebaseIdentity(getAuth(app));
  const { store, blobs } =
    config.mode === 'local' ? await localAdapters(config) : await firebaseAdapters(config, app);
  let seeded = '';
  if (config.seedDemo) {
    // Idempotent: fills an empty store once (a marker document), so it can run on every cold start.
    const { seedDemoContent } = await import('./seed/seed-demo');
    seeded = `; demo seed: ${await seedDemoContent(store, identity)}`;
  }
  const where = config.mode === 'local' ? `, data in ${config.dataDir}` : '';
  logger.info(`api ready (${config.mode} mode${where}${seeded})`);
  return createApp({ store, blobs, identity, config });
}

let apiApp: Promise<Express> | null = null;
function getApiApp(): Promise<Express> {
  apiApp ??= buildApiApp().catch((err: unknown) => {
    apiApp = null; // let the next request try again (e.g. a transient Firestore error during seeding)
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
      logger.error('api failed to start', err);
      res.status(503).json({ message: 'The service is unavailable right now. Please try again shortly.' });
      return;
    }
    app(req, res);
  },
);
