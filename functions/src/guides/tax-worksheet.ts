// The tax optimization worksheet: the tax year's slabs of both regimes, worked comparisons, a deductions worksheet,
// capital-gains rates and the year's calendar, every figure from the rules in force (CALC-TAXRULES-3).
import {
  bullets,
  callout,
  EDITION,
  fillIn,
  finish,
  h2,
  h3,
  inr,
  p,
  startGuide,
  table,
  type Doc,
} from './layout';
import type { GuideInput } from './guide';
import type { GuideTaxContext } from './tax-context';

/** A regime's slabs as a table: each band of taxable income and its rate; `firstBand` words the first band. */
function slabTable(
  doc: Doc,
  header: string,
  slabs: GuideTaxContext['NEW_SLABS'],
  firstBand?: (upper: number) => string,
) {
  table(
    doc,
    [
      { header, width: 0.6 },
      { header: 'Rate', width: 0.4, align: 'right' },
    ],
    slabs.map(([upper, rate], i) => {
      const lower = i === 0 ? 0 : slabs[i - 1]![0];
      const band =
        i === 0 && firstBand
          ? firstBand(upper)
          : upper === Infinity
            ? `Above ${inr(lower)}`
            : `${inr(lower)} – ${inr(upper)}`;
      return [band, rate === 0 ? 'Nil' : `${rate}%`];
    }),
  );
}

