import type { Page } from '@playwright/test';
import sharp from 'sharp';
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
  await dialog.getByLabel(/^Title/).fill(o.title);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Tax Planning' }).click();
  if (o.status) {
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: o.status }).click();
  }
  await dialog.getByLabel('Excerpt').fill('Two employers, one tax return');
  await dialog.getByLabel('Content').fill(CONTENT);
}

/** Content Management's "Add New Blog" modal, open. */
async function openNewBlog(page: Page) {
  await openSection(page, 'Content Management');
  await page.getByRole('button', { name: 'Add New Blog' }).click();
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

/** Writes and saves a new post through the modal; answers its id. */
async function createBlog(page: Page, o: Parameters<typeof fillBlog>[1]): Promise<string> {
  await openNewBlog(page);
  await fillBlog(page, o);
  return saveBlog(page, 'Create Blog');
}

test('when an editor creates a blog with an uploaded image, then visitors see it on /blogs and /blogs/{id}', async ({
  staffPage: page,
  browser,
}) => {
  const title = unique('E2E uploaded-image post');
  await openNewBlog(page);
  await expect(page.getByRole('dialog', { name: 'Create New Blog Post' })).toBeVisible();
  await fillBlog(page, { title });

  await page
    .getByTestId('blog-image-file')
    .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Image has been uploaded successfully')).toBeVisible();
  const imageUrl = await page.getByRole('dialog').getByLabel('Image URL').inputValue();
  expect(imageUrl).toMatch(/\.png($|\?)/);
  await expect(page.getByAltText('Featured image preview')).toHaveJSProperty('naturalWidth', 1);
  await page.getByRole('dialog').getByLabel('Image alt text').fill('A one-pixel chart');

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
  await expect(img).toHaveAttribute('alt', 'A one-pixel chart');
  // It loaded (with srcset, naturalWidth is scaled to the layout width the `w` descriptor promises, so not 1 here).
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc))
    .toMatch(/_1\.(png|webp)$/);
  await guest.context().close();
});

