#!/usr/bin/env node
// npm run emulators: the FULL official Emulator Suite in firebase mode (ARCH-MODES), for machines with Java 21
// and network (the Firestore and Storage emulators are Java programs firebase-tools downloads on first use).
//
//   Auth, Functions, Hosting, Firestore, Storage emulators; the API in firebase mode (FirestoreStore +
//   CloudStorageBlobs, API_MODE=firebase) seeding the same demo content as `npm start` (SEED_DEMO=true); the SPA built
//   with VITE_CONTENT_SOURCE=firestore, so public pages read the Firestore emulator directly, through firestore.rules.
//
// Environment:
//   STACK_PORT_OFFSET=o   hosting 5000+o, functions 5001+o, auth 9099+o, firestore 8080+o, storage 9199+o,
//                         hub 4400+o, logging 4500+o, eventarc 9299+o, tasks 9499+o                  (default 0)
//   EMULATOR_DATA_DIR=dir emulator data imported at start and exported at exit       (default <repo>/.data/emulators)
//   STACK_LOG_FILE=path   the emulators' output goes there instead of the terminal (CI's smoke journey)
//   --no-build            reuse the last builds (functions/lib and .tmp/emulators-<o>/hosting)
//
// The functions emulator loads the function from its own copy, .tmp/emulators-<o>/functions/ (lib/ as built,
// package.json, .env, an .env.local with API_MODE=firebase and SEED_DEMO=true, and lib/ssr (the page handler) taken from THIS
// SPA build for the function-rendered /blogs/** pages), so it can run beside `npm start` stacks, which use
// functions/ with API_MODE=local, without either changing the other's mode or pages.
import fs from 'node:fs';
import path from 'node:path';
import { childStdio, onStopSignals, startEmulators, waitForStack } from './lib/emulators.mjs';
import {
  FIREBASE_BIN,
  HOST,
  PROJECT_ID,
  ROOT,
  checkPortsFree,
  scriptLog,
  stackOffsetOrFail,
  run,
  stackPorts,
  writeFirebaseConfig,
} from './lib/stack.mjs';
import { DEMO_STAFF } from './lib/demo-accounts.mjs';
import { whyOfficialEmulatorsCannotStart } from './lib/official-emulators.mjs';

const { log, fail } = scriptLog('emulators');
const offset = stackOffsetOrFail(fail);
const ports = stackPorts(offset);
const build = !process.argv.includes('--no-build');
const siteUrl = `http://localhost:${ports.hosting}`;
const authEmulatorUrl = `http://${HOST}:${ports.auth}`;
const firestoreEmulatorHost = `${HOST}:${ports.firestore}`;
const hostingDir = path.join(ROOT, '.tmp', `emulators-${offset}`, 'hosting');
const webBuildDir = path.join(ROOT, '.tmp', `emulators-${offset}`, 'web');
const dataDir = path.resolve(process.env.EMULATOR_DATA_DIR || path.join(ROOT, '.data', 'emulators'));

// ---- preconditions -------------------------------------------------------------------------------------------------
if (!fs.existsSync(FIREBASE_BIN)) fail('Run `npm install` first.');
const cannot = await whyOfficialEmulatorsCannotStart();
if (cannot) {
  fail(
    `The full emulator suite cannot start here: ${cannot}.\n` +
      'Install Java 21 (for example Temurin 21) and allow firebase-tools to download the emulators once, or use\n' +
      '`npm start` (local mode: Auth, Functions and Hosting emulators with SQLite; no Java needed).',
  );
}
try {
  await checkPortsFree(ports, offset);
} catch (err) {
  fail(err.message);
}

// ---- build ---------------------------------------------------------------------------------------------------------
if (build) {
  log('Building the function (functions/lib)...');
  if ((await run('npm', ['run', 'build', '-w', 'functions'], { label: 'functions build' })) !== 0) {
    fail('The function does not build; fix the errors above.');
  }
  log(
    `Building the SPA for firebase mode (VITE_CONTENT_SOURCE=firestore) into ${path.relative(ROOT, hostingDir)}...`,
  );
  const viteCode = await run(
    process.execPath,
    [path.join(ROOT, 'web', 'scripts', 'build.mjs'), '--outDir', webBuildDir],
    {
      cwd: path.join(ROOT, 'web'),
      env: {
        ...process.env,
        VITE_CONTENT_SOURCE: 'firestore',
        VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
        // Its pages load /local-env.js (the emulators' addresses), which a deploy's do not.
        LOCAL_ENV_SCRIPT: '1',
        SITE_URL: `http://localhost:${ports.hosting}`,
      },
      label: 'web build',
    },
  );
  if (viteCode !== 0) fail('The SPA does not build; fix the errors above.');
  fs.rmSync(hostingDir, { recursive: true, force: true });
  fs.cpSync(path.join(webBuildDir, 'client'), hostingDir, { recursive: true });
}
if (!fs.existsSync(path.join(hostingDir, 'index.html'))) {
  fail(`No web build in ${hostingDir}: run without --no-build.`);
}

