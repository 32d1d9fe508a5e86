import { test as base, type Browser, type Page } from '@playwright/test';
import { expectNoA11yViolations, type A11yOptions } from './a11y';
import { demoAccount, signInThroughUi, type StaffAccount, type StaffRole } from './staff';

/**
 * The e2e `test` with project fixtures. Import `{ test, expect }` from here instead of '@playwright/test'.
 *
 *   test.use({ staffRole: 'viewer' });               // default 'admin'
 *   test('...', async ({ staffPage }) => { ... });   // a page already signed in through the login screen
 *   test('...', async ({ page, checkA11y }) => { await page.goto('/'); await checkA11y(); });
 */
/**
 * Every page arrives as HTML (prerendered, or rendered by the function) and is on screen before the app has taken
 * it over; a click in between reaches only links and forms. After page.goto and page.reload, wait for the app
 * (web/src/root.tsx marks <html data-hydrated>; the app starts after the page's first paint, entry.server.tsx). A
 * response that is not a page (JSON, XML) needs no wait.
 */
async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () =>
      !('__reactRouterContext' in window) ||
      (document.documentElement.dataset.hydrated === 'true' &&
        // A calculator is a boundary of its own that may go live just after the page (CalculatorPage.tsx).
        (!document.getElementById('calculator-panel') ||
          document.querySelector('#calculator-panel[data-interactive]') !== null)),
  );
}

/** Makes page.goto and page.reload wait for the app, as above. */
function waitForAppOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
  return page;
}

/** A visitor in a browser context of their own (no staff session), with the same wait as `page`. */
export async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return waitForAppOnLoad(await context.newPage());
}

export const test = base.extend<{
  staffRole: StaffRole;
  staffAccount: StaffAccount;
  staffPage: Page;
  checkA11y: (options?: A11yOptions) => Promise<void>;
}>({
  page: async ({ page }, use) => {
    await use(waitForAppOnLoad(page));
  },
  staffRole: ['admin', { option: true }],
  staffAccount: async ({ staffRole }, use) => {
    await use(demoAccount(staffRole));
  },
  staffPage: async ({ page, staffAccount }, use) => {
    await signInThroughUi(page, staffAccount);
    await use(page);
  },
  checkA11y: async ({ page }, use) => {
    await use((options) => expectNoA11yViolations(page, options));
  },
});

export { expect } from '@playwright/test';
