#!/usr/bin/env node
// npm run lock:functions — writes functions/package-lock.json, the lockfile Cloud Build installs the deployed function
// from (`npm ci`; without one every deploy resolved fresh versions). npm workspaces keep only the root lockfile, so
// this makes the function's own: the function's direct dependencies at exactly the versions the root lockfile
// holds (what the tests ran), their dependencies resolved once by npm and then kept. `npm run deploy` refuses a
// missing lockfile, or one whose ranges no longer match functions/package.json (scripts/lib/deploy-plan.mjs).
// Run it after changing functions/package.json, and commit the result. Needs the npm registry.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FUNCTIONS_DEP_FIELDS } from './lib/deploy-plan.mjs';
import { ROOT } from './lib/stack.mjs';

const pkgFile = path.join(ROOT, 'functions', 'package.json');
const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
const rootLock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));

/** The version the workspace installed: functions/node_modules first (a copy of its own), then the root's. */
function installedVersion(name) {
  const entry =
    rootLock.packages[`functions/node_modules/${name}`] ?? rootLock.packages[`node_modules/${name}`];
  if (!entry?.version) {
    console.error(`[lock:functions] ${name} is not in package-lock.json: run \`npm install\` first.`);
    process.exit(1);
  }
  return entry.version;
}

const pinned = structuredClone(pkg);
for (const field of FUNCTIONS_DEP_FIELDS) {
  for (const name of Object.keys(pinned[field] ?? {})) pinned[field][name] = installedVersion(name);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), '36x-functions-lock-'));
try {
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pinned, null, 2)}\n`);
  console.log('[lock:functions] resolving the function’s dependencies (npm install --package-lock-only)...');
  execFileSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--workspaces=false'],
    { cwd: dir, stdio: 'inherit' },
  );
  const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  // The lock's root entry carries the real ranges of functions/package.json (npm ci compares the two).
  lock.name = pkg.name;
  for (const field of FUNCTIONS_DEP_FIELDS) {
    if (pkg[field]) lock.packages[''][field] = pkg[field];
  }
  fs.writeFileSync(path.join(ROOT, 'functions', 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  console.log('[lock:functions] wrote functions/package-lock.json');
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
