import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from './env';

/** The Firebase app, created once. Auth and Firestore are imported lazily by the routes that need them. */
export function getFirebaseApp(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(env.firebase);
}

let dbPromise: Promise<import('firebase/firestore').Firestore> | null = null;
export function getFirestoreDb() {
  dbPromise ??= import('firebase/firestore').then(({ getFirestore, connectFirestoreEmulator }) => {
    const db = getFirestore(getFirebaseApp());
    if (env.firestoreEmulatorHost) {
      const [host, port] = env.firestoreEmulatorHost.split(':');
      connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port ?? 8080));
    }
    return db;
  });
  return dbPromise;
}
