#!/usr/bin/env node
// `npm run bench:cpu`: the main thread's work while a page starts, measured in CPU time (thread time), which a busy
// machine does not blur the way it blurs Lighthouse's wall-clock figures. For each load of each page, in Debian's
// Chromium at a phone's size: the main-thread CPU after the first contentful paint until the app has hydrated and
// settled, and a TBT-like figure, the sum over those tasks of max(0, 4 x CPU - 50 ms) (Lighthouse's mobile preset
// slows the CPU 4x and counts what a task spends over 50 ms). Use it to compare two builds: start a stack for each and
// give both; their loads alternate, so a change in the machine's load falls on both alike.
//
//   BENCH_A=http://127.0.0.1:5070 [BENCH_B=http://127.0.0.1:5080] [BENCH_PAGES=/,/services] [BENCH_RUNS=6] \
//     npm run bench:cpu
//
// Results and how they were used: docs/benchmarks.md (web), docs/benchmarks.md (log of the earlier set-up).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { median } from './lib/median.mjs';
import { benchSettings, newPhoneContext } from './lib/bench-phone-pages.mjs';

const { stacks, pages, runs } = benchSettings({ defaultRuns: 6 });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function measure(url) {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(url, { waitUntil: 'load' });
  // A fixed wait, not waitForSelector: Playwright's polling runs on the page's main thread and would be measured.
  await page.waitForTimeout(5000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  // The root route marks <html data-hydrated> once the page is live: the load must have got that far.
  const hydrated = (await page.locator('html[data-hydrated="true"]').count()) === 1;
  await context.close();
  if (!hydrated)
    throw new Error(`${url}: not hydrated 5 s after load; the figures would miss part of the start-up`);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === 'ParseHTML'),
  );
  if (!fcp || !main) throw new Error(`${url}: no first contentful paint or main thread in the trace`);
  let cpu = 0;
  let blocking = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== main.pid || e.tid !== main.tid || e.ts < fcp.ts)
      continue;
    const ms = (e.tdur ?? e.dur) / 1000;
    cpu += ms;
    blocking += Math.max(0, 4 * ms - 50);
  }
  return { cpu, blocking };
}

const results = new Map();
for (let i = 0; i < runs; i++) {
  for (const path of pages) {
    // Alternate which stack goes first, so neither always gets the warmer (or busier) slot.
    for (const [label, base] of i % 2 ? [...stacks].reverse() : stacks) {
      const key = `${label} ${path}`;
      const r = await measure(base + path);
      if (!results.has(key)) results.set(key, []);
      results.get(key).push(r);
      console.log(
        `  ${key} run ${i + 1}/${runs}: CPU ${r.cpu.toFixed(0)} ms, TBT-like ${r.blocking.toFixed(0)} ms`,
      );
    }
  }
}
await browser.close();

console.log(`\n${stacks.map(([l, u]) => `${l} = ${u}`).join(', ')}; ${runs} loads per page, medians\n`);
console.log('| stack | page | main-thread CPU after FCP | TBT-like (4x) |');
console.log('|---|---|---|---|');
for (const [key, rs] of results) {
  const [label, path] = key.split(' ');
  const cpu = median(rs.map((r) => r.cpu)).toFixed(0);
  const blocking = median(rs.map((r) => r.blocking)).toFixed(0);
  console.log(`| ${label} | \`${path}\` | ${cpu} ms | ${blocking} ms |`);
}
