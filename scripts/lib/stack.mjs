// Shared by scripts/start.mjs, scripts/test.mjs and playwright.config.ts: ports, the generated Firebase config,
// the hosting folder of a local stack, and small process helpers. See docs/decisions/003-generated-firebase-config.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-36x';
export const HOST = '127.0.0.1';
export const FIREBASE_BIN = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

/** Default emulator ports (firebase-tools' own defaults); a stack at offset o adds o to each. */
const BASE_PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  hub: 4400,
  logging: 4500,
  // Started by the functions emulator by itself; pinned so two stacks never race for them.
  eventarc: 9299,
  tasks: 9499,
  // Only for `npm run emulators` (firebase mode, official Java emulators).
  firestore: 8080,
  storage: 9199,
};

/** The other ports of a local stack, beside the emulators' (scripts/start.mjs); also + offset. */
const OTHER_PORTS = {
  devApi: 5002, // npm run dev: scripts/dev-api.mjs
  vite: 5173, // npm run dev
  smtp: 1025, // maildev
  mailWeb: 1080, // maildev's inbox and REST API
};

/**
 * Ports that browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports", as listed in
 * node_modules/undici/lib/web/fetch/constants.js): a stack with one of them would wait minutes for an answer
 * that never comes.
 */
export const REFUSED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
  109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
  526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** Every port a stack at this offset may open (emulators, dev servers, mail catcher), by name. */
export function allStackPorts(offset) {
  const ports = { ...BASE_PORTS, ...OTHER_PORTS };
  return Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, v + offset]));
}

/**
 * How far apart two stacks' offsets must be: hosting, functions and the dev API are 5000, 5001 and 5002 + offset,
 * so offsets 1 or 2 apart share ports.
 */
export const OFFSET_SPAN = 3;

/**
 * Reads a port offset (STACK_PORT_OFFSET, E2E_PORT_OFFSET, TEST_PORT_OFFSET, RULES_PORT_OFFSET): a whole number from
 * 0 to 499 that puts no port of the stack on one browsers refuse. Throws a message with the reason.
 */
export function parseOffset(raw, fallback = 0, name = 'STACK_PORT_OFFSET') {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 499) {
    throw new Error(`${name} must be a whole number from 0 to 499 (got "${raw}")`);
  }
  const refused = Object.entries(allStackPorts(n)).filter(([, port]) => REFUSED_PORTS.has(port));
  if (refused.length > 0) {
    const which = refused.map(([k, port]) => `${k} ${port}`).join(', ');
    throw new Error(
      `${name}=${n} puts ${which} on a port that browsers and Node's fetch refuse to connect to; ` +
        'pick another offset (58 to 61 are the ones that do this)',
    );
  }
  return n;
}

/** A stack script's `[tag] ...` log lines and its fail: the reason alone on stderr, then exit 1. */
export function scriptLog(tag) {
  return {
    log: (msg = '') => console.log(`[${tag}] ${msg}`),
    fail(message) {
      console.error(`\n[${tag}] ${message}\n`);
      process.exit(1);
    },
  };
}

/** STACK_PORT_OFFSET for a script that starts a stack; a refused one ends the script through `fail`, with the reason. */
export function stackOffsetOrFail(fail) {
  try {
    return parseOffset(process.env.STACK_PORT_OFFSET);
  } catch (err) {
    return fail(err.message);
  }
}

/**
 * Which stacks could be holding `port` besides the one at `offset`: for each port name, the offset whose port of that
 * name it is. Offsets closer than OFFSET_SPAN always share one; a few far ones do too (auth 9099 + 100 is storage 9199).
 */
export function offsetsUsingPort(port, offset) {
  const found = [];
  for (const [name, base] of Object.entries({ ...BASE_PORTS, ...OTHER_PORTS })) {
    const other = port - base;
    if (other !== offset && other >= 0 && other <= 499) found.push({ offset: other, name });
  }
  return found;
}

export function stackPorts(offset) {
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([k, v]) => [k, v + offset]));
}

/** The local mail catcher (maildev) of `npm start`: SMTP and its web inbox/API. Not Firebase emulators. */
export function mailPorts(offset) {
  return { smtp: 1025 + offset, mailWeb: 1080 + offset };
}

