#!/usr/bin/env node
// The security rules tests as `npm test` runs them (ARCH-TESTS-4).
//
// `npm run test:rules`, and the rules layer of `npm test`.
//
// They need the OFFICIAL Firestore and Storage emulators (Java 21+, downloaded by firebase-tools on first use). This
// checks in a few seconds, without downloading anything, whether they can start here
// (scripts/lib/official-emulators.mjs). If so it starts them inside `firebase emulators:exec` on their own port
// offset, RULES_PORT_OFFSET (default 70: auth 9169, firestore 8150, storage 9269, hub 4470), so an `npm start`
// stack (offset 0) or the unit layer (90) can run beside it, and runs `npm run test:rules:run` (the rules tests, plus
// the Store contract and the API's Firestore tests on the official Firestore emulator); it exits with their status.
// If not it prints ONE line saying they were skipped and why, and exits with RULES_SKIPPED_EXIT_CODE (npm test shows
// the layer skipped). With REQUIRE_RULES_TESTS=1 (CI) a skip is a failure instead.
import { spawn } from 'node:child_process';
import { ROOT, emulatorsExec, firebaseEnv } from './lib/stack.mjs';
import {
  MIN_JAVA,
  RULES_SKIPPED_EXIT_CODE,
  whyOfficialEmulatorsCannotStart,
} from './lib/official-emulators.mjs';

// Emulators already running (e.g. inside `firebase emulators:exec`): run the tests against them.
const alreadyRunning = Boolean(
  process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_STORAGE_EMULATOR_HOST,
);

const reason = alreadyRunning ? null : await whyOfficialEmulatorsCannotStart();
if (reason) {
  const line = `Security rules tests SKIPPED: ${reason}. Run \`npm run test:rules\` on a machine with Java ${MIN_JAVA} and network (CI does).`;
  if (process.env.REQUIRE_RULES_TESTS === '1') {
    console.error(`${line.replace('SKIPPED', 'CANNOT RUN')} REQUIRE_RULES_TESTS=1, so this is a failure.`);
    process.exit(1);
  }
  console.log(line);
  process.exit(RULES_SKIPPED_EXIT_CODE);
}

let args = ['run', 'test:rules:run'];
let cmd = 'npm';
if (!alreadyRunning) {
  try {
    ({ args } = await emulatorsExec({
      kind: 'rules',
      offsetVar: 'RULES_PORT_OFFSET',
      fallback: 70,
      only: ['auth', 'firestore', 'storage'],
      command: 'npm run test:rules:run',
    }));
  } catch (err) {
    console.error(`Security rules tests: ${err.message} (RULES_PORT_OFFSET picks another offset).`);
    process.exit(1);
  }
  cmd = process.execPath;
}
const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: firebaseEnv() });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
