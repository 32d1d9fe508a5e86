// Can the OFFICIAL Firestore and Storage emulators start on this machine? They are Java programs that firebase-tools
// downloads on first use (into ~/.cache/firebase/emulators, or FIREBASE_EMULATORS_PATH) and that need Java 21+.
// Used by scripts/test-rules.mjs (skip the rules tests with one line) and scripts/emulators-firebase.mjs (refuse with
// the reason). Answers in a few seconds at most and never downloads anything.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

export const MIN_JAVA = 21;
/** scripts/test-rules.mjs exits with this when the emulators cannot start, so `npm test` reports the layer skipped. */
export const RULES_SKIPPED_EXIT_CODE = 78;
const require = createRequire(import.meta.url);

export function javaMajorVersion() {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (r.error)
    return {
      error: r.error.code === 'ENOENT' ? 'no Java is installed' : `java -version failed (${r.error.message})`,
    };
  const text = `${r.stderr ?? ''}${r.stdout ?? ''}`;
  const m = text.match(/version "(\d+)(?:\.(\d+))?/);
  if (!m) return { error: `could not read the Java version from: ${text.split('\n')[0]}` };
  return { major: m[1] === '1' ? Number(m[2]) : Number(m[1]) };
}

/** The emulator jars this firebase-tools wants, where it caches them and where it downloads them from. */
export function emulatorJars(names = ['firestore', 'storage']) {
  const infoFile = path.join(
    path.dirname(require.resolve('firebase-tools/package.json')),
    'lib',
    'emulator',
    'downloadableEmulatorInfo.json',
  );
  const info = JSON.parse(fs.readFileSync(infoFile, 'utf8'));
  const cacheDir =
    process.env.FIREBASE_EMULATORS_PATH || path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  return names.map((name) => {
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

/** null when the official Firestore and Storage emulators can start here; otherwise why not, in one sentence. */
export async function whyOfficialEmulatorsCannotStart() {
  const java = javaMajorVersion();
  if (java.error) return `${java.error}; the official Firestore and Storage emulators need Java ${MIN_JAVA}+`;
  if (java.major < MIN_JAVA) {
    return `the official Firestore and Storage emulators need Java ${MIN_JAVA}+ and this machine has Java ${java.major}`;
  }
  for (const jar of emulatorJars().filter((j) => !j.cached)) {
    const problem = await reachable(jar.remoteUrl);
    if (problem)
      return `the ${jar.name} emulator is not cached (${jar.file}) and cannot be downloaded (${problem})`;
  }
  return null;
}
