// The lifecycle of a Firebase emulators process, in one place: start it, wait until the site and the API answer,
// stop it exactly once, and never leave it holding the ports. Used by scripts/start.mjs (local mode) and
// scripts/emulators-firebase.mjs (firebase mode, official suite).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { FIREBASE_BIN, HOST, PROJECT_ID, ROOT, firebaseEnv, waitForHttp } from './stack.mjs';

/** `node --require` this into a child spawned with withIpc(stdio): it ends when the spawning script does. */
export const EXIT_WITH_PARENT = path.join(ROOT, 'scripts', 'lib', 'exit-with-parent.cjs');

/** A spawn stdio with an IPC channel added (lib/exit-with-parent.cjs listens on it). */
export function withIpc(stdio = 'inherit') {
  const three = Array.isArray(stdio) ? stdio.slice(0, 3) : [stdio, stdio, stdio];
  return [...three, 'ipc'];
}

/** stdio for a child: the terminal, or a log file when STACK_LOG_FILE (or `file`) names one. */
export function childStdio(file = process.env.STACK_LOG_FILE, log = console.log) {
  if (!file) return 'inherit';
  const logFile = path.resolve(file);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = fs.openSync(logFile, 'w');
  log(`Emulator output goes to ${logFile}`);
  return ['ignore', fd, fd];
}

/**
 * Starts `firebase emulators:start --only <only>` with a generated config. Own process group (detached): a terminal's
 * Ctrl-C reaches only the calling script, which asks the CLI to stop exactly once (the CLI treats a second signal as
 * "force exit" and may leave its workers behind, or skip the export).
 */
export function startEmulators({
  only,
  configFile,
  env = {},
  extraArgs = [],
  stdio = 'inherit',
  exitWithParent = false,
}) {
  // To a terminal, the output goes through quietNoise (below); a log file gets all of it.
  const toTerminal = stdio === 'inherit';
  const childStdio = toTerminal ? ['ignore', 'pipe', 'pipe'] : stdio;
  const child = spawn(
    process.execPath,
    [
      ...(exitWithParent ? ['--require', EXIT_WITH_PARENT] : []),
      FIREBASE_BIN,
      'emulators:start',
      '--only',
      only,
      '--project',
      PROJECT_ID,
      '--config',
      configFile,
      ...extraArgs,
    ],
    {
      cwd: ROOT,
      detached: true,
      stdio: exitWithParent ? withIpc(childStdio) : childStdio,
      env: firebaseEnv({
        ...(toTerminal && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
        ...(exitWithParent ? { EXIT_WITH_PARENT: 'group' } : {}),
        ...env,
      }),
    },
  );
  if (toTerminal) {
    quietNoise(child.stdout, process.stdout);
    quietNoise(child.stderr, process.stderr);
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  const killGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  // Last resort (an exception in the calling script): never leave emulators or their workers holding the ports.
  process.on('exit', killGroup);
  return {
    child,
    running,
    /**
     * SIGINT once, then SIGKILL to whatever is left of the group: after timeoutMs if the CLI has not exited, and in any
     * case once it has. The functions emulator's workers (functionsEmulatorRuntime, ~150 MB each, holding app.sqlite)
     * are in the CLI's group and outlive a CLI that crashed, was killed or exited first, so the group is killed
     * whatever state the CLI is in.
     */
    async stop({ timeoutMs = 30_000, log = console.error } = {}) {
      if (running()) {
        child.kill('SIGINT');
        const stopped = await new Promise((resolve) => {
          const timer = setTimeout(() => resolve(false), timeoutMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve(true);
          });
        });
        if (!stopped)
          log(`The emulators did not stop within ${Math.round(timeoutMs / 1000)} s; killing them.`);
      }
      killGroup();
    },
  };
}

/**
 * Lines of the Firebase CLI's output that a developer can do nothing about, each with the reason it is dropped; every
 * other line passes unchanged.
 */
const NOISE = [
  // We turn the Emulator UI off ourselves (stack.mjs: ui.enabled false), so its absence is no news.
  /The Emulator UI is not starting/,
  // firebase-functions' discovery server, on a random port for a second while the CLI reads the function's exports.
  /^Serving at port \d+$/,
  // Stacks on different port offsets are meant to run side by side (stack.mjs); the CLI warns about any second one.
  /running multiple instances of the emulator suite/,
  // Offline machines (the local stack needs no network): the CLI's message of the day is not fetched.
  /Unable to fetch the CLI MOTD/,
];

function quietNoise(from, to) {
  readline.createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
    // eslint-disable-next-line no-control-regex -- colour codes, when the terminal has them
    const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
    if (!NOISE.some((re) => re.test(plain))) to.write(`${line}\n`);
  });
}

/** Calls `shutdown` once on SIGINT, SIGTERM or SIGHUP. */
export function onStopSignals(shutdown) {
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => void shutdown(0));
}

/**
 * Waits until Hosting serves the site, the functions emulator has loaded the `api` function (asked directly and
 * quietly: Hosting would log each 404), and /api/health answers through Hosting's rewrite as a browser asks it.
 * The first call starts the function (adapters, data, demo seed). `healthy` checks the health body.
 */
export async function waitForStack({ ports, running, healthy, firstTimeoutMs = 180_000 }) {
  const shouldStop = () => !running();
  const hostingUrl = `http://${HOST}:${ports.hosting}`;
  await waitForHttp(`${hostingUrl}/`, { timeoutMs: firstTimeoutMs, shouldStop });
  await waitForHttp(`http://${HOST}:${ports.functions}/${PROJECT_ID}/asia-south1/api/api/health`, {
    timeoutMs: 180_000,
    shouldStop,
    accept: (res) => res.status !== 404,
  });
  await waitForHttp(`${hostingUrl}/api/health`, {
    timeoutMs: 180_000,
    shouldStop,
    accept: (res, body) => res.ok && healthy(body),
  });
}
