#!/usr/bin/env node
// The API for `npm run dev` (ARCH-DEV-2): the built function (functions/lib/index.js, the same `api` handler the
// emulator runs) served by a plain Node process, which `node --watch` restarts as soon as `build.mjs --watch` rewrites
// the bundle. Vite proxies /api here. Reloading through the Functions emulator instead (discovery in a child process,
// then a new worker) took 10-14 s a save on this machine and sometimes failed with its discovery timeout
// (docs/benchmarks.md, "Dev loop"). The emulators keep running beside it: Hosting and its /api rewrite serve the
// built site as in `npm start`, and the Auth emulator signs staff in for both.
//
// Started by scripts/start.mjs --dev with: DEV_API_PORT, FIREBASE_AUTH_EMULATOR_HOST, DATA_DIR, SITE_URL, SMTP_*.
// Like the emulators it listens on loopback only: local mode trusts the Auth emulator's unsigned tokens.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseEnv } from './lib/deploy-plan.mjs';
import { HOST, PROJECT_ID, ROOT } from './lib/stack.mjs';

const functionsDir = path.join(ROOT, 'functions');
// The function's dotenv files, as the emulator loads them (.env.local last: API_MODE=local, written by start.mjs).
for (const name of ['.env', '.env.local']) {
  const file = path.join(functionsDir, name);
  if (fs.existsSync(file)) Object.assign(process.env, parseEnv(fs.readFileSync(file, 'utf8')));
}
// What the Functions emulator gives a function: local mode is refused anywhere else (functions/src/config.ts), and
// firebase-admin needs the (demo) project.
process.env.FUNCTIONS_EMULATOR = 'true';
process.env.GCLOUD_PROJECT = PROJECT_ID;
process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: PROJECT_ID });

const port = Number(process.env.DEV_API_PORT);
if (!Number.isInteger(port) || port <= 0)
  throw new Error('DEV_API_PORT is not set (scripts/start.mjs --dev sets it)');

// The function's own copies (Express 5 lives in functions/node_modules), as the emulator resolves them.
const require = createRequire(path.join(functionsDir, 'package.json'));
const express = require('express');
const { api } = require(path.join(functionsDir, 'lib', 'index.js'));

const server = express();
server.disable('x-powered-by');
server.use((req, res) => api(req, res));
server.listen(port, HOST, () =>
  console.log(`[dev-api] the API at http://${HOST}:${port}/api (restarts on rebuild)`),
);
