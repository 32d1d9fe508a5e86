import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { idTokenOf } from './support/staff';

// Roles (ROLE-MATRIX-5): what a role cannot do is not offered, and the API refuses it anyway, even to a request
// forged from the person's own signed-in session. Plus the dashboard on a 360 px phone.

test.setTimeout(90_000);

/** A request made from inside the signed-in page with that person's ID token; answers the HTTP status. */
async function forged(page: Page, method: string, url: string, body?: unknown): Promise<number> {
  const token = await idTokenOf(page);
  return page.evaluate(
    async ({ method, url, body, token }) => {
      const res = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.status;
    },
    { method, url, body, token },
  );
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });
async function open(page: Page, name: string) {
  await nav(page).getByText(name, { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const VALID_BLOG = {
  title: 'Forged post',
  content: 'This post should never be written because a viewer may not write anything at all.',
  excerpt: 'Forged',
  category: 'Tax Planning',
  image: '',
  status: 'published',
};

test.describe('a viewer', () => {
  test.use({ staffRole: 'viewer' });

  test('when a viewer looks through the dashboard, then no create, edit, delete, upload, export or user controls are offered', async ({
    staffPage: page,
    checkA11y,
  }) => {
    await expect(nav(page).getByText('User Management')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Total Blogs' })).toBeVisible();

    await open(page, 'Content Management');
    await expect(page.getByRole('table', { name: 'Blogs' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Add New|Edit|Delete)/ })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Videos' }).click();
    await expect(page.getByRole('table', { name: 'Videos' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Add New|Edit|Delete)/ })).toHaveCount(0);

    await open(page, 'Inquiries');
    await expect(page.getByRole('table', { name: 'Contact submissions' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Export CSV/ })).toHaveCount(0);

    await open(page, 'Enquiry Forms');
    await expect(page.getByRole('list', { name: 'Enquiry forms' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Add New Form|Edit|Delete)/ })).toHaveCount(0);

    // Asking for the users section by address shows the overview instead.
    await page.goto('/admin-dashboard?section=users');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
    await checkA11y();
  });

  test("when a write is forged from the viewer's own session, then the API refuses it with 403", async ({
    staffPage: page,
  }) => {
    expect(await forged(page, 'GET', '/api/blogs')).toBe(200); // reading is allowed
    expect(await forged(page, 'POST', '/api/blogs', VALID_BLOG)).toBe(403);
    const blogs = (await page.evaluate(() => fetch('/api/blogs').then((r) => r.json()))) as { id: string }[];
    expect(await forged(page, 'DELETE', `/api/blogs/${blogs[0]!.id}`)).toBe(403);
    expect(await forged(page, 'GET', '/api/export/contacts')).toBe(403);
    expect(await forged(page, 'GET', '/api/users')).toBe(403);
    expect(
      await forged(page, 'POST', '/api/invitations', { email: 'forged@example.com', role: 'admin' }),
    ).toBe(403);
    // Nothing was written.
    await expect
      .poll(
        async () =>
          (await page.evaluate(() => fetch('/api/blogs').then((r) => r.json()))) as { title: string }[],
      )
      .not.toContainEqual(expect.objectContaining({ title: 'Forged post' }));
  });
});

test.describe('an editor', () => {
  test.use({ staffRole: 'user' });

  test('when an editor signs in, then content and exports are offered but User Management is not, and /api/users refuses them', async ({
    staffPage: page,
  }) => {
    await expect(nav(page).getByText('User Management')).toHaveCount(0);
    await open(page, 'Content Management');
    await expect(page.getByRole('button', { name: 'Add New Blog' })).toBeVisible();
    await open(page, 'Inquiries');
    await expect(page.getByRole('button', { name: 'Export CSV (contacts)' })).toBeVisible();
    expect(await forged(page, 'GET', '/api/users')).toBe(403);
  });
});

test.describe('an admin', () => {
  test('when every section and the blog modal are opened, then axe finds no WCAG A/AA violations', async ({
    staffPage: page,
    checkA11y,
  }) => {
    for (const section of [
      'Dashboard Overview',
      'Content Management',
      'Inquiries',
      'Enquiry Forms',
      'User Management',
    ]) {
      await open(page, section);
      await page.waitForLoadState('networkidle');
      await checkA11y();
    }
    await open(page, 'Content Management');
    await page.getByRole('button', { name: 'Add New Blog' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create Blog' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await checkA11y();
  });
});

/** Today in India (UTC+05:30) and its calendar quarter, as the back office names them. */
function indiaToday() {
  const d = new Date(Date.now() + 330 * 60_000);
  const months =
    'January February March April May June July August September October November December'.split(' ');
  const quarter = ['Jan-Mar', 'Apr-Jun', 'Jul-Sep', 'Oct-Dec'][Math.floor(d.getUTCMonth() / 3)];
  return {
    quarter: `${quarter} ${d.getUTCFullYear()}`,
    long: `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  };
}

test.describe('an admin and the small-savings rates', () => {
  test('when a quarter has begun unconfirmed, then the overview says so; a bad rate is refused; Confirm rates clears it and the PPF page shows the date', async ({
    staffPage: page,
  }) => {
    // ADMIN-TAXRULES-3: start from the shipped rates (last confirmed 1 October 2025), whatever ran before.
    const shipped = {
      rates: [
        { scheme: 'ppf', effectiveFrom: '2018-10-01', rate: 8, confirmedOn: '2025-10-01' },
        { scheme: 'ppf', effectiveFrom: '2019-07-01', rate: 7.9, confirmedOn: '2025-10-01' },
        { scheme: 'ppf', effectiveFrom: '2020-04-01', rate: 7.1, confirmedOn: '2025-10-01' },
        { scheme: 'rd', effectiveFrom: '2024-01-01', rate: 6.7, confirmedOn: '2025-10-01' },
      ],
    };
    expect(await forged(page, 'PUT', '/api/tax-rules/small-savings', { rules: shipped })).toBe(200);
    const { quarter, long } = indiaToday();
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'Total Blogs' })).toBeVisible();
    const reminder = page.getByTestId('small-savings-reminder');
    await expect(reminder).toContainText(`Small-savings rates not confirmed for this quarter (${quarter})`, {
      timeout: 30_000,
    });
    await reminder.getByRole('link', { name: 'Confirm rates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Rules' })).toBeVisible();

    // ADMIN-TAXRULES-2: a rate above 20% is refused, naming the field.
    await page.getByRole('button', { name: 'Add a rate' }).click();
    await page.getByLabel('Rate, row 5').fill('25');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await expect(page.getByTestId('small-savings-problem')).toContainText(
      'Row 5, rate: Rate must be more than 0% and at most 20% a year.',
    );
    await expect(
      page.getByText('Rate must be more than 0% and at most 20% a year.', { exact: true }),
    ).toBeVisible();
    await page
      .getByRole('button', { name: /^Remove Public Provident Fund \(PPF\) from \d{4}/ })
      .last()
      .click();

    await page.getByTestId('small-savings-reminder').getByRole('button', { name: 'Confirm rates' }).click();
    await expect(page.getByTestId('small-savings-confirmed')).toContainText(`Confirmed for ${quarter}.`);
    await expect(page.getByTestId('small-savings-reminder')).toHaveCount(0);
    await open(page, 'Dashboard Overview');
    await expect(page.getByRole('heading', { name: 'Total Blogs' })).toBeVisible();
    await expect(page.getByTestId('small-savings-reminder')).toHaveCount(0);

    // CALC-RATES-2: the PPF page shows the confirmation date beside its rate.
    await page.goto('/calculator/ppf-calculator');
    await expect(page.getByTestId('ppf-rate-source-as-of')).toHaveText(`Rate as of ${long}`);
    await expect(page.getByLabel('Interest rate (% a year)', { exact: true })).toHaveValue('7.1');
  });
});

test.describe('an admin and the tax rules', () => {
  // CALC-TAXRULES-2 (one engine, live rules everywhere): an edit saved in the back office reaches a shared results link,
  // which the api function renders from the rules in force, and the same page once the app has started.
  test('when an admin sets the cess to 5%, then a shared income-tax results link shows the tax with it', async ({
    staffPage: page,
  }) => {
    // Two renders by the function (the first loads its page bundle) and a round trip through the back office.
    test.setTimeout(180_000);
    // ₹25 lakh salary, tax year 2026-27, new regime: taxable ₹24,25,000, slab tax ₹3,07,500 (Budget 2025 slabs);
    // + 4% = ₹3,19,800; + 5% = ₹3,22,875, rounded to ₹10 (s. 288B) = ₹3,22,880.
    const link = '/calculator/income-tax/results?taxYear=2026&salary=2500000';
    expect([200, 404]).toContain(await forged(page, 'DELETE', '/api/tax-rules/2026'));
    try {
      expect(await (await page.request.get(link)).text()).toContain('₹3,19,800');
      await open(page, 'Tax Rules');
      await page.getByRole('tab', { name: /^Tax year 2026-27/ }).click();
      await page.getByRole('button', { name: 'Capital gains, cess and CII' }).click();
      await page
        .getByRole('group', { name: /^Health and education cess/ })
        .getByRole('spinbutton')
        .first()
        .fill('5');
      await page.getByRole('button', { name: 'Preview against the reference cases' }).click();
      await page.getByRole('button', { name: 'Save rules' }).click();
      await expect(page.getByText('Tax year 2026-27 rules saved.')).toBeVisible();

      // The server's HTML of the shared link (no script runs), then the page in the browser.
      const html = await (await page.request.get(link)).text();
      expect(html).toContain('₹3,22,880');
      expect(html).toContain('then 5% health and education cess');
      await page.goto(link);
      await expect(page.getByTestId('stat-newRegimeTax')).toContainText('₹3,22,880', { timeout: 30_000 });
    } finally {
      expect(await forged(page, 'DELETE', '/api/tax-rules/2026')).toBe(200);
    }
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('when the menu button opens the sidebar and a section is chosen, then it shows as cards with no sideways scrolling', async ({
    staffPage: page,
  }) => {
    // The login screen's public header has its own 'Open menu': wait until the dashboard has replaced it.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
    await expect(nav(page)).toBeHidden();
    for (const section of [
      'Content Management',
      'Inquiries',
      'Enquiry Forms',
      'User Management',
      'Dashboard Overview',
    ]) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await nav(page).getByText(section, { exact: true }).click();
      await expect(nav(page)).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${section} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    // Lists are cards here, not tables.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav(page).getByText('Content Management', { exact: true }).click();
    await expect(page.getByRole('list', { name: 'Blogs' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
