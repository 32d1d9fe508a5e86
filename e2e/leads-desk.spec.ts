import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, visitorPage } from './support/fixtures';
import { caughtMail } from './support/mail';

// The leads desk (CONTACT-LEADS), end to end: a visitor's message is emailed to the practice (read in the stack's mail
// catcher, maildev), shows in the open dashboard without a reload, and staff work it to the end.

test.setTimeout(150_000);

const newBadge = (page: Page) =>
  page.getByRole('navigation', { name: 'Dashboard sections' }).getByLabel(/new enquir/);

test('when a visitor writes, then the practice is emailed, the desk shows it without a reload, and staff contact, find, export and close it', async ({
  staffPage: page,
  browser,
  request,
}) => {
  const marker = `Lead${Date.now().toString(36)}`;
  // The demo seed holds New enquiries, so the badge is there; other journeys may add to it meanwhile.
  await expect(newBadge(page)).toBeVisible();
  const badge = async () => Number(await newBadge(page).textContent());
  const badgeBefore = await badge();

  // 1. A visitor sends a message.
  const guest = await visitorPage(browser);
  await guest.goto('/contact');
  await guest.getByRole('textbox', { name: /^First Name/ }).fill('Kiran');
  await guest.getByRole('textbox', { name: /^Last Name/ }).fill(marker);
  await guest
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`kiran.${marker.toLowerCase()}@example.com`);
  await guest.getByRole('textbox', { name: /^Phone/ }).fill('+91 98111 22334');
  await guest.getByRole('combobox', { name: /^Subject/ }).selectOption({ label: 'Tax Planning' });
  await guest.getByRole('textbox', { name: /^Message/ }).fill(`Capital gains on my flat sale (${marker}).`);
  await expect(guest.getByRole('main').getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await guest.getByRole('button', { name: 'Send Message' }).click();
  await expect(guest.getByText('Message Sent Successfully').first()).toBeVisible();
  await guest.context().close();

  // 2. The email arrives in the catcher, addressed to the practice, answerable to the visitor.
  const mail = await caughtMail(request, (m) => m.subject.includes(marker), 20_000);
  expect(mail.subject).toBe(`New enquiry: Tax Planning from Kiran ${marker}`);
  expect(mail.to[0]!.address).toBe('enquiries@36x-advisory.test');
  expect(mail.text).toContain('+91 98111 22334');

  // 3. The open dashboard's badge counts it within the 30 s poll, without a reload.
  await expect.poll(badge, { timeout: 40_000 }).toBeGreaterThan(badgeBefore);

  // 4. Staff open it, mark it Contacted with a note.
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByText('Inquiries', { exact: true })
    .click();
  await page.getByRole('button', { name: `Kiran ${marker}` }).click();
  // The enquiry's dialog, by its title (a toast has a Close button of its own).
  const dialog = page.getByRole('dialog', { name: new RegExp(`Kiran ${marker}`) });
  await expect(dialog.getByText('Notification email sent')).toBeVisible();
  await expect(dialog.getByRole('link', { name: '+91 98111 22334' })).toHaveAttribute(
    'href',
    'tel:+919811122334',
  );
  await expect(dialog.getByRole('link', { name: /^kiran\./ })).toHaveAttribute(
    'href',
    /^mailto:.+\?subject=Re%3A/,
  );
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await expect(page.getByText('Marked Contacted')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Add a note' }).fill('Called; sends the sale deed on Monday.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog.getByText('Called; sends the sale deed on Monday.')).toBeVisible();
  await expect(dialog.getByText(/^admin, /)).toBeVisible();
  await dialog.locator('.MuiDialogActions-root').getByRole('button', { name: 'Close' }).click();

  // 5. Find it by search and by the Contacted filter; export exactly that set.
  await page.getByRole('searchbox', { name: 'Search' }).fill(marker);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  const rows = page.getByRole('table', { name: 'Contact submissions' }).getByRole('row');
  await expect(rows).toHaveCount(2); // header + this one
  await expect(rows.nth(1)).toContainText(`Kiran ${marker}`);
  await expect(rows.nth(1)).toContainText('Contacted');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV (contacts)' }).click();
  const csv = await fs.readFile(await (await download).path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(marker);
  expect(lines[1]).toContain('Contacted');

  // 6. Close it: it leaves the Contacted filter and is found under Closed.
  await page.getByRole('button', { name: `Kiran ${marker}` }).click();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();
  await expect(page.getByText('Marked Closed')).toBeVisible();
  await dialog.locator('.MuiDialogActions-root').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('No contact submissions match these filters')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Closed');
});
