// The part of `npm run create-admin` that writes the admin: the API's own code (FirestoreStore + createUser), so the
// user, its unique username and its scrypt credential are written exactly as POST /api/users writes them, in one
// batch, with the same hashing function (functions/src/auth/passwords.ts). scripts/create-admin.mjs bundles this file
// with esbuild when it runs; nothing here is duplicated from the API.
import type { Firestore } from 'firebase-admin/firestore';
import type { User } from '@36x/common';
import { ApiError } from '../../functions/src/http/api-error';
import { FirestoreStore } from '../../functions/src/store/firestore-store';
import { COLLECTIONS } from '../../functions/src/store/store';
import { createUser } from '../../functions/src/users/user-service';
import type { UserRecord } from '../../functions/src/users/user-model';

export interface AdminInput {
  username: string;
  email: string;
  password: string;
}

/** How the audit log names an admin made on the owner's terminal (no signed-in actor, no client address). */
const CREATE_ADMIN_ACTOR = { actorId: null, actorName: 'create-admin script', address: 'terminal' };

export async function countActiveAdmins(db: Firestore): Promise<number> {
  const store = new FirestoreStore(db);
  return (await store.list<UserRecord>(COLLECTIONS.users, { where: { role: 'admin', isActive: true } }))
    .length;
}

/** Creates an active admin; throws an Error whose message is the API's (e.g. the username is taken). */
export async function createAdmin(db: Firestore, input: AdminInput): Promise<User> {
  const store = new FirestoreStore(db);
  try {
    return await createUser(store, CREATE_ADMIN_ACTOR, {
      ...input,
      role: 'admin',
      isActive: true,
      permissions: [],
    });
  } catch (err) {
    if (err instanceof ApiError) {
      const details = Object.values(err.errors ?? {}).filter((m) => m !== err.message);
      throw new Error([err.message, ...details].join('; '), { cause: err });
    }
    throw err;
  }
}
