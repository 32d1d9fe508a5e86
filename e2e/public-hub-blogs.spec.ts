import type { Blog } from '@36x/common';
import { expect, test } from './support/fixtures';
import { sortedTitles } from './support/lists';
import { holdRequests, holdScripts, slowPhone } from './support/phone';

// Journeys of SITE-PERF on the hub, the blog list and a blog post, against the local stack's demo content. Expected
// values come from /api/blogs, so a change to the seed does not break the journeys.

async function publishedBlogs(request: import('@playwright/test').APIRequestContext): Promise<Blog[]> {
  const res = await request.get('/api/blogs');
  expect(res.ok()).toBe(true);
  const blogs = (await res.json()) as Blog[];
  expect(blogs.length, 'the demo content has posts').toBeGreaterThan(2);
  return blogs;
}

test.describe('resources hub', () => {
  test('when a visitor searches the hub, then blogs and videos filter and say when nothing matches', async ({
    page,
    request,
    checkA11y,
  }) => {
    const blogs = await publishedBlogs(request);
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Financial Resources Hub' })).toBeVisible();

    const insights = page.getByRole('region', { name: 'Latest Insights' });
    await expect(insights.getByRole('article')).toHaveCount(Math.min(6, blogs.length));
    const target = blogs[blogs.length - 1]!;
    await insights.getByPlaceholder('Search blogs...').fill(target.title.slice(0, 18).toUpperCase());
    await expect(insights.getByRole('heading', { level: 3, name: target.title })).toBeVisible();
    await insights.getByPlaceholder('Search blogs...').fill('zzzz-no-such-thing');
    await expect(insights.getByText('No blogs found matching your search.')).toBeVisible();

    const videos = page.getByRole('region', { name: 'Expert Videos' });
    await expect(videos.getByRole('link', { name: /^Play video:/ }).first()).toBeVisible();
    await videos.getByPlaceholder('Search videos...').fill('zzzz-no-such-thing');
    await expect(videos.getByText('No videos found matching your search.')).toBeVisible();

    await checkA11y();
  });

  test('when Explore Resources is chosen, then the tax-planning section comes into view', async ({
    page,
  }) => {
    await page.goto('/insights');
    await page.getByRole('link', { name: 'Explore Resources' }).click();
    await expect(page).toHaveURL(/#tax-planning$/);
    await expect(page.getByRole('heading', { name: 'Business Tax Optimization' })).toBeInViewport();
  });

  test('when /resources#calculator is opened, then the calculators section is in view with its link', async ({
    page,
  }) => {
    await page.goto('/resources#calculator');
    const link = page.locator('#calculator').getByRole('link', { name: 'Open Calculators' });
    await expect(link).toBeInViewport();
    await expect(link).toHaveAttribute('href', '/calculator');
  });
});

test.describe('blog list', () => {
  test('when a visitor searches, filters, sorts and clears, then the list, chips, count and URL follow', async ({
    page,
    request,
    checkA11y,
  }) => {
    const blogs = await publishedBlogs(request);
    const category = blogs[0]!.category;
    const inCategory = blogs.filter((b) => b.category === category);
    await page.goto('/blogs');
    // Pages of 12 (other journeys may have added posts).
    await expect(
      page.getByText(`Showing ${Math.min(12, blogs.length)} of ${blogs.length} blogs`),
    ).toBeVisible();
    await checkA11y();

    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: category, exact: true }).click();
    await expect(page.getByText(`Showing ${inCategory.length} of ${blogs.length} blogs`)).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`category=${encodeURIComponent(category).replace(/%20/g, '\\+')}`),
    );
    await expect(page.getByRole('button', { name: `Remove filter Category: ${category}` })).toBeVisible();

    const titles = await sortedTitles(page, 'Alphabetical', 'Blogs');
    expect(titles).toEqual(
      [...inCategory.map((b) => b.title)].sort((a, b) =>
        a.localeCompare(b, 'en-IN', { sensitivity: 'base' }),
      ),
    );
    await expect(page).toHaveURL(/sort=alphabetical/);

    // Back from a post returns to the same filtered, sorted list.
    await page.getByRole('list', { name: 'Blogs' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Insights & Articles');
    await page.goBack();
    await expect(page.getByText(`Showing ${inCategory.length} of ${blogs.length} blogs`)).toBeVisible();

    // The URL is shareable: opening it again gives the same list.
    await page.reload();
    await expect(page.getByText(`Showing ${inCategory.length} of ${blogs.length} blogs`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Alphabetical');

    await page.getByRole('searchbox', { name: 'Search blogs' }).fill('zzzz-no-such-thing');
    await expect(page.getByRole('heading', { name: 'No blogs found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    // Pages of 12 (other journeys may have added posts).
    await expect(
      page.getByText(`Showing ${Math.min(12, blogs.length)} of ${blogs.length} blogs`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/blogs\?sort=alphabetical$/);
  });

  test('on a slow phone, when a search is typed before start-up, then it stays in the box and filters the list after it (SITE-START-1)', async ({
    page,
    request,
  }) => {
    const blogs = await publishedBlogs(request);
    const target = blogs.at(-1)!;
    const query = target.title.slice(0, 12).toLowerCase();
    const matching = blogs.filter((b) =>
      [b.title, b.content, b.category, b.excerpt].some((f) => (f ?? '').toLowerCase().includes(query)),
    );
    await slowPhone(page);
    const app = await holdScripts(page);
    await app.opened('/blogs');
    const search = page.getByRole('searchbox', { name: 'Search blogs' });
    await search.click();
    await search.pressSequentially(query, { delay: 120 });
    app.release();
    await app.started();
    await expect(search).toHaveValue(query);
    await expect(search).toBeFocused();
    await expect(page.getByText(`Showing ${matching.length} of ${blogs.length} blogs`)).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);
    // Typing after start-up goes on from there.
    await search.press('End');
    await search.pressSequentially('zzz', { delay: 120 });
    await expect(search).toHaveValue(`${query}zzz`);
    await expect(page.getByRole('heading', { name: 'No blogs found' })).toBeVisible();
  });

  test('without JavaScript, when a search is sent, then the server answers /blogs?q= with the filtered list (SITE-START-2)', async ({
    browser,
    request,
  }) => {
    const blogs = await publishedBlogs(request);
    const target = blogs[0]!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blogs');
    await page.getByRole('searchbox', { name: 'Search blogs' }).fill(target.title);
    await page.getByRole('searchbox', { name: 'Search blogs' }).press('Enter');
    await expect(page).toHaveURL(/\/blogs\?q=/);
    await expect(page.getByText(/^Showing 1 of \d+ blogs$/)).toBeVisible();
    await expect(page.getByRole('link', { name: target.title })).toHaveAttribute('href', /^\/blogs\//);
    await context.close();
  });

  test('when the list is loading, then six skeleton cards hold its place', async ({ page }) => {
    // Opened directly, /blogs arrives rendered with its posts (the function); reached inside the app, the list
    // loads in the browser.
    await page.goto('/blogs/no-such-post');
    const release = await holdRequests(page, '**/api/blogs');
    await page.getByRole('link', { name: 'Back to Blogs' }).click();
    await expect(page.getByRole('main').locator('[aria-busy="true"] .MuiCard-root')).toHaveCount(6);
    release();
    await expect(page.getByText(/^Showing \d+ of \d+ blogs$/)).toBeVisible();
  });
});

test.describe('blog post', () => {
  test('when a post is opened from the list, then it reads fully with author, related posts, calls to action and its tags', async ({
    page,
    request,
    checkA11y,
  }) => {
    const blogs = await publishedBlogs(request);
    const post = blogs[0]!;
    await page.goto('/blogs');
    await page.getByRole('list', { name: 'Blogs' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${post.slug}$`));
    const article = page.getByRole('article', { name: post.title });
    await expect(article.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(article.getByText(post.excerpt, { exact: true })).toBeVisible();
    await expect(article.getByText(/^By /)).toContainText('Chartered Accountant');
    await expect(article.getByRole('note', { name: 'Disclaimer' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(article.getByRole('link', { name: 'Start an Enquiry' })).toHaveAttribute('href', '/enquiry');
    const related = blogs.filter((b) => b.id !== post.id && b.category === post.category).slice(0, 3);
    if (related.length) {
      await expect(
        page.getByRole('region', { name: 'Related Articles' }).getByRole('heading', { level: 3 }),
      ).toHaveCount(related.length);
    }
    await expect(page).toHaveTitle(`${post.title} | 36x Advisory`);
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${post.title} | 36x Advisory`,
    );
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: post.title });
    await checkA11y();
  });

  test('when a related post is opened from a post that arrived rendered, then that post shows (not the first one kept)', async ({
    page,
    request,
  }) => {
    const blogs = await publishedBlogs(request);
    const post = blogs.find((b) => blogs.some((o) => o.id !== b.id && o.category === b.category))!;
    await page.goto(`/blogs/${post.slug}`);
    const next = page.getByRole('region', { name: 'Related Articles' }).getByRole('link');
    const href = await next.first().getAttribute('href');
    const other = blogs.find((b) => href === `/blogs/${b.slug}`)!;
    await next.first().click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${other.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title);
    await expect(page.getByRole('article', { name: other.title }).getByText(other.excerpt)).toBeVisible();
  });

  test('when a post does not exist, then Blog Not Found links back to the list', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/blogs/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Not Found' })).toBeVisible();
    await checkA11y();
    await page.getByRole('link', { name: 'Back to Blogs' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test('when a link-preview crawler fetches a post, then the HTML itself carries its tags; the sitemap lists it', async ({
    request,
  }) => {
    const [post] = await publishedBlogs(request);
    const res = await request.get(`/blogs/${post!.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<meta property="og:type" content="article"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ \| 36x Advisory"\/>/);
    // The function renders the post itself (with its BlogPosting JSON-LD) into the page.
    expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"@type":"BlogPosting"/);
    expect((await request.get('/blogs/no-such-post')).status()).toBe(404);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/blogs/${post!.slug}</loc>`);
    expect(sitemap).not.toContain('/admin-dashboard');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Disallow: \/admin-dashboard/);
    expect(robots).toMatch(/Disallow: \/login/);
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});