/** 1. Both regimes' slabs, rebates, standard deductions, cess and surcharge. */
function slabs(doc: Doc, tax: GuideTaxContext) {
  const { RULES, NEW_SLABS, OLD_SLABS, NEW_SD, OLD_SD } = tax;
  h2(doc, `1. Tax slabs for tax year ${RULES.taxYear}`);
  h3(doc, 'New regime (the default; 1961 s. 115BAC)');
  slabTable(doc, 'Taxable income', NEW_SLABS);
  const nr = RULES.newRegime;
  bullets(doc, [
    `Rebate (1961 s. 87A) up to ${inr(nr.rebate.maximum)}: no tax when taxable income is up to ${inr(nr.rebate.incomeLimit)} (not available on special-rate income such as capital gains on listed equity). Just above that, marginal relief caps the tax at the income above ${inr(nr.rebate.incomeLimit)}.`,
    `Standard deduction for salary and pension: ${inr(NEW_SD)}, so a salary of up to ${inr(nr.rebate.incomeLimit + NEW_SD)} pays no tax.`,
    `Allowed: employer’s NPS contribution (1961 s. 80CCD(2)) up to ${nr.employerNpsPercentOfSalary}% of basic + DA, Agniveer corpus (80CCH), family pension deduction of ${inr(nr.familyPensionDeduction)}. Not allowed: 80C, 80D, HRA, LTA, home-loan interest on a self-occupied house, and most other deductions.`,
  ]);
  h3(doc, 'Old regime');
  slabTable(
    doc,
    'Taxable income (below 60 years)',
    OLD_SLABS,
    (upper) =>
      `Up to ${inr(upper)} (${inr(RULES.oldRegime.exemptionSenior)} at 60–79; ${inr(RULES.oldRegime.exemptionSuperSenior)} at 80+)`,
  );
  const [s1, s2, s3, s4] = RULES.surcharge.map(([from, rate]) => `${inr(from)} (${rate}%)`);
  bullets(doc, [
    `Rebate (1961 s. 87A) up to ${inr(RULES.oldRegime.rebate.maximum)} when taxable income is up to ${inr(RULES.oldRegime.rebate.incomeLimit)}. Standard deduction for salary: ${inr(OLD_SD)}.`,
    `Both regimes: health and education cess of ${RULES.cessPercent}% on tax and surcharge. Surcharge applies above ${s1}, ${s2}, ${s3} and, in the old regime only, ${s4}.`,
  ]);
}
/** 2. Which regime is lower for a salaried person, at seven salaries. */
function regimeComparison(doc: Doc, tax: GuideTaxContext) {
  const { RULES, NEW_SD, D, salaryTax } = tax;
  const nr = RULES.newRegime;
  h2(doc, '2. Which regime? Worked comparison for a salaried person');
  const OLD_DEDUCTIONS = D['80C'] + D['80D self'] + D['80CCD(1B)'];
  p(
    doc,
    `Tax including ${RULES.cessPercent}% cess (no surcharge at these incomes), rounded to the nearest ₹10 as the Act and our Income Tax calculator round it. Old regime with ${inr(OLD_DEDUCTIONS)} of deductions: ${inr(D['80C'])} under 80C, ${inr(D['80D self'])} under 80D and ${inr(D['80CCD(1B)'])} of NPS under 80CCD(1B) (1961 numbers). Add HRA and home-loan interest to the old-regime deductions if you have them.`,
  );
  const salaries = [800_000, 1_000_000, 1_275_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000];
  table(
    doc,
    [
      { header: 'Gross salary', width: 0.22, align: 'right' },
      { header: 'New regime tax', width: 0.22, align: 'right' },
      { header: 'Old regime tax', width: 0.22, align: 'right' },
      { header: 'Lower', width: 0.34 },
    ],
    salaries.map((gross) => {
      const { new: n, old: o } = salaryTax(gross);
      return [
        inr(gross),
        inr(n),
        inr(o),
        n === o ? 'Same' : n < o ? `New, by ${inr(o - n)}` : `Old, by ${inr(n - o)}`,
      ];
    }),
  );
  p(
    doc,
    `Rule of thumb: the more deductions you can genuinely claim (HRA, home-loan interest, 80C, 80D, NPS), the better the old regime looks; up to ${inr(nr.rebate.incomeLimit + NEW_SD)} of salary the new regime is nearly always better.`,
    { size: 9 },
  );
}
/** 3. The reader's own income and deductions. */
function worksheet(doc: Doc, tax: GuideTaxContext) {
  const { RULES, NEW_SD, OLD_SD, D } = tax;
  const nr = RULES.newRegime;
  h2(doc, '3. Your worksheet');
  h3(doc, 'Income');
  fillIn(doc, [
    { label: 'Gross salary (after exempt allowances)', hint: 'Form 16, Part B' },
    { label: 'Income from house property', hint: 'Rent received − municipal tax − 30% − interest (let-out)' },
    { label: 'Interest: savings, FDs, bonds', hint: 'Form 26AS / AIS' },
    { label: 'Dividends' },
    { label: 'Capital gains (see section 4; taxed at their own rates)' },
    { label: 'Gross total income' },
  ]);
  h3(doc, 'Deductions (old regime unless marked)');
  table(
    doc,
    [
      { header: '1961 s.', width: 0.16 },
      { header: 'What counts', width: 0.44 },
      { header: 'Limit', width: 0.2, align: 'right' },
      { header: 'Yours', width: 0.2 },
    ],
    [
      [
        '16(ia)',
        'Standard deduction on salary or pension (both regimes)',
        `${inr(OLD_SD)} old / ${inr(NEW_SD)} new`,
        '',
      ],
      [
        '80C',
        'EPF, PPF, ELSS, life insurance premium, home-loan principal, children’s tuition fees, 5-year tax-saver FD, NSC, Sukanya Samriddhi, SCSS',
        inr(D['80C']),
        '',
      ],
      ['80CCD(1B)', 'Own NPS Tier I contribution, over and above 80C', inr(D['80CCD(1B)']), ''],
      [
        '80CCD(2)',
        'Employer’s NPS contribution (both regimes)',
        `${RULES.oldRegime.employerNpsPercentOfSalary}% of salary old; ${nr.employerNpsPercentOfSalary}% new`,
        '',
      ],
      [
        '80D',
        `Health insurance: self, spouse, children (${inr(D['80D senior'])} if a senior citizen); includes ₹5,000 of preventive check-ups`,
        inr(D['80D self']),
        '',
      ],
      [
        '80D',
        `Health insurance for parents (${inr(D['80D senior'])} if a senior citizen)`,
        inr(D['80D parents']),
        '',
      ],
      ['24(b)', 'Interest on a home loan for a self-occupied house', inr(D['24(b) self-occupied']), ''],
      [
        '10(13A)',
        'HRA: the least of HRA received, rent − 10% of salary, and 50% of salary (Mumbai, Delhi, Kolkata, Chennai) or 40% elsewhere',
        'Formula',
        '',
      ],
      ['80E', 'Interest on an education loan, for up to 8 years', 'No limit', ''],
      ['80G', 'Donations to approved funds and charities (50% or 100%, some with a limit)', 'Varies', ''],
      [
        '80TTA / 80TTB',
        'Savings-account interest (80TTA); all deposit interest for senior citizens (80TTB)',
        `${inr(D['80TTA'])} / ${inr(D['80TTB'])}`,
        '',
      ],
    ],
    { size: 8.3 },
  );
  fillIn(doc, [
    'Total deductions (old regime)',
    'Taxable income, new regime',
    'Taxable income, old regime',
    'Tax, new regime (section 1)',
    'Tax, old regime (section 1)',
  ]);
}
/** 4. Capital-gains rates and the Cost Inflation Index. */
function capitalGains(doc: Doc, tax: GuideTaxContext) {
  const { CG, cii } = tax;
  h2(doc, `4. Capital gains rates (sales on or after ${CG.from})`);
  table(
    doc,
    [
      { header: 'Asset', width: 0.3 },
      { header: 'Long-term after', width: 0.2 },
      { header: 'Short-term', width: 0.2 },
      { header: 'Long-term', width: 0.3 },
    ],
    [
      [
        'Listed shares, equity mutual funds',
        `${CG.equityLongTermAfterMonths} months`,
        `${CG.equityShortTermPercent}%`,
        `${CG.longTermPercent}% above ${inr(CG.equityLongTermExemption)} a year`,
      ],
      [
        'Land, buildings',
        `${CG.otherLongTermAfterMonths} months`,
        'Slab rate',
        `${CG.longTermPercent}% without indexation; for property bought before ${CG.from}, a resident individual or HUF may pay 20% with indexation if lower`,
      ],
      [
        'Gold, unlisted shares, other assets',
        `${CG.otherLongTermAfterMonths} months`,
        'Slab rate',
        `${CG.longTermPercent}% without indexation`,
      ],
      [
        'Debt mutual funds bought from 1 April 2023; unlisted bonds and debentures',
        '—',
        'Slab rate',
        'Always taxed at slab rate (section 50AA)',
      ],
    ],
    { size: 8.3 },
  );
  p(
    doc,
    `Cost Inflation Index: 2001-02 = 100 … 2023-24 = 348, 2024-25 = ${cii(2024)}, 2025-26 = ${cii(2025)}${cii(2026) ? `, 2026-27 = ${cii(2026)}` : ' (2026-27: as notified by the CBDT for the year)'}. Sales before 23 July 2024 follow the earlier rules (equity LTCG 10% above ₹1 lakh, STCG 15%; property 20% with indexation after 24 months). The Capital Gains calculator on our site applies the rule set of your sale date.`,
    { size: 9 },
  );
}
/** 5. What to do before the year ends: advance tax, top-ups, harvesting, proofs, filing. */
function beforeYearEnd(doc: Doc, tax: GuideTaxContext) {
  const { RULES, CG } = tax;
  h2(doc, `5. Before ${RULES.yearEnd} and through tax year ${RULES.taxYear}`);
  bullets(doc, [
    `Advance tax if your tax after TDS is ${inr(RULES.advanceTaxThreshold)} or more: ${RULES.advanceTax.map(([date, share]) => `${share}% by ${date}`).join(', ')}. Senior citizens without business income are exempt.`,
    `Top up 80C, 80CCD(1B) and 80D by ${RULES.yearEnd} (old regime); pay premiums from a bank account, not in cash (cash is allowed for preventive check-ups only).`,
    `Book long-term equity gains up to ${inr(CG.equityLongTermExemption)} a year tax-free by selling and buying back (tax-gain harvesting); set off losses against gains before ${RULES.yearEnd}.`,
    'Submit rent receipts (landlord’s PAN if rent exceeds ₹1 lakh a year) and investment proofs to your employer on time, or claim them in the return.',
    `Check Form 26AS and the Annual Information Statement (AIS) before filing. The return for tax year ${RULES.taxYear} is filed in 2027: check the due date for your return form under the ${RULES.law} (for years under the 1961 Act it was 31 July for individuals without an audit).`,
  ]);
}

