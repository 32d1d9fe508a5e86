import type { Page } from '@playwright/test';
import { downloadText } from './support/download';
import { expect, test, visitorPage } from './support/fixtures';

// Inquiries (ADMIN-DASH-4, API-CSV-1, ADMIN-MSG-1): a visitor's message reaches the back office and its CSV export.

test.setTimeout(90_000);

async function openInquiries(page: Page) {
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByText('Inquiries', { exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
}

test('when a visitor sends a contact message, then it appears under Inquiries and in the exported contacts.csv', async ({
  staffPage: page,
  browser,
}) => {
  const marker = `e2e-${Date.now().toString(36)}`;
  const message = `Please call me about my capital gains (${marker}); the "quote", and a comma.`;

  const guest = await visitorPage(browser);
  await guest.goto('/contact');
  await guest.getByRole('textbox', { name: /^First Name/ }).fill('Meera');
  await guest.getByRole('textbox', { name: /^Last Name/ }).fill(`Iyer ${marker}`);
  await guest.getByRole('textbox', { name: 'Email', exact: true }).fill(`meera.${marker}@example.com`);
  await guest.getByRole('combobox', { name: /^Subject/ }).selectOption({ label: 'Tax Planning' });
  await guest.getByRole('textbox', { name: /^Message/ }).fill(message);
  await guest.getByRole('button', { name: 'Send Message' }).click();
  await expect(guest.getByText('Message Sent Successfully').first()).toBeVisible();
  await guest.context().close();

  // The dashboard caches its lists (SITE-DATA-2); a fresh load reads them again.
  await page.reload();
  await openInquiries(page);
  const row = page
    .getByRole('table', { name: 'Contact submissions' })
    .getByRole('row')
    .filter({ hasText: marker });
  await expect(row).toContainText(`Meera Iyer ${marker}`);
  await expect(row).toContainText(`meera.${marker}@example.com`);
  await expect(row).toContainText('Tax Planning');
  await expect(row).toContainText(message);

  const file = await downloadText(page, page.getByRole('button', { name: 'Export CSV (contacts)' }));
  expect(file.name).toBe('contacts.csv');
  await expect(page.getByText('Contacts exported successfully')).toBeVisible();
  const csv = file.text;
  expect(csv.charCodeAt(0)).toBe(0xfeff); // byte-order mark, so Excel reads UTF-8
  // RFC 4180: the message has a comma and quotes, so it is quoted and its quotes doubled.
  expect(csv).toContain(`"${message.replace(/"/g, '""')}"`);
  expect(csv).toContain(`meera.${marker}@example.com`);
});

test('when the enquiry forms are exported, then enquiry-forms.csv downloads with every form, active or not', async ({
  staffPage: page,
}) => {
  await openInquiries(page);
  const forms = page.getByRole('table', { name: 'Enquiry forms' });
  await expect(forms.getByRole('link', { name: /View Google Form/ }).first()).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
  const titles = await forms
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((r) => (r.querySelector('td')?.textContent ?? '').replace(/^\S+\s/u, '').trim()),
    );
  expect(titles.length).toBeGreaterThan(0);

  const file = await downloadText(page, page.getByRole('button', { name: 'Export CSV (enquiry forms)' }));
  expect(file.name).toBe('enquiry-forms.csv');
  await expect(page.getByText('Enquiry forms exported successfully')).toBeVisible();
  for (const title of titles) expect(file.text).toContain(title);
});
