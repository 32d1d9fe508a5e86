#!/usr/bin/env node
// firebase.json's predeploy hook for Hosting and for the function: `node scripts/predeploy-check.mjs hosting|functions`.
// The Firebase CLI runs it before uploading anything (from the repository root, with GCLOUD_PROJECT set); a non-zero
// exit stops the whole deploy.
//
// It passes only when `npm run deploy` (scripts/deploy.mjs) built web/dist and functions/lib in this same run, for
// firebase mode, for the project being deployed, with a public SITE_URL: the deploy script writes the same build id
// into both outputs (.deploy-build.json) and hands it down in DEPLOY_BUILD_ID. A bare `firebase deploy` has no id
// and is refused, whatever web/dist and functions/lib hold (a local build names http://localhost:5000 in its pages).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_ID_ENV, STAMP_FILE, localUrlsIn, parseEnv, stampProblems } from './lib/deploy-plan.mjs';
import { readDeployOutputs } from './lib/read-deploy-outputs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const outputs = readDeployOutputs(ROOT);
const WEB_DIST = outputs.hosting;
const FUNCTIONS = outputs.functionsSource;
const target = process.argv[2];
if (target !== 'hosting' && target !== 'functions') {
  console.error('usage: node scripts/predeploy-check.mjs hosting|functions');
  process.exit(2);
}

function readStamp(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, STAMP_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

const web = readStamp(WEB_DIST);
const functions = readStamp(outputs.functionsOutput);
const problems = stampProblems({
  buildId: process.env[BUILD_ID_ENV],
  projectId: process.env.GCLOUD_PROJECT,
  web,
  functions,
});

if (problems.length === 0 && target === 'hosting') {
  // The build's own output, where SITE_URL ends up: tags of the prerendered pages and robots.txt's Sitemap line.
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') || entry.name === 'robots.txt') files.push(full);
    }
  };
  walk(WEB_DIST);
  for (const file of files) {
    const local = localUrlsIn(fs.readFileSync(file, 'utf8'));
    if (local.length) {
      problems.push(`${path.relative(ROOT, file)} names a local address (${local.slice(0, 3).join(', ')}).`);
    }
  }
}

if (problems.length === 0 && target === 'functions') {
  // The dotenv files `firebase deploy` uploads now must still say the SITE_URL the web build was made with.
  const envFiles = functions.envFiles ?? ['.env', `.env.${functions.projectId}`];
  const env = Object.assign(
    {},
    ...envFiles.map((f) => {
      const file = path.join(FUNCTIONS, f);
      return fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
    }),
  );
  if ((env.SITE_URL ?? '').trim() !== functions.siteUrl) {
    problems.push(
      `functions/${envFiles.join(', functions/')} now say SITE_URL=${env.SITE_URL ?? '(none)'}, ` +
        `but the site was built with ${functions.siteUrl}. Run \`npm run deploy\` again.`,
    );
  }
}

if (problems.length) {
  console.error(`\n[predeploy ${target}] Not deploying:\n- ${problems.join('\n- ')}\n`);
  process.exit(1);
}
console.log(`[predeploy ${target}] build ${web.buildId} for ${web.projectId} (${web.siteUrl}): ok`);
