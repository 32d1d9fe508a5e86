import { DEMO_STAFF } from '../scripts/lib/demo-accounts.mjs';
import { expect, test } from './support/fixtures';
import { loginThroughApi, type StaffAccount } from './support/staff';

// Smoke journeys of the foundation (ARCH-MODES): the stack serves the SPA and the API, the shared layout works on desktop
// and on a 360 px phone, unknown paths say so, and the demo staff accounts printed by `npm start` really sign in.

test.describe('public shell', () => {
  test('when the home page opens, then it renders with the header, a main heading and the footer', async ({
    page,
    checkA11y,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');

    const banner = page.getByRole('banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /36x Advisory, home/ })).toHaveAttribute('href', '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Services', 'Enquiry', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Resources' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    // The current year (decision 052): the build's in the server's HTML, the browser's right after start-up.
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(page).toHaveTitle(/36x/);

    await checkA11y();
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });

  test('when an unknown path is opened, then the page says Page Not Found inside the shared layout', async ({
    page,
    checkA11y,
  }) => {
    const res = await page.goto('/this/page/does-not-exist');
    expect(res?.status()).toBe(404); // Hosting answers 404.html (the not-found page, prerendered) for any unknown path
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await checkA11y();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('when the mobile menu is opened and a link chosen, then it navigates and the menu closes', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await mobile.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(mobile).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('local stack', () => {
  test('when /api/health is called through the Hosting rewrite, then the function answers in local mode', async ({
    request,
  }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', mode: 'local' });
  });

  test('when the demo staff accounts printed by npm start log in, then each gets a token and its role', async ({
    request,
  }) => {
    for (const account of DEMO_STAFF as StaffAccount[]) {
      const { token, user } = await loginThroughApi(request, account);
      expect(token.split('.')).toHaveLength(3);
      expect(user).toMatchObject({ username: account.username, role: account.role });
    }
  });

  test('when the admin signs in through the login screen, then the dashboard opens (Auth emulator found at run time)', async ({
    staffPage,
  }) => {
    await expect(staffPage).toHaveURL(/\/admin-dashboard$/);
    await expect(staffPage.getByRole('button', { name: /log ?out/i })).toBeVisible();
  });

  test('when a visitor lands on a blog page (HTML from the function) and then signs in, then the Auth emulator is found too', async ({
    page,
    request,
  }) => {
    const blogs = (await (await request.get('/api/blogs')).json()) as { id: string; status: string }[];
    const published = blogs.find((b) => b.status === 'published');
    expect(published, 'a published demo blog').toBeTruthy();

    await page.goto(`/blogs/${published!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Staff sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const admin = DEMO_STAFF.find((a) => a.role === 'admin')!;
    await page.getByLabel('Username', { exact: true }).fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });
});
