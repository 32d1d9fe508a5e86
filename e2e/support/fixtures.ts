import { test as base, type Page } from '@playwright/test';
import { expectNoA11yViolations, type A11yOptions } from './a11y';
import { demoAccount, signInThroughUi, type StaffAccount, type StaffRole } from './staff';

/**
 * The e2e `test` with project fixtures. Import `{ test, expect }` from here instead of '@playwright/test'.
 *
 *   test.use({ staffRole: 'viewer' });               // default 'admin'
 *   test('...', async ({ staffPage }) => { ... });   // a page already signed in through the login screen
 *   test('...', async ({ page, checkA11y }) => { await page.goto('/'); await checkA11y(); });
 */
export const test = base.extend<{
  staffRole: StaffRole;
  staffAccount: StaffAccount;
  staffPage: Page;
  checkA11y: (options?: A11yOptions) => Promise<void>;
}>({
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