/**
 * Writes `<root>/.firebase.<kind>.<offset>.json`: firebase.json with this stack's emulator ports (all on
 * loopback) and, when given, another hosting folder. Firebase resolves every path in a config relative to the
 * config file, so it lives at the root beside firebase.json. Gitignored.
 */
export function writeFirebaseConfig({ kind, offset, hostingPublic }) {
  const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const ports = stackPorts(offset);
  const emulators = { ...base.emulators, ui: { enabled: false }, singleProjectMode: true };
  for (const [name, port] of Object.entries(ports)) emulators[name] = { host: HOST, port };
  const config = { ...base, emulators };
  if (hostingPublic) config.hosting = { ...base.hosting, public: path.relative(ROOT, hostingPublic) };
  if (config.hosting) config.hosting = withEmulatorsInCsp(config.hosting, kind, ports);
  const file = path.join(ROOT, `.firebase.${kind}.${offset}.json`);
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * The site's Content-Security-Policy (firebase.json, common/src/security-headers.ts) lets the browser reach Firebase's
 * servers only; a local stack's browser talks to its emulators on loopback instead: Auth (both kinds), and Firestore
 * and Storage in firebase mode (`npm run emulators`). Those addresses are added to this stack's copy of the header.
 */
export function withEmulatorsInCsp(hosting, kind, ports) {
  const at = (port) => `http://${HOST}:${port}`;
  const connect =
    kind === 'firebase' ? [at(ports.auth), at(ports.firestore), at(ports.storage)] : [at(ports.auth)];
  const images = kind === 'firebase' ? [at(ports.storage)] : [];
  const add = (policy, directive, sources) =>
    sources.length === 0
      ? policy
      : policy.replace(new RegExp(`(^|; )${directive} ([^;]*)`), `$1${directive} $2 ${sources.join(' ')}`);
  return {
    ...hosting,
    headers: (hosting.headers ?? []).map((rule) => ({
      ...rule,
      headers: rule.headers.map((h) =>
        h.key === 'Content-Security-Policy'
          ? { ...h, value: add(add(h.value, 'connect-src', connect), 'img-src', images) }
          : h,
      ),
    })),
  };
}

/** The built site: prerendered pages and assets (web/scripts/build.mjs). */
export const WEB_DIST = path.join(ROOT, 'web', 'dist', 'client');

/**
 * Fills `hostingDir` with a copy of the built site and a `/local-env.js` that sets `window.__36X_ENV__ = runtimeEnv`
 * (read by web/src/lib/env.ts: authEmulatorUrl, firestoreEmulatorHost; the pages of a local build load it, see
 * web/src/root.tsx). One build thus serves stacks on any port offset, and a rebuild never changes a running stack
 * under its feet. Without a build (npm run dev), index.html is `placeholder` (the site then comes from Vite).
 */
export function prepareHostingDir({ hostingDir, runtimeEnv, placeholder = '' }) {
  fs.rmSync(hostingDir, { recursive: true, force: true });
  fs.mkdirSync(hostingDir, { recursive: true });
  if (fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    fs.cpSync(WEB_DIST, hostingDir, { recursive: true });
  } else {
    fs.writeFileSync(
      path.join(hostingDir, 'index.html'),
      `<!doctype html><meta charset="utf-8"><title>36x</title>${placeholder}\n`,
    );
  }
  fs.writeFileSync(
    path.join(hostingDir, 'local-env.js'),
    `window.__36X_ENV__ = ${JSON.stringify(runtimeEnv)};\n`,
  );
}

/**
 * Resolves when nothing listens on host:port; rejects with a message naming the port and the stacks (offsets) that
 * use it otherwise.
 */
export function checkPortFree(port, name, { host = HOST, offset } = {}) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err) => {
      if (err.code !== 'EADDRINUSE') {
        reject(new Error(`Port ${port} (${name}) on ${host} cannot be opened (${err.code}).`));
        return;
      }
      reject(new Error(portInUseMessage(port, name, offset)));
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()));
  });
}

