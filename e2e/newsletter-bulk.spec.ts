import { expect, test } from './support/fixtures';
import { caughtMail, type CaughtMail } from './support/mail';

// Decision 030 end to end: bulk work on the leads desk (CONTACT-LEADS-6, CONTACT-LEADS-7), and the newsletter
// (SITE-NEWS-1..3): subscribe without scripts, confirm from the mail catcher, test a post's mail (its HTML carries the
// whole body), receive the post, leave in one click.

test.setTimeout(200_000);

const sections = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Dashboard sections' });

/** Path and query of a link in an email (its origin is the site's configured address, not this stack's port). */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

test('CONTACT-LEADS-6: staff tick three enquiries and close them in one step', async ({
  staffPage: page,
  request,
}) => {
  const marker = `Bulk${Date.now().toString(36)}`;
  for (const name of ['Asha', 'Bina', 'Chetan']) {
    const r = await request.post('/api/contacts', {
      data: {
        firstName: name,
        lastName: marker,
        email: `${name.toLowerCase()}.${marker.toLowerCase()}@example.com`,
        subject: 'tax-planning',
        message: `Please call me back (${marker}).`,
      },
    });
    expect(r.status()).toBe(201);
  }
  await sections(page).getByText('Inquiries', { exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(marker);
  await expect(page.getByText('1-3 of 3')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Name (A to Z)' }).click();
  const table = page.getByRole('table', { name: 'Contact submissions' });
  await expect(table.getByRole('row').nth(1)).toContainText(`Asha ${marker}`);

  await page.getByRole('checkbox', { name: 'Select page' }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('combobox', { name: 'Set status' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();
  // A pick only proposes the change: it applies once the count is confirmed (decision 050).
  await page
    .getByRole('dialog', { name: 'Change 3 enquiries?' })
    .getByRole('button', { name: 'Change 3' })
    .click();
  await expect(page.getByText('3 of 3 enquiries updated')).toBeVisible();
  await expect(table.getByText('Closed', { exact: true })).toHaveCount(3);

  // One audit entry says how many and which (never who).
  await sections(page).getByText('Audit Log', { exact: true }).click();
  await expect(page.getByText('Bulk: 3 of 3 enquiries marked Closed; 3 chosen').first()).toBeVisible({
    timeout: 30_000,
  });
});

test('SITE-NEWS: a reader subscribes without scripts, confirms from the email, receives a post and leaves in one click', async ({
  staffPage: page,
  browser,
  request,
}) => {
  const email = `reader.${Date.now().toString(36)}@example.com`;
  const mailTo = (match: (m: CaughtMail) => boolean) =>
    caughtMail(request, (m) => m.to.some((t) => t.address === email) && match(m));

  // 1. Subscribe from the footer of a prerendered page, with JavaScript off: the form posts to the server.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const guest = await noScript.newPage();
  await guest.goto('/about');
  const footer = guest.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(guest).toHaveURL(/\/newsletter\/subscribe$/);
  await expect(guest.getByRole('main').getByRole('status')).toContainText('Please check your inbox');

  // 2. The confirmation email; its link opens a page whose one button confirms.
  const confirm = await mailTo((m) => m.subject.startsWith('Confirm your subscription'));
  const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(confirm.text)![0];
  await guest.goto(pathOf(confirmLink));
  await guest.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(guest.getByText('You are subscribed')).toBeVisible();

  // 3. Staff send a published post as a newsletter.
  await sections(page).getByText('Newsletter', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Post' }).click();
  const option = page.getByRole('option').first();
  const title = (await option.textContent())!.replace(/ \(scheduled\)$/, '');
  await option.click();

  // 3a. A test first, to a typed address: the same mail marked [Test], with the post's whole body in its HTML.
  const tester = `tester.${Date.now().toString(36)}@example.com`;
  await page.getByRole('textbox', { name: 'Test address' }).fill(tester);
  await page.getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByText(`To ${tester}`)).toBeVisible({ timeout: 30_000 });
  const posts = (await (await request.get('/api/blogs')).json()) as { title: string; content: string }[];
  const body = posts.find((p) => p.title === title)!.content;
  // Words of the body between Markdown's marks (letters and spaces only), as both parts show them.
  // (the first post offered may be another journey's short Markdown post: the longest such run of 12 or more)
  const sentence = body
    .split('\n')
    .filter((l) => !/^\s*[!|]/.test(l))
    .flatMap((l) => l.match(/[A-Za-z][A-Za-z ]{10,}[A-Za-z]/g) ?? [])
    .reduce((a, b) => (b.length > a.length ? b : a), '');
  expect(sentence, 'the post has a run of plain words').not.toBe('');
  const trial = await caughtMail(
    request,
    (m) => m.to.some((t) => t.address === tester) && m.subject === `[Test] ${title}`,
  );
  expect(trial.html).toContain(sentence);
  expect(trial.html).toMatch(/Unsubscribe with one click/);
  expect(trial.text).toContain(sentence);

  await page.getByRole('button', { name: 'Send as newsletter' }).click();
  await page
    .getByRole('dialog', { name: 'Send as newsletter?' })
    .getByRole('button', { name: 'Send' })
    .click();
  const sent = page
    .getByRole('table', { name: 'Sent newsletters' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(sent).toBeVisible({ timeout: 30_000 });

  // 4. The post arrives, with RFC 8058's headers and an unsubscribe link in its footer.
  const post = await mailTo((m) => m.subject === title);
  expect(post.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(.+)>$/.exec(post.headers['list-unsubscribe']!)![1]!;
  expect(post.text).toMatch(/Unsubscribe with one click: \S+\/newsletter\/unsubscribe\?token=/);

  // 5. One click, as a mail client makes it: a POST to the header's address.
  const left = await request.post(pathOf(oneClick), {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(left.status()).toBe(200);
  // The footer link says so too (the button is idempotent).
  const footerLink = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/.exec(post.text)![0];
  await guest.goto(pathOf(footerLink));
  await guest.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(guest.getByText('You have been unsubscribed')).toBeVisible();
  await noScript.close();

  // 6. Staff no longer find the address (leaving forgets it: only the opt-out's proof stays, decision 049), and
  // the send counts the reader who left (the open section refreshes every 30 s).
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page.getByText('No subscribers match')).toBeVisible({ timeout: 40_000 });
  await expect(sent.getByRole('cell').last()).toHaveText('1', { timeout: 40_000 });
});
