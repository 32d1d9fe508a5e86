#!/usr/bin/env node
// The security rules tests as `npm test` runs them (ARCHITECTURE §8).
//
// They need the OFFICIAL Firestore and Storage emulators: Java programs that firebase-tools downloads on first use and
// that need Java 21 or later. This script checks, in a few seconds and without downloading anything, whether they can
// start here; if so it runs `npm run test:rules` (the rules tests, plus the Store contract on the official Firestore
// emulator) and exits with its status; if not it prints ONE line saying they were skipped and why, and exits 0.
// With REQUIRE_RULES_TESTS=1 (CI) a skip is an error instead.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const MIN_JAVA = 21;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function javaMajorVersion() {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (r.error) return { error: r.error.code === 'ENOENT' ? 'no Java is installed' : `java -version failed (${r.error.message})` };
  const text = `${r.stderr ?? ''}${r.stdout ?? ''}`;
  const m = text.match(/version "(\d+)(?:\.(\d+))?/);
  if (!m) return { error: `could not read the Java version from: ${text.split('\n')[0]}` };
  return { major: m[1] === '1' ? Number(m[2]) : Number(m[1]) };
}

/** The emulator jars this firebase-tools wants, where it caches them, and where it downloads them from. */
function emulatorJars() {
  const info = JSON.parse(
    fs.readFileSync(path.join(path.dirname(require.resolve('firebase-tools/package.json')), 'lib/emulator/downloadableEmulatorInfo.json'), 'utf8'),
  );
  const cacheDir = process.env.FIREBASE_EMULATORS_PATH || path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  return ['firestore', 'storage'].map((name) => {
    const d = info[name];
    const file = path.join(cacheDir, d.downloadPathRelativeToCacheDir);
    const cached = fs.existsSync(file) && fs.statSync(file).size === d.expectedSize;
    return { name, file, cached, remoteUrl: d.remoteUrl };
  });
}

async function reachable(url) {
  try {
    const res = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5_000) });
    return res.ok ? null : `HTTP ${res.status}`;
  } catch (err) {
    return err?.cause?.code ?? err?.name ?? String(err);
  }
}

async function whyNot() {
  if (process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_STORAGE_EMULATOR_HOST) return null; // already running
  const java = javaMajorVersion();
  if (java.error) return `${java.error}; the official Firestore and Storage emulators need Java ${MIN_JAVA}+`;
  if (java.major < MIN_JAVA) {
    return `the official Firestore and Storage emulators need Java ${MIN_JAVA}+ and this machine has Java ${java.major}`;
  }
  for (const jar of emulatorJars().filter((j) => !j.cached)) {
    const problem = await reachable(jar.remoteUrl);
    if (problem) return `the ${jar.name} emulator is not cached (${jar.file}) and cannot be downloaded (${problem})`;
  }
  return null;
}

const reason = await whyNot();
if (reason) {
  const line = `Security rules tests SKIPPED: ${reason}. Run \`npm run test:rules\` on a machine with Java ${MIN_JAVA} and network (CI does).`;
  if (process.env.REQUIRE_RULES_TESTS === '1') {
    console.error(`${line.replace('SKIPPED', 'CANNOT RUN')} REQUIRE_RULES_TESTS=1, so this is a failure.`);
    process.exit(1);
  }
  console.log(line);
  process.exit(0);
}

const alreadyRunning = process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const child = alreadyRunning
  ? spawn('npm', ['run', 'test:rules:run'], { cwd: root, stdio: 'inherit' })
  : spawn('npm', ['run', 'test:rules'], { cwd: root, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
