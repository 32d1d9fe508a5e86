import type { APIRequestContext, Browser } from '@playwright/test';
import { API, toIstInputValue, type Blog, type Video } from '@36x/common';
import { expect, test, visitorPage as visitor } from './support/fixtures';
import { staffIdToken, demoAccount } from './support/staff';

// The publishing desk, reading side (ADMIN-PUBLISH B): a post scheduled in India time stays invisible to visitors (page,
// API, sitemap, RSS) until its time, staff preview it at its own address, the RSS feed escapes it, the blog list pages
// after 12 posts without the app's scripts, and a video has its own address.

test.use({ staffRole: 'user' });
test.setTimeout(120_000);

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const CONTENT =
  'Advance tax falls due in four instalments; here is how a salaried person with rental income plans for them.';
const created: string[] = [];
let token = '';

async function createPost(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}) {
  const res = await request.post(API.blogs, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, content: CONTENT, excerpt: 'Four dates to remember', category: 'Tax Planning', ...extra },
  });
  expect(res.status(), await res.text()).toBe(201);
  const blog = (await res.json()) as Blog;
  created.push(blog.id);
  return blog;
}

async function noScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

test.beforeAll(async ({ request }) => {
  token = await staffIdToken(request, demoAccount('user'));
});

// Leave the shared stack's list as the other journeys expect it.
test.afterAll(async ({ request }) => {
  for (const id of created) {
    await request.delete(API.blog(id), { headers: { Authorization: `Bearer ${token}` } });
  }
});

