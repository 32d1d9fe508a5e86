import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Journeys of CALC-PAGE for the five tools (CALC-STATES-2, CALC-STATES-3) and the Tools page (CALC-PAGE-5): known cases computed from the
// UI, sample data and simulations labelled as such, true rolling returns from an uploaded NAV history, and real
// downloadable guides.

// Long journeys (many fields, a usage call per step) on a shared 2-core machine: more time than the default.
test.describe.configure({ timeout: 90_000 });

const panel = (page: Page) => page.locator('#calculator-panel');
const stat = (page: Page, id: string) => page.getByTestId(`stat-${id}`);

async function open(page: Page, tool: string) {
  await page.goto(`/calculator/${tool}`);
  await expect(panel(page).getByRole('heading', { level: 2 })).toBeVisible();
}

async function choose(page: Page, label: string | RegExp, option: string) {
  await panel(page).getByRole('combobox', { name: label }).selectOption({ label: option });
}

/** The usage record sent while `act` runs: a button's first press, or a live recomputation after a change. */
async function logOf(page: Page, calculatorType: string, act: () => Promise<void>) {
  const logged = page.waitForResponse(
    (r) => r.url().endsWith('/api/calculator-usage') && r.request().method() === 'POST',
    { timeout: 20_000 },
  );
  await act();
  const response = await logged;
  expect(response.status()).toBe(202);
  const body = response.request().postDataJSON() as {
    calculatorType: string;
    resultData: Record<string, unknown>;
  };
  expect(body.calculatorType).toBe(calculatorType);
  return body;
}

const pressAndLog = (page: Page, button: string, calculatorType: string) =>
  logOf(page, calculatorType, () => panel(page).getByRole('button', { name: button, exact: true }).click());

/** Monthly NAVs on the 1st, growing at exactly `rate` a year: every 3-year window returns `rate`. */
function navCsv(rate: number, years = 6): string {
  const rows = ['Date,NAV'];
  for (let m = 0; m <= years * 12; m++) {
    const date = new Date(Date.UTC(2018, m, 1)).toISOString().slice(0, 10);
    rows.push(`${date},${(100 * (1 + rate) ** (m / 12)).toFixed(6)}`);
  }
  return rows.join('\n');
}

