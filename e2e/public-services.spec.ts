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

test('on a slow phone, when Back returns from another page, then the reading position is restored (SITE-ROUTES-4)', async ({
  page,
}) => {
  await slowPhone(page);
  await page.goto('/services');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  // The visitor opens Terms from where they are reading (the link's own click, so nothing scrolls first): 1500 px is
  // the position to come back to.
  const left = 1500;
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Terms of Use' })
    .evaluate((a: HTMLAnchorElement) => a.click());
  await expect(page).toHaveURL(/\/terms$/);
  // A new navigation starts at the top (SITE-ROUTES-3).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/services$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
  await page.goForward();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
