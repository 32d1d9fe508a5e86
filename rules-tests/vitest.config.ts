import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Security rules tests (API-RULES, ARCH-TESTS-4). They need the OFFICIAL Firestore and Storage emulators, so they are not
// one of the default vitest projects: `npm run test:rules` starts the emulators and runs this config inside
// `firebase emulators:exec`; `npm test` goes through scripts/test-rules.mjs, which skips them (one line, and why)
// where those emulators cannot start.
export default defineConfig({
  test: {
    name: 'rules',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
