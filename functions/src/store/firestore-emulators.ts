/**
 * The two Firestore emulators the Firestore tests run on (ARCH-TESTS-3): the official one when
 * FIRESTORE_EMULATOR_HOST is set (CI, `npm run test:rules`), else the in-process gRPC stand-in
 * `@firestore-emulator/server`. Used by the Store contract and by the API's Firestore tests.
 */
import net from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The running stand-in: `host` goes to firebase-admin's `settings({ host })`. */
export interface FirestoreStandIn {
  host: string;
  stop(): void;
}

/** Starts the gRPC stand-in on a free loopback port. */
export async function startFirestoreStandIn(): Promise<FirestoreStandIn> {
  const server = new FirestoreServer();
  const port = await freePort();
  await server.start(port);
  return { host: `127.0.0.1:${port}`, stop: () => server.stop() };
}

/** Deletes every document of `projectId` on the official emulator at `host`, which runs a single project. */
export async function clearFirestoreEmulator(host: string, projectId: string): Promise<void> {
  const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`Could not clear the Firestore emulator: ${res.status} ${await res.text()}`);
}
