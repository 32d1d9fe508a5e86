import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { baseConfig, offsetFrom } from './playwright.base';

/**
 * Browser journeys (ARCH-TESTS-5): Debian's Chromium (never a downloaded browser) against a fresh local stack
 * (`node scripts/start.mjs`) on port offset 10 with its own temporary data folder, so the suite never touches
 * `.data/` or another stack. `npm test` builds first; alone: `npm run build && npx playwright test`.
 */
/** The journeys' stack offset: 10, or E2E_PORT_OFFSET (to run beside another suite on the same machine). */
export const E2E_PORT_OFFSET = offsetFrom('E2E_PORT_OFFSET', 10);
const hostingPort = 5000 + E2E_PORT_OFFSET;

// A new folder per run, named here and created by start.mjs (Playwright loads this file in more than one process;
// workers inherit the variable). E2E_DATA_DIR=<dir> reuses a folder of your own, which is then kept.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.join(
    os.tmpdir(),
    `36x-e2e-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  process.env.E2E_DATA_DIR_TEMP = '1';
}
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  ...baseConfig(hostingPort),
  testDir: 'e2e',
  outputDir: 'test-results',
  globalTeardown: './e2e/support/global-teardown.ts',
  // Two cores: two workers at most; tests of one file run in order.
  workers: process.env.CI ? 1 : 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${hostingPort}/api/health`,
    env: {
      STACK_PORT_OFFSET: String(E2E_PORT_OFFSET),
      DATA_DIR: dataDir,
      STACK_LOG_FILE: path.join('.tmp', `e2e-stack-${E2E_PORT_OFFSET}.log`),
    },
    // A stack left running on offset 10 would not be fresh: fail instead ("port already used").
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // start.mjs stops the emulators cleanly on SIGTERM (a SIGKILL would leave them holding the ports).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
