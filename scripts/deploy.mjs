#!/usr/bin/env node
// npm run deploy [-- --project <id|alias>] [`firebase deploy` options, e.g. --only firestore:rules,storage]
//
// Builds once for firebase mode and deploys Hosting (web/dist) and the `api` function (functions/lib, Node 22,
// asia-south1) together, with Firestore rules and indexes and Storage rules. README "Deploy to your Firebase
// project" has the one-time set-up this assumes.
//
// 1. The target project: --project, else the CLI's active project (`firebase use`). demo-* projects are refused.
// 2. Hosting and the function go together (scripts/lib/deploy-plan.mjs says why): an `--only` or `--except` that
//    ships one without the other is refused. Rules and indexes alone (`--only firestore:rules,firestore:indexes,storage`)
//    need no build and are allowed.
// 3. SITE_URL, from the function's dotenv files as `firebase deploy` uploads them (functions/.env, .env.<project-id>,
//    .env.<alias>), must be the site's public https origin: missing, blank or local (localhost, 127.0.0.1) is refused.
//    The web build gets the same value, so prerendered pages, the function's pages, the sitemap and robots.txt agree.
// 4. web/.env.firebase (from web/.env.firebase.example) must hold the web app's config for THAT project: a build
//    pointed at another project would deploy a site that reads someone else's Firestore.
// 5. functions/package-lock.json (npm run lock:functions) must match functions/package.json: Cloud Build installs
//    the function's dependencies from it with `npm ci`, so a deploy gets the versions that were tested.
// 6. The Firebase login can read the project (`firebase apps:list`), checked before building.
// 7. The site is built with `react-router build --mode firebase` (reads web/.env.firebase; public content from Firestore),
//    then the function (its build copies the site's server bundle into lib/ssr, so this order). Both outputs get a stamp
//    (.deploy-build.json: build id, project, SITE_URL), and `firebase deploy` runs with the build id in
//    DEPLOY_BUILD_ID. firebase.json's predeploy hooks (scripts/predeploy-check.mjs) compare the two, so a bare
//    `firebase deploy`, or one after a local build, stops before uploading anything.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  BUILD_ID_ENV,
  STAMP_FILE,
  functionsEnvFiles,
  functionsLockProblem,
  makeStamp,
  parseEnv,
  planDeploy,
  splitProjectArg,
} from './lib/deploy-plan.mjs';
import { readDeployOutputs } from './lib/read-deploy-outputs.mjs';
import { FIREBASE_BIN, ROOT, run, scriptLog } from './lib/stack.mjs';

const { log, fail } = scriptLog('deploy');

const { requested, passThrough } = splitProjectArg(process.argv.slice(2));

function readRc() {
  try {
    return JSON.parse(fs.readFileSync(path.join(ROOT, '.firebaserc'), 'utf8'));
  } catch {
    return {};
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

// An alias (from .firebaserc) is passed on as given, so `firebase deploy` also uploads functions/.env.<alias>.
const alias = requested && readRc().projects?.[requested] ? requested : undefined;
const projectId = alias ? readRc().projects[alias] : (requested ?? activeProject());
const projectArg = alias ?? projectId;
if (!projectId || projectId.startsWith('demo-')) {
  fail(`"${projectId}" is a demo project (emulators only). Choose your project: \`npx firebase use --add\`.`);
}

function readEnvFile(file) {
  return fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
}

// ---- what ships, and SITE_URL -------------------------------------------------------------------------------------
const outputs = readDeployOutputs(ROOT);
const envFiles = functionsEnvFiles(projectId, alias);
const functionsEnv = Object.assign(
  {},
  ...envFiles.map((f) => readEnvFile(path.join(outputs.functionsSource, f))),
);
const plan = planDeploy({
  passThrough,
  siteUrl: functionsEnv.SITE_URL,
  projectId,
  envFile: `functions/.env.${projectId}`,
});
if (!plan.ok) fail(plan.message);

const deployArgs = ['deploy', '--project', projectArg, ...passThrough];
if (!plan.build) {
  log(`Nothing to build (neither Hosting nor the function is deployed): firebase ${deployArgs.join(' ')}`);
  process.exit(await run(process.execPath, [FIREBASE_BIN, ...deployArgs], { label: 'firebase deploy' }));
}

// ---- the function's lockfile: Cloud Build installs exactly these versions (npm ci) ---------------------------------
{
  const pkg = JSON.parse(fs.readFileSync(path.join(outputs.functionsSource, 'package.json'), 'utf8'));
  const lockFile = path.join(outputs.functionsSource, 'package-lock.json');
  const lock = fs.existsSync(lockFile) ? JSON.parse(fs.readFileSync(lockFile, 'utf8')) : undefined;
  const problem = functionsLockProblem(pkg, lock);
  if (problem) fail(problem);
}

// ---- the web app's config ---------------------------------------------------------------------------------------
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

// ---- the login and the project, before a minute of building ---------------------------------------------------------
// `firebase apps:list` needs what `firebase deploy` needs: a login (or GOOGLE_APPLICATION_CREDENTIALS) that can read
// this project. Without this check a missing login was found only after the build.
{
  log(`Checking the Firebase login and access to project ${projectId}...`);
  const r = spawnSync(
    process.execPath,
    [FIREBASE_BIN, 'apps:list', 'WEB', '--project', projectId, '--json'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    },
  );
  let answer;
  try {
    answer = JSON.parse(r.stdout);
  } catch {
    answer = { status: 'error', error: (r.stderr || r.stdout || `exit code ${r.status}`).trim() };
  }
  if (answer.status !== 'success') {
    fail(
      `The Firebase CLI cannot reach project "${projectId}": ${answer.error}\n` +
        'Sign in with `npx firebase login` (an account that is Owner or Editor of the project), check the project id ' +
        '(`npx firebase projects:list`), and run `npm run deploy` again. Nothing was built.',
    );
  }
}

// ---- build once, stamp, deploy -------------------------------------------------------------------------------------
const buildId = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
const webDist = outputs.hosting;
const functionsLib = outputs.functionsOutput;
// A failed build below must not leave an earlier deploy's stamps behind.
for (const dir of [webDist, functionsLib]) fs.rmSync(path.join(dir, STAMP_FILE), { force: true });

log(`Building the SPA for firebase mode (project ${projectId}, SITE_URL ${plan.siteUrl})...`);
const webCode = await run(
  process.execPath,
  [path.join(ROOT, 'web', 'scripts', 'build.mjs'), '--mode', 'firebase'],
  {
    cwd: path.join(ROOT, 'web'),
    // SITE_URL: absolute canonical and Open Graph URLs in the prerendered pages, robots.txt's Sitemap line.
    env: { ...process.env, VITE_CONTENT_SOURCE: 'firestore', SITE_URL: plan.siteUrl },
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
const stamp = `${JSON.stringify(makeStamp({ buildId, projectId, siteUrl: plan.siteUrl, envFiles }), null, 2)}\n`;
for (const dir of [webDist, functionsLib]) fs.writeFileSync(path.join(dir, STAMP_FILE), stamp);

log(`firebase ${deployArgs.join(' ')} (build ${buildId})`);
const code = await run(process.execPath, [FIREBASE_BIN, ...deployArgs], {
  env: { ...process.env, [BUILD_ID_ENV]: buildId },
  label: 'firebase deploy',
});
if (code === 0) log(`Done: ${plan.siteUrl} (also https://${projectId}.web.app)`);
process.exit(code);