test('a post scheduled for later is invisible to visitors until its time; staff preview it; then it is public and in the RSS feed', async ({
  staffPage: page,
  browser,
  request,
}) => {
  const title = unique('Budget & <you> notes');
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByText('Content Management').click();
  // The list first (a fresh stack's function may take a while to start).
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Add New Blog' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Tax Planning' }).click();
  await dialog.getByLabel('Excerpt').fill('What changes & what does not');
  await dialog.getByLabel('Content').fill(CONTENT);
  await dialog.getByLabel('Publish at (India time, IST)').fill('2099-12-31T10:30');
  await expect(dialog.getByText('Scheduled: public from 31 Dec 2099, 10:30 am IST.')).toBeVisible();
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/blogs') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Create Blog' }).click();
  const blog = (await (await answer).json()) as Blog;
  created.push(blog.id);
  expect(blog.publishAt).toBe('2099-12-31T05:00:00.000Z');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Scheduled for 31 Dec 2099, 10:30 am IST', { timeout: 30_000 });
  await expect(row.getByRole('link', { name: `Preview ${title} (opens in a new tab)` })).toHaveAttribute(
    'href',
    `/blogs/${blog.slug}?preview=1`,
  );

  // A visitor: no page, no API answer, not in the list, the sitemap or the feed; ?preview=1 changes nothing.
  const guest = await visitor(browser);
  for (const path of [`/blogs/${blog.id}`, `/blogs/${blog.id}?preview=1`]) {
    const res = await guest.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(guest.getByRole('heading', { name: 'Blog Not Found' })).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);
  }
  expect((await request.get(API.blog(blog.id))).status()).toBe(404);
  expect(JSON.stringify(await (await request.get(API.blogs)).json())).not.toContain(blog.id);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(blog.id);
  expect(await (await request.get('/rss.xml')).text()).not.toContain(blog.id);
  await guest.goto('/blogs');
  await expect(guest.getByText(title)).toHaveCount(0);

  // Staff preview it at its public address, under a banner, as it will look.
  const previewRes = await page.goto(`/blogs/${blog.id}?preview=1`);
  expect(previewRes?.headers()['cache-control']).toMatch(/no-store|no-cache/);
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toContainText(
    'visitors will see it from 31 Dec 2099, 10:30 am IST',
  );
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Its time comes (moved to two minutes ago): now it is public, and the feed carries it, escaped.
  await page.goto('/admin-dashboard?section=content');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const past = toIstInputValue(new Date(Date.now() - 2 * 60_000).toISOString());
  await page.getByRole('dialog').getByLabel('Publish at (India time, IST)').fill(past);
  // Decision 055: its own X card title, which the page's server HTML carries (Facebook keeps the post title).
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Social cards/ })
    .click();
  await page.getByRole('dialog').getByRole('tab', { name: 'X' }).click();
  await page.getByRole('dialog').getByLabel('X title').fill('Budget notes, the short version');
  await expect(page.getByRole('figure', { name: 'X preview' })).toContainText(
    'Budget notes, the short version',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Update Blog' }).click();
  await expect(page.getByText('Blog Updated')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Published');

  const live = await guest.goto(`/blogs/${blog.id}`);
  expect(live?.status()).toBe(200);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(guest.getByText(/^\d+ min read$/)).toBeVisible();
  await expect(guest.locator('meta[name="twitter:title"]')).toHaveAttribute(
    'content',
    'Budget notes, the short version',
  );
  await expect(guest.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${title} | 36x Advisory`,
  );
  const share = guest.getByRole('navigation', { name: 'Share this article' });
  await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(guest.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/rss.xml',
  );

  const rss = await request.get('/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  const xml = await rss.text();
  expect(xml).toContain(
    `<title>${title.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')}</title>`,
  );
  // The browser's XML parser reads the title back exactly.
  const parsed = await guest.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      titles: Array.from(doc.querySelectorAll('item > title'), (t) => t.textContent),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  // Other journeys' posts may be newer (the stack is shared): find ours among the items.
  expect(parsed.titles).toContain(title);
  await guest.context().close();
});

test.describe('as an admin', () => {
  test.use({ staffRole: 'admin' });

  // ADMIN-PUBLISH-6 and 9, SITE-BLOGS-8: a readable address, the old id redirecting to it, a tag page; a deleted post
  // waits in the Trash and comes back.
  test('a post lives at its slug (the id answers 301), is listed on its tag page, and is restored from the Trash', async ({
    staffPage: page,
    browser,
    request,
  }) => {
    const title = unique('Advance tax dates');
    const blog = await createPost(request, title, { tags: ['advance-tax', 'deadlines'] });
    expect(blog.slug).toMatch(/^advance-tax-dates-/);

    const bare = await noScript(browser);
    const moved = await bare.request.get(`/blogs/${blog.id}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe(`/blogs/${blog.slug}`);
    await bare.goto(`/blogs/${blog.id}`);
    await expect(bare).toHaveURL(new RegExp(`/blogs/${blog.slug}$`));
    await expect(bare.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await bare.getByRole('link', { name: '#advance-tax' }).click();
    await expect(bare).toHaveURL(/\/blogs\/tag\/advance-tax$/);
    await expect(bare.getByRole('link', { name: title }).first()).toBeVisible();
    await bare.context().close();

    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByText('Content Management')
      .click();
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('dialog', { name: `Delete "${title}"?` })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(page.getByText(`${title} deleted successfully`)).toBeVisible();
    expect((await request.get(`/blogs/${blog.slug}`)).status()).toBe(404);

    await page.getByRole('navigation', { name: 'Dashboard sections' }).getByText('Trash').click();
    await page.getByRole('button', { name: `Restore ${title}` }).click();
    await expect(page.getByRole('button', { name: `Restore ${title}` })).toHaveCount(0);
    expect((await request.get(`/blogs/${blog.slug}`)).status()).toBe(200);
  });
});

// Bulk actions (decision 051): two drafts found by a word of their body, published in one confirmed action.
test('staff find drafts by their body text and publish them in one confirmed action', async ({
  staffPage: page,
  request,
}) => {
  const word = `zq${Date.now().toString(36)}`;
  const drafts = [
    await createPost(request, unique('Bulk draft A'), { status: 'draft', content: `${CONTENT} ${word}` }),
    await createPost(request, unique('Bulk draft B'), { status: 'draft', content: `${CONTENT} ${word}` }),
  ];
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByText('Content Management').click();
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(word);
  await expect(page.getByRole('checkbox', { name: /^Select Bulk draft/ })).toHaveCount(2, {
    timeout: 30_000,
  });
  await page.getByRole('checkbox', { name: 'Select page' }).check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish 2 posts?' });
  await dialog.getByRole('button', { name: 'Publish 2 posts' }).click();
  await expect(page.getByText('2 of 2 posts published')).toBeVisible();
  for (const d of drafts) expect((await request.get(API.blog(d.slug))).status()).toBe(200);
});

// Tags (decision 051): typed in capitals, kept so; renamed in the Tags section, the old address answers 301.
test.describe('tags as an admin', () => {
  test.use({ staffRole: 'admin' });

  test('a tag keeps its case; renamed in the Tags section, its posts and address follow', async ({
    staffPage: page,
    request,
  }) => {
    const code = `TQ${Date.now().toString(36).toUpperCase()}`;
    const blog = await createPost(request, unique('Tagged post'), { tags: [code] });
    expect(blog.tagNames).toEqual([code]);
    await page.getByRole('navigation', { name: 'Dashboard sections' }).getByText('Tags').click();
    await page.getByRole('button', { name: `Edit tag ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit tag “${code}”` });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`${code} Renamed`);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('What this tag is about.');
    await dialog.getByRole('button', { name: 'Save tag' }).click();
    await expect(page.getByText('Tag saved')).toBeVisible();
    const oldPath = `/blogs/tag/${code.toLowerCase()}`;
    const moved = await request.get(oldPath, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe(`${oldPath}-renamed`);
    const guest = await page.context().browser()!.newPage();
    await guest.goto(`/blogs/${blog.slug}`);
    await guest.getByRole('link', { name: `#${code} Renamed` }).click();
    await expect(
      guest.getByRole('heading', { level: 1, name: `Articles tagged “${code} Renamed”` }),
    ).toBeVisible();
    await expect(guest.getByText('What this tag is about.')).toBeVisible();
    await guest.close();
  });
});

test('the blog list pages after 12 posts, with links that work without the app', async ({
  browser,
  request,
}) => {
  const before = ((await (await request.get(API.blogs)).json()) as Blog[]).length;
  for (let i = 0; i < Math.max(0, 13 - before); i++)
    await createPost(request, unique(`Paging post ${i + 1}`), {
      // Old and in a category of their own: other journeys' "latest post" and category counts stay as they were.
      category: 'Business Strategy',
      publishAt: new Date(Date.UTC(2020, 0, 1 + i)).toISOString(),
    });
  const total = ((await (await request.get(API.blogs)).json()) as Blog[]).length;
  expect(total).toBeGreaterThan(12);
  const pages = Math.ceil(total / 12);

  const bare = await noScript(browser);
  await bare.goto('/blogs');
  await expect(bare.getByRole('list', { name: 'Blogs' }).getByRole('listitem')).toHaveCount(12);
  await expect(bare.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(bare.locator('link[rel="next"]')).toHaveAttribute('href', /\/blogs\?page=2$/);
  await bare.getByRole('link', { name: /Next/ }).click();
  await expect(bare).toHaveURL(/\/blogs\?page=2$/);
  await expect(bare.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(bare.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blogs\?page=2$/);
  await expect(bare.locator('link[rel="prev"]')).toHaveAttribute('href', /\/blogs$/);
  await expect(bare.getByRole('list', { name: 'Blogs' }).getByRole('listitem')).toHaveCount(
    pages > 2 ? 12 : total - 12,
  );
  await bare.getByRole('link', { name: /Previous/ }).click();
  await expect(bare.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await bare.context().close();
});

test('a video has its own address: linked from its player, and playing without the app', async ({
  page,
  browser,
  request,
}) => {
  const videos = (await (await request.get(API.videos)).json()) as Video[];
  const video = videos[0]!;
  await page.goto('/videos');
  await page
    // By text, not a pattern: another journey's video keeps $, ` and ' in its title.
    .getByRole('link', { name: `Play video: ${video.title}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: "This video's own page" })).toHaveAttribute(
    'href',
    `/videos/${video.id}`,
  );
  await expect(dialog.getByRole('navigation', { name: 'Share this video' })).toBeVisible();

  const bare = await noScript(browser);
  const res = await bare.goto(`/videos/${video.id}`);
  expect(res?.status()).toBe(200);
  await expect(bare.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expect(bare.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
  expect((await bare.goto('/videos/no-such-video'))?.status()).toBe(404);
  await bare.context().close();
});
