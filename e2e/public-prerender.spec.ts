import type { Blog } from '@36x/common';
import { expect, test } from './support/fixtures';

// Public pages arrive as HTML (web/src/entry-server.tsx): the static ones written by the build, the blog list and
// posts by the api function with their data. The browser then hydrates that HTML instead of rendering afresh.

const STATIC_PAGES = [
  {
    path: '/',
    h1: 'Financial clarity',
    title: '36x Advisory | CA, CFA &amp; CS financial advisory in India',
  },
  {
    path: '/services',
    h1: 'Our Services',
    title: 'Services: Tax, Audit, Investments, Corporate Law | 36x Advisory',
  },
  { path: '/about', h1: 'Qualified Advice, Calmly Explained', title: 'About Us | 36x Advisory' },
  { path: '/contact', h1: 'Contact Us', title: 'Contact Us | 36x Advisory' },
  { path: '/resources', h1: 'Financial Resources Hub', title: 'Financial Resources Hub' },
  {
    path: '/videos',
    h1: 'Expert Videos',
    title: 'Expert Videos on Tax, Insurance and Investing | 36x Advisory',
  },
];

test.describe('server-rendered public pages', () => {
  test('when a page is fetched without running any script, then the HTML already holds the page and its own tags', async ({
    request,
  }) => {
    for (const page of STATIC_PAGES) {
      const res = await request.get(page.path);
      expect(res.status(), page.path).toBe(200);
      const html = await res.text();
      expect(html, page.path).toContain(`<div id="root" data-url="${page.path}">`);
      expect(html, page.path).toMatch(new RegExp(`<h1[^>]*>${page.h1}`));
      expect(html, page.path).toContain(`<title>${page.title}`);
      expect(html, page.path).toMatch(/<meta property="og:url" content="http[^"]+" \/>/);
      // The styles come with the page: it looks right before the app's code arrives.
      expect(html, page.path).toMatch(/<style data-css-ids="[^"]+">/);
      // The fonts' rules come inlined and the fonts preloaded (static pages by the build, /videos by the function).
      expect(html, page.path).toMatch(
        /<link rel="preload" as="font" type="font\/woff2" href="\/assets\/[^"]+\.woff2" crossorigin>/,
      );
      expect(html, page.path).toMatch(/<style>@font-face\{/);
      expect(html, page.path).not.toContain('<link rel="stylesheet"');
    }
    // The back office and the login screen get the empty shell.
    const admin = await (await request.get('/admin-dashboard')).text();
    expect(admin).toContain('<div id="root"></div>');
  });

  test('when a post or the filtered list is fetched, then the function renders it with its data', async ({
    request,
  }) => {
    const blogs = (await (await request.get('/api/blogs')).json()) as Blog[];
    const post = blogs[0]!;
    const html = await (await request.get(`/blogs/${post.id}`)).text();
    expect(html).toContain(`<div id="root" data-url="/blogs/${post.id}">`);
    expect(html).toMatch(/<h1[^>]*id="blog-title"[^>]*>/);
    expect(html).toContain(`<script id="query-state" type="application/json">`);

    const category = post.category;
    const inCategory = blogs.filter((b) => b.category === category).length;
    const list = await (await request.get(`/blogs?category=${encodeURIComponent(category)}`)).text();
    expect(list).toContain(`Showing ${inCategory} of ${blogs.length} blogs`);
  });

  for (const path of ['/', '/services', `/blogs`]) {
    test(`when ${path} opens in a browser, then the app takes over the server's markup (hydration) and it works`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      // Mark the server's heading before any app code runs; a fresh render would replace the element.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          document.querySelector('h1')?.setAttribute('data-from-server', 'yes');
        });
      });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
      await expect(page.locator('h1')).toHaveAttribute('data-from-server', 'yes');
      expect(errors).toEqual([]);
    });
  }

  test('when a link in a part kept as the server rendered it (ServerHtml) is used, then the app navigates in place, and keyboard focus shows', async ({
    page,
  }) => {
    await page.goto('/');
    // Parts of Home and the footer are never hydrated: their elements carry no React instance.
    const hydrated = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));
    expect(await hydrated('#home-hero-title')).toBe(false);
    expect(await hydrated('footer a')).toBe(false);
    expect(await hydrated('header a')).toBe(true);

    await page.evaluate(() => ((window as { sameApp?: boolean }).sameApp = true));
    const explore = page.getByRole('link', { name: 'Explore Our Thinking' });
    await explore.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(explore).toBeFocused();
    await expect(explore).toHaveCSS('outline-style', 'solid');

    await explore.click();
    await expect(page).toHaveURL(/\/resources\/why-36x$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Knowledge Base' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await page.goBack();
    await page.goBack();
    await expect(page.locator('#home-hero-title')).toBeVisible();
    // No page load on the way: the same window object, so the app was never restarted.
    expect(await page.evaluate(() => (window as { sameApp?: boolean }).sameApp)).toBe(true);
  });

  test('when a prerendered page is opened with a query string, then the app renders it afresh for that address', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelector('h1')?.setAttribute('data-from-server', 'yes');
      });
    });
    await page.goto('/services?utm_source=newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await expect(page.locator('h1')).not.toHaveAttribute('data-from-server', 'yes');
  });
});