export function taxWorksheet({ fonts, tax }: GuideInput): Promise<Buffer> {
  const { RULES } = tax;
  const title = 'Tax Optimization Worksheet';
  const doc = startGuide(
    fonts,
    title,
    `Old vs new regime for tax year ${RULES.taxYear}, deductions worksheet and capital gains rates`,
    `Tax year ${RULES.taxYear} (${RULES.period}) · ${RULES.law} · resident individuals · as of ${EDITION.label}`,
  );

  p(
    doc,
    `Use this worksheet to compare the two income tax regimes on your own numbers, see which deductions you are leaving unused, and plan the investments and payments to make before ${RULES.yearEnd}, the end of tax year ${RULES.taxYear}. Amounts are in rupees.`,
  );
  callout(
    doc,
    `Tax year ${RULES.taxYear} is the first under the ${RULES.law}, which replaced the 1961 Act from 1 April 2026: the tax year replaces the previous year and the assessment year (income of 2025-26 is still assessed under the 1961 Act). ${RULES.basis} Section numbers change in the new Act; the familiar 1961 numbers are used here, marked "1961 s.". The new regime is the default; a salaried person can choose the old regime each year when filing. Check the Finance Act of the year for later years.`,
  );

  slabs(doc, tax);
  regimeComparison(doc, tax);
  worksheet(doc, tax);
  capitalGains(doc, tax);
  beforeYearEnd(doc, tax);
  return finish(doc, title);
}
