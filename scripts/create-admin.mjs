#!/usr/bin/env node
// npm run create-admin [-- --project <project-id>] [--username <name>] [--email <address>]
//
// Makes an admin in a real Firebase project (the first one after a deploy, or a new one if every admin is locked
// out): writes users/<id>, usernames/<name> and credentials/<id> in one batch, through the API's own code
// (scripts/lib/create-admin-core.ts: FirestoreStore + createUser, the same scrypt hashing as sign-in).
//
// - Credentials: Application Default Credentials of the person running it (`gcloud auth application-default login`,
//   as a project Owner or Editor / Cloud Datastore User), or GOOGLE_APPLICATION_CREDENTIALS. Nothing is stored.
// - The password is asked on the terminal with hidden input, twice. It is never taken from the command line (where
//   the shell history and the process list would keep it). Without a terminal, answers are read line by line from
//   standard input (for automation: the password then comes from a pipe, still never from argv).
// - Project: --project, else GOOGLE_CLOUD_PROJECT / GCLOUD_PROJECT, else the one non-demo project in .firebaserc
//   (`firebase use --add`). demo-* projects are refused unless FIRESTORE_EMULATOR_HOST points at an emulator.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadApiCore } from './lib/api-core.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The API's own minimum (LIMITS.passwordMin, ASVS L2); the schema also refuses common passwords. */
const MIN_ADMIN_PASSWORD = 12;

function fail(message) {
  console.error(`\ncreate-admin: ${message}\n`);
  process.exit(1);
}

// ---- arguments ----------------------------------------------------------------------------------------------------
let args;
try {
  args = parseArgs({
    options: {
      project: { type: 'string' },
      username: { type: 'string' },
      email: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  }).values;
} catch (err) {
  if (/password/i.test(String(err.message))) {
    fail(
      'The password is never taken from the command line. Run the command without it: it will ask for it.',
    );
  }
  fail(
    `${err.message}\nUsage: npm run create-admin -- [--project <project-id>] [--username <name>] [--email <address>]`,
  );
}
if (args.help) {
  console.log(
    'Usage: npm run create-admin -- [--project <project-id>] [--username <name>] [--email <address>]',
  );
  process.exit(0);
}

function projectFromFirebaserc() {
  try {
    const rc = JSON.parse(fs.readFileSync(path.join(ROOT, '.firebaserc'), 'utf8'));
    const ids = [...new Set(Object.values(rc.projects ?? {}))].filter(
      (id) => !String(id).startsWith('demo-'),
    );
    return ids.length === 1 ? ids[0] : undefined;
  } catch {
    return undefined;
  }
}

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const projectId =
  args.project || process.env.GOOGLE_CLOUD_PROJECT || process.env.GCLOUD_PROJECT || projectFromFirebaserc();
if (!projectId) {
  fail('Which project? Pass --project <project-id> (or add it with `firebase use --add`).');
}
if (projectId.startsWith('demo-') && !emulatorHost) {
  fail(
    `${projectId} is a demo project, which exists only in the emulators. Pass --project <your-project-id>.`,
  );
}

// ---- terminal input -----------------------------------------------------------------------------------------------
const interactive = Boolean(process.stdin.isTTY);
let pipedLines;
async function nextPipedLine(prompt) {
  process.stdout.write(prompt);
  pipedLines ??= readline.createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  const { value, done } = await pipedLines.next();
  process.stdout.write('\n');
  if (done) fail('Standard input ended before every answer was given.');
  return value;
}

async function ask(prompt, fallback = '') {
  const shown = fallback ? `${prompt} [${fallback}]: ` : `${prompt}: `;
  let answer;
  if (!interactive) answer = await nextPipedLine(shown);
  else {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    answer = await new Promise((resolve) => rl.question(shown, resolve));
    rl.close();
  }
  return answer.trim() || fallback;
}

/** Reads a line without echoing it (raw mode); Ctrl-C cancels. */
function askHidden(prompt) {
  if (!interactive) return nextPipedLine(`${prompt}: `);
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(`${prompt}: `);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    let value = '';
    let escape = false;
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    function onData(chunk) {
      for (const ch of chunk) {
        if (escape) {
          // Skip the rest of an escape sequence (arrow keys and the like): ends at a letter or '~'.
          if (/[A-Za-z~]/.test(ch)) escape = false;
          continue;
        }
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          fail('Cancelled.');
        }
        if (ch === '\u001b') escape = true;
        else if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    }
    stdin.on('data', onData);
  });
}

// ---- the API's code, bundled for this run -------------------------------------------------------------------------
const loadCore = () => loadApiCore('create-admin');

// ---- run ----------------------------------------------------------------------------------------------------------
const { initializeApp, applicationDefault, deleteApp } = await import('firebase-admin/app');
const { getFirestore } = await import('firebase-admin/firestore');

console.log(
  emulatorHost
    ? `Creating an admin in project ${projectId} on the Firestore EMULATOR at ${emulatorHost}.`
    : `Creating an admin in the Firebase project ${projectId} (live Firestore).`,
);

const app = initializeApp(
  emulatorHost ? { projectId } : { projectId, credential: applicationDefault() },
  'create-admin',
);
const db = getFirestore(app);
let exitCode = 0;
try {
  const core = await loadCore();
  let admins;
  try {
    admins = await core.countActiveAdmins(db);
  } catch (err) {
    fail(
      `Could not read Firestore in ${projectId}: ${err.message}\n` +
        'Check that Firestore is enabled in the project, and sign in with an account that may write to it:\n' +
        '  gcloud auth application-default login',
    );
  }
  if (admins > 0) {
    console.log(
      `This project already has ${admins} active admin${admins === 1 ? '' : 's'}; this adds another.`,
    );
    const go = await ask('Continue? (yes/no)', 'no');
    if (!/^y(es)?$/i.test(go)) fail('Nothing was changed.');
  }

  const username = await ask('Username', args.username || 'admin');
  const email = await ask('Email (optional)', args.email || '');
  const password = await askHidden(`Password (at least ${MIN_ADMIN_PASSWORD} characters, not shown)`);
  if ([...password].length < MIN_ADMIN_PASSWORD)
    fail(`The password must have at least ${MIN_ADMIN_PASSWORD} characters. Nothing was changed.`);
  // Sign-in trims what is typed, so such a password could never be used (the API's schema refuses it too).
  if (password !== password.trim())
    fail('The password cannot start or end with a space (sign-in ignores them). Nothing was changed.');
  const again = await askHidden('Password again');
  if (again !== password) fail('The two passwords differ. Nothing was changed.');

  const user = await core.createAdmin(db, { username, email, password });
  console.log(`\nAdmin "${user.username}" created (user id ${user.id}).`);
  if (!emulatorHost) console.log(`Sign in at https://${projectId}.web.app/login`);
} catch (err) {
  console.error(`\ncreate-admin: ${err.message}\nNothing was changed.\n`);
  exitCode = 1;
} finally {
  await deleteApp(app).catch(() => {});
}
process.exit(exitCode);