test.describe('tools compute known cases', () => {
  test('fund overlap: two large-cap funds overlap fully in the sample data; Add and Analyze follow the rules', async ({
    page,
  }) => {
    await open(page, 'mutual-fund-overlap');
    await expect(panel(page).getByText(/Sample data/)).toBeVisible();
    await expect(panel(page).getByText(/at least 2 funds/)).toBeVisible();
    const add = panel(page).getByRole('button', { name: 'Add Fund' });
    await expect(add).toBeDisabled();
    await page.getByLabel('Fund name').fill('Bluechip Fund');
    await add.click();
    await expect(panel(page).getByRole('button', { name: 'Analyze Overlap' })).toHaveCount(0);
    await page.getByLabel('Fund name').fill('Large Cap Fund');
    await add.click();
    const body = await pressAndLog(page, 'Analyze Overlap', 'mutual-fund-overlap');
    await expect(stat(page, 'overlapPercentage')).toContainText('100.0%');
    await expect(stat(page, 'diversificationScore')).toContainText('0/100');
    await expect(panel(page).getByText('High overlap', { exact: true })).toBeVisible();
    await expect(panel(page).getByLabel('Common holdings').getByText('HDFC Bank')).toBeVisible();
    expect(body.resultData).toEqual({ overlapPercentage: 100, diversificationScore: 0, commonHoldings: 10 });
  });

  test('rolling returns: the simulation is labelled illustrative and gives the same figures every time', async ({
    page,
  }) => {
    await open(page, 'rolling-returns');
    await expect(panel(page).getByText('Add schemes to compare their rolling returns.')).toBeVisible();
    for (const [name, category] of [
      ['Index Fund', 'Large Cap'],
      ['Small Cap Fund', 'Small Cap'],
    ]) {
      await page.getByLabel('Scheme name').fill(name!);
      await choose(page, 'Category', category!);
      await page.getByLabel('Latest NAV (₹)').fill('100');
      await panel(page).getByRole('button', { name: 'Add Scheme' }).click();
    }
    const body = await pressAndLog(page, 'Calculate Rolling Returns', 'rolling-returns');
    await expect(panel(page).getByText('Illustrative simulation').first()).toBeVisible();
    await expect(panel(page).getByText(/not how these schemes performed/)).toBeVisible();
    const table = panel(page).getByRole('table', { name: 'Average returns and volatility per scheme' });
    const first = await table.textContent();
    expect(body.resultData).toMatchObject({ schemesCount: 2, rollingPeriod: 36 });
    await expect(
      panel(page)
        .getByRole('table', { name: /Timeline/ })
        .getByRole('row'),
    ).toHaveCount(9);

    // Reproducible: a reload of the shared link shows the same numbers.
    await page.reload();
    await expect(table).toHaveText(first!);
  });

  test('rolling returns from uploaded NAV histories are true CAGRs', async ({ page, checkA11y }) => {
    await open(page, 'rolling-returns');
    await panel(page).getByRole('radio', { name: 'My NAV history' }).check();
    for (const [name, rate] of [
      ['Steady 12', 0.12],
      ['Steady 8', 0.08],
    ] as const) {
      await page.getByLabel('Scheme name').fill(name);
      await panel(page)
        .locator('input[type=file]')
        .setInputFiles({ name: `${name}.csv`, mimeType: 'text/csv', buffer: Buffer.from(navCsv(rate)) });
      await expect(panel(page).getByText('73 NAVs, 2018-01-01 to 2024-01-01')).toBeVisible();
      await panel(page).getByRole('button', { name: 'Add Scheme' }).click();
    }
    const body = await pressAndLog(page, 'Calculate Rolling Returns', 'rolling-returns');
    await expect(panel(page).getByText('From your NAV history')).toBeVisible();
    const stats = panel(page).getByRole('table', { name: 'Rolling return statistics per scheme' });
    await expect(stats.getByRole('row').nth(1)).toContainText('12.00%');
    await expect(stats.getByRole('row').nth(2)).toContainText('8.00%');
    await expect(stat(page, 'bestPerformer')).toContainText('Steady 12');
    expect(body.resultData).toEqual({
      schemesCount: 2,
      rollingPeriod: 36,
      bestPerformer: 'Steady 12',
      worstPerformer: 'Steady 8',
    });
    await checkA11y();
  });

  test('balance transfer: a lower rate is Recommended with its break-even; a higher one is Not Recommended', async ({
    page,
  }) => {
    await open(page, 'balance-transfer');
    await expect(panel(page).getByText(/press Evaluate Transfer/)).toBeVisible();
    await page.getByLabel('Outstanding amount (₹)').fill('3000000');
    await page.getByLabel('Current EMI (₹)').fill('30000');
    await page.getByLabel('Remaining tenure (months)').fill('180');
    await page.getByLabel('Current rate (% a year)').fill('9.5');
    await page.getByLabel('New rate (% a year)').fill('8.5');
    await page.getByLabel('Processing fee (₹)').fill('10000');
    await page.getByLabel('Other charges (₹)').fill('5000');
    const body = await pressAndLog(page, 'Evaluate Transfer', 'balance-transfer');
    // EMI on 30 lakh at 8.5% over 180 months (blank new tenure = remaining) = 29,542.19; saving 457.81 a month;
    // costs 15,000 → break-even ceil(15,000 ÷ 457.81) = 33 months; net 180 × 457.81 − 15,000 = 67,406.
    await expect(panel(page).getByText('Recommended', { exact: true })).toBeVisible();
    await expect(stat(page, 'newEMI')).toContainText('₹29,542');
    await expect(stat(page, 'breakEvenMonths')).toContainText('33 months');
    await expect(stat(page, 'netSavings')).toContainText('₹67,406');
    expect(body.resultData).toMatchObject({ isViable: true });

    await page.getByLabel('New rate (% a year)').fill('10.5');
    await pressAndLog(page, 'Evaluate Transfer', 'balance-transfer');
    await expect(panel(page).getByText('Not Recommended', { exact: true })).toBeVisible();
  });

  test('health insurance: the top 4 sample plans by score, Select / Selected and the summary', async ({
    page,
  }) => {
    await open(page, 'health-insurance');
    // The defaults' plans show at once, in the page's HTML (CALC-STATES-1); Find Plans is a use.
    await expect(panel(page).getByText('Top 4 of 5 plans')).toBeVisible();
    const body = await pressAndLog(page, 'Find Plans', 'health-insurance');
    // Score 0.6 × rating + 0.4 × (20,000 − premium) ÷ 20,000 at ₹5 lakh: HDFC ERGO 2.850, ICICI Lombard 2.776,
    // Star Health 2.744, Niva Bupa 2.690, Bajaj Allianz 2.642 → the first four.
    await expect(panel(page).getByText('Top 4 of 5 plans')).toBeVisible();
    await expect(panel(page).getByText(/Sample plans/)).toBeVisible();
    expect(body.resultData).toEqual({ plansFound: 5, topPremium: 12500 });
    const first = panel(page).getByLabel('HDFC ERGO Optima Secure');
    await expect(first).toContainText('₹12,500');
    await expect(panel(page).getByLabel(/Bajaj Allianz/)).toHaveCount(0);
    await first.getByRole('button', { name: 'Select' }).click();
    await expect(first.getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel(page).getByText('Selected Plans Summary')).toBeVisible();
    await panel(page).getByLabel('ICICI Lombard Elevate').getByRole('button', { name: 'Select' }).click();
    await expect(
      panel(page).getByText(/Premium difference between the selected plans: ₹700 a year/),
    ).toBeVisible();

    // Results follow the inputs after the first press (CALC-STATES-7): the new choice recomputes and is logged at once.
    await logOf(page, 'health-insurance', () => choose(page, 'Sum insured', '₹3 L'));
    await expect(panel(page).getByText('Top 1 of 1 plans')).toBeVisible();
    await expect(panel(page).getByLabel(/Bajaj Allianz/)).toContainText('₹8,720');
  });

  test('company formation: an LLP plan with overview, cost breakdown and timeline', async ({ page }) => {
    await open(page, 'company-formation');
    const generate = panel(page).getByRole('button', { name: 'Generate Formation Plan' });
    await expect(generate).toBeDisabled();
    await expect(panel(page).getByText(/press Generate Formation Plan/)).toBeVisible();
    await page.getByLabel(/Proposed company name/).fill('Green Leaf Advisors');
    await expect(generate).toBeDisabled();
    await choose(page, /^Business structure/, 'Limited Liability Partnership');
    const body = await pressAndLog(page, 'Generate Formation Plan', 'company-formation');
    // 7 steps (DSC, name, DPIN, incorporation, LLP agreement, PAN/TAN, GST). 2 designated partners: DSC 2 × 1,500 + name 1,000 + DPIN 2 × 500 + LLP agreement 3,000 + PAN/TAN 500
    // + GST 2,000 = 10,500, + LLP fee 2,000 = 12,500; up to 5,000 more; 70/30 split of 12,500.
    await expect(stat(page, 'estimatedCost')).toContainText('₹12,500 – ₹17,500');
    await expect(stat(page, 'professional')).toContainText('₹8,750');
    await expect(stat(page, 'government')).toContainText('₹3,750');
    await expect(panel(page).getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(panel(page).getByRole('table', { name: 'Cost breakdown' })).toBeVisible();
    await expect(
      panel(page).getByRole('region', { name: 'Timeline' }).getByText('LLP agreement', { exact: true }),
    ).toBeVisible();
    expect(body.resultData).toEqual({
      companyType: 'Limited Liability Partnership',
      totalSteps: 7,
      estimatedCost: { min: 12500, max: 17500 },
    });
  });
});

test.describe('Tools page', () => {
  test('nine tool cards open their calculators; four guides download as real PDFs; the disclaimer shows', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Free Tools & Guides' })).toBeVisible();
    const open = page.getByRole('link', { name: /^Open / });
    await expect(open).toHaveCount(9);
    for (const href of await open.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/calculator\/[a-z-]+$/);
    }
    await expect(page.getByRole('note', { name: 'Disclaimer' })).toBeVisible();
    await checkA11y();

    const downloads = page.getByRole('link', { name: /^Download PDF: / });
    // The spec's three, and the Insurance Rider Explainer the home page names (API-LIMITS).
    await expect(downloads).toHaveCount(4);
    for (const link of await downloads.all()) {
      const href = (await link.getAttribute('href'))!;
      expect(await link.getAttribute('download')).toBeTruthy();
      const res = await page.request.get(href);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/pdf');
      const bytes = await res.body();
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(10_000);
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF: Retirement Planning Sheet' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('retirement-planning-sheet.pdf');

    await page.getByRole('link', { name: 'Open Capital Gains Tax' }).click();
    await expect(page).toHaveURL(/\/calculator\/ltcg-calculator$/);
    await expect(page.getByRole('tab', { name: /Capital Gains/ })).toHaveAttribute('aria-selected', 'true');
  });
});
