#!/usr/bin/env node
// npm run deploy [-- --project <id|alias>] [any `firebase deploy` option, e.g. --only hosting]
//
// Builds for firebase mode and deploys everything firebase.json names: Hosting (web/dist), the `api` function
// (functions/lib, Node 22, asia-south1), Firestore rules and indexes, Storage rules. README "Deploy to your Firebase
// project" has the one-time set-up this assumes.
//
// 1. The target project: --project, else the CLI's active project (`firebase use`). demo-* projects are refused.
// 2. web/.env.firebase (from web/.env.firebase.example) must hold the web app's config for THAT project: a build
//    pointed at another project would deploy a site that reads someone else's Firestore.
// 3. The SPA is built with `vite build --mode firebase` (reads web/.env.firebase; public content from Firestore),
//    then the function (its build copies the SPA's shell, spa.html, so this order), then `firebase deploy`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FIREBASE_BIN, ROOT, run } from './lib/stack.mjs';

function fail(message) {
  console.error(`\n[deploy] ${message}\n`);
  process.exit(1);
}
const log = (m) => console.log(`[deploy] ${m}`);

const argv = process.argv.slice(2);
const at = argv.findIndex((a) => a === '--project' || a === '-P' || a.startsWith('--project='));
let requested;
if (at >= 0) requested = argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
const passThrough =
  at < 0 ? argv : argv.filter((_, i) => i !== at && (argv[at].includes('=') || i !== at + 1));

function resolveAlias(idOrAlias) {
  try {
    const rc = JSON.parse(fs.readFileSync(path.join(ROOT, '.firebaserc'), 'utf8'));
    return rc.projects?.[idOrAlias] ?? idOrAlias;
  } catch {
    return idOrAlias;
  }
}

function activeProject() {
  const r = spawnSync(process.execPath, [FIREBASE_BIN, 'use', '--json'], { cwd: ROOT, encoding: 'utf8' });
  try {
    const out = JSON.parse(r.stdout);
    if (out.status === 'success' && typeof out.result === 'string') return out.result;
    fail(
      `The Firebase CLI has no active project here (${out.error ?? 'unknown'}). Run \`npx firebase login\`, then \`npx firebase use --add\`.`,
    );
  } catch {
    fail(`Could not ask the Firebase CLI for the active project: ${r.stderr || r.stdout}`);
  }
}

const projectId = requested ? resolveAlias(requested) : activeProject();
if (!projectId || projectId.startsWith('demo-')) {
  fail(`"${projectId}" is a demo project (emulators only). Choose your project: \`npx firebase use --add\`.`);
}

// ---- the web app's config ---------------------------------------------------------------------------------------
function readEnvFile(file) {
  if (!fs.existsSync(file)) return {};
  const out = {};
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/);
    if (m) out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}
const webEnv = {
  ...readEnvFile(path.join(ROOT, 'web', '.env.firebase')),
  ...readEnvFile(path.join(ROOT, 'web', '.env.firebase.local')),
};
const required = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
];
const missing = required.filter((k) => !webEnv[k]);
if (missing.length) {
  fail(
    `web/.env.firebase lacks ${missing.join(', ')}.\n` +
      'Copy web/.env.firebase.example to web/.env.firebase and fill it from the Firebase console:\n' +
      'Project settings > General > Your apps > (web app) > SDK setup and configuration > Config.',
  );
}
if (webEnv.VITE_FIREBASE_PROJECT_ID !== projectId) {
  fail(
    `web/.env.firebase is for project "${webEnv.VITE_FIREBASE_PROJECT_ID}", but you are deploying to "${projectId}".`,
  );
}
const functionsEnv = readEnvFile(path.join(ROOT, 'functions', `.env.${projectId}`));
if (!functionsEnv.SITE_URL) {
  log(
    `Note: functions/.env.${projectId} has no SITE_URL; share tags and the sitemap will use the default. ` +
      `Add SITE_URL=https://${projectId}.web.app (or your domain) there.`,
  );
}

// ---- build and deploy ----------------------------------------------------------------------------------------------
log(`Building the SPA for firebase mode (project ${projectId})...`);
const webCode = await run(
  process.execPath,
  [path.join(ROOT, 'web', 'scripts', 'build.mjs'), '--mode', 'firebase'],
  {
    cwd: path.join(ROOT, 'web'),
    // SITE_URL: absolute canonical and Open Graph URLs in the prerendered pages.
    env: { ...process.env, VITE_CONTENT_SOURCE: 'firestore', SITE_URL: functionsEnv.SITE_URL ?? '' },
    label: 'web build',
  },
);
if (webCode !== 0) fail('The SPA does not build.');
log('Building the function...');
// --production: no demo seed file in lib/ (functions/build.mjs), so nothing of the demo accounts is uploaded.
if (
  (await run('npm', ['run', 'build', '-w', 'functions', '--', '--production'], {
    label: 'functions build',
  })) !== 0
) {
  fail('The function does not build.');
}
log(`firebase deploy --project ${projectId} ${passThrough.join(' ')}`);
const code = await run(process.execPath, [FIREBASE_BIN, 'deploy', '--project', projectId, ...passThrough], {
  label: 'firebase deploy',
});
if (code === 0) log(`Done: https://${projectId}.web.app`);
process.exit(code);
