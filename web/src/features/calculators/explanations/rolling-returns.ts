import { formatIndianNumber, formatPercent } from '@36x/common';
import { CATEGORY_BASE_RETURNS, ROLLING_RETURNS_DEFAULTS, type NavPoint } from '@36x/common/finance';
import { analyseNav } from '../rolling-returns/nav-history';
import type { CalculatorExplanation, FaqEntry } from './types';
import { workedExample } from './worked-example';

/** NAVs on 1 April of six consecutive years, as 'date,nav' rows would give them. */
function yearlyNavs(firstYear: number, navs: readonly number[]): NavPoint[] {
  return navs.map((nav, i) => ({ date: `${firstYear + i}-04-01`, nav }));
}

/** The worked example's inputs: two hypothetical schemes with one NAV a year, 1-year windows over the last 5 years. */
export const ROLLING_RETURNS_EXAMPLE = {
  periodYears: 1,
  analysisYears: 5,
  schemes: [
    { name: 'Scheme A', category: 'Flexi Cap', history: yearlyNavs(2020, [100, 112, 120, 135, 130, 150]) },
    { name: 'Scheme B', category: 'Large Cap', history: yearlyNavs(2020, [50, 54, 58, 61, 65, 69]) },
  ],
} as const satisfies {
  periodYears: number;
  analysisYears: number;
  schemes: readonly { name: string; category: string; history: readonly NavPoint[] }[];
};

/** Each scheme's rolling-return figures, as the tool computes them. */
function analyseExample({ schemes, periodYears, analysisYears }: typeof ROLLING_RETURNS_EXAMPLE) {
  return schemes.map((s) => {
    const outcome = analyseNav(s.history, periodYears, analysisYears);
    if (!outcome.ok) throw new Error(outcome.error);
    return { name: s.name, stats: outcome.analysis.stats };
  });
}

const navList = (points: readonly NavPoint[]) => points.map((p) => `₹${p.nav}`).join(', ');
const [schemeA, schemeB] = ROLLING_RETURNS_EXAMPLE.schemes;

const RR = ROLLING_RETURNS_DEFAULTS;

const ROLLING_RETURNS_FAQ: FaqEntry[] = [
  {
    question: 'What are rolling returns, and why not the return shown on the fund’s page?',
    answer: `The return on a fund’s page runs between two dates and changes a lot if either date moves. Rolling returns measure the return over every window of the same length, for example every ${RR.rollingPeriod}-year period, so you see the usual, the best and the worst outcome of holding the fund for that long.`,
  },
  {
    question: 'Where do I get the NAV history?',
    answer:
      'From AMFI’s NAV history download or the fund house’s website: a file or a pasted list of dates and NAVs for each scheme. Use the growth option: an IDCW option’s NAV drops at each payout and understates the return.',
  },
  {
    question: 'Is the simulated mode real data?',
    answer: `No. It draws returns at random around a typical figure for each category (for example ${CATEGORY_BASE_RETURNS['Large Cap']}% a year for large cap), with a fixed seed so the same inputs give the same figures. It is there to learn to read rolling returns; for a real scheme, paste its NAV history.`,
  },
  {
    question: 'Which window length should I choose?',
    answer: `The time you plan to stay invested. Equity funds look far steadier over 5-year windows than over 1-year ones; the analyzer starts with ${RR.rollingPeriod}-year windows over the last ${RR.analysisYears} years.`,
  },
  {
    question: 'What does the percentage of positive windows tell me?',
    answer:
      'How often an investor who held for the window length made money, whatever day they started. With the worst window, it shows the risk better than the average return does. Past returns describe the past only.',
  },
];

export const ROLLING_RETURNS_EXPLANATION: CalculatorExplanation = {
  name: 'rolling returns analyzer',
  faq: ROLLING_RETURNS_FAQ,
  what: [
    'A point-to-point return depends heavily on the two dates chosen. Rolling returns instead measure the return over every window of the same length, for example every 3-year period in the last 10 years, and so show how consistent a scheme has been and how bad its worst periods were.',
    'With your own NAV history (pasted or uploaded as date and NAV) the analyzer computes true rolling returns for each scheme, as factsheets do. Its other mode, the illustrative simulation, draws returns around a typical figure for each category; those figures are not any scheme’s history.',
  ],
  formula: [
    'For each window starting on a NAV date: CAGR = (end NAV ÷ start NAV)^(1 ÷ Y) − 1, where Y is the window length in years and the end NAV is the last one published on or before the start date plus Y years.',
    'A window is skipped when its end NAV is more than 31 days before the window’s end date (a gap in the data).',
    'Only NAVs from the last 5, 10 or 15 years (the analysis span) are used.',
    'For each scheme: average and median of the window CAGRs, worst and best window, volatility (the standard deviation of the window CAGRs) and the share of windows with a positive return.',
    'Best and lowest average: the schemes with the highest and lowest average rolling return.',
  ],
  assumptions: [
    'NAVs already reflect the scheme’s expenses; exit loads and tax are not deducted.',
    'Returns of the growth option assume dividends stay invested; an IDCW option’s NAV drops when it pays out, which lowers its rolling returns.',
    'Past rolling returns describe the past only and are no guide to future returns.',
    'Simulated mode: returns are random draws around a base return per category (seed 36, so the same inputs give the same figures), for learning to read rolling returns only.',
  ],
  example: workedExample(ROLLING_RETURNS_EXAMPLE, analyseExample, (_, analysed) => {
    // The tool ranks the schemes by average rolling return, highest first.
    const ranked = [...analysed].sort((a, b) => b.stats.averageReturn - a.stats.averageReturn);
    return {
      heading: 'Example: two schemes, 1-year rolling returns',
      inputs: [
        { label: 'Rolling period', value: '1 year' },
        { label: 'Analysis span', value: 'Last 5 years' },
        { label: `${schemeA.name} NAV on 1 April 2020 to 2025`, value: navList(schemeA.history) },
        { label: `${schemeB.name} NAV on 1 April 2020 to 2025`, value: navList(schemeB.history) },
      ],
      results: [
        { label: 'Best average', value: ranked[0]!.name },
        { label: 'Lowest average', value: ranked[ranked.length - 1]!.name },
        ...analysed.flatMap(({ name, stats }) => [
          { label: `${name}: windows`, value: formatIndianNumber(stats.count) },
          { label: `${name}: average`, value: formatPercent(stats.averageReturn) },
          { label: `${name}: median`, value: formatPercent(stats.medianReturn) },
          { label: `${name}: worst`, value: formatPercent(stats.minReturn) },
          { label: `${name}: best`, value: formatPercent(stats.maxReturn) },
          { label: `${name}: volatility`, value: formatPercent(stats.volatility) },
          { label: `${name}: positive`, value: formatPercent(stats.positivePercentage, 0) },
        ]),
      ],
      note: 'Scheme A has the higher average, but one of its five 1-year windows lost 3.70%; Scheme B earned between 5.17% and 8.00% in every window. Real histories have a NAV for every business day, which gives hundreds of windows instead of five.',
    };
  }),
};
