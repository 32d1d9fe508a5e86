import type { Video } from '@36x/common';
import { expect, noScriptPage, test } from './support/fixtures';
import { sortedTitles } from './support/lists';

test.describe('video library', () => {
  test('when sorted by Most Viewed, then the counts run from highest to lowest as numbers', async ({
    page,
    request,
  }) => {
    const videos = (await (await request.get('/api/videos')).json()) as Video[];
    expect(videos.length).toBeGreaterThan(1);
    await page.goto('/videos');
    const titles = await sortedTitles(page, 'Most Viewed', 'Videos');
    const expected = [...videos].sort((a, b) => Number(b.views) - Number(a.views)).map((v) => v.title);
    expect(titles).toEqual(expected);
  });

  test('when a video is chosen, then a dialog plays it; another replaces it; closing stops it', async ({
    page,
    checkA11y,
  }) => {
    // Offline machines cannot reach YouTube: answer the embed with an empty page so the journey is about our UI.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
    );
    await page.goto('/videos');
    const cards = page.getByRole('list', { name: 'Videos' }).getByRole('link', { name: /^Play video:/ });
    await expect(cards.first()).toBeVisible();
    const titles = page.getByRole('list', { name: 'Videos' }).getByRole('heading', { level: 2 });
    const [first, second] = [await titles.nth(0).textContent(), await titles.nth(1).textContent()];
    await expect(cards.nth(0)).toHaveAccessibleName(
      new RegExp(`^Play video: ${first!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );

    await cards.nth(0).click();
    const dialog = page.getByRole('dialog', { name: first! });
    await expect(dialog).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
    );
    await checkA11y({ include: ['[role="dialog"]'], exclude: ['iframe'] });

    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(cards.nth(0)).toBeFocused();

    await cards.nth(1).click();
    await expect(page.getByRole('dialog', { name: second! })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test('without JavaScript, video cards and the home notebook link to content (SITE-START-2)', async ({
  browser,
}) => {
  const page = await noScriptPage(browser, { phone: true });
  await page.goto('/videos');
  const card = page
    .getByRole('list', { name: 'Videos' })
    .getByRole('link', { name: /^Play video:/ })
    .first();
  const title = (await page
    .getByRole('list', { name: 'Videos' })
    .getByRole('heading', { level: 2 })
    .first()
    .textContent())!;
  await expect(card).toHaveAttribute('href', /^\/videos\/[^/]+$/);
  await card.click();
  await expect(page).toHaveURL(/\/videos\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto('/');
  const notebook = page.getByRole('region', { name: 'Notes on Money, Written Plainly' });
  await expect(notebook.locator('.MuiSkeleton-root')).toHaveCount(0);
  await notebook.getByRole('link', { name: 'Read the latest articles' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('list', { name: 'Blogs' }).getByRole('article').first()).toBeVisible();
  await page.goBack();
  await notebook.getByRole('link', { name: 'Watch the latest videos' }).click();
  await expect(page.getByRole('list', { name: 'Videos' }).getByRole('article').first()).toBeVisible();
  await page.context().close();
});
