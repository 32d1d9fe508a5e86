// What the in-browser benches share (bench:cpu, bench:phone): the stacks to compare, the pages and runs from the
// environment, and a phone-sized browser context (Lighthouse's mobile screen: 412 x 823 at 1.75x, touch).
export function benchSettings({ defaultRuns }) {
  const stacks = [
    ['A', process.env.BENCH_A ?? 'http://127.0.0.1:5000'],
    ...(process.env.BENCH_B ? [['B', process.env.BENCH_B]] : []),
  ].map(([label, url]) => [label, url.replace(/\/$/, '')]);
  const pages = (process.env.BENCH_PAGES ?? '/,/services').split(',').map((p) => p.trim());
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? defaultRuns));
  return { stacks, pages, runs };
}

export function newPhoneContext(browser) {
  return browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
}
