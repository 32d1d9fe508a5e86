#!/usr/bin/env node
// npm run bench:dev-loop — how long an API edit takes to answer under `npm run dev` (ARCH-DEV-2: within 10 s).
//
// Starts `node scripts/start.mjs --dev` on STACK_PORT_OFFSET (default 31) with a temporary data folder, then ROUNDS
// times (default 3): writes functions/src/health/health-routes.ts with a new field, and asks /api/health through
// Vite's proxy (as the browser does in dev) every 200 ms until the answer carries it. Prints the seconds from the save
// to the new answer, and the failed answers seen while waiting (a 5xx is the emulator failing to reload). The file
// is restored afterwards, whatever happens; the stack is stopped. Results: docs/benchmarks.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HOST, ROOT, parseOffset, stackPorts, waitForHttp } from './lib/stack.mjs';
import { median } from './lib/median.mjs';

const offset = parseOffset(process.env.STACK_PORT_OFFSET, 31);
const rounds = Number(process.env.ROUNDS || 3);
const vite = `http://${HOST}:${5173 + offset}`;
const hosting = `http://${HOST}:${stackPorts(offset).hosting}`;
const file = path.join(ROOT, 'functions', 'src', 'health', 'health-routes.ts');
const original = fs.readFileSync(file, 'utf8');
const anchor = "res.json({ status: 'ok',";
if (!original.includes(anchor))
  throw new Error(`${file} no longer contains "${anchor}": update this benchmark.`);
const restore = () => fs.writeFileSync(file, original);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), '36x-dev-loop-'));
const logFile = path.join(ROOT, '.tmp', `dev-loop-${offset}.log`);
console.log(`[dev-loop] npm run dev on offset ${offset} (output in ${path.relative(ROOT, logFile)})...`);
const stack = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '--dev'], {
  cwd: ROOT,
  stdio: 'ignore',
  env: { ...process.env, STACK_PORT_OFFSET: String(offset), DATA_DIR: dataDir, STACK_LOG_FILE: logFile },
});
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  restore();
  if (stack.exitCode === null) {
    stack.kill('SIGTERM');
    await new Promise((r) => stack.once('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void stop(130));
stack.on('exit', (code) => {
  if (!stopping) {
    console.error(`[dev-loop] the stack stopped (exit ${code}); see ${logFile}`);
    void stop(1);
  }
});

try {
  const started = Date.now();
  await waitForHttp(`${hosting}/api/health`, {
    timeoutMs: 600_000,
    accept: (r, b) => r.ok && b.includes('"ok"'),
  });
  await waitForHttp(`${vite}/api/health`, { timeoutMs: 120_000 });
  console.log(`[dev-loop] stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Let the watchers settle (the first build, the emulator's first load).
  await new Promise((r) => setTimeout(r, 5000));

  const seconds = [];
  for (let i = 1; i <= rounds; i++) {
    const token = `probe-${i}-${Date.now()}`;
    fs.writeFileSync(file, original.replace(anchor, `res.json({ devLoopProbe: '${token}', status: 'ok',`));
    const saved = Date.now();
    let failures = 0;
    let answered = false;
    while (Date.now() - saved < 180_000) {
      try {
        const res = await fetch(`${vite}/api/health`, { signal: AbortSignal.timeout(60_000) });
        const body = await res.text();
        if (!res.ok) failures++;
        else if (body.includes(token)) {
          answered = true;
          break;
        }
      } catch {
        failures++;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const s = (Date.now() - saved) / 1000;
    console.log(
      `[dev-loop] round ${i}: ${answered ? `${s.toFixed(1)} s to the new answer` : 'no new answer within 180 s'}` +
        `, ${failures} failed answer(s) while waiting`,
    );
    if (answered) seconds.push(s);
    restore();
    await new Promise((r) => setTimeout(r, 8000));
  }
  if (seconds.length) {
    console.log(
      `[dev-loop] median ${median(seconds).toFixed(1)} s, worst ${Math.max(...seconds).toFixed(1)} s ` +
        `over ${seconds.length} of ${rounds} round(s)`,
    );
  }
  await stop(seconds.length === rounds ? 0 : 1);
} catch (err) {
  console.error(`[dev-loop] ${err.message}`);
  await stop(1);
}
