import { expect, test } from './support/fixtures';
import { holdScripts } from './support/phone';

// Calculator pages before and without their scripts (CALC-PAGE-6, CALC-PAGE-8, CALC-PAGE-9), on a 360 px phone with
// the CPU slowed 4x: what is typed during start-up is kept with its focus, and without JavaScript Calculate and a
// shared link show their results, computed by the `api` function with the same code.

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 780 } });

test('typing into the loan calculator while the app starts keeps the text, the focus and the caret (CALC-PAGE-9)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The app's scripts are held until the visitor has typed, so the typing happens before start-up however fast the
  // machine is; the visitor types as soon as the form shows.
  const app = await holdScripts(page);
  await app.opened('/calculator/loan-amortization');
  const amount = page.getByLabel('Loan amount (₹)');
  await amount.click();
  await amount.pressSequentially('1000000', { delay: 120 });
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  app.release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 90_000,
  });
  // The app took the text as its state (and groups it), the field still has the focus, the caret is at the end.
  await expect(amount).toHaveValue('10,00,000');
  await expect(amount).toBeFocused();
  expect(await amount.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe('10,00,000'.length);
  await page.keyboard.type('0');
  await expect(amount).toHaveValue('1,00,00,000');
  await page.getByLabel('Interest rate (% a year)').fill('8.5');
  await page.getByLabel('Loan tenure (years)').fill('20');
  await page.getByRole('button', { name: 'Calculate EMI' }).click();
  // ₹1 crore at 8.5% for 240 months: EMI 86,782.28 (P·r·(1+r)^n / ((1+r)^n − 1), r = 8.5% / 12).
  await expect(page.getByTestId('stat-monthlyEmi')).toContainText('₹86,782');
  await context.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the finder searches on the server, and a calculator’s questions open, without scripts (decision 052)', async ({
    page,
  }) => {
    await page.goto('/calculator');
    await page.getByRole('searchbox', { name: 'Find a calculator' }).fill('emi');
    await page.getByRole('searchbox', { name: 'Find a calculator' }).press('Enter');
    await expect(page).toHaveURL(/\/calculator\/find\?q=emi$/);
    const cards = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(cards).toHaveText(['Loan EMI & Amortization', 'Loan Balance Transfer Evaluator']);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Loan EMI & Amortization/ })
      .click();
    await expect(page).toHaveURL(/\/calculator\/loan-amortization$/);

    const faq = page.getByRole('region', { name: 'Questions about the loan EMI calculator' });
    const question = faq.getByText('Why is so much of each early EMI interest?');
    const answer = faq.getByText(/^Interest is charged every month on the balance still owed/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
  });

  test('Calculate on the loan page shows the EMI computed by the server, and the item row links to every calculator (CALC-PAGE-8)', async ({
    page,
  }) => {
    await page.goto('/calculator/loan-amortization');
    const row = page.getByRole('navigation', { name: 'Calculators' });
    await expect(row.getByRole('tab')).toHaveCount(14);
    await expect(row.getByRole('tab', { name: /SIP/ })).toHaveAttribute('href', '/calculator/sip-calculator');
    await expect(page.getByRole('link', { name: 'Try Tool: Company Formation Planner' })).toHaveAttribute(
      'href',
      '/calculator/company-formation#calculators',
    );

    await page.getByLabel('Loan amount (₹)').fill('1000000');
    await page.getByLabel('Interest rate (% a year)').fill('8.5');
    await page.getByLabel('Loan tenure (years)').fill('20');
    const posted = page.waitForRequest((r) => r.method() === 'POST');
    await page.getByRole('button', { name: 'Calculate EMI' }).click();
    const request = await posted;
    // The fields travel in the body, never in the address.
    expect(new URL(request.url()).pathname).toBe('/calculator/loan-amortization/results');
    expect(new URL(request.url()).search).toBe('');
    expect(request.postData()).toContain('loanAmount=1000000');
    // ₹10,00,000 at 8.5% for 240 months: EMI 8,678.23 (the same formula, worked independently).
    await expect(page.getByTestId('stat-monthlyEmi')).toContainText('₹8,678');
    await expect(page.getByLabel('Loan amount (₹)')).toHaveValue('10,00,000');
    await expect(page.getByLabel('Loan tenure (years)')).toHaveValue('20');
  });

  test('a shared SIP link shows its results (CALC-PAGE-8)', async ({ page }) => {
    await page.goto(
      '/calculator/sip-calculator/results?monthlyInvestment=10000&stepUpPercent=10&annualReturn=12&years=15&inflationRate=6',
    );
    // The SIP explanation's worked example: ₹10,000 a month, 10% step-up, 12% for 15 years → ₹82.75 L.
    await expect(page.getByTestId('stat-futureValue')).toContainText('₹82.75 L');
    await expect(page.getByLabel('Monthly investment (₹)')).toHaveValue('10,000');
  });
});
