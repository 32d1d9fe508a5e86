import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run create-admin` (scripts/create-admin.mjs) against the in-process Firestore gRPC stand-in, its answers piped
 * on standard input (the script reads them line by line when there is no terminal).
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
let server: FirestoreServer;
let host = '';

beforeAll(async () => {
  const port = await new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  server = new FirestoreServer();
  await server.start(port);
  host = `127.0.0.1:${port}`;
});
afterAll(() => server?.stop());

function run(project: string, answers: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'scripts', 'create-admin.mjs'), '--project', project],
      {
        cwd: ROOT,
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: host },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.stdin.end(answers.map((a) => `${a}\n`).join(''));
    child.on('close', (code) => resolve({ code, out }));
  });
}

async function usersIn(project: string): Promise<number> {
  const app = initializeApp({ projectId: project }, `create-admin-check-${project}`);
  try {
    const db = getFirestore(app);
    db.settings({ host, ssl: false });
    return (await db.collection('users').get()).size;
  } finally {
    await deleteApp(app);
  }
}

describe('npm run create-admin', () => {
  it.each([
    {
      title:
        'when the password starts or ends with a space, then it refuses with a clear message and writes nothing',
      project: 'demo-create-admin-spaces',
      password: ' long-password-1 ',
      said: 'The password cannot start or end with a space',
      exitCode: 1,
      users: 0,
    },
    {
      title:
        'when the password is fine, then the admin is written (so the refusal above is not a broken set-up)',
      project: 'demo-create-admin-ok',
      password: 'long password 1',
      said: 'Admin "first-admin" created',
      exitCode: 0,
      users: 1,
    },
  ])(
    '$title',
    async ({ project, password, said, exitCode, users }) => {
      // Answers: username, e-mail (none), the password and its confirmation.
      const { code, out } = await run(project, ['first-admin', '', password, password]);
      expect(out).toContain(said);
      expect(code).toBe(exitCode);
      expect(await usersIn(project)).toBe(users);
    },
    60_000,
  );
});
