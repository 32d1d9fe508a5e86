import type { EnquiryForm } from '@36x/common';
import { expect, test } from './support/fixtures';
import { holdRequests, holdScripts, slowPhone } from './support/phone';

test.describe('contact form', () => {
  async function fill(page: import('@playwright/test').Page) {
    await page.getByRole('textbox', { name: 'First Name' }).fill('Asha');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Verma');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha.verma@example.in');
    await page.getByRole('combobox', { name: /^Subject/ }).selectOption({ label: 'Tax Planning' });
    await page.getByRole('textbox', { name: 'Message' }).fill('Which regime suits me with a home loan?');
  }

  test('when sent empty, then each field shows the spec message', async ({ page, checkA11y }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Send us a Message' })).toBeVisible();
    await checkA11y();
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Please select a subject',
      'Message must be at least 10 characters long',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    await checkA11y();
  });

  test('on a slow phone, what was typed before start-up stays, and after a failed send each key lands where it is typed (CONTACT-FORM-5)', async ({
    page,
  }) => {
    await slowPhone(page);
    const app = await holdScripts(page);
    await app.opened('/contact');
    const first = page.getByRole('textbox', { name: 'First Name' });
    const last = page.getByRole('textbox', { name: 'Last Name' });
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await first.click();
    await first.pressSequentially('Asha', { delay: 120 });
    const send = page.getByRole('button', { name: 'Send Message' });
    const before = await send.boundingBox();
    app.release();
    await app.started();
    await expect(first).toHaveValue('Asha');
    // Start-up moves nothing: a tap aimed at Send before it lands on Send after (the message box once grew here).
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await send.boundingBox()).toEqual(before);
    await send.click();
    // The typed first name counts: the first field in error is the last name, and focus goes there once.
    await expect(last).toBeFocused();
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await last.pressSequentially('Priya', { delay: 120 });
    await expect(last).toHaveValue('Priya');
    await expect(last).toBeFocused();
    await expect(first).toHaveValue('Asha');
    await expect(email).toHaveValue('');
  });

  test('when sent, then Sending... shows, the success toast appears and the form empties', async ({
    page,
  }) => {
    await page.goto('/contact');
    await fill(page);
    const release = await holdRequests(page, '**/api/contacts');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(page.getByText('Message Sent Successfully').first()).toBeVisible();
    await expect(
      page.getByText("Thank you for your message. We'll get back to you soon!").first(),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  test('when the server fails, then the destructive Error toast shows and nothing typed is lost', async ({
    page,
    checkA11y,
  }) => {
    await page.route('**/api/contacts', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Something went wrong on our side. Please try again.' }),
      }),
    );
    await page.goto('/contact');
    await fill(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page
      .getByRole('alert')
      .filter({ hasText: 'There was an error sending your message. Please try again.' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Error');
    await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Verma');
    await checkA11y();
  });
});

test.describe('enquiry forms', () => {
  test('when Start Enquiry is chosen, then the form opens in a new tab at its URL, without an opener', async ({
    page,
    context,
    request,
    checkA11y,
  }) => {
    const forms = (await (await request.get('/api/enquiry-forms')).json()) as EnquiryForm[];
    expect(forms.length).toBeGreaterThan(0);
    const form = forms[0]!;
    // Offline: answer the external form page ourselves; the journey is about how we open it.
    await context.route('https://docs.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>form</title>' }),
    );
    await page.goto('/enquiry');
    await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await checkA11y();
    const card = page.getByRole('article', { name: form.title });
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('link', { name: /^Start Enquiry/ }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(form.googleFormUrl);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });
});
