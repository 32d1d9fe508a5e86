// The retirement planning sheet: a fill-in plan, the site's retirement method, a worked example computed with the
// Retirement Planner's own function, ready reckoners and the building blocks in India.
import { formatFixed } from '@36x/common';
import { retirementCalculator, sipCalculator, type RetirementResult } from '@36x/common/finance';
import { bullets, EDITION, fillIn, finish, h2, h3, inr, p, pct, startGuide, table, type Doc } from './layout';
import type { GuideInput } from './guide';

/** 1 and 2. The reader's numbers and the method. */
function numbersAndMethod(doc: Doc) {
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
}

/** 3. The worked example, from the retirement calculator: its result, which the reckoners check themselves against. */
function workedExample(doc: Doc): RetirementResult {
  const example = {
    currentAge: 35,
    retirementAge: 60,
    lifeExpectancy: 85,
    monthlyExpenses: 50_000,
    inflationRate: 6,
    expectedReturn: 10,
    currentSavings: 1_000_000,
  };
  const r = retirementCalculator(example);
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
  return r;
}

/** The corpus per rupee of monthly expenses that rise with inflation, at a real return and for a number of years. */
function corpusFactor(realPercent: number, years: number) {
  const m = (1 + realPercent / 100) ** (1 / 12) - 1;
  const n = years * 12;
  return m === 0 ? n : ((1 - (1 + m) ** -n) / m) * (1 + m);
}

/** 4. Ready reckoners: inflation multipliers, the corpus per ₹10,000 of expenses, the SIP for ₹1 crore. */
function readyReckoners(doc: Doc, r: RetirementResult) {
  h2(doc, '4. Ready reckoners');
  h3(doc, 'Inflation multiplier: what ₹1 of expenses today costs after n years');
  const infl = [5, 6, 7, 8];
  table(
    doc,
    [
      { header: 'Years', width: 0.2 },
      ...infl.map((i) => ({ header: `${i}% inflation`, width: 0.2, align: 'right' as const })),
    ],
    [5, 10, 15, 20, 25, 30].map((n) => [
      String(n),
      ...infl.map((i) => `${formatFixed((1 + i / 100) ** n, 2)}×`),
    ]),
  );

  h3(
    doc,
    'Corpus needed at retirement per ₹10,000 of monthly expenses (at retirement), expenses rising with inflation',
  );
  const realReturns = [0, 1, 2, 3, 4];
  // The table uses the retirement calculator's formula; check it reproduces the worked example.
  const realOfExample = r.inflationAdjustedReturn;
  const fromTable = r.futureMonthlyExpenses * corpusFactor(realOfExample, r.retirementYears);
  if (Math.abs(fromTable - r.corpusRequired) > 1)
    throw new Error(`Corpus factor ${fromTable} disagrees with the calculator ${r.corpusRequired}`);
  table(
    doc,
    [
      { header: 'Years in retirement', width: 0.2 },
      ...realReturns.map((x) => ({ header: `Real return ${x}%`, width: 0.16, align: 'right' as const })),
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
      ...returns.map((x) => ({ header: `${x}% a year`, width: 0.25, align: 'right' as const })),
    ],
    [10, 15, 20, 25, 30].map((years) => [
      String(years),
      ...returns.map((x) => {
        const fv = sipCalculator({
          monthlyInvestment: 1,
          stepUpPercent: 0,
          annualReturn: x,
          years,
          inflationRate: 0,
        })!.futureValue;
        return inr(10_000_000 / fv);
      }),
    ]),
  );
}

/** 5 and 6. The building blocks in India and a checklist. */
function blocksAndChecklist(doc: Doc) {
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
}

export function retirementSheet({ fonts }: GuideInput): Promise<Buffer> {
  const title = 'Retirement Planning Sheet';
  const doc = startGuide(
    fonts,
    title,
    'How much to save for retirement in India, with ready reckoners and a worked example',
    `Your corpus, your monthly SIP, your buckets · as of ${EDITION.label}`,
  );

  p(
    doc,
    'Retirement planning answers three questions: how much will I spend, how big a corpus does that take, and how much must I invest each month to build it? This sheet follows the same method as the Retirement Planner on our site, so you can check one against the other.',
  );

  numbersAndMethod(doc);
  readyReckoners(doc, workedExample(doc));
  blocksAndChecklist(doc);
  return finish(doc, title);
}
