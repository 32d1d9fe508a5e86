#!/usr/bin/env node
// The API for `npm run dev` (ARCH-DEV-2): the built function (functions/lib/index.js, the same `api` handler the
// emulator runs) served by plain Node processes. Vite proxies /api to this process, which forwards each request to a
// worker; when `build.mjs --watch` rewrites the bundle it starts a new worker, warms it (one /api/health), then sends
// requests to it and stops the old one. So an API edit answers in seconds and no request fails in between.
// Reloading through the Functions emulator instead (discovery in a child process, then a new worker) took 10-14 s
// a save here and sometimes failed with its discovery timeout (docs/benchmarks.md, "Dev loop"). The emulators keep
// running beside it: Hosting and its /api rewrite serve the built site as in `npm start`, and the Auth emulator signs
// staff in for both.
//
// Started by scripts/start.mjs --dev with: DEV_API_PORT, FIREBASE_AUTH_EMULATOR_HOST, DATA_DIR, SITE_URL, SMTP_*.
// Like the emulators it listens on loopback only: local mode trusts the Auth emulator's unsigned tokens.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from './lib/deploy-plan.mjs';
import { HOST, PROJECT_ID, ROOT } from './lib/stack.mjs';

const functionsDir = path.join(ROOT, 'functions');
const bundle = path.join(functionsDir, 'lib', 'index.js');
const log = (m) => console.log(`[dev-api] ${m}`);

if (process.env.DEV_API_WORKER === '1') {
  // ---- worker: one load of the bundle, on a port of its own ------------------------------------------------------
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
  // The function's own copies (Express 5 lives in functions/node_modules), as the emulator resolves them.
  const require = createRequire(path.join(functionsDir, 'package.json'));
  const express = require('express');
  const { api } = require(bundle);
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res) => api(req, res));
  const server = app.listen(0, HOST, () => process.send({ port: server.address().port }));
  // The front gone (stopped, or killed with the stack): nothing else would stop this worker.
  process.on('disconnect', () => process.exit(0));
} else {
  // ---- front: the stable port Vite proxies to ---------------------------------------------------------------------
  const port = Number(process.env.DEV_API_PORT);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error('DEV_API_PORT is not set (start.mjs --dev sets it)');
  let current = null; // { child, port }
  let starting = null;
  let again = false; // a rebuild landed while a worker was starting: start one more after it

  /** Starts a worker on the bundle as it is now; resolves once it has answered /api/health. */
  function startWorker() {
    return new Promise((resolve, reject) => {
      const child = fork(fileURLToPath(import.meta.url), [], {
        env: { ...process.env, DEV_API_WORKER: '1' },
        stdio: 'inherit',
      });
      child.once('exit', (code) => reject(new Error(`the worker exited (code ${code}) before it was ready`)));
      child.once('message', ({ port: workerPort }) => {
        http
          .get({ host: HOST, port: workerPort, path: '/api/health' }, (res) => {
            res.resume();
            res.on('end', () => resolve({ child, port: workerPort }));
          })
          .on('error', reject);
      });
    });
  }

  async function reload(why) {
    if (starting) {
      again = true;
      return;
    }
    const began = Date.now();
    starting = startWorker();
    try {
      const next = await starting;
      const old = current;
      current = next;
      next.child.removeAllListeners('exit');
      next.child.once('exit', (code) => {
        if (current !== next) return;
        current = null;
        log(`the worker stopped (code ${code}); starting another`);
        void reload('restart');
      });
      old?.child.kill('SIGTERM');
      log(`${why}: serving the new build (${((Date.now() - began) / 1000).toFixed(1)} s)`);
    } catch (err) {
      log(`${why}: the new build does not start (${err.message}); the previous one keeps serving`);
    } finally {
      starting = null;
    }
    if (again) {
      again = false;
      await reload('functions/lib/index.js changed again');
    }
  }

  const front = http.createServer((req, res) => {
    if (!current) {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'The dev API is starting; try again in a few seconds.' }));
      return;
    }
    const upstream = http.request(
      { host: HOST, port: current.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: `dev API: ${err.message}` }));
    });
    req.pipe(upstream);
  });

  // The build writes the bundle in one go; a short pause lets a burst of writes end first.
  let timer;
  fs.watch(path.dirname(bundle), (_event, name) => {
    if (name !== 'index.js') return;
    clearTimeout(timer);
    timer = setTimeout(() => void reload('functions/lib/index.js changed'), 200);
  });
  const stop = () => {
    current?.child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await reload('start');
  front.listen(port, HOST, () =>
    log(`the API at http://${HOST}:${port}/api (a new build takes over once it runs)`),
  );
}
