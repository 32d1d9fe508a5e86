import type { Locator, Page } from '@playwright/test';
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

  test('every calculator and tool posts each of its choices and shows the result; lists grow by a post (decision 047)', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    for (const c of NO_SCRIPT_CASES) {
      await page.goto(`/calculator/${c.id}`);
      const form = page.locator('#calculator-panel form[method="post"]');
      for (const step of c.before ?? []) await step(page, form);
      for (const [label, value] of Object.entries(c.fill ?? {}))
        await form.getByLabel(label, { exact: true }).fill(value);
      // Two posts per calculator keep the journey within CI's budget: the first sets every drop-down to a choice
      // other than its default (its second), the last to its last choice and turns every box over. Drop-downs shown
      // for some choices only (DTAA's standard deduction, for a salary) join when they appear.
      const optionsOf = () =>
        form.locator('select').evaluateAll((selects) =>
          (selects as HTMLSelectElement[]).map((s) => ({
            name: s.name,
            values: Array.from(s.options)
              .map((o) => o.value)
              .filter((v) => v !== ''),
          })),
        );
      const rounds = 1;
      for (let k = 0; k <= rounds; k += 1) {
        const choices = await optionsOf();
        const chosen: Record<string, string> = {};
        for (const { name, values } of choices) {
          const value = values[k < rounds ? Math.min(1, values.length - 1) : values.length - 1]!;
          chosen[name] = value;
          await form.locator(`select[name="${name}"]`).selectOption(value);
        }
        const boxes = form.locator('input[type="checkbox"]');
        const ticked: boolean[] = [];
        if (k === rounds)
          for (const box of await boxes.all()) {
            await box.setChecked(!(await box.isChecked()));
            ticked.push(await box.isChecked());
          }
        await form.getByRole('button', { name: c.submit, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/calculator/${c.id}/results$`));
        for (const [name, value] of Object.entries(chosen)) {
          const select = form.locator(`select[name="${name}"]`);
          if ((await select.count()) > 0) await expect(select, `${c.id} ${name}`).toHaveValue(value);
        }
        // What was typed comes back (amounts grouped as the page shows them).
        for (const [label, value] of Object.entries(c.fill ?? {}))
          expect(
            (await form.getByLabel(label, { exact: true }).inputValue()).replace(/,/g, ''),
            `${c.id} ${label}`,
          ).toBe(value);
        for (const [index, checked] of ticked.entries())
          await expect(boxes.nth(index), `${c.id} box ${index}`).toBeChecked({ checked });
        await expect(c.result(page), `${c.id} result, round ${k}`).toBeVisible();
      }
    }
  });
});

const stat = (page: Page) => page.locator('#calculator-panel [data-testid^="stat-"]').first();

/** Adds an entry to a tool's list with its Add button: a post the server answers with the list grown. */
const addEntry = (button: string, fields: Record<string, string>) => async (page: Page, form: Locator) => {
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/results$/);
};

/**
 * Each calculator with what it needs to compute (figures from the calculators' own journeys), its main button and
 * what shows its result. Lists (children, funds, schemes) are grown by their Add buttons first.
 */
const NO_SCRIPT_CASES: {
  id: string;
  submit: string;
  fill?: Record<string, string>;
  before?: ((page: Page, form: Locator) => Promise<void>)[];
  result: (page: Page) => Locator;
}[] = [
  {
    id: 'term-insurance',
    submit: 'Calculate cover',
    before: [
      async (page, form) => {
        await form.getByLabel('Annual income (₹)').fill('1500000');
        await form.getByRole('button', { name: 'Add child' }).click();
        await expect(page).toHaveURL(/\/results$/);
        await expect(form.getByLabel('Annual income (₹)')).toHaveValue('15,00,000');
        await form.getByRole('group', { name: 'Child 1' }).getByLabel('Age (years)').fill('5');
      },
    ],
    fill: { 'Annual expenses (₹)': '600000' },
    result: stat,
  },
  { id: 'sip-calculator', submit: 'Calculate', result: stat },
  {
    id: 'black-scholes',
    submit: 'Calculate price',
    fill: {
      'Spot price (₹)': '42',
      'Strike price (₹)': '40',
      'Days to expiry': '182.5',
      'Volatility (% a year)': '20',
      'Risk-free rate (% a year)': '10',
    },
    result: stat,
  },
  {
    id: 'ltcg-calculator',
    submit: 'Calculate tax',
    fill: {
      'Purchase date': '2020-01-15',
      'Sale date': '2025-01-15',
      'Purchase price (₹)': '100000',
      'Sale price (₹)': '400000',
    },
    result: stat,
  },
  {
    id: 'dtaa-calculator',
    submit: 'Calculate relief',
    fill: {
      'Foreign income (₹)': '1000000',
      'Tax paid abroad (₹)': '150000',
      'Other income in India (₹)': '1500000',
    },
    result: stat,
  },
  {
    id: 'income-tax',
    submit: 'Compare regimes',
    fill: { 'Gross salary for the year (₹)': '1800000', 'Basic + DA for the year (₹)': '900000' },
    result: stat,
  },
  {
    id: 'loan-amortization',
    submit: 'Calculate EMI',
    fill: { 'Loan amount (₹)': '5000000', 'Interest rate (% a year)': '8.5', 'Loan tenure (years)': '20' },
    result: stat,
  },
  {
    id: 'bonds-calculator',
    submit: 'Calculate returns',
    fill: {
      'Face value per bond (₹)': '1000',
      'Coupon rate (% a year)': '8',
      'Years to maturity': '5',
      'Number of bonds': '10',
      'Price paid per bond (₹)': '950',
    },
    result: stat,
  },
  {
    id: 'retirement-calculator',
    submit: 'Plan my retirement',
    fill: {
      'Current age (years)': '35',
      'Retirement age (years)': '60',
      'Life expectancy (years)': '85',
      'Monthly expenses today (₹)': '50000',
      'Expected return (% a year)': '10',
      'Inflation (% a year)': '6',
    },
    result: stat,
  },
  { id: 'fixed-deposit', submit: 'Calculate', fill: { 'Deposit amount (₹)': '100000' }, result: stat },
  { id: 'recurring-deposit', submit: 'Calculate', result: stat },
  { id: 'ppf-calculator', submit: 'Calculate', result: stat },
  { id: 'lumpsum-calculator', submit: 'Calculate', result: stat },
  { id: 'swp-calculator', submit: 'Calculate', result: stat },
  {
    id: 'mutual-fund-overlap',
    submit: 'Analyze Overlap',
    before: [
      addEntry('Add Fund', { 'Fund name': 'Bluechip Fund' }),
      addEntry('Add Fund', { 'Fund name': 'Large Cap Fund' }),
    ],
    result: stat,
  },
  {
    id: 'rolling-returns',
    submit: 'Calculate Rolling Returns',
    before: [
      addEntry('Add Scheme', { 'Scheme name': 'Fund A', 'Latest NAV (₹)': '100' }),
      addEntry('Add Scheme', { 'Scheme name': 'Fund B', 'Latest NAV (₹)': '50' }),
    ],
    result: stat,
  },
  {
    id: 'balance-transfer',
    submit: 'Evaluate Transfer',
    fill: {
      'Outstanding amount (₹)': '3000000',
      'Current EMI (₹)': '30000',
      'Remaining tenure (months)': '180',
      'Current rate (% a year)': '9.5',
      'New rate (% a year)': '8.5',
    },
    result: stat,
  },
  {
    id: 'health-insurance',
    submit: 'Find Plans',
    fill: { 'Age of eldest member (years)': '40' },
    result: (page) => page.locator('#calculator-panel').getByText(/^Top \d+ of \d+ plans$/),
  },
  {
    id: 'company-formation',
    submit: 'Generate Formation Plan',
    // The name is required: its label ends with an asterisk.
    before: [async (_page, form) => form.getByLabel(/Proposed company name/).fill('Green Leaf Advisors')],
    result: stat,
  },
];
