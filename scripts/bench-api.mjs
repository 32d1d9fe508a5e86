#!/usr/bin/env node
// `npm run bench:api`: requests per second and p99 latency of two API calls beside a static file served by the same
// stack (Hosting emulator -> Functions emulator -> Express app -> SQLite), and each call as a ratio of the static
// file. Results go in docs/benchmarks.md (API section).
//
//   Start a stack with its own data folder and the write limits raised (the POST writes real contact messages, and at
//   the default limits all but the first few answers would be 429s: the refusal path, not the write):
//     STACK_PORT_OFFSET=70 DATA_DIR=/tmp/stack-70-bench RATE_LIMIT_PER_MINUTE=1000000 \
//       PUBLIC_WRITES_PER_MINUTE=1000000 node scripts/start.mjs
//   then:
//     STACK_PORT_OFFSET=70 npm run bench:api            (or BENCH_URL=http://127.0.0.1:5070)
//
// Options (environment): BENCH_DURATION seconds per target (default 10), BENCH_CONNECTIONS (default 1).
//
// `npm run bench:api -- --load` (decision 053): GET /api/blogs with 10, then 50 connections at once (BENCH_DURATION
// seconds each, every request given 30 s), how many were answered, then how long until one connection's answers are
// back to their speed before the load, and how many function workers the emulator runs meanwhile (a stack started
// by start.mjs on STACK_PORT_OFFSET; the count reads `ps`). Needs no raised limits: reads are not limited.
//
// First, with no stack needed, the leads desk's case (CONTACT-LEADS): GET /api/contacts page 1 and a page 200 pages deep
// (cursor) among 10,000 enquiries on SQLite, through the real app in this process (scripts/lib/bench-leads-core.ts);
// target p95 under 150 ms. `npm run bench:api -- --leads` runs only that case.
//
// Why one connection by default: the Functions emulator runs one request per worker process and starts a new worker
// (a cold start: firebase-admin, the app, the SQLite file) whenever none is idle. With 10 connections it keeps
// spawning workers on a 2-core machine and the run measures process start-up and time-outs, not the API. Production
// Cloud Functions (2nd gen) serves many requests per instance; raise BENCH_CONNECTIONS to see the emulator's limit.
//
// The limits: every request comes from this one machine (a forged X-Forwarded-For does not help: the API trusts only
// the address its proxies append, TRUSTED_PROXY_HOPS), so the stack must run with the limits raised (above). Answers
// are counted by status; a row where most answers were refusals (429) is labelled as measuring the refusal path, and
// any non-2xx answer is printed, so a run that hit a limit is visible, never silently averaged in.
import autocannon from 'autocannon';
import { loadApiCore } from './lib/api-core.mjs';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { EMULATOR_WORKERS, parseOffset } from './lib/stack.mjs';

const LEADS_P95_TARGET_MS = 150;

/** The leads desk's paging case, bundled from the API's own code and run in this process. */
async function leadsCase() {
  const { benchContactPages } = await loadApiCore('bench-leads');
  console.log('leads desk: 10,000 enquiries on SQLite, GET /api/contacts through the app in this process');
  const rows = await benchContactPages({ contacts: 10_000, samples: 200 });
  for (const r of rows) {
    const verdict = r.p95 < LEADS_P95_TARGET_MS ? 'ok' : `OVER the ${LEADS_P95_TARGET_MS} ms target`;
    console.log(
      `  ${r.name.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  max ${r.max.toFixed(1).padStart(6)} ms  (${r.samples} requests) ${verdict}`,
    );
  }
  console.log('');
}

const loadCase = process.argv.includes('--load');
if (!loadCase) await leadsCase();
if (process.argv.includes('--leads')) process.exit(0);

const offset = parseOffset(process.env.STACK_PORT_OFFSET);
const base = (process.env.BENCH_URL ?? `http://127.0.0.1:${5000 + offset}`).replace(/\/$/, '');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1);

const contactBody = JSON.stringify({
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  phone: '',
  subject: 'other',
  message: 'Benchmark message sent by scripts/bench-api.mjs.',
});

const TARGETS = [
  { name: 'static file (GET /favicon.svg)', path: '/favicon.svg', method: 'GET' },
  { name: 'GET /api/blogs', path: '/api/blogs', method: 'GET' },
  {
    name: 'POST /api/contacts',
    path: '/api/contacts',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: contactBody,
  },
];

function run(target, seconds = duration) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base + target.path,
        connections,
        duration: seconds,
        requests: [
          {
            method: target.method,
            headers: target.headers,
            body: target.body,
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on('error', reject);
  });
}

async function check() {
  try {
    const res = await fetch(`${base}/api/health`);
    if (!res.ok) throw new Error(`health answered ${res.status}`);
  } catch (err) {
    console.error(`No stack answers at ${base} (${err.message}). Start one first; see the top of this file.`);
    process.exit(1);
  }
}

await check();
if (loadCase) {
  await concurrencyCase();
  process.exit(0);
}
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
console.log(
  `bench:api against ${base}: ${duration}s per target, ${connections} connections, ${os.cpus().length} CPU(s), ` +
    `load average ${load()} (1/5/15 min)\n`,
);
const rows = [];
for (const t of TARGETS) {
  // A short warm-up so the function instance, SQLite pages and JIT are warm before measuring.
  await run(t, 2).catch(() => undefined);
  const r = await run(t);
  rows.push({
    name: t.name,
    rps: r.requests.average,
    p99: r.latency.p99,
    p50: r.latency.p50,
    total: r.requests.total,
    non2xx: r.non2xx,
    refused: r.statusCodeStats?.['429']?.count ?? 0,
    errors: r.errors + r.timeouts,
  });
  console.log(`  done: ${t.name}`);
}

