import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import { clearFirestoreEmulator, startFirestoreStandIn, type FirestoreStandIn } from './firestore-emulators';
import { FirestoreStore } from './firestore-store';
import { storeContract, type KnownGaps } from './store.contract';

/**
 * FirestoreStore against a Firestore emulator (ARCH-TESTS-3):
 * - the official emulator when FIRESTORE_EMULATOR_HOST is set (`firebase emulators:exec --only firestore ...`, CI);
 * - otherwise the in-process gRPC stand-in `@firestore-emulator/server`, started here on a free port.
 * firebase-admin speaks the same gRPC API to both.
 */
const officialHost = process.env.FIRESTORE_EMULATOR_HOST;
const officialProject = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-36x';

// What the stand-in (0.3.15) does not do; seen in its source (FirestoreState.v1Query) and by trying it.
const standInGaps: KnownGaps = {
  nullEquality: 'the gRPC stand-in ignores IS_NULL unary filters and answers every document',
  orderByMissingField: 'the gRPC stand-in sorts documents without the field last instead of leaving them out',
  descendingTies:
    'the gRPC stand-in orders ties by ascending document id even when the order is descending (Firestore follows the direction)',
  setReplaces: 'the gRPC stand-in merges a set() into the existing document instead of replacing it',
  isolatedTransactions:
    'the gRPC stand-in neither locks what a transaction read nor aborts a conflicting commit (ARCH-TESTS-3)',
};

let standIn: FirestoreStandIn | undefined;
const apps: App[] = [];
let n = 0;

beforeAll(async () => {
  if (officialHost) return;
  standIn = await startFirestoreStandIn();
});

afterAll(async () => {
  await Promise.allSettled(apps.map((a) => deleteApp(a)));
  standIn?.stop();
});

async function freshStore(): Promise<FirestoreStore> {
  n += 1;
  let projectId: string;
  if (officialHost) {
    // The official emulator runs in single-project mode: clear that project's documents between tests.
    projectId = officialProject;
    await clearFirestoreEmulator(officialHost, projectId);
  } else {
    // The stand-in keeps projects apart: a new project per test is a fresh, empty database.
    projectId = `demo-contract-${n}`;
  }
  const app = initializeApp({ projectId }, `store-contract-${n}`);
  apps.push(app);
  const db = getFirestore(app);
  if (!officialHost) db.settings({ host: standIn!.host, ssl: false });
  return new FirestoreStore(db);
}

storeContract(
  officialHost ? `FirestoreStore (official emulator at ${officialHost})` : 'FirestoreStore (gRPC stand-in)',
  freshStore,
  officialHost ? {} : standInGaps,
);