/** Why a port of this stack may be taken: a stack on this offset, or a nearby one that uses it for something else. */
export function portInUseMessage(port, name, offset) {
  const head = `Port ${port} (${name}) on ${HOST} is already in use.`;
  if (offset === undefined) return `${head} Stop what holds it, or pick another port offset.`;
  const near = offsetsUsingPort(port, offset).filter((o) => Math.abs(o.offset - offset) < OFFSET_SPAN);
  const far = offsetsUsingPort(port, offset).filter((o) => Math.abs(o.offset - offset) >= OFFSET_SPAN);
  const others = [...near, ...far].map((o) => `offset ${o.offset} (its ${o.name})`);
  return (
    `${head} It may be another stack on offset ${offset}` +
    (others.length ? `, or a stack on ${others.slice(0, 4).join(', ')}` : '') +
    ', or another program. ' +
    (near.length
      ? `Offsets closer than ${OFFSET_SPAN} apart share ports (hosting, functions and the dev API are 5000, 5001 and 5002 + offset): `
      : '') +
    'stop it, or pick an offset at least ' +
    `${OFFSET_SPAN} away from every running stack's.`
  );
}

export async function checkPortsFree(ports, offset) {
  for (const [name, port] of Object.entries(ports)) await checkPortFree(port, name, { offset });
}

/**
 * A test layer's `firebase emulators:exec` on its own port offset (the unit layer's Auth emulator, the rules suite's
 * official emulators): reads the offset from `offsetVar` (default `fallback`), checks that the `only` emulators' ports
 * and the hub's and logging's are free, writes the layer's firebase config, and answers the offset and the arguments
 * for node that run `command` inside the emulators (`extra` before it). Throws with the reason when the offset is not
 * a usable one or a port is taken.
 */
export async function emulatorsExec({ kind, offsetVar, fallback, only, command, extra = [] }) {
  const offset = parseOffset(process.env[offsetVar], fallback, offsetVar);
  const ports = stackPorts(offset);
  await checkPortsFree(
    Object.fromEntries([...only, 'hub', 'logging'].map((name) => [name, ports[name]])),
    offset,
  );
  const config = writeFirebaseConfig({ kind, offset });
  const args = [FIREBASE_BIN, 'emulators:exec', '--only', only.join(','), '--project', PROJECT_ID];
  return { offset, args: [...args, '--config', config, ...extra, command] };
}

/** Polls url until accept(response) is true; throws after timeoutMs or when shouldStop() says so. */
export async function waitForHttp(
  url,
  { timeoutMs = 120_000, accept = (r) => r.ok, shouldStop = () => false } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (shouldStop()) throw new Error(`gave up waiting for ${url}: the emulators exited`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      const body = await res.text();
      if (await accept(res, body)) return body;
      last = `${res.status} ${body.slice(0, 200)}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}

/** How many function workers (and so requests at once) a local Functions emulator runs: decision 053. */
export const EMULATOR_WORKERS = 2;

/** Environment for the Firebase CLI: no update check (offline machines), the demo project. */
export function firebaseEnv(extra = {}) {
  return {
    ...process.env,
    NO_UPDATE_NOTIFIER: '1',
    // The functions emulator reads GCLOUD_PROJECT for firebase-admin; a demo- project never reaches Google.
    GCLOUD_PROJECT: PROJECT_ID,
    // The functions emulator loads the bundle to find its functions, 10 s at most by default: on a busy machine that
    // failed now and then ("User code failed to load ... Timeout after 10000"). 60 s, unless set.
    // The same timeout bounds a worker's start (RuntimeWorker.waitForSocketReady): at load 30 one worker took longer.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT || '120',
    // The functions emulator runs one request per worker process and starts a new worker whenever none is idle, up to
    // this many requests at once (its work queue, FUNCTIONS_EMULATOR_PARALLEL, default 50; maxInstances is ignored).
    // 50 cold starts at once on two cores never finish (decision 053): two workers, the rest wait in its queue.
    FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL || String(EMULATOR_WORKERS),
    ...extra,
  };
}

/**
 * Runs a command to completion with inherited output; resolves with its exit code (a signal counts as failure).
 * A terminal's Ctrl-C reaches the child by itself (same process group), so SIGINT is not forwarded (the Firebase CLI
 * treats a second SIGINT as "force exit"); SIGTERM is.
 */
export function run(cmd, args, { cwd = ROOT, env = process.env, label } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: 'inherit' });
    const ignore = () => {};
    const forward = (sig) => child.kill(sig);
    process.on('SIGINT', ignore);
    process.on('SIGTERM', forward);
    child.on('error', (err) => {
      console.error(`${label ?? cmd}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', ignore);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
