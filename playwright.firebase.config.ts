import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { baseConfig, offsetFrom } from './playwright.base';

/**
 * Smoke journey of the public site in FIREBASE mode (ARCH-TESTS-4): `npm run emulators` (the official Auth, Functions,
 * Hosting, Firestore and Storage emulators; Java 21 and network needed) on its own port offset and a fresh emulator
 * data folder, driven by Debian's Chromium. Not part of `npm test` (which runs where Java 21 may be missing); CI runs
 * it: `npx playwright test -c playwright.firebase.config.ts`.
 */
export const FIREBASE_E2E_OFFSET = offsetFrom('FIREBASE_E2E_OFFSET', 20);
const hostingPort = 5000 + FIREBASE_E2E_OFFSET;

if (!process.env.FIREBASE_E2E_DATA_DIR) {
  process.env.FIREBASE_E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), '36x-e2e-firebase-'));
}

export default defineConfig({
  ...baseConfig(hostingPort),
  testDir: 'e2e-firebase',
  outputDir: 'test-results/firebase',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/firebase' }]],
  webServer: {
    command: 'node scripts/emulators-firebase.mjs',
    url: `http://127.0.0.1:${hostingPort}/api/health`,
    env: {
      STACK_PORT_OFFSET: String(FIREBASE_E2E_OFFSET),
      EMULATOR_DATA_DIR: process.env.FIREBASE_E2E_DATA_DIR,
      STACK_LOG_FILE: path.join('.tmp', `e2e-firebase-stack-${FIREBASE_E2E_OFFSET}.log`),
    },
    reuseExistingServer: false,
    // Builds, and on a fresh machine downloads the Java emulators first.
    timeout: 900_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 60_000 },
  },
});
