// The downloadable guides of the Tools page, rendered with pdfkit from the tax rules in force (CALC-TAXRULES-3):
//
// - tax-optimization-worksheet.pdf   the tax year's slabs of both regimes, worked comparisons, deductions worksheet
// - retirement-planning-sheet.pdf    fill-in plan, the site's retirement method, ready reckoners, worked example
// - bond-yield-comparison.pdf        current yield vs YTM, post-tax yield tables, Indian fixed-income options
// - insurance-rider-explainer.pdf    riders on term and health policies: cover, cost, when worth it; IRDAI sources
//
// The function serves them at /guides/<file> (guides/guide-routes.ts), generated on request with the rules an admin
// saved over the shipped ones and cached per rules version (decision 028). Every figure in the tables is computed here
// with the site's own finance functions and rules (@36x/common): the slabs, rebate, standard deductions, surcharge,
// cess, deduction limits, capital-gains rates and CII of the year in force, and the tax from the income-tax
// calculator's incomeTaxComparison (rounded as it rounds), so a guide and a calculator never disagree and there is no
// second rules file or slab code.
// common's GUIDE_EXTRAS (rules/guide-extras.ts) adds only what the rules do not carry (advance-tax calendar, 80TTA/80TTB, employer NPS shares,
// wording). Text uses DejaVu Sans (guides/fonts, shipped with the function) for the rupee sign. The file is plain
// JavaScript with pdfkit's untyped API; guide-pdfs.d.mts types what the function calls.
import PDFDocument from 'pdfkit';
import {
  bondsCalculator,
  costInflationIndex,
  GUIDE_EXTRAS_2026_27 as EXTRAS,
  incomeTaxComparison,
  retirementCalculator,
  sipCalculator,
  taxRulesFor,
} from '@36x/common/finance';
import { formatFixed, formatINR, formatIndianNumber, formatPercent, GUIDES_AS_OF } from '@36x/common';

const F = {
  bondsCalculator,
  costInflationIndex,
  incomeTaxComparison,
  retirementCalculator,
  sipCalculator,
  formatFixed,
  formatINR,
  formatIndianNumber,
  formatPercent,
};
/** The tax year the guides cover (its rules as shipped, or as an admin saved them). */
export const GUIDE_TAX_YEAR = 2026;
/**
 * The as-of date (GUIDES_AS_OF in common/src/constants.ts, also shown on the Tools page), fixed so that the same rules
 * give the same bytes.
 */
const EDITION = { date: new Date(`${GUIDES_AS_OF.iso}T00:00:00Z`), label: GUIDES_AS_OF.label };
/**
 * The tax year the guides cover, from the site's dated rules (common/src/finance/rules): the same values the
 * calculators use (CALC-TAXRULES-2), in the shape the guides' tables read; EXTRAS adds what the rules do not carry.
 */
function guideRules(ty, extras) {
  const slabs = (list) => list.map((s) => [s.upTo ?? Infinity, s.rate]);
  const rebate = (c) => ({
    incomeLimit: c.value.incomeUpTo,
    maximum: c.value.maxRebate,
    marginalRelief: c.value.marginalRelief,
  });
  const d80 = ty.oldRegime.section80D.value;
  const day = (iso) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return {
    taxYear: ty.label.replace(/^Tax year /, ''),
    period: `${day(ty.effectiveFrom)} to ${day(ty.effectiveTo)}`,
    law: ty.law,
    yearEnd: extras.yearEnd,
    basis: extras.basis,
    newRegime: {
      slabs: slabs(ty.newRegime.slabs.value),
      rebate: rebate(ty.newRegime.rebate),
      standardDeduction: ty.newRegime.standardDeduction.value,
      ...extras.newRegime,
    },
    oldRegime: {
      slabs: slabs(ty.oldRegime.slabs.value.below60),
      exemptionSenior: ty.oldRegime.slabs.value.senior[0].upTo,
      exemptionSuperSenior: ty.oldRegime.slabs.value.superSenior[0].upTo,
      rebate: rebate(ty.oldRegime.rebate),
      standardDeduction: ty.oldRegime.standardDeduction.value,
      ...extras.oldRegime,
    },
    cessPercent: ty.cess.value,
    surcharge: ty.oldRegime.surcharge.value.map((b) => [b.above, b.rate]),
    deductions: {
      '80C': ty.oldRegime.section80C.value,
      '80CCD(1B)': ty.oldRegime.section80CCD1B.value,
      '80D self': d80.self,
      '80D parents': d80.parents,
      '80D senior': d80.parentsSenior,
      '24(b) self-occupied': ty.oldRegime.homeLoanInterest.value,
      ...extras.deductions,
    },
    capitalGains: {
      from: extras.capitalGains.from,
      equityShortTermPercent: ty.capitalGains.equityShortTermRate.value,
      longTermPercent: ty.capitalGains.otherLongTermRate.value,
      equityLongTermExemption: ty.capitalGains.equityExemption.value,
      equityLongTermAfterMonths: ty.capitalGains.holdingMonths.value.listed,
      otherLongTermAfterMonths: ty.capitalGains.holdingMonths.value.other,
    },
    advanceTax: extras.advanceTax,
    advanceTaxThreshold: extras.advanceTaxThreshold,
  };
}
const inr = (v) => F.formatINR(v);
const pct = (v, d = 2) => F.formatPercent(v, d);

// ---------------------------------------------------------------------------------------------------------------
// A small layout kit on pdfkit: headings, paragraphs, bullets, tables with page breaks, fill-in lines, footers.
const COLORS = {
  ink: '#1A2526',
  muted: '#4B5858',
  teal: '#0B3D3F',
  gold: '#8A5A0B',
  line: '#C9C6BC',
  band: '#EEF5F4',
};
const M = 50;

