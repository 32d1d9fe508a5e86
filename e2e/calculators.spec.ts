import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Journeys on the calculators page (CALC-PAGE): every calculator computes a case whose figures were worked
// out independently (sources beside each case), the retirement messages and the capital-gains alert appear, a
// shared link restores inputs and results, and the page works and prints at 360 px and 1280 px.

// Long journeys (many fields, a usage call per step) on a shared 2-core machine: more time than the default.
test.describe.configure({ timeout: 90_000 });

const panel = (page: Page) => page.locator('#calculator-panel');
const stat = (page: Page, id: string) => page.getByTestId(`stat-${id}`);

async function open(page: Page, tool: string) {
  await page.goto(`/calculator/${tool}`);
  // The calculators page is rendered in the browser, and a tool's chunk (with the charts) loads on demand: on a busy
  // 2-core machine the first paint of the panel once took longer than the default 10 s.
  await expect(panel(page).getByRole('heading', { level: 2 })).toBeVisible({ timeout: 30_000 });
}

/** Clicks the calculate button and waits for the usage record to be accepted (CALC-USAGE-1). */
async function calculateAndLog(page: Page, button: string, calculatorType: string) {
  const logged = page.waitForResponse(
    (r) => r.url().endsWith('/api/calculator-usage') && r.request().method() === 'POST',
  );
  await panel(page).getByRole('button', { name: button, exact: true }).click();
  const response = await logged;
  expect(response.status()).toBe(202);
  const body = response.request().postDataJSON() as Record<string, unknown>;
  expect(body.calculatorType ?? body.calculator).toBe(calculatorType);
  return body;
}

