import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
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
 * (web/src/root.tsx marks <html data-hydrated>). A
 * response that is not a page (JSON, XML) needs no wait.
 */
async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () => !('__reactRouterContext' in window) || document.documentElement.dataset.hydrated === 'true',
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

/** A Content-Security-Policy violation seen by a page of the site (docs/decisions/020). */
interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}
/** The violations of the running test; every context the test opens reports here (one test at a time per worker). */
let cspViolations: CspViolation[] = [];

/** The violations recorded so far in this test, cleared: for a test that provokes one on purpose. */
export function takeCspViolations(): CspViolation[] {
  const taken = cspViolations;
  cspViolations = [];
  return taken;
}

/**
 * Records every `securitypolicyviolation` on the site's pages of this context (top frames only: an embedded
 * player's own policy is not ours). The test fails at its end if any occurred (the `cspWatch` fixture).
 */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__e2eCspViolation', (_source, violation: CspViolation) => {
    cspViolations.push(violation);
  });
  await context.addInitScript(() => {
    if (window !== window.top) return;
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __e2eCspViolation: (v: unknown) => void }).__e2eCspViolation;
      void report({
        page: location.pathname,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
}

/** A visitor in a browser context of their own (no staff session), with the same wait as `page`. */
export async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await watchCsp(context);
  return waitForAppOnLoad(await context.newPage());
}

/**
 * A visitor whose browser runs no JavaScript, in a context of their own: what the server's HTML alone offers
 * (SITE-START-2). `phone`: at 360 x 740 px. Close it with `page.context().close()`.
 */
export async function noScriptPage(browser: Browser, { phone = false } = {}): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(phone ? { viewport: { width: 360, height: 740 } } : {}),
  });
  return context.newPage();
}

export const test = base.extend<{
  cspWatch: void;
  staffRole: StaffRole;
  staffAccount: StaffAccount;
  staffPage: Page;
  checkA11y: (options?: A11yOptions) => Promise<void>;
}>({
  // Every test, on every page it opens: no Content-Security-Policy violation may occur.
  cspWatch: [
    async ({ context }, use) => {
      cspViolations = [];
      await watchCsp(context);
      await use();
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
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