function createDoc(title, subject, fonts) {
  const doc = new PDFDocument(
    {
      size: 'A4',
      margins: { top: M, bottom: M + 20, left: M, right: M },
      bufferPages: true,
      info: {
        Title: title,
        Author: '36x Advisory',
        Subject: subject,
        Creator: '36x Advisory',
        CreationDate: EDITION.date,
        ModDate: EDITION.date,
      },
      lang: 'en-IN',
      displayTitle: true,
      // The embedded font from the start: pdfkit's default (Helvetica) would need its AFM files, not in the bundle.
      font: fonts.regular,
    },
    fonts,
  );
  doc.registerFont('body', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('body').fillColor(COLORS.ink);
  return doc;
}

const width = (doc) => doc.page.width - M * 2;
const bottom = (doc) => doc.page.height - doc.page.margins.bottom;
function ensure(doc, height) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function cover(doc, title, subtitle) {
  doc.rect(0, 0, doc.page.width, 118).fill(COLORS.teal);
  doc
    .fillColor('#FFFFFF')
    .font('bold')
    .fontSize(9)
    .text('36x ADVISORY  ·  FREE TOOLS', M, 30, { characterSpacing: 1.2 });
  doc
    .font('bold')
    .fontSize(22)
    .text(title, M, 48, { width: width(doc) });
  doc
    .font('body')
    .fontSize(10)
    .fillColor('#DCEBEA')
    .text(subtitle, M, 82, { width: width(doc) });
  doc.fillColor(COLORS.ink).font('body');
  doc.y = 140;
}

function h2(doc, text) {
  ensure(doc, 60);
  doc
    .moveDown(0.6)
    .font('bold')
    .fontSize(13)
    .fillColor(COLORS.teal)
    .text(text, M, doc.y, { width: width(doc) });
  doc.moveDown(0.3).font('body').fontSize(9.5).fillColor(COLORS.ink);
}

function h3(doc, text) {
  ensure(doc, 40);
  doc
    .moveDown(0.4)
    .font('bold')
    .fontSize(10.5)
    .fillColor(COLORS.ink)
    .text(text, M, doc.y, { width: width(doc) });
  doc.moveDown(0.2).font('body').fontSize(9.5);
}

function p(doc, text, options = {}) {
  doc
    .font('body')
    .fontSize(options.size ?? 9.5)
    .fillColor(options.color ?? COLORS.ink);
  ensure(doc, doc.heightOfString(text, { width: width(doc) }) + 4);
  doc.text(text, M, doc.y, { width: width(doc), lineGap: 2, ...options });
  doc.moveDown(0.4);
}

function bullets(doc, items) {
  doc.font('body').fontSize(9.5).fillColor(COLORS.ink);
  for (const item of items) {
    const h = doc.heightOfString(item, { width: width(doc) - 14 }) + 3;
    ensure(doc, h);
    const y = doc.y;
    doc.text('•', M + 2, y);
    doc.text(item, M + 14, y, { width: width(doc) - 14, lineGap: 1.5 });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.3);
}

/**
 * columns: [{ header, width (fraction of the text width), align }]; rows: arrays of strings.
 * A row object { cells, bold, shade } styles a row. Repeats the header after a page break.
 */
function table(doc, columns, rows, options = {}) {
  const total = width(doc);
  const widths = columns.map((c) => c.width * total);
  const size = options.size ?? 8.8;
  const pad = 4;
  const drawRow = (cells, { bold = false, header = false, shade = false } = {}) => {
    doc.font(bold || header ? 'bold' : 'body').fontSize(size);
    // Measured with the same line gap the cell is written with, or long cells run past their row.
    const heights = cells.map((cell, i) =>
      doc.heightOfString(String(cell), { width: widths[i] - pad * 2, lineGap: 1 }),
    );
    const h = Math.max(...heights) + pad * 2;
    if (doc.y + h > bottom(doc)) {
      doc.addPage();
      if (!header)
        drawRow(
          columns.map((c) => c.header),
          { header: true },
        );
      doc.font(bold ? 'bold' : 'body').fontSize(size);
    }
    const y = doc.y;
    if (header) doc.rect(M, y, total, h).fill(COLORS.teal);
    else if (shade) doc.rect(M, y, total, h).fill(COLORS.band);
    let x = M;
    cells.forEach((cell, i) => {
      doc.fillColor(header ? '#FFFFFF' : COLORS.ink).text(String(cell), x + pad, y + pad, {
        width: widths[i] - pad * 2,
        align: columns[i].align ?? 'left',
        lineGap: 1,
      });
      x += widths[i];
    });
    doc
      .moveTo(M, y + h)
      .lineTo(M + total, y + h)
      .lineWidth(0.5)
      .strokeColor(COLORS.line)
      .stroke();
    doc.x = M;
    doc.y = y + h;
  };
  ensure(doc, 60);
  drawRow(
    columns.map((c) => c.header),
    { header: true },
  );
  for (const row of rows) {
    if (Array.isArray(row)) drawRow(row);
    else drawRow(row.cells, row);
  }
  doc.fillColor(COLORS.ink).font('body').fontSize(9.5);
  doc.moveDown(0.6);
}

/** Rows of "label ............ ₹ ________" for the reader to fill in. */
function fillIn(doc, lines) {
  doc.font('body').fontSize(9.5).fillColor(COLORS.ink);
  const total = width(doc);
  for (const line of lines) {
    const label = typeof line === 'string' ? line : line.label;
    const hint = typeof line === 'string' ? '' : (line.hint ?? '');
    ensure(doc, 26);
    const y = doc.y + 4;
    doc.font('body').text(label, M, y, { width: total * 0.6 });
    if (hint)
      doc
        .fontSize(7.5)
        .fillColor(COLORS.muted)
        .text(hint, M, doc.y, { width: total * 0.6 })
        .fontSize(9.5)
        .fillColor(COLORS.ink);
    const lineY = Math.max(doc.y, y + 12);
    doc
      .moveTo(M + total * 0.64, y + 11)
      .lineTo(M + total, y + 11)
      .lineWidth(0.6)
      .strokeColor(COLORS.muted)
      .stroke();
    doc.y = lineY + 4;
  }
  doc.moveDown(0.5);
}

function callout(doc, text) {
  doc.font('body').fontSize(9);
  const h = doc.heightOfString(text, { width: width(doc) - 20, lineGap: 1.5 }) + 14;
  ensure(doc, h + 6);
  const y = doc.y;
  doc.rect(M, y, width(doc), h).fill(COLORS.band);
  doc.rect(M, y, 3, h).fill(COLORS.gold);
  doc.fillColor(COLORS.ink).text(text, M + 12, y + 7, { width: width(doc) - 20, lineGap: 1.5 });
  doc.y = y + h + 8;
}

const DISCLAIMER =
  'For general education only: not investment, tax, legal or financial advice, nor an offer or solicitation. Figures are ' +
  'estimates based on the assumptions stated and the rules in force on the as-of date; rules and rates change and their ' +
  'effect depends on your facts. Investments in securities markets are subject to market risks; read all related ' +
  'documents carefully. Past performance is not indicative of future returns. Please consult a qualified professional ' +
  'before acting.';

function finish(doc, title) {
  ensure(doc, 110); // the heading and its paragraph together, never the heading alone at a page's foot
  h2(doc, 'Disclaimer');
  p(doc, DISCLAIMER, { size: 8.5, color: COLORS.muted });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - M + 8;
    doc.page.margins.bottom = 0;
    doc.font('body').fontSize(7.5).fillColor(COLORS.muted);
    doc.text(`36x Advisory · ${title} · As of ${EDITION.label} · Educational only, not advice`, M, y, {
      width: width(doc) - 60,
      lineBreak: false,
    });
    doc.text(`${i + 1} / ${range.count}`, M, y, { width: width(doc), align: 'right', lineBreak: false });
  }
  return new Promise((resolve, reject) => {
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Income tax, tax year 2026-27 (Income-tax Act, 2025): the income-tax calculator's own engine (common's
// incomeTaxComparison) with the year's rules in force, so every figure is the calculator's, rounded as it rounds
// (taxable income and tax to the nearest ₹10, ss. 288A and 288B). Residents below 60.
/**
 * What the tax guides compute with: the year's rules in force (`ty`, shipped or saved by an admin) and the edited years
 * (`edits`, for the Cost Inflation Index), in the guides' shape.
 */
export function guideTaxContext(ty, edits = new Map()) {
  const RULES = guideRules(ty, EXTRAS);
  const CESS = 1 + RULES.cessPercent / 100;
  const D = RULES.deductions;
  /** The calculator's comparison for this year: `input` as the income-tax form takes it. */
  const comparison = (input) => F.incomeTaxComparison({ taxYear: ty.startYear, ...input }, ty);
  /** Tax on a taxable income in one regime: the income as other income, nothing to deduct. */
  const regimeTax = (taxable, regime) => comparison({ salary: 0, otherIncome: taxable })[regime].totalTax;
  return {
    RULES,
    NEW_SLABS: RULES.newRegime.slabs,
    OLD_SLABS: RULES.oldRegime.slabs,
    CESS,
    NEW_SD: RULES.newRegime.standardDeduction,
    OLD_SD: RULES.oldRegime.standardDeduction,
    D,
    CG: RULES.capitalGains,
    newRegimeTax: (taxable) => regimeTax(taxable, 'new'),
    oldRegimeTax: (taxable) => regimeTax(taxable, 'old'),
    /** A salary's tax in both regimes, the old with the usual deductions at their limits (80C, 80D self, 80CCD(1B)). */
    salaryTax: (gross) => {
      const r = comparison({
        salary: gross,
        section80C: D['80C'],
        healthInsuranceSelf: D['80D self'],
        npsOwn: D['80CCD(1B)'],
      });
      return { new: r.new.totalTax, old: r.old.totalTax };
    },
    /** A year's Cost Inflation Index in force, or undefined while the year has none (the rules carry an estimate then). */
    cii: (startYear) => {
      const { value, estimated } = F.costInflationIndex(startYear, edits);
      return estimated ? undefined : value;
    },
  };
}

async function taxWorksheet({ fonts, tax }) {
  const { RULES, NEW_SLABS, OLD_SLABS, NEW_SD, D, OLD_SD, CG, salaryTax, cii } = tax;
  const title = 'Tax Optimization Worksheet';
  const doc = createDoc(
    title,
    `Old vs new regime for tax year ${RULES.taxYear}, deductions worksheet and capital gains rates`,
    fonts,
  );
  cover(
    doc,
    title,
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

  h2(doc, `1. Tax slabs for tax year ${RULES.taxYear}`);
  h3(doc, 'New regime (the default; 1961 s. 115BAC)');
  table(
    doc,
    [
      { header: 'Taxable income', width: 0.6 },
      { header: 'Rate', width: 0.4, align: 'right' },
    ],
    NEW_SLABS.map(([upper, rate], i) => {
      const lower = i === 0 ? 0 : NEW_SLABS[i - 1][0];
      return [
        upper === Infinity ? `Above ${inr(lower)}` : `${inr(lower)} – ${inr(upper)}`,
        rate === 0 ? 'Nil' : `${rate}%`,
      ];
    }),
  );
  const nr = RULES.newRegime;
  bullets(doc, [
    `Rebate (1961 s. 87A) up to ${inr(nr.rebate.maximum)}: no tax when taxable income is up to ${inr(nr.rebate.incomeLimit)} (not available on special-rate income such as capital gains on listed equity). Just above that, marginal relief caps the tax at the income above ${inr(nr.rebate.incomeLimit)}.`,
    `Standard deduction for salary and pension: ${inr(NEW_SD)}, so a salary of up to ${inr(nr.rebate.incomeLimit + NEW_SD)} pays no tax.`,
    `Allowed: employer’s NPS contribution (1961 s. 80CCD(2)) up to ${nr.employerNpsPercentOfSalary}% of basic + DA, Agniveer corpus (80CCH), family pension deduction of ${inr(nr.familyPensionDeduction)}. Not allowed: 80C, 80D, HRA, LTA, home-loan interest on a self-occupied house, and most other deductions.`,
  ]);
  h3(doc, 'Old regime');
  table(
    doc,
    [
      { header: 'Taxable income (below 60 years)', width: 0.6 },
      { header: 'Rate', width: 0.4, align: 'right' },
    ],
    OLD_SLABS.map(([upper, rate], i) => {
      const lower = i === 0 ? 0 : OLD_SLABS[i - 1][0];
      const band =
        i === 0
          ? `Up to ${inr(upper)} (${inr(RULES.oldRegime.exemptionSenior)} at 60–79; ${inr(RULES.oldRegime.exemptionSuperSenior)} at 80+)`
          : upper === Infinity
            ? `Above ${inr(lower)}`
            : `${inr(lower)} – ${inr(upper)}`;
      return [band, rate === 0 ? 'Nil' : `${rate}%`];
    }),
  );
  const [s1, s2, s3, s4] = RULES.surcharge.map(([from, rate]) => `${inr(from)} (${rate}%)`);
  bullets(doc, [
    `Rebate (1961 s. 87A) up to ${inr(RULES.oldRegime.rebate.maximum)} when taxable income is up to ${inr(RULES.oldRegime.rebate.incomeLimit)}. Standard deduction for salary: ${inr(OLD_SD)}.`,
    `Both regimes: health and education cess of ${RULES.cessPercent}% on tax and surcharge. Surcharge applies above ${s1}, ${s2}, ${s3} and, in the old regime only, ${s4}.`,
  ]);

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

  h2(doc, `5. Before ${RULES.yearEnd} and through tax year ${RULES.taxYear}`);
  bullets(doc, [
    `Advance tax if your tax after TDS is ${inr(RULES.advanceTaxThreshold)} or more: ${RULES.advanceTax.map(([date, share]) => `${share}% by ${date}`).join(', ')}. Senior citizens without business income are exempt.`,
    `Top up 80C, 80CCD(1B) and 80D by ${RULES.yearEnd} (old regime); pay premiums from a bank account, not in cash (cash is allowed for preventive check-ups only).`,
    `Book long-term equity gains up to ${inr(CG.equityLongTermExemption)} a year tax-free by selling and buying back (tax-gain harvesting); set off losses against gains before ${RULES.yearEnd}.`,
    'Submit rent receipts (landlord’s PAN if rent exceeds ₹1 lakh a year) and investment proofs to your employer on time, or claim them in the return.',
    `Check Form 26AS and the Annual Information Statement (AIS) before filing. The return for tax year ${RULES.taxYear} is filed in 2027: check the due date for your return form under the ${RULES.law} (for years under the 1961 Act it was 31 July for individuals without an audit).`,
  ]);
  return finish(doc, title);
}

// ---------------------------------------------------------------------------------------------------------------
async function retirementSheet({ fonts }) {
  const title = 'Retirement Planning Sheet';
  const doc = createDoc(
    title,
    'How much to save for retirement in India, with ready reckoners and a worked example',
    fonts,
  );
  cover(doc, title, `Your corpus, your monthly SIP, your buckets · as of ${EDITION.label}`);

  p(
    doc,
    'Retirement planning answers three questions: how much will I spend, how big a corpus does that take, and how much must I invest each month to build it? This sheet follows the same method as the Retirement Planner on our site, so you can check one against the other.',
  );

  h2(doc, '1. Your numbers');
  fillIn(doc, [
    { label: 'Current age (A)' },
    { label: 'Retirement age (R)' },
    { label: 'Plan until age (L)', hint: 'Plan for 85–90: outliving the money is the bigger risk' },
    {
      label: 'Monthly expenses today, in retirement terms (E)',
      hint: 'Drop EMIs and commuting that will end; add medical costs and travel',
    },
    {
      label: 'Expected inflation (i), % a year',
      hint: '6% is a common planning figure; medical costs rise faster',
    },
    { label: 'Expected return (r), % a year', hint: 'Blend of equity and debt you will actually hold' },
    { label: 'Retirement savings today (S)', hint: 'EPF, PPF, NPS, mutual funds set aside for retirement' },
  ]);

  h2(doc, '2. The method');
  bullets(doc, [
    'Expenses at retirement: E × (1 + i)^(R − A).',
    'Real return (return after inflation): (1 + r) ÷ (1 + i) − 1. It is what the corpus earns above the rise in expenses.',
    'Corpus at retirement: the present value of (L − R) × 12 monthly withdrawals that rise with inflation, taken at the start of each month, discounted at the monthly real return.',
    'Savings S grow at r until retirement; the monthly SIP (invested at the start of each month) fills the gap between the corpus and what S grows to.',
  ]);

  const example = {
    currentAge: 35,
    retirementAge: 60,
    lifeExpectancy: 85,
    monthlyExpenses: 50_000,
    inflationRate: 6,
    expectedReturn: 10,
    currentSavings: 1_000_000,
  };
  const r = F.retirementCalculator(example);
  h2(doc, '3. Worked example');
  p(
    doc,
    `Age ${example.currentAge}, retiring at ${example.retirementAge}, planning to ${example.lifeExpectancy}; expenses ${inr(example.monthlyExpenses)} a month today; inflation ${example.inflationRate}%; return ${example.expectedReturn}%; savings today ${inr(example.currentSavings)}.`,
  );
  table(
    doc,
    [
      { header: 'Step', width: 0.6 },
      { header: 'Result', width: 0.4, align: 'right' },
    ],
    [
      [
        `Monthly expenses at ${example.retirementAge}: ${inr(example.monthlyExpenses)} × 1.06^${r.yearsToRetirement}`,
        inr(r.futureMonthlyExpenses),
      ],
      ['Real return: 1.10 ÷ 1.06 − 1', pct(r.inflationAdjustedReturn)],
      [`Corpus needed at ${example.retirementAge} for ${r.retirementYears} years`, inr(r.corpusRequired)],
      [
        `Savings today grown to ${example.retirementAge}: ${inr(example.currentSavings)} × 1.10^${r.yearsToRetirement}`,
        inr(r.futureValueOfSavings),
      ],
      ['Gap to fill', inr(r.shortfall)],
      {
        cells: [`Monthly SIP for ${r.yearsToRetirement} years`, inr(r.monthlySIPNeeded)],
        bold: true,
        shade: true,
      },
    ],
  );
  p(
    doc,
    'A step-up SIP that rises with your income needs a much smaller first instalment: try the Step-up SIP calculator on our site.',
    { size: 9 },
  );

  h2(doc, '4. Ready reckoners');
  h3(doc, 'Inflation multiplier: what ₹1 of expenses today costs after n years');
  const infl = [5, 6, 7, 8];
  table(
    doc,
    [
      { header: 'Years', width: 0.2 },
      ...infl.map((i) => ({ header: `${i}% inflation`, width: 0.2, align: 'right' })),
    ],
    [5, 10, 15, 20, 25, 30].map((n) => [
      String(n),
      ...infl.map((i) => `${F.formatFixed((1 + i / 100) ** n, 2)}×`),
    ]),
  );

  h3(
    doc,
    'Corpus needed at retirement per ₹10,000 of monthly expenses (at retirement), expenses rising with inflation',
  );
  const realReturns = [0, 1, 2, 3, 4];
  const corpusFactor = (realPercent, years) => {
    const m = (1 + realPercent / 100) ** (1 / 12) - 1;
    const n = years * 12;
    return m === 0 ? n : ((1 - (1 + m) ** -n) / m) * (1 + m);
  };
  // The table uses the retirement calculator's formula; check it reproduces the worked example.
  const realOfExample = r.inflationAdjustedReturn;
  const fromTable = r.futureMonthlyExpenses * corpusFactor(realOfExample, r.retirementYears);
  if (Math.abs(fromTable - r.corpusRequired) > 1)
    throw new Error(`Corpus factor ${fromTable} disagrees with the calculator ${r.corpusRequired}`);
  table(
    doc,
    [
      { header: 'Years in retirement', width: 0.2 },
      ...realReturns.map((x) => ({ header: `Real return ${x}%`, width: 0.16, align: 'right' })),
    ],
    [20, 25, 30, 35].map((years) => [
      String(years),
      ...realReturns.map((x) => inr(10_000 * corpusFactor(x, years))),
    ]),
  );
  p(
    doc,
    'Real return = return minus (roughly) inflation: a 9% portfolio with 6% inflation earns about 2.8% real. Multiply the row by your monthly expenses ÷ 10,000.',
    { size: 9 },
  );

  h3(doc, 'Monthly SIP needed to build ₹1 crore (invested at the start of each month, no step-up)');
  const returns = [8, 10, 12];
  table(
    doc,
    [
      { header: 'Years', width: 0.25 },
      ...returns.map((x) => ({ header: `${x}% a year`, width: 0.25, align: 'right' })),
    ],
    [10, 15, 20, 25, 30].map((years) => [
      String(years),
      ...returns.map((x) => {
        const fv = F.sipCalculator({
          monthlyInvestment: 1,
          stepUpPercent: 0,
          annualReturn: x,
          years,
          inflationRate: 0,
        }).futureValue;
        return inr(10_000_000 / fv);
      }),
    ]),
  );

  h2(doc, '5. Building blocks in India');
  table(
    doc,
    [
      { header: 'Option', width: 0.22 },
      { header: 'Key rules', width: 0.5 },
      { header: 'Tax', width: 0.28 },
    ],
    [
      [
        'EPF / VPF',
        'Salaried; 12% of basic from you and your employer; rate declared each year by EPFO',
        'Exempt, except interest on own contributions above ₹2.5 lakh a year',
      ],
      [
        'PPF',
        '15-year account, ₹500 to ₹1.5 lakh a year; extendable in 5-year blocks; government-backed',
        'EEE: 80C deduction, tax-free interest and maturity',
      ],
      [
        'NPS Tier I',
        'Market-linked, low cost; at exit a part must buy an annuity (check PFRDA’s current exit rules)',
        '80CCD(1B) extra ₹50,000; 60% lump sum tax-free at 60; annuity taxed as income',
      ],
      [
        'Equity mutual funds',
        'Growth for the long run; volatile in the short run',
        'LTCG 12.5% above ₹1.25 lakh a year',
      ],
      [
        'SCSS',
        'Age 60+ (55+ for some retirees); up to ₹30 lakh; 5 years, extendable by 3; interest paid quarterly',
        'Interest taxable; 80C on deposit (old regime)',
      ],
      [
        'RBI Floating Rate Savings Bonds',
        '7-year lock-in; rate reset every six months at NSC rate + 0.35%',
        'Interest taxable',
      ],
      ['Annuities', 'Lifelong income from an insurer; rates locked at purchase', 'Taxable as income'],
    ],
    { size: 8.3 },
  );

  h2(doc, '6. Checklist');
  bullets(doc, [
    'Keep 6–12 months of expenses as an emergency fund, apart from the retirement corpus.',
    'Buy health insurance well before retirement (a base policy plus a super top-up); premiums and waiting periods rise with age.',
    'Use buckets at retirement: 2–3 years of expenses in liquid funds or deposits, the next 5 years in debt or hybrid funds, the rest in equity to keep pace with inflation. Refill the first bucket every year.',
    'Review the plan every year and after any big change: income, family, health, markets.',
    'Update nominations on every account and write a will.',
  ]);
  return finish(doc, title);
}

// ---------------------------------------------------------------------------------------------------------------
async function bondSheet({ fonts, tax }) {
  const { RULES, CESS, NEW_SLABS, OLD_SLABS } = tax;
  const title = 'Bond Yield Comparison';
  const doc = createDoc(
    title,
    'Current yield, yield to maturity and post-tax yield of Indian fixed-income options',
    fonts,
  );
  cover(
    doc,
    title,
    `Compare bonds, deposits and small savings on what you actually keep · as of ${EDITION.label}`,
  );

  p(
    doc,
    'A bond’s coupon is only the start. What you earn depends on the price you pay, how long you hold, how often interest is paid, and how the interest and any gain are taxed. This sheet shows how to compare options on the same footing.',
  );

  h2(doc, '1. Three yields');
  bullets(doc, [
    'Coupon rate: interest a year as a percentage of face value. A ₹1,000 bond with an 8% coupon pays ₹80 a year, whatever you paid for it.',
    'Current yield = annual coupon ÷ price paid. It ignores the gain or loss when the bond is repaid at face value.',
    'Yield to maturity (YTM): the return if you hold to maturity and reinvest coupons at the same rate. It is the rate at which all coupons and the face value, discounted, equal the price. Approximation: YTM ≈ (C + (F − P) ÷ n) ÷ ((F + P) ÷ 2), with C the annual coupon, F face value, P price and n years.',
  ]);
  const cases = [950, 1000, 1050].flatMap((price) =>
    ['annual', 'semi-annual'].map((paymentFrequency) => ({
      price,
      paymentFrequency,
      r: F.bondsCalculator({
        faceValue: 1000,
        couponRate: 8,
        bondMaturity: 5,
        numberOfBonds: 1,
        currentPrice: price,
        paymentFrequency,
      }),
    })),
  );
  h3(doc, 'Example: ₹1,000 face value, 8% coupon, 5 years to maturity');
  table(
    doc,
    [
      { header: 'Price paid', width: 0.16, align: 'right' },
      { header: 'Coupon paid', width: 0.18 },
      { header: 'Current yield', width: 0.2, align: 'right' },
      { header: 'YTM (approx.)', width: 0.22, align: 'right' },
      { header: 'YTM (exact)', width: 0.24, align: 'right' },
    ],
    cases.map(({ price, paymentFrequency, r }) => [
      inr(price),
      paymentFrequency === 'annual' ? 'Yearly' : 'Half-yearly',
      pct(r.currentYield),
      pct(r.yieldToMaturity),
      pct(r.yieldToMaturityExact),
    ]),
  );
  p(
    doc,
    'Bought below face value (at a discount), YTM is above the coupon; above face value (at a premium), below it. Exact YTMs for half-yearly coupons are quoted as twice the half-yearly rate, as Indian G-Sec and corporate bond yields are.',
    { size: 9 },
  );

  h2(doc, '2. What you keep: post-tax yield');
  p(
    doc,
    `Interest on bonds, deposits and most small savings is added to your income and taxed at your slab rate. Post-tax yield = pre-tax yield × (1 − slab rate × ${CESS}), the ${CESS} being the ${RULES.cessPercent}% cess (surcharge ignored). Slab rates of tax year ${RULES.taxYear}: new regime ${NEW_SLABS.filter(
      ([, r]) => r,
    )
      .map(([, r]) => r)
      .join(', ')}%; old regime ${OLD_SLABS.filter(([, r]) => r)
      .map(([, r]) => r)
      .join(', ')}%.`,
  );
  const yields = [6.5, 7, 7.5, 8, 8.5, 9];
  // Every slab rate of either regime, from the rule set.
  const slabs = [...new Set([...NEW_SLABS, ...OLD_SLABS].map(([, rate]) => rate))].sort((a, b) => a - b);
  table(
    doc,
    [
      { header: 'Pre-tax yield', width: 0.2, align: 'right' },
      ...slabs.map((s) => ({
        header: s === 0 ? 'No tax' : `${s}% slab`,
        width: 0.8 / slabs.length,
        align: 'right',
      })),
    ],
    yields.map((y) => [pct(y), ...slabs.map((s) => pct(y * (1 - (s / 100) * CESS)))]),
  );
  h3(doc, 'Tax-free bonds: the taxable yield that matches them');
  p(
    doc,
    `Tax-equivalent yield = tax-free yield ÷ (1 − slab rate × ${CESS}). Tax-free bonds are no longer issued but trade on the exchanges; check liquidity and the price before buying.`,
  );
  const taxFree = [5, 5.5, 6];
  table(
    doc,
    [
      { header: 'Tax-free yield', width: 0.2, align: 'right' },
      ...slabs
        .slice(1)
        .map((s) => ({ header: `${s}% slab`, width: 0.8 / (slabs.length - 1), align: 'right' })),
    ],
    taxFree.map((y) => [pct(y), ...slabs.slice(1).map((s) => pct(y / (1 - (s / 100) * CESS)))]),
  );

  h2(doc, '3. Indian fixed-income options side by side');
  table(
    doc,
    [
      { header: 'Option', width: 0.2 },
      { header: 'Safety and liquidity', width: 0.42 },
      { header: 'Tax', width: 0.38 },
    ],
    [
      [
        'Government securities and T-bills',
        'Sovereign: no credit risk. Buy through RBI Retail Direct or a broker; prices move with interest rates',
        'Interest at slab; listed G-Secs held over 12 months: LTCG 12.5%',
      ],
      ['State Development Loans', 'State government debt, slightly higher yields than G-Secs', 'As G-Secs'],
      [
        'Corporate bonds and NCDs',
        'Check the credit rating (AAA is the highest) and the issuer; secondary market can be thin',
        'Interest at slab; TDS 10% on listed debentures. Listed: LTCG 12.5% after 12 months; unlisted: gains always at slab',
      ],
      [
        'Tax-free bonds (PSU)',
        'Highly rated PSU issuers; secondary market only',
        'Interest exempt; gains taxable',
      ],
      [
        '54EC bonds (REC, PFC, IRFC, others notified)',
        '5-year lock-in, not transferable; up to ₹50 lakh a year',
        'Saves LTCG on land or buildings if invested within 6 months; interest taxable',
      ],
      [
        'RBI Floating Rate Savings Bonds',
        'Government-backed; 7-year lock-in; rate reset every six months',
        'Interest at slab, paid half-yearly',
      ],
      [
        'Bank fixed deposits',
        'DICGC insures up to ₹5 lakh per depositor per bank; penalty on early exit',
        'Interest at slab; TDS above the yearly threshold',
      ],
      [
        'Senior Citizens’ Savings Scheme',
        'Government-backed; up to ₹30 lakh; 5 years',
        'Interest at slab; 80C on deposit (old regime)',
      ],
    ],
    { size: 8.3 },
  );

  h2(doc, '4. Before you buy');
  bullets(doc, [
    'Interest-rate risk: when rates rise, bond prices fall. Approximate price change ≈ − modified duration × change in yield; a bond with a duration of 5 loses about 5% if yields rise by 1 percentage point.',
    'Credit risk: a higher yield is payment for risk. Read the rating rationale and avoid putting much in any single issuer.',
    'Call options: a callable bond can be repaid early when rates fall; compare the yield to call with the YTM and take the lower.',
    'Reinvestment risk: YTM assumes coupons are reinvested at the same rate; cumulative or zero-coupon options avoid it.',
    'Price you pay: exchange quotes are usually clean prices; you also pay interest accrued since the last coupon.',
    'Liquidity: many bonds trade rarely; plan to hold to maturity and keep an emergency fund elsewhere.',
  ]);
  p(
    doc,
    'Our Bond Interest calculator works out interest per period, total interest, the approximate and exact YTM and the current yield for any face value, coupon, price and payment frequency.',
    { size: 9 },
  );
  return finish(doc, title);
}

// ---------------------------------------------------------------------------------------------------------------
// Riders on term and health policies. No premium figure is quoted as "typical": prices depend on age, cover and
// insurer, and none could be checked against a published rate table here. The figures stated are IRDAI's rules
// (cited in the Sources section) and one worked example computed below from its own stated assumptions.
const RIDER_SOURCES = [
  'IRDAI (Insurance Products) Regulations, 2024, and the Master Circular on Life Insurance Products, 2024 (irdai.gov.in): riders are designed, filed and sold under these from 1 April 2024.',
  'IRDAI (Non-Linked Insurance Products) Regulations, 2019 (superseded in 2024): health-related and critical illness riders together at most 100% of the base premium, all other riders together at most 30%, and a rider’s benefit at most the base sum assured.',
  'IRDAI Master Circular on Health Insurance Business, 2024: pre-existing disease and specific-disease waiting periods at most 36 months, a moratorium after 60 continuous months, and no proportionate deduction on pharmacy, consumables, implants, medical devices and diagnostics.',
  'IRDAI (Protection of Policyholders’ Interests and Allied Matters of Insurers) Regulations, 2024: a free-look period of 30 days from receipt of the policy.',
  'Insurer rider pages and policy wordings, e.g. Life Insurance Corporation of India (licindia.in, Products, Riders): LIC’s Accidental Death and Disability Benefit Rider, LIC’s New Critical Illness Benefit Rider, LIC’s Premium Waiver Benefit Rider, LIC’s New Term Assurance Rider. Read the wording of the rider you are offered: its Unique Identification Number (UIN) is on every page.',
];

/** Proportionate deduction: expenses tied to the room are paid in the ratio of the room-rent limit to the room taken. */
function proportionateClaim({ sumInsured, limitPercent, roomPerDay, days, roomLinked, exempt }) {
  const limit = (sumInsured * limitPercent) / 100;
  const ratio = Math.min(1, limit / roomPerDay);
  const room = Math.min(limit, roomPerDay) * days;
  const linked = roomLinked * ratio;
  const billed = roomPerDay * days + roomLinked + exempt;
  const paid = room + linked + exempt;
  return { limit, ratio, billed, paid, shortfall: billed - paid };
}
// Check by hand: limit 1% of ₹5 lakh = ₹5,000 a day; room ₹8,000 → ratio 62.5%; 4 days' room paid ₹20,000 of
// ₹32,000; linked ₹1,60,000 paid ₹1,00,000; exempt ₹90,000 paid in full. Billed ₹2,82,000, paid ₹2,10,000.
{
  const r = proportionateClaim({
    sumInsured: 500000,
    limitPercent: 1,
    roomPerDay: 8000,
    days: 4,
    roomLinked: 160000,
    exempt: 90000,
  });
  if (r.ratio !== 0.625 || r.billed !== 282000 || r.paid !== 210000)
    throw new Error(`Rider guide: the proportionate-deduction example is wrong (${JSON.stringify(r)})`);
}

async function riderSheet({ fonts }) {
  const title = 'Insurance Rider Explainer';
  const doc = createDoc(title, 'Riders and add-on covers on term and health policies in India', fonts);
  cover(
    doc,
    title,
    `Riders on term and health policies: what each pays, what it costs, when it is worth it · as of ${EDITION.label}`,
  );

  p(
    doc,
    'A rider is an optional benefit bought with a base policy for an extra premium; on health policies the same idea is usually called an add-on or optional cover. It starts and ends with its base policy, is priced separately (your quote shows its premium on its own line), and pays only on the events in its own wording. Riders can fill real gaps, but they never replace enough base cover: first get the term cover and the health sum insured right, then add riders for the gaps that are left.',
  );

  h2(doc, '1. Riders on term (life) policies');
  table(
    doc,
    [
      { header: 'Rider', width: 0.16 },
      { header: 'What it pays', width: 0.3 },
      { header: 'Cost', width: 0.16 },
      { header: 'Worth it when', width: 0.2 },
      { header: 'Watch for', width: 0.18 },
    ],
    [
      [
        'Accidental death benefit',
        'An extra sum assured if death is caused by an accident, commonly within 180 days of it (as in LIC’s Accidental Death and Disability Benefit Rider).',
        'Low: priced on accident rates, lower than the base premium’s.',
        'You drive or travel a lot and your base cover is already enough.',
        'Not a reason to buy less base cover: most deaths are not accidents. Exclusions: self-harm, intoxication, hazardous sports, war.',
      ],
      [
        'Accidental disability',
        'A lump sum or instalments if an accident leaves you totally and permanently disabled; some riders also waive future premiums.',
        'Low.',
        'Your income depends on your physical ability to work.',
        'Usually total and permanent disability only. Compare a personal accident policy, which can also pay for partial or temporary disability.',
      ],
      [
        'Critical illness',
        'A lump sum on first diagnosis of a listed illness (such as specified cancers, heart attack, stroke, kidney failure, major organ transplant), if you survive the survival period in the wording.',
        'Medium to high, rising with age; health and CI riders may cost up to 100% of the base premium (2019 rules).',
        'Your family lives on your income: the lump sum replaces income during treatment and recovery, which a health policy does not pay.',
        '“Accelerated” CI pays out of the death cover and reduces it; “additional” pays on top. Check the list, the severity definitions and the waiting period from the start of cover.',
      ],
      [
        'Waiver of premium',
        'Future premiums of the base policy are paid by the insurer after a covered event (critical illness or disability; for a child plan, the payer’s death), and cover continues.',
        'Low.',
        'Premiums run for many years, so a long illness could make you lapse the policy.',
        'Which events trigger it, and whether the waiver covers riders too.',
      ],
      [
        'Term assurance rider',
        'Extra life cover on top of an endowment or other savings policy (e.g. LIC’s New Term Assurance Rider).',
        'As a term plan of the same cover.',
        'Rarely: a separate term plan is usually simpler and can be kept or dropped on its own.',
        'It ends with the savings policy.',
      ],
      [
        'Hospital cash',
        'A fixed amount for each day in hospital.',
        'Low to medium.',
        'Only as a small extra on top of a full health policy.',
        'It is not health insurance: bills are paid by your health policy, not by this.',
      ],
    ],
    { size: 7.8 },
  );

  ensure(doc, 200); // the heading with the table's first rows, never alone at a page's foot
  h2(doc, '2. Add-on covers on health policies');
  table(
    doc,
    [
      { header: 'Add-on', width: 0.17 },
      { header: 'What it pays', width: 0.31 },
      { header: 'Cost', width: 0.14 },
      { header: 'Worth it when', width: 0.2 },
      { header: 'Watch for', width: 0.18 },
    ],
    [
      [
        'Room rent waiver',
        'Removes the room-rent limit, so choosing a bigger room no longer cuts down the rest of the bill (proportionate deduction, example below).',
        'Low to medium.',
        'Your policy caps the room (for example at 1% of the sum insured a day) and hospitals near you charge more.',
        'Some plans have no room limit to begin with: check before paying for the add-on.',
      ],
      [
        'Consumables (non-payable items)',
        'Items a health policy otherwise excludes, such as gloves, masks, PPE kits and other non-medical items on IRDAI’s list of non-payable items.',
        'Low.',
        'Surgery or a long stay: these items add up on every bill.',
        'The list covered and any cap per claim.',
      ],
      [
        'Maternity and newborn',
        'Delivery expenses, and often the newborn’s first-year cover, up to a limit per delivery.',
        'High compared with what it pays.',
        'You plan a child after the waiting period ends and an employer’s group cover does not already pay for it.',
        'A long waiting period (in years), a cap per delivery, and a limited number of deliveries.',
      ],
      [
        'OPD cover',
        'Doctor’s consultations, tests and medicines without a hospital stay, up to a yearly limit.',
        'Often close to the benefit itself.',
        'Regular consultations for a long-term condition, and the premium is clearly below the yearly limit.',
        'Compare the extra premium with the yearly cap: if they are close, you are prepaying your own bills.',
      ],
      [
        'Hospital cash (daily allowance)',
        'A fixed sum per day in hospital, for costs a policy does not pay (travel, a carer, lost wages).',
        'Low.',
        'You are self-employed and a hospital stay stops your income.',
        'Days excluded at the start of each stay, and a cap on days.',
      ],
      [
        'Shorter pre-existing disease wait',
        'Brings forward cover for conditions you already have.',
        'Medium to high.',
        'You have a known condition (diabetes, hypertension) that is likely to need treatment soon.',
        'The waiting period is already at most 36 months under IRDAI’s 2024 rules: see what the add-on shortens it to.',
      ],
      [
        'Critical illness and personal accident',
        'A lump sum on a listed illness, or on accidental death or disability, alongside the health policy.',
        'Low (accident) to medium (CI).',
        'As for the term riders: income replacement, not bills.',
        'Do not buy the same cover twice on the term plan and the health plan.',
      ],
    ],
    { size: 7.8 },
  );

  const ex = {
    sumInsured: 500000,
    limitPercent: 1,
    roomPerDay: 8000,
    days: 4,
    roomLinked: 160000,
    exempt: 90000,
  };
  const r = proportionateClaim(ex);
  h3(doc, 'Example: how a room-rent limit cuts a whole claim (illustrative figures)');
  p(
    doc,
    `Sum insured ${inr(ex.sumInsured)} with a room-rent limit of ${ex.limitPercent}% of it, ${inr(r.limit)} a day. A ${ex.days}-day stay in a room of ${inr(ex.roomPerDay)} a day: the policy pays ${pct(r.ratio * 100, 1)} (${inr(r.limit)} ÷ ${inr(ex.roomPerDay)}) of the room and of the charges that depend on the room (doctors’ visits, surgery, nursing: ${inr(ex.roomLinked)} here). Pharmacy, consumables, implants, medical devices and diagnostics (${inr(ex.exempt)} here) are paid in full: IRDAI does not allow proportionate deduction on them.`,
  );
  table(
    doc,
    [
      { header: 'Part of the bill', width: 0.46 },
      { header: 'Billed', width: 0.27, align: 'right' },
      { header: 'Paid', width: 0.27, align: 'right' },
    ],
    [
      ['Room', inr(ex.roomPerDay * ex.days), inr(Math.min(r.limit, ex.roomPerDay) * ex.days)],
      ['Charges that depend on the room', inr(ex.roomLinked), inr(ex.roomLinked * r.ratio)],
      ['Pharmacy, consumables, implants, devices, diagnostics', inr(ex.exempt), inr(ex.exempt)],
      { cells: ['Total', inr(r.billed), inr(r.paid)], bold: true, shade: true },
    ],
  );
  p(
    doc,
    `You would pay ${inr(r.shortfall)} yourself, though the bill was well inside the sum insured. A room-rent waiver, or a room within the limit, avoids that.`,
  );

  h2(doc, '3. Is a rider worth it for you? A quick worksheet');
  p(
    doc,
    'Ask for a quote with and without each rider. The worth of a rider is its price against the cover it adds, and against the cost of the same cover bought on its own (a separate critical illness or personal accident policy, for example).',
  );
  fillIn(doc, [
    { label: 'Base premium a year (A)', hint: 'term or health policy without riders' },
    { label: 'Premium of the rider a year (B)' },
    { label: 'Rider’s share of the base premium = B ÷ A × 100', hint: '%' },
    { label: 'Cover the rider adds', hint: 'sum assured, or the limit it removes' },
    { label: 'Price of the same cover as a separate policy', hint: 'from a quote' },
  ]);
  bullets(doc, [
    'Start with the gap: which event would hurt your family’s finances most that your base cover does not pay for?',
    'Prefer a separate policy when you may want to keep the cover after the base policy ends, or to change insurer for one of them.',
    'Buy riders while young and healthy: critical illness and disability cover can be refused or loaded after a diagnosis.',
    'Read the exclusions and the definitions in the rider wording, not the brochure.',
    'Disclose every illness and habit honestly on the proposal form: a claim can be refused for non-disclosure until the moratorium (60 months of continuous cover on health policies).',
    'You have 30 days from receiving the policy (the free-look period) to return it if the riders or terms are not what you were told.',
  ]);

  h2(doc, '4. Sources');
  bullets(doc, RIDER_SOURCES);
  p(
    doc,
    'Our Term Insurance Sufficiency and Health Insurance Comparison calculators work out the base cover you need and compare plans on premium, co-payment, room-rent limits and waiting periods.',
    { size: 9 },
  );
  return finish(doc, title);
}

/** The guides by file name (the links on the Tools page and the calculators: /guides/<file>). */
const GUIDES = {
  'tax-optimization-worksheet.pdf': taxWorksheet,
  'retirement-planning-sheet.pdf': retirementSheet,
  'bond-yield-comparison.pdf': bondSheet,
  'insurance-rider-explainer.pdf': riderSheet,
};
export const GUIDE_FILES = Object.keys(GUIDES);

/**
 * A guide's PDF bytes with the given rules in force (by default the shipped rules of the guides' year); undefined for
 * a file that is not a guide.
 */
export function renderGuide(file, { rules = taxRulesFor(GUIDE_TAX_YEAR), edits = new Map(), fonts }) {
  const guide = Object.hasOwn(GUIDES, file) ? GUIDES[file] : undefined;
  return guide ? guide({ fonts, tax: guideTaxContext(rules, edits) }) : undefined;
}
