import type { Blog } from '@36x/common';
import { expect, test } from './support/fixtures';

// SITE-TRUST: what a regulated practice's site shows out of the box (no testimonials, no success figures, no "assets
// managed", no empty registration lines), its terms of use linked from the footer, and blog cards that are one link
// each (title, image and 'Read More'), with one tab stop per card.

test('when a visitor reads the site as a prospective client, then it makes no unapproved claims, links its terms and opens a card from its title or image', async ({
  page,
  request,
  checkA11y,
}) => {
  const res = await request.get('/api/blogs');
  expect(res.ok()).toBe(true);
  const blogs = (await res.json()) as Blog[];
  expect(blogs.length, 'the demo content has posts').toBeGreaterThan(2);

  // No testimonials (About, Home), no success figures or "assets managed" (Why Choose): the compliant defaults.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toHaveCount(0);
  await expect(page.locator('figure blockquote')).toHaveCount(0);
  await page.goto('/why-36x');
  await expect(page.getByRole('heading', { name: 'Our Success in Numbers' })).toHaveCount(0);
  await expect(page.getByText(/assets managed/i)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Want to Talk?' })).toBeVisible();
  await expect(page.locator('figure blockquote')).toHaveCount(0);
  // No registration number is filled in the demo practice, so no empty registration lines appear anywhere.
  await expect(page.getByTestId('registration-details')).toHaveCount(0);

  // The footer links the terms of use and the privacy notice; the terms page is prerendered and accessible.
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByRole('list', { name: 'Legal' }).getByRole('link', { name: 'Privacy Notice' }),
  ).toHaveAttribute('href', '/privacy');
  await footer.getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Information, not advice' })).toBeVisible();
  await expect(page).toHaveTitle('Terms of Use | 36x Advisory');
  await checkA11y();

  // Blog cards: the image opens the post, so does the title; Tab goes from card to card (no second stop).
  await page.goto('/blogs');
  const list = page.getByRole('list', { name: 'Blogs' });
  const [first, second] = [blogs[0]!, blogs[1]!];
  // A click on the picture (the top-left of the card) lands on the title link's stretched area.
  await list.getByRole('article', { name: first.title }).click({ position: { x: 40, y: 40 } });
  await expect(page).toHaveURL(new RegExp(`/blogs/${first.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await page.goBack();
  await list.getByRole('link', { name: second.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blogs/${second.slug}$`));
  await page.goBack();
  await list.getByRole('link', { name: first.title }).focus();
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link', { name: second.title })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/blogs/${second.slug}$`));
});

test('when a home page tool card is chosen, then it opens the guide of that name, whose PDF downloads (the worksheet: the income-tax calculator)', async ({
  page,
  request,
}) => {
  // The worksheet card compares the regimes on the visitor's own salary: it opens the income-tax calculator.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Tools, Not Traps – Free Access' })
    .getByRole('link', { name: 'Tax Optimization Worksheet', exact: true })
    .click();
  await expect(page).toHaveURL(/\/calculator\/income-tax$/);
  const names = ['Insurance Rider Explainer', 'Retirement Planning Sheet', 'Bond Yield Comparison'];
  for (const name of names) {
    await page.goto('/');
    const tools = page.getByRole('region', { name: 'Tools, Not Traps – Free Access' });
    await tools.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/tools#[a-z-]+$/);
    const guide = page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });
    await expect(guide).toBeInViewport();
    const href = await guide.getByRole('link', { name: `Download PDF: ${name}` }).getAttribute('href');
    const pdf = await request.get(href!);
    expect(pdf.status(), name).toBe(200);
    expect(pdf.headers()['content-type'], name).toContain('application/pdf');
  }
});
