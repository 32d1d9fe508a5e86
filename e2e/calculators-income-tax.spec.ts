import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Journey of CALC-INCOMETAX: the income-tax calculator's own prerendered page compares the old and the new regime for a
// salaried person, names the better one, shows the rules it used (and which values are only reported), keeps the
// calculation in a link that restores it, and fits a 360 px phone. Figures worked out by hand (see the comments)
// and by common/src/finance/income-tax.test.ts.

test.describe.configure({ timeout: 90_000 });

const panel = (page: Page) => page.locator('#calculator-panel');
const stat = (page: Page, id: string) => page.getByTestId(`stat-${id}`);

test('income tax: old vs new regime for an ₹18 lakh salary, shared by link, on a phone', async ({
  page,
  checkA11y,
}) => {
  // Found from /tools: the tax calculators' row links to it.
  await page.goto('/tools');
  await page
    .getByRole('navigation', { name: 'Tax calculators' })
    .getByRole('link', { name: 'Income tax: old vs new regime' })
    .click();
  await expect(page).toHaveURL(/\/calculator\/income-tax$/);
  await expect(page).toHaveTitle(/Income Tax Calculator: Old vs New Regime/);
  await expect(
    panel(page).getByRole('heading', { level: 2, name: 'Income Tax: Old vs New Regime' }),
  ).toBeVisible({
    timeout: 30_000,
  });

  await page.getByLabel('Gross salary for the year (₹)').fill('1800000');
  await page.getByLabel('Basic + DA for the year (₹)').fill('900000');
  await page.getByLabel('HRA received (₹)').fill('360000');
  await page.getByLabel('Rent paid (₹)').fill('300000');
  await page.getByRole('combobox', { name: 'Metro city' }).selectOption({ label: 'Yes' });
  await page.getByLabel('80C investments (₹)').fill('150000');
  await page.getByLabel('Own NPS, 80CCD(1B) (₹)').fill('50000');
  await page.getByLabel('Health insurance, self and family (₹)').fill('25000');

  const logged = page.waitForResponse(
    (r) => r.url().endsWith('/api/calculator-usage') && r.request().method() === 'POST',
  );
  await panel(page).getByRole('button', { name: 'Compare regimes' }).click();
  const response = await logged;
  expect(response.status()).toBe(202);
  expect(response.request().postDataJSON()).toMatchObject({
    calculatorType: 'income-tax',
    resultData: { newRegimeTax: 150800, oldRegimeTax: 215280, betterRegime: 'new', difference: 64480 },
  });

  // Tax year 2026-27. Old: HRA exempt min(3,60,000; 3,00,000 − 90,000; 4,50,000) = 2,10,000; 18,00,000 − 2,10,000
  // − 50,000 − 2,25,000 = 13,15,000 → 2,07,000 + 4% = 2,15,280. New: 17,25,000 → 1,45,000 + 4% = 1,50,800.
  await expect(stat(page, 'newRegimeTax')).toContainText('₹1,50,800');
  await expect(stat(page, 'oldRegimeTax')).toContainText('₹2,15,280');
  await expect(page.getByTestId('income-tax-verdict')).toHaveText(
    'The new regime saves you ₹64,480 in Tax year 2026-27.',
  );
  await expect(page.getByRole('table', { name: /step by step/ })).toContainText('₹13,15,000');
  await expect(page.getByTestId('rules-note')).toContainText('Income-tax Act, 2025');
  await page.getByTestId('rules-reported').click();
  await expect(page.getByTestId('rules-note')).toContainText('confirm from the Finance Act, 2026');
  await checkA11y();

  // The address carries the inputs: opening it again restores the form and the result.
  await expect(page).toHaveURL(/\/calculator\/income-tax\/results\?.*salary=1800000/);
  await page.reload();
  await expect(stat(page, 'newRegimeTax')).toContainText('₹1,50,800', { timeout: 30_000 });

  // FY 2025-26 under the 1961 Act: a salary of ₹12.75 lakh pays nothing in the new regime (Budget Speech 2025-26).
  await page.getByRole('combobox', { name: 'Year' }).selectOption('2025');
  await page.getByLabel('Gross salary for the year (₹)').fill('1275000');
  await panel(page).getByRole('button', { name: 'Compare regimes' }).click();
  await expect(stat(page, 'newRegimeTax')).toContainText('₹0');
  await expect(page.getByTestId('rules-note')).toContainText('Income-tax Act, 1961');

  // On a 360 px phone nothing overflows sideways; the step table scrolls inside itself.
  await page.setViewportSize({ width: 360, height: 740 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
