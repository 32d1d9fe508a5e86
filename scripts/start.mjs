#!/usr/bin/env node
// The local stack (ARCH-MODES, local mode): Firebase Auth, Functions and Hosting emulators, offline, no Java.
//
//   npm start                 build, then serve the built SPA and the API      (node scripts/start.mjs)
//   npm run dev               the same plus Vite's dev server with hot reload  (node scripts/start.mjs --dev)
//
// Environment:
//   STACK_PORT_OFFSET=o   hosting 5000+o, functions 5001+o, auth 9099+o, hub 4400+o, logging 4500+o,
//                         eventarc 9299+o, tasks 9499+o, Vite 5173+o (dev), the dev API 5002+o (dev), mail
//                         catcher SMTP 1025+o and inbox 1080+o                        (default 0)
//   NOTIFY_EMAIL, CONTACT_ACK, CONTACT_RETENTION_MONTHS   the leads desk's settings (README), passed to the function
//   RATE_LIMIT_PER_MINUTE, PUBLIC_WRITES_PER_MINUTE       the limits (README), passed on when set (bench:api raises them)
//   DATA_DIR=path         SQLite file and uploads                                  (default <repo>/.data)
//   STACK_LOG_FILE=path   write the emulators' output there instead of the terminal (the e2e suite does)
//
// How the pieces find each other (docs/decisions/003-generated-firebase-config.md):
// - `.firebase.local.<o>.json` (generated, gitignored) is firebase.json with this stack's ports and hosting folder.
// - Hosting serves a copy of web/dist in `.tmp/stack-<o>/hosting/` whose HTML files load `/local-env.js`, which
//   tells the SPA where this stack's Auth emulator is (window.__36X_ENV__). So one build serves every offset, and
//   a rebuild of web/dist by someone else never changes a running stack under its feet.
// - functions/.env.local holds only API_MODE=local (the functions emulator reads it and it overrides process.env);
//   DATA_DIR and SITE_URL reach the function through this process's environment.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  EXIT_WITH_PARENT,
  childStdio,
  onStopSignals,
  startEmulators,
  waitForStack,
  withIpc,
} from './lib/emulators.mjs';
import {
  HOST,
  ROOT,
  checkPortsFree,
  mailPorts,
  prepareHostingDir,
  scriptLog,
  stackOffsetOrFail,
  stackPorts,
  waitForHttp,
  writeFirebaseConfig,
} from './lib/stack.mjs';
import { DEMO_STAFF } from './lib/demo-accounts.mjs';
import { STAMP_FILE } from './lib/deploy-plan.mjs';

const dev = process.argv.includes('--dev');
const { log, fail } = scriptLog('start');
const offset = stackOffsetOrFail(fail);
const ports = stackPorts(offset);
const { smtp, mailWeb } = mailPorts(offset);
const mailInboxUrl = `http://localhost:${mailWeb}/`;
const vitePort = 5173 + offset;
const devApiPort = 5002 + offset;
const dataDir = path.resolve(process.env.DATA_DIR || path.join(ROOT, '.data'));
const siteUrl = `http://localhost:${ports.hosting}`;
const authEmulatorUrl = `http://${HOST}:${ports.auth}`;
const functionsLib = path.join(ROOT, 'functions', 'lib', 'index.js');
const webDist = path.join(ROOT, 'web', 'dist', 'client');
const hostingDir = path.join(ROOT, '.tmp', `stack-${offset}`, 'hosting');

// ---- preconditions -------------------------------------------------------------------------------------------
if (!fs.existsSync(path.join(ROOT, 'node_modules', 'firebase-tools'))) fail('Run `npm install` first.');
if (!dev && (!fs.existsSync(functionsLib) || !fs.existsSync(path.join(webDist, 'index.html')))) {
  fail('Nothing built yet: run `npm start` (it builds first) or `npm run build`.');
}
if (!dev) {
  const why = productionBuild();
  if (why) {
    fail(
      `web/dist and functions/lib hold a production build (${why}), which a local stack cannot serve.\n` +
        'Run `npm start`: it builds for local mode first.',
    );
  }
}