test('when a blog is saved as a draft, then visitors cannot see it until it is published on edit', async ({
  staffPage: page,
  browser,
}) => {
  const title = unique('E2E draft post');
  const id = await createBlog(page, { title, status: 'Draft' });
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
  const id = await createBlog(page, { title });

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await expect(dialog.getByLabel(/^Title/)).toHaveValue(title);
  await dialog.getByLabel(/^Title/).fill(renamed);
  await saveBlog(page, 'Update Blog');
  await expect(page.getByText('Blog Updated')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toBeVisible();

  const guest = await visitor(browser);
  await guest.goto(`/blogs/${id}`);
  await expect(guest.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // Deletes ask first (decision 050, over ADMIN-MSG-1), and the toast offers an Undo.
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page
    .getByRole('dialog', { name: `Delete "${renamed}"?` })
    .getByRole('button', { name: 'Delete' })
    .click();
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
  await dialog.getByLabel(/^Title/).fill(title);
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
  await dialog.getByLabel(/^Title/).fill(title);
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

// ADMIN-PUBLISH: a post written in markdown with the toolbar and live preview, an uploaded photo with alt text, published
// and read by a visitor with srcset and alt; then edited and put back from its history.
const MARKDOWN = [
  '## Key dates',
  '',
  'File on time and **keep the challans**.',
  '',
  '- Advance tax: 15 June',
  '- Return: 31 July',
  '',
  '| Form | Due |',
  '| --- | --- |',
  '| GSTR-1 | 11th |',
  '| GSTR-3B | 20th |',
].join('\n');

test('when an editor writes a markdown post with a photo and alt text, then visitors read it formatted with srcset; a revision restores the old title', async ({
  staffPage: page,
  browser,
}, testInfo) => {
  // Write, publish, read at two widths, edit, restore: the longest journey here (two browsers, image processing).
  test.setTimeout(240_000);
  const title = unique('E2E markdown post');
  const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#1d6f6a' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' } })
    .toBuffer();
  await openNewBlog(page);
  const dialog = page.getByRole('dialog', { name: 'Create New Blog Post' });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Tax Planning' }).click();
  await dialog.getByLabel('Excerpt').fill('The dates that matter this year');
  await dialog.getByLabel('Content').fill(MARKDOWN);
  // The toolbar: a link wrapped around the cursor's place, inserted at the end.
  const content = dialog.getByLabel('Content');
  await content.press('End');
  await content.press('Control+End');
  await content.pressSequentially('\n\nSee ');
  await dialog.getByRole('button', { name: 'Link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Insert link' });
  await linkDialog.getByLabel('Link text').fill('the tax portal');
  await linkDialog.getByLabel('Address').fill('https://www.incometax.gov.in');
  await linkDialog.getByRole('button', { name: 'Insert link' }).click();
  await expect(content).toHaveValue(/See \[the tax portal\]\(https:\/\/www\.incometax\.gov\.in\)/);

  // The live preview is the public renderer.
  const preview = dialog.getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { level: 2, name: 'Key dates' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  await expect(preview.getByRole('cell', { name: 'GSTR-3B' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'the tax portal' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );

  await page
    .getByTestId('blog-image-file')
    .setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Image has been uploaded successfully')).toBeVisible();
  const imageUrl = await dialog.getByLabel('Image URL').inputValue();
  expect(imageUrl).toMatch(/_1600\.jpg$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Create Blog' }).click();
  await expect(dialog.getByText('Describe the image for readers who cannot see it (alt text)')).toBeVisible();
  await dialog.getByLabel('Image alt text').fill('Teal cover with the key tax dates');
  await page.screenshot({ path: testInfo.outputPath('editor-1280.png'), fullPage: false });
  await page.setViewportSize({ width: 360, height: 780 });
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  await page.screenshot({ path: testInfo.outputPath('editor-360-preview.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = await saveBlog(page, 'Create Blog');
  await expect(page.getByText('Blog Created')).toBeVisible();

  const guest = await visitor(browser);
  await guest.goto(`/blogs/${id}`);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(guest.getByRole('heading', { level: 2, name: 'Key dates' })).toBeVisible();
  await expect(guest.getByRole('cell', { name: 'GSTR-1', exact: true })).toBeVisible();
  await expect(guest.getByText('keep the challans')).toHaveJSProperty('tagName', 'STRONG');
  const portal = guest.getByRole('link', { name: 'the tax portal' });
  await expect(portal).toHaveAttribute('target', '_blank');
  const cover = guest.getByRole('img', { name: 'Teal cover with the key tax dates' });
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute('srcset', /_1600_card\.jpg 480w, .*_1600\.jpg 1600w/);
  await expect(guest.locator('picture source[type="image/webp"]').first()).toHaveAttribute(
    'srcset',
    /\.webp 1600w/,
  );
  // The browser fetched one of the processed sizes (WebP where it can), not the original upload.
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/_1600(_card)?\.webp$/);
  await guest.screenshot({ path: testInfo.outputPath('post-1280.png'), fullPage: true });
  await guest.setViewportSize({ width: 360, height: 780 });
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 2, name: 'Key dates' })).toBeVisible();
  await guest.screenshot({ path: testInfo.outputPath('post-360.png'), fullPage: true });
  await guest.goto('/blogs');
  const card = guest.getByRole('img', { name: 'Teal cover with the key tax dates' });
  await expect(card).toHaveAttribute('sizes', /100vw/);

  // Edit the title, then put the first version back from the history.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/^Title/)
    .fill(`${title} (renamed)`);
  await saveBlog(page, 'Update Blog');
  await expect(page.getByText('Blog Updated')).toBeVisible();
  await page.getByRole('button', { name: `Edit ${title} (renamed)` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: /^History:/ });
  // The field diff: the title now (struck out) against the kept version's.
  await expect(history.locator('del').first()).toContainText(`${title} (renamed)`);
  await expect(history.locator('ins').first()).toHaveText(`This version: ${title}`);
  await testInfo.attach('history', { body: await page.screenshot(), contentType: 'image/png' });
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText('Version Restored')).toBeVisible();
  await guest.goto(`/blogs/${id}`);
  await expect(guest.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await guest.context().close();
});
