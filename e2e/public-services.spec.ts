import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { slowPhone } from './support/phone';

// Services (SITE-SERVICES-2): the hero scrolls to #main-services, the core services switch between the main view and
// each sub view, and the eight additional services flip to show their five subTypes.

test('when Explore Services is pressed, then the page scrolls to the core services', async ({ page }) => {
  await page.goto('/services');
  await page.getByText('Explore Services', { exact: true }).first().click();
  await expect(page.locator('#main-services')).toBeInViewport();
  await expect(page).toHaveURL(/\/services/);
});

test('when a core service is chosen, then its sub view, the Go to buttons and Back to Main Services work', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/services');
  await page.getByRole('button', { name: 'Explore Chartered Accountancy' }).click();
  const caList = page.getByRole('list', { name: 'Chartered Accountancy services' });
  await expect(caList.getByRole('heading', { level: 4 })).toHaveCount(5);
  await expect(caList).toContainText('Tax Advisory & Planning');

  await page.getByRole('button', { name: 'Go to Corporate & Legal (CS)' }).click();
  const csList = page.getByRole('list', { name: 'Corporate & Legal (CS) services' });
  await expect(csList.getByRole('heading', { level: 4 })).toHaveCount(5);
  await expect(csList).toContainText('Legal Advisory');
  await expect(page.getByRole('button', { name: 'Go to Chartered Accountancy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Investment & Wealth (CFA)' })).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Back to Main Services' }).click();
  for (const title of ['Chartered Accountancy', 'Investment & Wealth (CFA)', 'Corporate & Legal (CS)']) {
    await expect(page.getByRole('button', { name: `Explore ${title}` })).toBeVisible();
  }
});

test('when an additional service card is flipped with the keyboard, then its five subTypes show, and Back returns', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(page.getByRole('button', { name: /^See what's included in / })).toHaveCount(8);
  const flip = page.getByRole('button', { name: "See what's included in Loan Services" });
  await flip.focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('article', { name: 'Loan Services' });
  await expect(card).toHaveAttribute('data-flipped', 'true');
  await expect(page.getByRole('list', { name: 'Loan Services services' }).getByRole('listitem')).toHaveCount(
    5,
  );
  await page.getByRole('button', { name: 'Back to the Loan Services overview' }).click();
  await expect(card).toHaveAttribute('data-flipped', 'false');
});

/** What is at the top of the screen, under the header: the text of the element there (the reader's place). */
const atTopOfScreen = (page: Page) =>
  page.evaluate(() => document.elementFromPoint(180, 120)?.textContent?.trim().slice(0, 80) ?? '');

// The case: on a phone, Back to the home and services pages landed elsewhere (left at 5,200 px, back at
// 3,859 px), because the lower sections are laid out lazily and a fresh page counted them at an estimate (decision 052).
for (const path of ['/', '/services']) {
  test(`on a slow phone, when Back returns to ${path} from deep in the page, then the reading position is restored exactly (SITE-ROUTES-4)`, async ({
    page,
  }) => {
    // A 4x slower CPU: reading down a long page takes a while.
    test.slow();
    await slowPhone(page);
    await page.goto(path);
    // Read down the page as a visitor does, less than a screen at a time, to well below the lazily laid-out parts.
    for (let i = 0; i < 10; i++) {
      for (let step = 0; step < 3; step++) await page.mouse.wheel(0, 700);
      const { y, max } = await page.evaluate(() => ({
        y: window.scrollY,
        max: document.documentElement.scrollHeight - window.innerHeight,
      }));
      if (y >= max * 0.7) break;
    }
    // Every lazily loaded part (images, chunks) has arrived: the position is the one a reader leaves from.
    await page.waitForLoadState('networkidle');
    const left = await page.evaluate(() => Math.round(window.scrollY));
    expect(left).toBeGreaterThan(2500);
    const reading = await atTopOfScreen(page);
    // The link's own click, so nothing scrolls first.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Terms of Use' })
      .evaluate((a: HTMLAnchorElement) => a.click());
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A new navigation starts at the top (SITE-ROUTES-3).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
    expect(await atTopOfScreen(page)).toBe(reading);
    await page.goForward();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
}
