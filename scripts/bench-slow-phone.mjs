#!/usr/bin/env node
// `npm run bench:phone`: what a visitor on a slow phone waits for, measured for real (not simulated): Chromium at a
// phone's size with Lighthouse's devtools throttling (slow 4G: 562.5 ms a request, 1.47 Mbit/s down, 675 kbit/s up;
// CPU 4x slower). For each load: the first contentful paint, and when the page answers taps, i.e. when React has
// hydrated it (<html data-hydrated>, root.tsx; links and forms work before, on the server's HTML). Targets (SITE-RENDER-7):
// first paint within 1.5 s, taps answered within 5 s, medians of 5 on a quiet machine. Loads of the stacks given
// alternate, so a change in the machine's load falls on both alike.
//
//   BENCH_A=http://127.0.0.1:5070 [BENCH_B=http://127.0.0.1:5080] [BENCH_PAGES=/,/services] [BENCH_RUNS=5] \
//     npm run bench:phone
//
// Results: docs/benchmarks.md.
/* global document, window, MutationObserver */ // used inside page.evaluate and the init script
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { median } from './lib/median.mjs';
import { benchSettings, newPhoneContext } from './lib/bench-phone-pages.mjs';

// Lighthouse 12's mobileSlow4G with devtools throttling (lighthouse/core/config/constants.js).
const SLOW_4G = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const { stacks, pages, runs } = benchSettings({ defaultRuns: 5 });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function measure(url) {
  const context = await newPhoneContext(browser);
  // Note the moment <html data-hydrated> appears, from inside the page (no polling on its main thread).
  await context.addInitScript(() => {
    // The document exists when this runs, its <html> not yet: watch the whole tree.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated !== 'true') return;
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, {
    timeout: 60_000,
    polling: 500,
  });
  const result = await page.evaluate(() => ({
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    hydratedMs: window.__hydratedAt,
  }));
  await context.close();
  return result;
}

const rows = [];
for (const path of pages) {
  const byStack = Object.fromEntries(stacks.map(([label]) => [label, []]));
  for (let i = 0; i < runs; i++) {
    for (const [label, base] of stacks) {
      const r = await measure(`${base}${path}`);
      byStack[label].push(r);
      console.log(
        `  ${label} ${path} run ${i + 1}/${runs}: first paint ${Math.round(r.fcpMs)} ms, taps answered ${Math.round(r.hydratedMs)} ms`,
      );
    }
  }
  for (const [label] of stacks) {
    const list = byStack[label];
    rows.push({
      label,
      path,
      fcp: median(list.map((r) => r.fcpMs)),
      hydrated: median(list.map((r) => r.hydratedMs)),
    });
  }
}
await browser.close();

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`\nSlow 4G and 4x CPU (devtools throttling), medians of ${runs}\n`);
console.log('| stack | page | first paint | taps answered (hydrated) |');
console.log('|---|---|---|---|');
for (const r of rows) console.log(`| ${r.label} | \`${r.path}\` | ${s(r.fcp)} | ${s(r.hydrated)} |`);
