import type { Page } from '@playwright/test';

/**
 * A phone as the public-page journeys try it (SITE-START): 360 px wide, CPU slowed 4x (Chromium's DevTools protocol).
 * Call before the page is opened.
 */
export async function slowPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds the app's scripts (every /assets/*.js) until `release()`: what a visitor does in between happens on the
 * server's HTML before start-up, however fast the machine. `opened(path)` opens a page without waiting for the app
 * (the fixtures' page.goto waits for it).
 */
export async function holdScripts(page: Page) {
  const release = await holdRequests(page, '**/assets/**/*.js');
  return {
    release,
    // 'commit': a module script in the HTML would hold DOMContentLoaded until it is released.
    opened: (path: string) => page.mainFrame().goto(path, { waitUntil: 'commit' }),
    /** Resolves once the app has taken the page over (root.tsx marks <html data-hydrated>). */
    started: () => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true'),
  };
}

/** Holds every request to `url` (a glob, as page.route takes it) until the answered `release()` is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
