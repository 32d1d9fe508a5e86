import type { Page } from '@playwright/test';
import { expect, test, visitorPage as visitor } from './support/fixtures';

// Content journeys of the back office (ADMIN-DASH, ADMIN-LOGIN-3, ADMIN-MSG-1) as an editor (role `user`), checked
// from a visitor's browser: blogs with an uploaded image, drafts, edit and delete, videos, enquiry forms.

test.use({ staffRole: 'user' });
// Each journey drives two browsers (editor and visitor) through several screens.
test.setTimeout(90_000);

// A real 1×1 PNG: the API checks uploads by content, not by name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const CONTENT =
  'When you switch jobs mid-year, both employers deduct tax as if they were your only one. Here is how to fix it.';

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByText(name, { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function fillBlog(page: Page, o: { title: string; status?: 'Published' | 'Draft' }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(o.title);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Tax Planning' }).click();
  if (o.status) {
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: o.status }).click();
  }
  await dialog.getByLabel('Excerpt').fill('Two employers, one tax return');
  await dialog.getByLabel('Content').fill(CONTENT);
}

/** Submits the open blog modal and answers the saved blog's id, read from the API's answer. */
async function saveBlog(page: Page, button: 'Create Blog' | 'Update Blog'): Promise<string> {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/blogs') && ['POST', 'PUT'].includes(r.request().method()),
  );
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  const res = await answer;
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

test('when an editor creates a blog with an uploaded image, then visitors see it on /blogs and /blogs/{id}', async ({
  staffPage: page,
  browser,
}) => {
  const title = unique('E2E uploaded-image post');
  await openSection(page, 'Content Management');
  await page.getByRole('button', { name: 'Add New Blog' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Blog Post' })).toBeVisible();
  await fillBlog(page, { title });

  await page
    .getByTestId('blog-image-file')
    .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Image has been uploaded successfully')).toBeVisible();
  const imageUrl = await page.getByRole('dialog').getByLabel('Image URL').inputValue();
  expect(imageUrl).toMatch(/\.png($|\?)/);
  await expect(page.getByAltText('Featured image preview')).toHaveJSProperty('naturalWidth', 1);

  const id = await saveBlog(page, 'Create Blog');
  await expect(page.getByText('Blog Created')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Published');

  const guest = await visitor(browser);
  await guest.goto('/blogs');
  await expect(guest.getByRole('list', { name: 'Blogs' }).getByText(title)).toBeVisible();
  await guest.goto(`/blogs/${id}`);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const img = guest.locator(`img[src="${imageUrl}"]`);
  await expect(img).toBeVisible();
  await expect(img).toHaveJSProperty('naturalWidth', 1);
  await guest.context().close();
});

test('when a blog is saved as a draft, then visitors cannot see it until it is published on edit', async ({
  staffPage: page,
  browser,
}) => {
  const title = unique('E2E draft post');
  await openSection(page, 'Content Management');
  await page.getByRole('button', { name: 'Add New Blog' }).click();
  await fillBlog(page, { title, status: 'Draft' });
  const id = await saveBlog(page, 'Create Blog');
  await expect(page.getByText('Blog Created')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Draft');

  const guest = await visitor(browser);
  await guest.goto('/blogs');
  await expect(guest.getByRole('list', { name: 'Blogs' })).toBeVisible();
  await expect(guest.getByText(title)).toHaveCount(0);
  await guest.goto(`/blogs/${id}`);
  await expect(guest.getByRole('heading', { name: 'Blog Not Found' })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await saveBlog(page, 'Update Blog');
  await expect(page.getByText('Blog Updated')).toBeVisible();

  await guest.goto(`/blogs/${id}`);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await guest.context().close();
});

test('when a blog is edited and then deleted, then visitors follow, and Recent Activity records both', async ({
  staffPage: page,
  browser,
}) => {
  const title = unique('E2E edit me');
  const renamed = `${title} (revised)`;
  await openSection(page, 'Content Management');
  await page.getByRole('button', { name: 'Add New Blog' }).click();
  await fillBlog(page, { title });
  const id = await saveBlog(page, 'Create Blog');

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await dialog.getByLabel('Title').fill(renamed);
  await saveBlog(page, 'Update Blog');
  await expect(page.getByText('Blog Updated')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toBeVisible();

  const guest = await visitor(browser);
  await guest.goto(`/blogs/${id}`);
  await expect(guest.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // No confirmation for blogs (ADMIN-MSG-1).
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(page.getByText(`${renamed} deleted successfully`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);

  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'Blog Not Found' })).toBeVisible();
  await guest.context().close();

  await openSection(page, 'Dashboard Overview');
  await expect(page.getByRole('list', { name: 'Recent activity' }).getByText(renamed).first()).toBeVisible();
});

test('when an editor adds a video, then its preview follows the URL as typed and visitors see it in the library', async ({
  staffPage: page,
  browser,
}) => {
  const title = unique('E2E video');
  const id = `e2e${Date.now().toString(36)}`.padEnd(11, 'x').slice(0, 11);
  await openSection(page, 'Content Management');
  await page.getByRole('tab', { name: 'Videos' }).click();
  await page.getByRole('button', { name: 'Add New Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Video' });
  await dialog.getByLabel('Title').fill(title);
  const preview = dialog.locator('iframe[title="YouTube video preview"]');
  await dialog.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=');
  await expect(preview).toHaveCount(0);
  await dialog.getByLabel('YouTube URL').fill(`https://www.youtube.com/watch?v=${id}`);
  await expect(preview).toHaveAttribute('src', new RegExp(`/embed/${id}$`));
  await dialog.getByLabel('Duration').fill('7:45');
  await dialog.getByLabel('Views').fill('1200');
  await dialog.getByLabel('Description').fill('Why two employers in one year can mean a tax bill in July.');
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(page.getByText('Video Added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('7:45');
  await expect(row).toContainText('1,200');

  const guest = await visitor(browser);
  await guest.goto('/videos');
  await expect(guest.getByText(title)).toBeVisible();
  await guest.context().close();
});

test('when an enquiry form is set inactive, then it leaves the public /enquiry page', async ({
  staffPage: page,
  browser,
}) => {
  const title = unique('E2E enquiry');
  await openSection(page, 'Enquiry Forms');
  await page.getByRole('button', { name: 'Add New Form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Enquiry Form' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Icon 🏦' }).click();
  await dialog
    .getByLabel('Description')
    .fill('Tell us about your loan and we will compare balance-transfer offers.');
  await dialog.getByLabel('Google Form URL').fill('https://forms.gle/e2eExample');
  const feature = dialog.getByLabel('Add a feature');
  await feature.fill('Home loans');
  await feature.press('Enter');
  await feature.fill('   ');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await feature.fill('Home loans');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('This feature is already in the list')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Features' }).getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Create Form' }).click();
  await expect(page.getByText('Enquiry Form Created')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Home loans');

  const guest = await visitor(browser);
  await guest.goto('/enquiry');
  await expect(guest.getByText(title)).toBeVisible();

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Enquiry Form' });
  await edit.getByRole('switch', { name: /active/i }).uncheck();
  await edit.getByRole('button', { name: 'Update Form' }).click();
  await expect(page.getByText('Enquiry Form Updated')).toBeVisible();
  await expect(card).toContainText('Inactive');

  await guest.reload();
  await expect(guest.getByRole('list', { name: 'Enquiry forms' })).toHaveAttribute('aria-busy', 'false');
  await expect(guest.getByText(title)).toHaveCount(0);
  await guest.context().close();
});
