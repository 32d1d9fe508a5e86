import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';

/** Clicks what starts a download (an export button) and answers the file's suggested name and its text (UTF-8). */
export async function downloadText(page: Page, trigger: Locator): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await trigger.click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await fs.readFile(await file.path(), 'utf8') };
}
