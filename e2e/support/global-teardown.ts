import fs from 'node:fs';

/** Removes the temporary data folder playwright.config.ts created for the stack (not one given in E2E_DATA_DIR). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_TEMP === '1') fs.rmSync(dir, { recursive: true, force: true });
}
