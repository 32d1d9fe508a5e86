/**
 * The Cloud Function `api` (ARCH-MODES, ARCH-PORTS-1): every /api/** request, in both modes. Hosting rewrites /api/** here.
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
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { defineSecret } from 'firebase-functions/params';
import { logger } from 'firebase-functions';
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Express } from 'express';
import { createApp } from './app';
import { ConfigError, inFunctionsEmulator, readConfig, type Config } from './config';
import { backfillContactFields, purgeContacts } from './contacts/contact-service';
import { deliverDue } from './mail/mail-service';
import { purgeTrash } from './trash/trash-service';
import { queueNewsletters } from './newsletter/newsletter-sends';
import { purgePendingSubscribers } from './newsletter/subscribers';
import { purgeSpentAuthTokens } from './auth/spent-tokens';
import type { Mailer } from './mail/mailer';
import { SmtpMailer } from './mail/smtp-mailer';
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

interface Runtime {
  config: Config;
  store: Store;
  blobs: Blobs;
  mailer?: Mailer;
  app: Express;
}

/** How often the local stack's outbox sender looks for due mail (production: the mailOutbox schedule). */
const LOCAL_OUTBOX_INTERVAL_MS = 30_000;

async function buildRuntime(): Promise<Runtime> {
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
  // Once per store (a marker document): enquiries from before the leads desk get their status and fields.
  const backfilled = await backfillContactFields(store);
  if (backfilled > 0) logger.info(`contacts: ${backfilled} enquiries given the leads desk's fields`);
  const mailer = config.smtp ? new SmtpMailer(config.smtp) : undefined;
  if (!mailer) logger.warn('mail: SMTP_HOST is not set; enquiries are stored and their mail stays queued');
  if (config.mode === 'local' && mailer) {
    // Local mode has no scheduler: retry due mail from here (the emulator keeps this instance).
    setInterval(() => {
      outboxRun(store, config, mailer, 20).catch((err: unknown) =>
        logger.error('mail: outbox run failed', err),
      );
    }, LOCAL_OUTBOX_INTERVAL_MS).unref();
  }
  const where = config.mode === 'local' ? `, data in ${config.dataDir}` : '';
  logger.info(`api ready (${config.mode} mode${where}${seeded})`);
  return { config, store, blobs, mailer, app: createApp({ store, blobs, identity, config, mailer }) };
}

/**
 * One run of the outbox: the next batch of each newsletter being sent is queued (SITE-NEWS-3: the bounded rate),
 * then the due mail is sent, up to `max`.
 */
async function outboxRun(store: Store, config: Config, mailer: Mailer, max: number): Promise<number> {
  await queueNewsletters({ store, siteUrl: config.siteUrl, now: () => new Date() });
  return deliverDue(store, mailer, () => new Date(), max);
}

let runtime: Promise<Runtime> | null = null;
function getRuntime(): Promise<Runtime> {
  runtime ??= buildRuntime().catch((err: unknown) => {
    // A refused configuration stays refused (it cannot change without a new deploy); anything else may be transient
    // (e.g. a Firestore error during seeding), so the next request tries again.
    if (!(err instanceof ConfigError)) runtime = null;
    throw err;
  });
  return runtime;
}

/**
 * SMTP_PASSWORD lives in Cloud Secret Manager (`npx firebase functions:secrets:set SMTP_PASSWORD`) and reaches the
 * function as that environment variable (docs/decisions/011-lead-notifications-by-smtp.md). The emulator runs without
 * it: the local catcher needs no password.
 */
const smtpPassword = defineSecret('SMTP_PASSWORD');
const secrets = inFunctionsEmulator() ? [] : [smtpPassword];
const REGION = 'asia-south1';

export const api = onRequest(
  // Public: the site's visitors call it through Hosting; staff calls carry an ID token the app verifies.
  { region: REGION, invoker: 'public', maxInstances: 10, secrets },
  async (req, res) => {
    let app: Express;
    try {
      app = (await getRuntime()).app;
    } catch (err) {
      if (!(err instanceof ConfigError)) logger.error('api failed to start', err);
      res.status(503).json({ message: 'The service is unavailable right now. Please try again shortly.' });
      return;
    }
    app(req, res);
  },
);

/**
 * The outbox (production): every 5 minutes the newsletters being sent queue their next batch and the due mail is
 * sent, with the backoff of mail-service.ts.
 */
export const mailOutbox = onSchedule(
  { schedule: 'every 5 minutes', region: REGION, secrets, maxInstances: 1 },
  async () => {
    const { store, mailer, config } = await getRuntime();
    if (!mailer) return;
    const attempted = await outboxRun(store, config, mailer, 100);
    if (attempted > 0) logger.info(`mail: ${attempted} attempted`);
  },
);

/**
 * Retention (production): Closed and Spam enquiries older than CONTACT_RETENTION_MONTHS (default 24) are purged once
 * a day, the trash's entries older than 30 days, and newsletter sign-ups never confirmed within
 * PENDING_SUBSCRIBER_DAYS, and spent sign-in links, two-factor challenges, staff invitations and stale sign-in lock
 * counters (auth/spent-tokens.ts). Local mode:
 * `npm run purge-contacts`.
 */
export const purgeOldContacts = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'Asia/Kolkata', region: REGION, maxInstances: 1 },
  async () => {
    const { store, config } = await getRuntime();
    const { purged, before } = await purgeContacts(
      store,
      'schedule',
      new Date(),
      config.leads?.retentionMonths,
    );
    logger.info(`contacts: ${purged} closed or spam enquiries from before ${before} purged`);
    // ADMIN-PUBLISH-9: the same daily run empties the trash of what has been there 30 days.
    logger.info(`trash: ${await purgeTrash(store)} items deleted for good after 30 days`);
    logger.info(
      `newsletter: ${await purgePendingSubscribers(store, new Date())} unconfirmed sign-ups deleted`,
    );
    const spent = await purgeSpentAuthTokens(store, Date.now());
    logger.info(
      `sign-in: ${spent.signInLinks} sign-in links, ${spent.twoFactorChallenges} two-factor challenges and ${spent.pendingEnrolments} unfinished two-factor set-ups deleted; ${spent.invitations} spent staff invitations and ${spent.loginAttempts} stale sign-in lock counters deleted`,
    );
  },
);
