import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';
import { parseOffset } from './scripts/lib/stack.mjs';

/**
 * What both Playwright configs share (playwright.config.ts: local mode, `npm test`; playwright.firebase.config.ts:
 * firebase mode, CI): Debian's Chromium (CHROMIUM_PATH points at another; never a downloaded browser), one desktop
 * project, traces and screenshots on failure, CI's retry and no `test.only`. Each config adds its folder, stack and
 * timeouts.
 */
export function baseConfig(hostingPort: number): PlaywrightTestConfig {
  return {
    fullyParallel: false,
    forbidOnly: !!process.env.CI,
    retries: process.env.CI ? 1 : 0,
    use: {
      baseURL: `http://127.0.0.1:${hostingPort}`,
      trace: 'retain-on-failure',
      screenshot: 'only-on-failure',
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    },
    projects: [
      { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    ],
  };
}

/** A port offset from the environment, checked as every stack checks it (refused ports and range, with the reason). */
export function offsetFrom(name: string, fallback: number): number {
  return parseOffset(process.env[name], fallback, name);
}
