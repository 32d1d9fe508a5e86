import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TestEnvironmentConfig,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';

/**
 * What both rules suites share: the emulator test environment with one rules file, started before a suite's tests and
 * cleaned up after them, and the callers every rule is tried with.
 */
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-36x';

/** A rules file at the repository root (`firestore.rules`, `storage.rules`), as deployed. */
export const rulesFile = (name: string) =>
  fs.readFileSync(fileURLToPath(new URL(`../${name}`, import.meta.url)), 'utf8');

/** The suite's environment; the getter is for tests and hooks (it is set in the suite's beforeAll). */
export function rulesEnv(config: Omit<TestEnvironmentConfig, 'projectId'>): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await initializeTestEnvironment({ projectId, ...config });
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  return () => {
    if (!env)
      throw new Error('The rules test environment is not set up yet (read it inside tests and hooks).');
    return env;
  };
}

/** A visitor and a staff member of each role, signed in with the role claim the API's custom tokens carry. */
export const callers = (env: () => RulesTestEnvironment): [string, () => RulesTestContext][] => [
  ['anonymous visitor', () => env().unauthenticatedContext()],
  ['signed in as admin', () => env().authenticatedContext('staff-admin', { role: 'admin' })],
  ['signed in as user (editor)', () => env().authenticatedContext('staff-user', { role: 'user' })],
  ['signed in as viewer', () => env().authenticatedContext('staff-viewer', { role: 'viewer' })],
];