const [stat] = rows;
const pad = (s, w) => String(s).padEnd(w);
const num = (x, d = 0) => x.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
console.log('');
console.log(
  `${pad('target', 34)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('req/s vs static', 17)}${pad('p99 vs static', 15)}non-2xx/errors`,
);
for (const r of rows) {
  if (r.refused > r.total / 2) r.name = `${r.name}: REFUSED (429 on ${num(r.refused)})`;
  console.log(
    `${pad(r.name, 34)}${pad(num(r.rps), 10)}${pad(num(r.p50), 9)}${pad(num(r.p99), 9)}${pad(`${num(r.rps / stat.rps, 2)}x`, 17)}${pad(`${num(r.p99 / stat.p99, 1)}x`, 15)}${r.non2xx}/${r.errors} of ${num(r.total)}`,
  );
}
console.log(
  `\nload average after the run: ${load()} (a busy machine lowers every number; compare the ratios)`,
);
const bad = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
if (bad.length) console.log(`\nWARNING: non-2xx answers or errors in: ${bad.map((r) => r.name).join(', ')}`);
if (rows.some((r) => r.refused > 0)) {
  console.log(
    'Refusals (429) mean the stack runs with the default limits: a row measures the write only when the stack was ' +
      'started with RATE_LIMIT_PER_MINUTE=1000000 PUBLIC_WRITES_PER_MINUTE=1000000 (the top of this file).',
  );
}

/** The function workers (functionsEmulatorRuntime processes) of this offset's Functions emulator, and their memory. */
function emulatorWorkers() {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().match(/^(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/))
    .filter(Boolean)
    .map(([, pid, ppid, rss, args]) => ({ pid, ppid, rss: Number(rss), args }));
  const cli = rows.find(
    (r) => r.args.includes(`.firebase.local.${offset}.json`) && r.args.includes('emulators:start'),
  );
  const workers = cli
    ? rows.filter((r) => r.ppid === cli.pid && r.args.includes('functionsEmulatorRuntime'))
    : [];
  return { count: workers.length, mb: Math.round(workers.reduce((n, w) => n + w.rss, 0) / 1024) };
}

/** One GET /api/blogs: its time in ms, or Infinity when it failed or took over 10 s. */
async function oneRequest() {
  const t = performance.now();
  try {
    const res = await fetch(`${base}/api/blogs`, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return res.ok ? performance.now() - t : Infinity;
  } catch {
    return Infinity;
  }
}

/** 10 and 50 requests at once on the stack's API, and its recovery after each (decision 053). */
async function concurrencyCase() {
  const loadAvg = () => os.loadavg()[0].toFixed(1);
  const seq = [];
  for (let i = 0; i < 10; i++) seq.push(await oneRequest());
  const before = [...seq].sort((a, b) => a - b)[Math.floor(seq.length / 2)];
  console.log(
    `bench:api --load against ${base}: GET /api/blogs alone ${before.toFixed(0)} ms (median of 10); ` +
      `workers ${emulatorWorkers().count} (bound ${EMULATOR_WORKERS}); load average ${loadAvg()}\n`,
  );
  const rows = [];
  for (const connections of [10, 50]) {
    let peak = emulatorWorkers();
    const watch = setInterval(() => {
      const now = emulatorWorkers();
      if (now.count > peak.count) peak = now;
    }, 1000);
    const r = await new Promise((resolve, reject) => {
      const instance = autocannon(
        { url: `${base}/api/blogs`, connections, duration, timeout: 30 },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      instance.on('error', reject);
    });
    clearInterval(watch);
    // Back to normal: three answers in a row within 3x (at least 250 ms above) the speed before, within 60 s.
    const started = performance.now();
    const normal = Math.max(before * 3, before + 250);
    let inRow = 0;
    let recovered = NaN;
    while (performance.now() - started < 60_000) {
      inRow = (await oneRequest()) <= normal ? inRow + 1 : 0;
      if (inRow === 3) {
        recovered = (performance.now() - started) / 1000;
        break;
      }
      await new Promise((res) => setTimeout(res, 500));
    }
    const after = emulatorWorkers();
    rows.push({ connections, r, recovered, peak, after });
    console.log(`  done: ${connections} connections`);
  }
  console.log('');
  console.log(
    'connections  answered 2xx  other/timeouts  req/s  p50 ms  p99 ms  workers peak (MB)  back to normal  workers after',
  );
  for (const { connections, r, recovered, peak, after } of rows) {
    const answered = r['2xx'];
    console.log(
      [
        String(connections).padEnd(13),
        String(answered).padEnd(14),
        `${r.non2xx}/${r.timeouts}`.padEnd(16),
        r.requests.average.toFixed(0).padEnd(7),
        String(r.latency.p50).padEnd(8),
        String(r.latency.p99).padEnd(8),
        `${peak.count} (${peak.mb})`.padEnd(19),
        (Number.isNaN(recovered) ? 'NOT within 60 s' : `${recovered.toFixed(1)} s`).padEnd(16),
        String(after.count),
      ].join(''),
    );
  }
  console.log(`\nload average after the run: ${loadAvg()}`);
  const failed = rows.filter(
    (x) => x.r['2xx'] === 0 || Number.isNaN(x.recovered) || x.after.count > EMULATOR_WORKERS,
  );
  if (failed.length) {
    console.log(
      'FAILED: a load got no answers, or the stack did not recover within 60 s, or runs too many workers.',
    );
    process.exitCode = 1;
  }
}
