import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_STAFF } from '../scripts/lib/demo-accounts.mjs';
import { FIREBASE_E2E_OFFSET } from '../playwright.firebase.config';

// @firebase: the public site in firebase mode reads Firestore directly (through firestore.rules), and staff sign-in
// works with the API on Firestore. Demo content: functions/src/seed/demo-content.ts (seeded by the API on first start).
const FIRESTORE_PORT = 8080 + FIREBASE_E2E_OFFSET;
const AUTH_EMULATOR = `http://127.0.0.1:${9099 + FIREBASE_E2E_OFFSET}`;

const PUBLISHED_BLOG = 'Old vs New Tax Regime for Tax Year 2026-27: Which One Should You Pick?';
const DRAFT_BLOG = 'Writing a Will in India: A Simple Checklist for Families';
const VIDEO = 'How Much Term Insurance Do You Need?';
const ACTIVE_FORM = 'Income Tax Filing & Planning';
const INACTIVE_FORM = 'Unlisted Shares Interest';

/** Records the page's requests: Firestore emulator channels and /api calls. */
function watchRequests(page: Page) {
  const firestore: string[] = [];
  const api: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.port === String(FIRESTORE_PORT) && url.pathname.includes('google.firestore.v1.Firestore'))
      firestore.push(url.pathname);
    if (url.pathname.startsWith('/api/')) api.push(`${r.method()} ${url.pathname}`);
  });
  return { firestore, api };
}

test.describe('@firebase public site', () => {
  test('the blog list comes from Firestore: published posts only, and a post opens', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const seen = watchRequests(page);

    await page.goto('/blogs');
    await expect(page.getByRole('heading', { name: PUBLISHED_BLOG })).toBeVisible();
    await expect(page.getByText(DRAFT_BLOG)).toHaveCount(0);
    expect(seen.firestore.length, 'the SPA read the Firestore emulator').toBeGreaterThan(0);
    expect(
      seen.api.filter((c) => c.startsWith('GET /api/blogs')),
      'no REST read of blogs',
    ).toEqual([]);

    await page.getByRole('link', { name: 'Read More' }).first().click();
    await expect(page).toHaveURL(/\/blogs\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Blog Not Found' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a draft opened by its id is Blog Not Found (the rules refuse it)', async ({ page, request }) => {
    // Staff see drafts through the API: sign in as the demo admin, as the SPA does, to learn the draft's id.
    const admin = DEMO_STAFF.find((a) => a.role === 'admin')!;
    const login = await request.post('/api/auth/login', {
      data: { username: admin.username, password: admin.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const exchange = await request.post(
      `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
      { data: { token, returnSecureToken: true } },
    );
    expect(exchange.status(), await exchange.text()).toBe(200);
    const { idToken } = (await exchange.json()) as { idToken: string };
    const staffList = await request.get('/api/blogs', { headers: { Authorization: `Bearer ${idToken}` } });
    const draft = ((await staffList.json()) as { id: string; title: string; status: string }[]).find(
      (b) => b.title === DRAFT_BLOG,
    );
    expect(draft?.status).toBe('draft');

    await page.goto(`/blogs/${draft!.id}`);
    await expect(page.getByRole('heading', { name: 'Blog Not Found' })).toBeVisible();
    await expect(page.getByText(DRAFT_BLOG)).toHaveCount(0);
  });

  test('videos and active enquiry forms come from Firestore', async ({ page }) => {
    const seen = watchRequests(page);
    await page.goto('/videos');
    await expect(page.getByRole('heading', { name: VIDEO })).toBeVisible();
    await page.goto('/enquiry');
    await expect(page.getByText(ACTIVE_FORM).first()).toBeVisible();
    await expect(page.getByText(INACTIVE_FORM)).toHaveCount(0);
    expect(seen.api.filter((c) => /^GET \/api\/(videos|enquiry-forms)/.test(c))).toEqual([]);
  });

  test('the home page renders and the demo admin signs in (custom token on the Auth emulator, API on Firestore)', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const admin = DEMO_STAFF.find((a) => a.role === 'admin')!;
    await page.goto('/login');
    await page.getByLabel('Username', { exact: true }).fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });
});