/**
 * Why the build on disk is `npm run deploy`'s (firebase mode, --production) rather than `npm run build`'s, or ''.
 * A deploy's function has no demo seed (functions/build.mjs) and its pages do not load /local-env.js (web/src/root.tsx),
 * so the emulator would answer "Cannot find module demo-seed.js" and the pages would look for Firestore.
 */
function productionBuild() {
  const stamp = path.join(webDist, STAMP_FILE);
  if (fs.existsSync(stamp) || fs.existsSync(path.join(path.dirname(functionsLib), STAMP_FILE))) {
    return 'stamped by `npm run deploy`';
  }
  if (!fs.existsSync(path.join(path.dirname(functionsLib), 'demo-seed.js'))) {
    return 'the function has no demo seed';
  }
  if (!fs.readFileSync(path.join(webDist, 'index.html'), 'utf8').includes('/local-env.js')) {
    return 'the pages were built for firebase mode';
  }
  return '';
}
const { hosting, functions, auth, hub, logging, eventarc, tasks } = ports;
try {
  await checkPortsFree(
    {
      hosting,
      functions,
      auth,
      hub,
      logging,
      eventarc,
      tasks,
      smtp,
      mailWeb,
      ...(dev ? { vite: vitePort, devApi: devApiPort } : {}),
    },
    offset,
  );
} catch (err) {
  fail(err.message);
}

// ---- prepare -------------------------------------------------------------------------------------------------
const children = new Set();
let shuttingDown = false;

/**
 * A long-lived child of the stack (a Node script): it gets an IPC channel and lib/exit-with-parent.cjs, so it ends
 * with this script however this script ends (a SIGKILL included: decision 053).
 */
function spawnChild(name, script, args, { stdio = 'inherit', ...options } = {}) {
  const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT, script, ...args], {
    ...options,
    stdio: withIpc(stdio),
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!shuttingDown) {
      console.error(
        `[start] ${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the stack.`,
      );
      void shutdown(1);
    }
  });
  return child;
}

if (dev) {
  log('Building the function (functions/lib)...');
  const code = await new Promise((resolve) => {
    const b = spawn(process.execPath, ['build.mjs'], { cwd: path.join(ROOT, 'functions'), stdio: 'inherit' });
    b.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) fail('The function does not build; fix the errors above.');
}

fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'functions', '.env.local'),
  '# Written by scripts/start.mjs. The functions emulator only; deploys ignore this file.\nAPI_MODE=local\n',
);

prepareHostingDir({
  hostingDir,
  runtimeEnv: { authEmulatorUrl },
  placeholder: `<p>In dev mode the SPA is served by Vite: <a href="http://localhost:${vitePort}/">http://localhost:${vitePort}/</a></p>`,
});
const configFile = writeFirebaseConfig({ kind: 'local', offset, hostingPublic: hostingDir });

