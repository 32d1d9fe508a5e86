import type { Page } from '@playwright/test';

/** Picks `order` in a list page's "Sort by" menu, then answers the card titles of the list named `list`, in order. */
export async function sortedTitles(page: Page, order: string, list: string): Promise<string[]> {
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: order }).click();
  return page.getByRole('list', { name: list }).getByRole('heading', { level: 2 }).allTextContents();
}
