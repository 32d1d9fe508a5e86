import { expect, test } from './support/fixtures';

// Every public route (SITE-ROUTES) passes axe-core's WCAG 2.1 A/AA rules once its content has loaded, at desktop width
// and on a 360 px phone.
const ROUTES = [
  '/',
  '/why-36x',
  '/resources/why-36x',
  '/resources',
  '/insights',
  '/tools',
  '/calculator',
  '/resources/calculator',
  '/services',
  '/about',
  '/contact',
  '/enquiry',
  '/blogs',
  '/blogs/old-vs-new-tax-regime',
  '/blogs/no-such-post',
  '/videos',
  '/login',
  '/no-such-page',
];

async function settle(page: import('@playwright/test').Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  // Lists and posts have loaded: no skeletons left.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  // Long pages lay out their lower sections only near the viewport (HydrateApart: content-visibility: auto), as a
  // reader reaches them. axe measures colours from layout, and a section not yet reached sits in a stand-in box of
  // its estimated height while its content is measured at full height: it can appear to overlap the next one. Scroll through the
  // page as a reader would, so every section has been laid out (and keeps its real height) before axe looks.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of ROUTES) {
      test(`when ${route} has loaded, then axe finds no WCAG A/AA violation`, async ({ page, checkA11y }) => {
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(route);
        await settle(page);
        await checkA11y();
        expect(errors, 'uncaught errors in the page').toEqual([]);
      });
    }
  });
}

// Headings are the outline screen-reader users move by: on the calculators' pages no level is skipped (axe's
// heading-order, a best practice outside the WCAG tags above).
for (const route of ['/calculator', '/calculator/sip-calculator', '/calculator/rolling-returns', '/tools']) {
  test(`when ${route} has loaded, then its headings never skip a level`, async ({ page, checkA11y }) => {
    await page.goto(route);
    await settle(page);
    await checkA11y({ alsoRules: ['heading-order'] });
  });
}

// Lighthouse's accessibility audit runs axe's target-size (WCAG 2.2) on a page as it loads, without scrolling: a
// lower part whose layout the browser skips (content-visibility) must not seem to cover the footer's links then.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`when / opens at ${viewport.width} px and nothing is scrolled, then every link and button is a 24 px target`, async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y({ alsoRules: ['target-size'] });
  });
}
