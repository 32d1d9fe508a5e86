#!/usr/bin/env node
// The security rules tests as `npm test` runs them (ARCH-TESTS-4).
//
// They need the OFFICIAL Firestore and Storage emulators (Java 21+, downloaded by firebase-tools on first use). This
// checks in a few seconds, without downloading anything, whether they can start here
// (scripts/lib/official-emulators.mjs). If so it runs `npm run test:rules` (the rules tests, plus the Store contract
// and the API's Firestore tests on the official Firestore emulator) and exits with its status; if not it prints ONE
// line saying they were skipped and why, and exits with RULES_SKIPPED_EXIT_CODE (npm test shows the layer skipped).
// With REQUIRE_RULES_TESTS=1 (CI) a skip is a failure instead.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MIN_JAVA,
  RULES_SKIPPED_EXIT_CODE,
  whyOfficialEmulatorsCannotStart,
} from './lib/official-emulators.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

const child = spawn('npm', ['run', alreadyRunning ? 'test:rules:run' : 'test:rules'], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