test.describe('calculators compute known cases', () => {
  test('term insurance: income method, a child, loans and assets add up to the published total', async ({
    page,
  }) => {
    await page.goto('/calculator/term-insurance');
    await expect(page.getByRole('tab', { name: /Term Insurance/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Annual income (₹)').fill('1500000');
    await page.getByLabel('Annual expenses (₹)').fill('600000');
    await page.getByLabel('Outstanding loans (₹)').fill('2000000');
    await page.getByLabel('Existing assets and cover (₹)').fill('1000000');
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.getByRole('group', { name: 'Child 1' }).getByLabel('Age (years)').fill('5');
    const body = await calculateAndLog(page, 'Calculate cover', 'hybrid-term-insurance');
    // By hand: max(15,00,000 × 12, 6,00,000 ÷ 4%) = 1,80,00,000; child 5: 10% × 6,00,000 × 16 = 9,60,000
    // + 30,00,000 + 30,00,000; loans 20,00,000; emergency 6 × 50,000; less assets 10,00,000 → 2,62,60,000.
    await expect(stat(page, 'totalCover')).toContainText('₹2,62,60,000');
    await expect(stat(page, 'coverIncome')).toContainText('₹1,80,00,000');
    expect(body).toMatchObject({ results: { totalCover: 26260000 }, children: [{ age: 5 }] });
  });

  test('step-up SIP: the defaults grow to ₹29.81 L', async ({ page, checkA11y }) => {
    await open(page, 'sip-calculator');
    await calculateAndLog(page, 'Calculate', 'sip-calculator');
    // Independent month-by-month computation (see SipCalculator.test.tsx): invested 19,12,491, value 29,80,572.
    await expect(stat(page, 'futureValue')).toContainText('₹29.81 L');
    await expect(stat(page, 'totalInvestment')).toContainText('₹19.12 L');
    await expect(
      panel(page).getByRole('table', { name: 'Year-by-year SIP breakdown' }).getByRole('row'),
    ).toHaveCount(11);
    await checkA11y();
  });

  test("Black-Scholes: Hull's example prices the call at 4.76", async ({ page }) => {
    await open(page, 'black-scholes');
    // Hull, Options, Futures and Other Derivatives: S = 42, K = 40, r = 10%, σ = 20%, T = 0.5 → c = 4.76, p = 0.81.
    await page.getByLabel('Spot price (₹)').fill('42');
    await page.getByLabel('Strike price (₹)').fill('40');
    await page.getByLabel('Days to expiry', { exact: true }).fill('182.5');
    await page.getByLabel('Volatility (% a year)').fill('20');
    await page.getByLabel('Risk-free rate (% a year)').fill('10');
    await calculateAndLog(page, 'Calculate price', 'black-scholes');
    await expect(stat(page, 'optionPrice')).toContainText('₹4.76');
    // d1 = 0.7693, so delta = N(d1) = 0.7791, shown to 4 decimals.
    await expect(stat(page, 'delta')).toContainText('0.7791');
    // After the first Calculate results follow the inputs: choosing Put recomputes (and records it) at once.
    const logged = page.waitForResponse(
      (r) => r.url().endsWith('/api/calculator-usage') && r.request().method() === 'POST',
    );
    await page.getByRole('combobox', { name: 'Option type' }).selectOption({ label: 'Put' });
    expect((await logged).status()).toBe(202);
    await expect(page.getByRole('region', { name: 'Put option value' })).toBeVisible();
    await expect(stat(page, 'optionPrice')).toContainText('₹0.81');
  });

  test('capital gains: equity sold after 23 July 2024 pays 12.5% above ₹1.25 lakh and says which rules applied', async ({
    page,
  }) => {
    await open(page, 'ltcg-calculator');
    await page.getByLabel('Purchase date').fill('2020-01-15');
    await page.getByLabel('Sale date').fill('2025-01-15');
    await page.getByLabel('Purchase price (₹)').fill('100000');
    await page.getByLabel('Sale price (₹)').fill('400000');
    await calculateAndLog(page, 'Calculate tax', 'ltcg-calculator');
    // Gain 3,00,000 − exemption 1,25,000 (FY 2024-25) = 1,75,000 × 12.5% = 21,875.
    await expect(stat(page, 'ltcgTax')).toContainText('₹21,875');
    await expect(stat(page, 'exemption')).toContainText('₹1,25,000');
    await expect(page.getByTestId('ltcg-rule')).toContainText('Finance (No. 2) Act 2024');
    await expect(page.getByTestId('ltcg-holding')).toContainText('5 years');
  });

  test('capital gains: a sale before the purchase shows the alert on the page', async ({ page }) => {
    await open(page, 'ltcg-calculator');
    let dialogs = 0;
    page.on('dialog', () => dialogs++);
    await page.getByLabel('Purchase date').fill('2024-05-01');
    await page.getByLabel('Sale date').fill('2024-01-01');
    await panel(page).getByRole('button', { name: 'Calculate tax' }).click();
    await expect(panel(page).getByRole('alert')).toHaveText('Please enter valid purchase and sale dates.');
    expect(dialogs).toBe(0);
  });

  test('DTAA: foreign tax is credited up to the Indian tax', async ({ page }) => {
    await open(page, 'dtaa-calculator');
    await page.getByLabel('Foreign income (₹)').fill('1000000');
    await page.getByLabel('Tax paid abroad (₹)').fill('150000');
    await page.getByLabel('Other income in India (₹)').fill('1500000');
    await calculateAndLog(page, 'Calculate relief', 'dtaa-calculator');
    // New regime, tax year 2026-27: the salary abroad less the ₹75,000 standard deduction (not yet claimed, the
    // default; CALC-DTAA-2) plus 15 lakh in India is 24.25 lakh: 3,07,500 + cess 12,300 = 3,19,800; average
    // 13.1876%: Indian tax on the 9.25 lakh 1,21,986, all credited from the 1,50,000 paid; burden 15%.
    await expect(stat(page, 'indianTax')).toContainText('₹1,21,986');
    await expect(stat(page, 'dtaaRelief')).toContainText('₹1,21,986');
    await expect(stat(page, 'netTaxPayable')).toContainText('₹0');
    await expect(stat(page, 'effectiveTaxRate')).toContainText('15.00%');
  });

  test('loan: ₹50 lakh at 8.5% for 20 years is an EMI of ₹43,391, with the schedule behind a toggle', async ({
    page,
  }) => {
    await open(page, 'loan-amortization');
    await expect(page.getByRole('button', { name: /Amortization Schedule/ })).toHaveCount(0);
    await page.getByLabel('Loan amount (₹)', { exact: true }).fill('5000000');
    await page.getByLabel('Interest rate (% a year)', { exact: true }).fill('8.5');
    await page.getByLabel('Loan tenure (years)', { exact: true }).fill('20');
    await calculateAndLog(page, 'Calculate EMI', 'loan-amortization');
    // Bank EMI tables: 50 lakh, 8.5%, 240 months → ₹43,391; 240 × 43,391.16 − 50,00,000 = 54,13,879 interest.
    await expect(stat(page, 'monthlyEmi')).toContainText('₹43,391');
    await expect(stat(page, 'totalInterest')).toContainText('₹54,13,879');
    await page.getByRole('button', { name: 'Show Amortization Schedule' }).click();
    const schedule = page.getByRole('table', { name: /Amortization schedule/ });
    await expect(schedule.getByRole('row')).toHaveCount(13);
    // Month 1: interest 50,00,000 × 8.5% ÷ 12 = 35,417; principal 43,391 − 35,417 = 7,974.
    await expect(schedule.getByRole('row').nth(1)).toContainText('₹35,417');
    await expect(schedule.getByRole('row').nth(1)).toContainText('₹7,974');
    // CALC-STATES-7: the whole loan year by year, a year opening onto its months, and every instalment as CSV.
    await page.getByRole('button', { name: 'Whole loan, by year' }).click();
    const years = page.getByRole('table', { name: 'Amortization schedule, whole loan by year' });
    await expect(years.getByRole('row')).toHaveCount(21);
    await page.getByRole('button', { name: 'Show the months of year 20' }).click();
    await expect(years.getByRole('row')).toHaveCount(33);
    await expect(years.getByRole('row').last()).toContainText('₹0');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('loan-schedule.csv');
    const csv = (await readFile((await file.path())!)).toString('utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.trim().split('\r\n')).toHaveLength(241);
    await page.getByRole('button', { name: 'First 12 months' }).click();
    await page.getByRole('button', { name: 'Hide Amortization Schedule' }).click();
    await expect(schedule).toHaveCount(0);
  });

  test('bonds: a ₹950 bond with an 8% coupon yields 8.42% now and about 9.23% to maturity', async ({
    page,
  }) => {
    await open(page, 'bonds-calculator');
    await page.getByLabel('Face value per bond (₹)').fill('1000');
    await page.getByLabel('Coupon rate (% a year)').fill('8');
    await page.getByLabel('Years to maturity', { exact: true }).fill('5');
    await page.getByLabel('Number of bonds', { exact: true }).fill('10');
    await page.getByLabel('Price paid per bond (₹)').fill('950');
    await calculateAndLog(page, 'Calculate returns', 'bonds-calculator');
    // 10 bonds × ₹80 = ₹800 a year; 80 ÷ 950 = 8.42%; (80 + 50 ÷ 5) ÷ 975 = 9.23%.
    await expect(stat(page, 'annualInterest')).toContainText('₹800');
    await expect(stat(page, 'currentYield')).toContainText('8.42%');
    await expect(stat(page, 'yieldToMaturity')).toContainText('9.23%');
  });

  test('retirement: the corpus and SIP of a worked plan, and each message in red above the form', async ({
    page,
  }) => {
    await open(page, 'retirement-calculator');
    const alert = panel(page).getByRole('alert');
    await panel(page).getByRole('button', { name: 'Plan my retirement' }).click();
    await expect(alert).toHaveText('Please enter all required positive values.');
    await expect(alert).toHaveCSS('color', 'rgb(179, 38, 30)');
    await page.getByLabel('Current age (years)').fill('35');
    await page.getByLabel('Retirement age (years)').fill('30');
    await page.getByLabel('Life expectancy (years)').fill('85');
    await page.getByLabel('Monthly expenses today (₹)').fill('50000');
    await panel(page).getByRole('button', { name: 'Plan my retirement' }).click();
    await expect(alert).toHaveText('Retirement age must be greater than current age.');
    await page.getByLabel('Retirement age (years)').fill('60');
    await page.getByLabel('Life expectancy (years)').fill('60');
    await panel(page).getByRole('button', { name: 'Plan my retirement' }).click();
    await expect(alert).toHaveText('Life expectancy must be greater than retirement age.');

    await page.getByLabel('Life expectancy (years)').fill('85');
    await page.getByLabel('Expected return (% a year)').fill('10');
    await page.getByLabel('Inflation (% a year)').fill('6');
    await page.getByLabel('Retirement savings today (₹)').fill('1000000');
    await calculateAndLog(page, 'Plan my retirement', 'retirement-calculator');
    await expect(alert).toHaveCount(0);
    // Independent computation: expenses 50,000 × 1.06^25 = 2,14,594; real return 1.1 ÷ 1.06 − 1; corpus = PV of
    // 300 withdrawals at the start of each month = 4,20,46,607; savings grow to 1,08,34,706; SIP (annuity due at
    // 1.1^(1/12) − 1 for 300 months) = 25,107.
    await expect(stat(page, 'futureMonthlyExpenses')).toContainText('₹2,14,594');
    await expect(stat(page, 'corpusRequired')).toContainText('₹4,20,46,607');
    await expect(stat(page, 'monthlySIPNeeded')).toContainText('₹25,107');
  });
});

test.describe('the page', () => {
  test('the toggle selects the default of each mode, and Try Tool opens a tool and scrolls to #calculators', async ({
    page,
    checkA11y,
  }) => {
    // /calculator is the finder (decision 052): every calculator and tool by need, filtered as the visitor types.
    await page.goto('/resources/calculator');
    const finder = page.getByRole('main');
    await expect(finder.getByRole('heading', { level: 2 })).toHaveText([
      'Tax',
      'Saving and investing',
      'Loans',
      'Insurance',
      'Business',
    ]);
    await expect(finder.getByRole('heading', { level: 3 })).toHaveCount(19);
    await checkA11y();
    await page.getByRole('searchbox', { name: 'Find a calculator' }).fill('insurance');
    await expect(finder.getByRole('heading', { level: 3 })).toHaveText([
      'Term Insurance Sufficiency',
      'Health Insurance Comparison',
    ]);
    await expect(finder.getByRole('status')).toHaveText('2 of 19 calculators and tools match “insurance”');
    await finder.getByRole('link', { name: /Term Insurance Sufficiency/ }).click();
    await expect(page).toHaveURL(/\/calculator\/term-insurance$/);
    await expect(
      page.getByRole('heading', { name: 'Term Insurance Sufficiency', exact: true }),
    ).toBeVisible();
    // The toggle and Try Tool are links between the calculators' pages (CALC-PAGE-6).
    const modes = page.getByRole('group', { name: 'Calculators or tools' });
    await modes.getByRole('link', { name: 'Tools', exact: true }).click();
    await expect(page).toHaveURL(/\/calculator\/mutual-fund-overlap$/);
    await expect(page.getByRole('tab', { name: /Fund Overlap/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Advanced Financial Tools' })).toHaveCount(0);
    await modes.getByRole('link', { name: 'Calculators', exact: true }).click();
    await expect(page.getByRole('tab', { name: /Term Insurance/ })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('heading', { name: 'Advanced Financial Tools' }).scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Try Tool: Company Formation Planner' }).click();
    await expect(page).toHaveURL(/\/calculator\/company-formation#calculators$/);
    await expect(page.getByRole('link', { name: 'Tools', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { name: 'Company Formation Planner', exact: true })).toBeVisible();
    // The section is brought into view (the page may be too short to put it at the very top).
    await expect(page.locator('#calculators')).toBeInViewport();
    await expect
      .poll(async () =>
        page.locator('#calculators').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeGreaterThanOrEqual(0);
  });

  test('a shared link restores the inputs and the results', async ({ page, browser }) => {
    await open(page, 'loan-amortization');
    await page.getByLabel('Loan amount (₹)').fill('5000000');
    await page.getByLabel('Interest rate (% a year)').fill('8.5');
    await page.getByLabel('Loan tenure (years)').fill('20');
    await calculateAndLog(page, 'Calculate EMI', 'loan-amortization');
    await expect(page).toHaveURL(/loanAmount=5000000/);
    const link = page.url();

    const other = await browser.newPage();
    await other.goto(link);
    await expect(other.getByLabel('Loan amount (₹)')).toHaveValue('50,00,000');
    await expect(other.getByTestId('stat-monthlyEmi')).toContainText('₹43,391');
    await expect(other.getByRole('button', { name: 'Show Amortization Schedule' })).toBeVisible();
    await other.close();

    // An old link (?tool=, before each calculator had its own page) moves to the calculator's page with its inputs.
    await page.goto(
      '/calculator?tool=sip-calculator&monthlyInvestment=5000&stepUpPercent=0&annualReturn=12&years=10&inflationRate=0&stepUpTiming=start-of-year&depositTiming=start',
    );
    await expect(page).toHaveURL(/\/calculator\/sip-calculator\/results\?monthlyInvestment=5000&/);
    await expect(page.getByLabel('Monthly investment (₹)')).toHaveValue('5,000');
    // 5,000 a month for 120 months at 1.12^(1/12) − 1, start of month: 11,20,179 → ₹11.20 L.
    await expect(stat(page, 'futureValue')).toContainText('₹11.20 L');
  });

  test('after the first Calculate the results follow the inputs, refused inputs clear them, and Share sends the link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, 'loan-amortization');
    // Amounts show Indian grouping as they are typed; the link keeps the digits.
    await page.getByLabel('Loan amount (₹)').fill('5000000');
    await expect(page.getByLabel('Loan amount (₹)')).toHaveValue('50,00,000');
    await page.getByLabel('Interest rate (% a year)').fill('8.5');
    await page.getByLabel('Loan tenure (years)').fill('20');
    // Blank defaults compute nothing: the card asks for the inputs, never ₹0 (CALC-STATES-1).
    await expect(stat(page, 'monthlyEmi')).toHaveCount(0);
    await calculateAndLog(page, 'Calculate EMI', 'loan-amortization');
    await expect(stat(page, 'monthlyEmi')).toContainText('₹43,391');

    // Typing 3, 0 recomputes once the field is still: one usage record for the settled 30 years, not one a keystroke.
    const posts: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/calculator-usage') && r.method() === 'POST') posts.push(r.postDataJSON());
    });
    const tenure = page.getByLabel('Loan tenure (years)');
    await tenure.clear();
    await tenure.pressSequentially('30', { delay: 50 });
    // 50 lakh at 8.5% for 360 months: EMI 38,445.67 (P·r·(1+r)^n / ((1+r)^n − 1), r = 8.5% / 12).
    await expect(stat(page, 'monthlyEmi')).toContainText('₹38,446');
    await expect(page).toHaveURL(/loanTenure=30/);
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ inputData: { loanTenure: '30' } });

    // The slider follows the field and moves it by keyboard: 29 years → EMI 38,738.52.
    const slider = page.getByRole('slider', { name: 'Loan tenure slider (years)' });
    await expect(slider).toHaveValue('30');
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tenure).toHaveValue('29');
    await expect(stat(page, 'monthlyEmi')).toContainText('₹38,739');

    // Beyond the cap: a message under the field, and no figure is left beside inputs it is not the answer to.
    await tenure.fill('1e15');
    await expect(page.getByText('Enter 100 years or less.')).toBeVisible();
    await expect(stat(page, 'monthlyEmi')).toHaveCount(0);
    await expect(page.getByTestId('result-refused')).toBeVisible();
    await tenure.fill('20');
    await expect(stat(page, 'monthlyEmi')).toContainText('₹43,391');

    // Share: copy the link (it carries the inputs) or open WhatsApp with it.
    await page.getByRole('button', { name: 'Share' }).click();
    const whatsApp = page.getByRole('menuitem', { name: 'Share on WhatsApp' });
    const href = await whatsApp.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(href!.split('text=')[1]!)).toContain(page.url());
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(page.getByText(/Link copied/)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(page.url()).toContain('loanAmount=5000000');
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
  });

  test('printing keeps the result and its inputs and hides the header, footer and form', async ({ page }) => {
    await open(page, 'loan-amortization');
    await page.getByLabel('Loan amount (₹)').fill('1000000');
    await page.getByLabel('Interest rate (% a year)').fill('9');
    await page.getByLabel('Loan tenure (years)').fill('5');
    await calculateAndLog(page, 'Calculate EMI', 'loan-amortization');
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByLabel('Loan amount (₹)')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
    await expect(stat(page, 'monthlyEmi')).toBeVisible();
    await expect(page.locator('.result-card .print-only')).toContainText('₹10,00,000');
    await expect(page.getByRole('note', { name: 'Disclaimer' })).toBeVisible();
  });

  test('on a 360 px phone a crore figure stays whole on one line, and printing shows every year of the SIP table', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, 'loan-amortization');
    await page.getByLabel('Loan amount (₹)').fill('150000000');
    await page.getByLabel('Interest rate (% a year)').fill('9');
    await page.getByLabel('Loan tenure (years)').fill('20');
    await calculateAndLog(page, 'Calculate EMI', 'loan-amortization');
    // ₹15 crore at 9% over 240 months: EMI about ₹13.5 lakh (P·r·(1+r)^n ÷ ((1+r)^n − 1)), so both totals pass ₹10 crore.
    for (const id of ['totalInterest', 'totalPayment']) {
      const figure = stat(page, id).locator('div').nth(1);
      await expect(figure).toContainText(/^₹\d{2},\d{2},\d{2},\d{3}$/);
      const fit = await figure.evaluate((el) => ({
        lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
        overflow: el.scrollWidth - el.clientWidth,
      }));
      expect(fit, id).toEqual({ lines: 1, overflow: 0 });
    }

    await open(page, 'sip-calculator');
    await page.getByLabel('Period (years)', { exact: true }).fill('25');
    await calculateAndLog(page, 'Calculate', 'sip-calculator');
    const table = panel(page).getByRole('region', { name: 'Year-by-year SIP breakdown' });
    await page.emulateMedia({ media: 'print' });
    // On paper nothing scrolls: the table's box is as tall as its 25 years (plus the header row).
    expect(await table.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);
    await expect(table.getByRole('row')).toHaveCount(26);
  });

  test('on a 360 px phone the form sits above the results and the item row scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, 'sip-calculator');
    await panel(page).getByRole('button', { name: 'Calculate', exact: true }).click();
    const form = await page.getByRole('region', { name: 'Step-up SIP Calculator inputs' }).boundingBox();
    const result = await page.getByRole('region', { name: 'Your SIP projection' }).boundingBox();
    expect(form && result && result.y >= form.y + form.height).toBe(true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    const row = page.getByRole('tablist', { name: 'Calculators' });
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});