// ---- run -----------------------------------------------------------------------------------------------------
const firebaseStdio = childStdio(process.env.STACK_LOG_FILE, log);
// The mail catcher: every email the function sends lands in its web inbox (and its REST API, which the journeys read).
log(`Starting the mail catcher (maildev): SMTP ${smtp}, web inbox ${mailInboxUrl}`);
spawnChild(
  'maildev',
  path.join(ROOT, 'node_modules', 'maildev', 'bin', 'maildev'),
  [
    '--smtp',
    String(smtp),
    '--web',
    String(mailWeb),
    '--ip',
    HOST,
    '--web-ip',
    HOST,
    // Each stack keeps its own mail (maildev's default folder is shared by every stack on the machine).
    '--mail-directory',
    path.join(ROOT, '.tmp', `stack-${offset}`, 'mail'),
    '--silent',
  ],
  { cwd: ROOT, stdio: firebaseStdio },
);
// What the function reads from its environment, in the emulator and in dev's API process alike.
const functionEnv = {
  DATA_DIR: dataDir,
  SITE_URL: siteUrl,
  STACK_PORT_OFFSET: String(offset),
  // Mail goes to the catcher; the practice's inbox is a placeholder address unless NOTIFY_EMAIL says otherwise.
  SMTP_HOST: HOST,
  SMTP_PORT: String(smtp),
  SMTP_SECURE: 'off',
  SMTP_USER: '',
  MAIL_FROM: '36x Advisory <no-reply@36x-advisory.test>',
  NOTIFY_EMAIL: process.env.NOTIFY_EMAIL || 'enquiries@36x-advisory.test',
  // The write and sign-in limits (README, decision 013), when set: bench:api raises them for its run.
  ...Object.fromEntries(
    ['RATE_LIMIT_PER_MINUTE', 'PUBLIC_WRITES_PER_MINUTE']
      .filter((k) => process.env[k])
      .map((k) => [k, process.env[k]]),
  ),
};
log(`Starting the Firebase emulators (auth, functions, hosting) on offset ${offset}; data in ${dataDir}`);
const emulators = startEmulators({
  only: 'auth,functions,hosting',
  configFile,
  stdio: firebaseStdio,
  env: functionEnv,
  // A SIGKILL of this script takes the CLI and its function workers with it (lib/exit-with-parent.cjs).
  exitWithParent: true,
});
emulators.child.on('exit', (code, signal) => {
  if (!shuttingDown) {
    console.error(
      `[start] firebase emulators stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the stack.`,
    );
    void shutdown(1);
  }
});

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  log('Stopping...');
  for (const child of children) child.kill('SIGTERM');
  await emulators.stop({ timeoutMs: 30_000, log: (m) => console.error(`[start] ${m}`) });
  log('Stopped.');
  process.exit(code);
}
onStopSignals(shutdown);

try {
  await waitForStack({ ports, running: emulators.running, healthy: (body) => body.includes('"ok"') });
} catch (err) {
  console.error(`[start] The stack did not come up: ${err.message}`);
  await shutdown(1);
}

if (dev) {
  spawnChild('functions build --watch', 'build.mjs', ['--watch'], {
    cwd: path.join(ROOT, 'functions'),
  });
  // The API Vite proxies to: the built function in plain Node workers, a new one taking over after each rebuild, so an API
  // edit answers in seconds (scripts/dev-api.mjs says why not through the emulator's reload).
  spawnChild('dev api', path.join(ROOT, 'scripts', 'dev-api.mjs'), [], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...functionEnv,
      DEV_API_PORT: String(devApiPort),
      FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    },
  });
  spawnChild(
    'vite',
    path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
    ['--port', String(vitePort), '--strictPort', '--host', HOST],
    {
      cwd: path.join(ROOT, 'web'),
      env: {
        ...process.env,
        VITE_AUTH_EMULATOR_URL: authEmulatorUrl,
        API_PROXY_TARGET: `http://${HOST}:${devApiPort}`,
      },
    },
  );
  await waitForHttp(`http://${HOST}:${vitePort}/`, { timeoutMs: 60_000 }).catch(() => {});
}

const line = '─'.repeat(78);
const pad = (s, n) => s.padEnd(n);
console.log(`
${line}
  36x local stack is ready  (local mode: Firebase Auth, Functions, Hosting emulators; SQLite)

  Site         ${dev ? `http://localhost:${vitePort}   (Vite, hot reload)\n  Built site   ` : ''}${siteUrl}
  API          ${siteUrl}/api/health
  Staff login  ${dev ? `http://localhost:${vitePort}` : siteUrl}/login
  Data         ${dataDir}   (SQLite file and uploads/; kept across restarts)
  Mail inbox   ${mailInboxUrl}   (maildev: every email the site sends; SMTP ${smtp})

  Demo staff accounts (local mode only; never in production):
${DEMO_STAFF.map((a) => `    ${pad(a.username, 8)} / ${pad(a.password, 18)} role ${a.role}`).join('\n')}

  WARNING: local mode is for development only. The Auth emulator accepts unsigned
  tokens, so every port listens on ${HOST} (loopback) only. Do not expose it.

  Ports: hosting ${ports.hosting}, functions ${ports.functions}, auth ${ports.auth}, hub ${ports.hub}, logging ${ports.logging}, smtp ${smtp}, mail ${mailWeb}${dev ? `, dev API ${devApiPort}` : ''}
  Press Ctrl-C to stop.
${line}
`);