// The built site learns where the emulators are at run time (web/src/lib/env.ts reads window.__36X_ENV__).
fs.writeFileSync(
  path.join(hostingDir, 'local-env.js'),
  `window.__36X_ENV__ = ${JSON.stringify({ authEmulatorUrl, firestoreEmulatorHost })};\n`,
);

// The function's own copy (see the header).
const functionsDir = path.join(ROOT, '.tmp', `emulators-${offset}`, 'functions');
const functionsLib = path.join(ROOT, 'functions', 'lib', 'index.js');
if (!fs.existsSync(functionsLib)) fail('No function build in functions/lib: run without --no-build.');
fs.rmSync(functionsDir, { recursive: true, force: true });
fs.mkdirSync(functionsDir, { recursive: true });
fs.cpSync(path.join(ROOT, 'functions', 'lib'), path.join(functionsDir, 'lib'), { recursive: true });
fs.copyFileSync(path.join(ROOT, 'functions', 'package.json'), path.join(functionsDir, 'package.json'));
if (fs.existsSync(path.join(ROOT, 'functions', '.env'))) {
  fs.copyFileSync(path.join(ROOT, 'functions', '.env'), path.join(functionsDir, '.env'));
}
fs.writeFileSync(
  path.join(functionsDir, '.env.local'),
  '# Written by scripts/emulators-firebase.mjs (npm run emulators): firebase mode with the demo content.\n' +
    'API_MODE=firebase\nSEED_DEMO=true\n',
);
// ...and the server bundle of THIS build, which renders the pages that are not files (functions/src/pages).
fs.rmSync(path.join(functionsDir, 'lib', 'ssr'), { recursive: true, force: true });
if (fs.existsSync(path.join(webBuildDir, 'server', 'pages.js'))) {
  fs.cpSync(path.join(webBuildDir, 'server'), path.join(functionsDir, 'lib', 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(functionsDir, 'lib', 'ssr', 'package.json'), '{ "type": "module" }\n');
}
// The workspace's own packages (functions/node_modules: e.g. Express 5) first, then the root's, as for functions/.
fs.symlinkSync(
  path.join(ROOT, 'functions', 'node_modules'),
  path.join(functionsDir, 'node_modules'),
  'junction',
);

const configFile = writeFirebaseConfig({ kind: 'firebase', offset, hostingPublic: hostingDir });
const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
config.functions = config.functions.map((f) => ({ ...f, source: path.relative(ROOT, functionsDir) }));
fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);

// ---- run -----------------------------------------------------------------------------------------------------------
fs.mkdirSync(dataDir, { recursive: true });
const importArgs = fs.existsSync(path.join(dataDir, 'firebase-export-metadata.json'))
  ? ['--import', dataDir]
  : [];
const stdio = childStdio(process.env.STACK_LOG_FILE, log);
log(
  `Starting auth, functions, hosting, firestore and storage emulators on offset ${offset}; data in ${dataDir}`,
);
const emulators = startEmulators({
  only: 'auth,functions,hosting,firestore,storage',
  configFile,
  extraArgs: [...importArgs, '--export-on-exit', dataDir],
  stdio,
  env: { SITE_URL: siteUrl, STACK_PORT_OFFSET: String(offset) },
});

let shuttingDown = false;
async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  log('Stopping (exporting the emulator data first)...');
  await emulators.stop({ timeoutMs: 60_000, log: (m) => console.error(`[emulators] ${m}`) });
  log('Stopped.');
  process.exit(code);
}
emulators.child.on('exit', (code, signal) => {
  if (!shuttingDown) {
    console.error(`[emulators] The emulators stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
    process.exit(1);
  }
});
onStopSignals(shutdown);

try {
  // The first download of the Java emulators can take a few minutes. The first call builds the API on Firestore
  // and seeds the demo content.
  await waitForStack({
    ports,
    running: emulators.running,
    healthy: (body) => body.includes('"firebase"'),
    firstTimeoutMs: 600_000,
  });
} catch (err) {
  console.error(`[emulators] The emulators did not come up: ${err.message}`);
  await shutdown(1);
}

const line = '─'.repeat(78);
console.log(`
${line}
  36x in firebase mode on the official Emulator Suite

  Site         ${siteUrl}      (public content read from the Firestore emulator)
  API          ${siteUrl}/api/health
  Staff login  ${siteUrl}/login
  Firestore    ${firestoreEmulatorHost}   Storage ${HOST}:${ports.storage}   Auth ${authEmulatorUrl}
  Data         ${dataDir}   (exported when you press Ctrl-C, imported next time)

  Demo staff accounts (emulators only; never in production):
${DEMO_STAFF.map((a) => `    ${a.username.padEnd(8)} / ${a.password.padEnd(18)} role ${a.role}`).join('\n')}

  Everything listens on ${HOST} only: the Auth emulator accepts unsigned tokens.
  Press Ctrl-C to stop.
${line}
`);
