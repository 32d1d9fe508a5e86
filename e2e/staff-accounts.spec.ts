import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createAccount, staffIdToken } from './support/staff';

// ADMIN-ACCOUNT, one journey: an editor changes a post; the admin finds it in the audit log by actor, resets the editor's
// password; the editor signs in with the one-time password and must choose their own before anything else opens.
// Along the way: a deep link survives the sign-in, and the audit entry carries the before/after.

test.setTimeout(90_000);

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('when an editor changes a post, then the admin finds it by actor, resets their password, and the editor must change it', async ({
  staffPage: admin,
  browser,
  request,
}) => {
  test.slow(); // the fresh editor joins by invitation, through maildev
  // A fresh editor and a post of theirs to change (the demo editor is shared with other journeys).
  const adminToken = await staffIdToken(request);
  const auth = { Authorization: `Bearer ${adminToken}` };
  const editor = await createAccount(request, adminToken, { role: 'user' });
  const title = unique('E2E audit me');
  const post = await request.post('/api/blogs', {
    headers: auth,
    data: {
      title,
      excerpt: 'What the audit log is for.',
      content: 'A practice handling clients’ tax details must answer who changed or exported what, and when.',
      category: 'Compliance',
      image: '',
      status: 'draft',
    },
  });
  expect(post.status(), await post.text()).toBe(201);

  // The editor follows a link to Content Management while signed out: after signing in, they land there.
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await theirs.goto('/admin-dashboard?section=content');
  await expect(theirs).toHaveURL(/\/login\?next=%2Fadmin-dashboard%3Fsection%3Dcontent$/);
  await signIn(theirs, editor.username, editor.password);
  await expect(theirs).toHaveURL(/\/admin-dashboard\?section=content$/);

  // They rename the post and publish it.
  const renamed = `${title} (revised)`;
  await theirs.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = theirs.getByRole('dialog', { name: 'Edit Blog Post' });
  await dialog.getByLabel(/^Title/).fill(renamed);
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await theirs.getByRole('option', { name: 'Published' }).click();
  await dialog.getByRole('button', { name: 'Update Blog' }).click();
  await expect(theirs.getByText('Blog Updated')).toBeVisible();

  // The admin finds the change in the audit log by its actor.
  const nav = admin.getByRole('navigation', { name: 'Dashboard sections' });
  await nav.getByText('Audit Log').click();
  await admin.getByRole('combobox', { name: 'Who' }).click();
  await admin.getByRole('option', { name: editor.username, exact: true }).click();
  const entry = admin.getByRole('row').filter({ hasText: renamed });
  await expect(entry).toContainText('updated');
  await expect(entry).toContainText('status: draft → published');
  await expect(entry).toContainText(editor.username);
  // Two sign-ins: the one that followed accepting the invitation, and the one above (newest first).
  await expect(admin.getByRole('row').filter({ hasText: 'signed in' }).first()).toContainText(
    editor.username,
  );

  // ... and resets the editor's password.
  await nav.getByText('User Management').click();
  await admin.getByRole('button', { name: `Account actions for ${editor.username}` }).click();
  await admin.getByRole('menuitem', { name: 'Reset password' }).click();
  await admin
    .getByRole('dialog', { name: `Reset the password of ${editor.username}?` })
    .getByRole('button', { name: 'Reset password' })
    .click();
  const shown = admin.getByRole('dialog', { name: `One-time password for ${editor.username}` });
  const oneTime = (await shown.getByTestId('one-time-password').textContent())!.trim();
  expect(oneTime).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
  await shown.getByRole('button', { name: 'Done' }).click();

  // The editor's session has ended: the next click takes them to sign in again.
  await theirs.getByRole('navigation', { name: 'Dashboard sections' }).getByText('Enquiry Forms').click();
  await expect(theirs.getByText('Session Ended')).toBeVisible();
  await expect(theirs).toHaveURL(/\/login/);
  await signIn(theirs, editor.username, editor.password);
  await expect(theirs.getByText('Login Failed')).toBeVisible();

  // With the one-time password, only the change opens.
  await signIn(theirs, editor.username, oneTime);
  await expect(theirs.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(theirs.getByRole('navigation', { name: 'Dashboard sections' })).toHaveCount(0);
  const form = theirs.getByRole('form', { name: 'Change password' });
  await form.getByLabel('One-time password').fill(oneTime);
  await form.getByLabel('New password', { exact: true }).fill('e2e-editor-pass-2');
  await form.getByLabel('Repeat new password').fill('e2e-editor-pass-3');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The two new passwords do not match')).toBeVisible();
  await form.getByLabel('Repeat new password').fill('e2e-editor-pass-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(theirs.getByText('Password changed')).toBeVisible();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Enquiry Forms' })).toBeVisible();

  // /login while signed in goes straight back to the dashboard.
  await theirs.goto('/login');
  await expect(theirs).toHaveURL(/\/admin-dashboard/);
  await context.close();
});
