import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './support/fixtures';
import { caughtMail } from './support/mail';
import { createAccount, idTokenOf, signInThroughUi, staffIdToken } from './support/staff';

// Staff sign-in and sessions (ADMIN-LOGIN-3, ADMIN-LOGIN-2; ROLE-SESSION): the login screen, the gate on
// /admin-dashboard, logout, refused accounts, and a session the server ends while the person is signed in.

// Several journeys drive two browsers (an admin and the person concerned).
test.setTimeout(90_000);

async function fillLogin(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('when a signed-out visitor opens /admin-dashboard, then they land on the login screen', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  await expect(page.getByText('Access your dashboard')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(page).toHaveTitle('Admin Portal | 36x Advisory');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await checkA11y();
});

test('when the fields are sent with spaces around them, then they are trimmed; logout closes the dashboard again', async ({
  page,
}) => {
  await fillLogin(page, '  admin  ', '  36x-demo-admin  ');
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByText('Welcome to the admin dashboard!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isAdminLoggedIn'))).toBe('true');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('isAdminLoggedIn'))).toBeNull();
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('when the password is wrong, then Login Failed shows and the person stays on /login', async ({
  staffPage,
  request,
  browser,
}) => {
  const account = await createAccount(request, await idTokenOf(staffPage));
  const context = await browser.newContext();
  const page = await context.newPage();
  await fillLogin(page, account.username, 'not-the-password');
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await context.close();
});

test('when an admin invites a staff member, then the invitee opens the mailed link, chooses a password and is signed in with the role', async ({
  staffPage,
  browser,
  request,
}) => {
  test.slow(); // two browsers and a mail round trip through maildev
  const tag = Date.now().toString(36);
  const email = `e2e-invitee-${tag}@example.com`;
  await staffPage
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByText('User Management')
    .click();
  await staffPage.getByRole('button', { name: 'Invite Staff Member' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Invite a staff member' });
  await expect(dialog.getByLabel(/password/i)).toHaveCount(0);
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await staffPage.getByRole('option', { name: 'Viewer' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(staffPage.getByText('Invitation sent')).toBeVisible();
  await expect(staffPage.getByRole('row').filter({ hasText: email })).toContainText('Viewer');

  // The mail in the stack's maildev; its link opens the accept page in the invitee's own browser.
  const mail = await caughtMail(request, (m) => m.to.some((t) => t.address === email));
  expect(mail.subject).toBe('You are invited to the 36x Advisory back office');
  const link = /http\S+accept-invite#token=\S+/.exec(mail.text)![0];
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel(/^Username/).fill(`e2e-inv-${tag}`);
  await page.getByLabel(/^Password/).fill('e2e-invited-pass-2026');
  await page.getByLabel(/^Repeat password/).fill('e2e-invited-pass-2026');
  await page.getByRole('button', { name: 'Create account and sign in' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  // A viewer: User Management is not offered.
  await expect(
    page.getByRole('navigation', { name: 'Dashboard sections' }).getByText('User Management'),
  ).toHaveCount(0);

  // The link worked once; the invitation has left the admin's pending list.
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByText(/has expired, was already used or was withdrawn/)).toBeVisible();
  await context.close();
  await staffPage.reload();
  await expect(staffPage.getByRole('row').filter({ hasText: email })).toContainText(`e2e-inv-${tag}`);
});

test('when an admin deactivates a signed-in user, then their next action ends the session and returns them to /login', async ({
  staffPage,
  request,
  browser,
}) => {
  const account = await createAccount(request, await idTokenOf(staffPage), { role: 'user' });
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await signInThroughUi(theirs, account);
  await expect(theirs.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();

  // The admin turns the account off (User Management, Edit, Active off).
  await staffPage
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByText('User Management')
    .click();
  await staffPage.getByRole('button', { name: `Edit ${account.username}` }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByRole('switch', { name: /active/i }).uncheck();
  await dialog.getByRole('button', { name: 'Update User' }).click();
  await expect(staffPage.getByText('User updated successfully!')).toBeVisible();
  await expect(staffPage.getByRole('row').filter({ hasText: account.username })).toContainText('Inactive');

  // Their next click asks the server, which refuses the session.
  await theirs
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByText('Content Management')
    .click();
  await expect(theirs).toHaveURL(/\/login(\?next=[^&]*)?$/); // back to the section they were on after signing in
  await expect(theirs.getByText('Session Ended')).toBeVisible();
  await theirs.goto('/admin-dashboard');
  await expect(theirs).toHaveURL(/\/login$/);
  await context.close();
});

/** The code an authenticator app shows for this secret, `stepsAhead` 30-second steps from now. */
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

// Decision 050: two-factor sign-in, set up by the staff member themselves; then the password and a code sign in, and a
// recovery code works once.
test('when a staff member turns on two-factor sign-in, then sign-in asks for a code, and a recovery code works once', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, await staffIdToken(request));
  await signInThroughUi(page, account);

  // From the account menu: scan (here: read the key from the screen), type back one code, keep the recovery codes.
  await page.getByRole('button', { name: 'Two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await dialog.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await dialog.getByLabel('Secret key').inputValue()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByLabel('6-digit code').fill(appCode(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText('Two-factor sign-in is on.')).toBeVisible();
  const recovery = await dialog
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(recovery).toHaveLength(10);
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(dialog.getByText(/10 recovery codes left/)).toBeVisible();
  // The dialog's own Close (a toast still showing sits inside the open dialog, with a Close of its own).
  await dialog.getByText('Close', { exact: true }).click();
  const logout = async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  };
  await logout();

  // The password alone is not enough: the next step asks for the app's code (a step not used yet).
  const codeStep = async (code: string) => {
    await fillLogin(page, account.username, account.password);
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
  };
  await codeStep(appCode(secret, 1));
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await logout();

  // Phone lost: a recovery code signs in, once.
  await codeStep(recovery[0]!);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await logout();
  await codeStep(recovery[0]!);
  await expect(page.getByText('That code is not right. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
