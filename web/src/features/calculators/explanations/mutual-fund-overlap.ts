import { formatPercent } from '@36x/common';
import {
  OVERLAP_LIMITS,
  OVERLAP_SAMPLE_NOTE,
  mutualFundOverlap,
  type MutualFundOverlapInput,
} from '@36x/common/finance';
import type { CalculatorExplanation, FaqEntry } from './types';
import { workedExample } from './worked-example';

/** The widget's words for the overlap level. */
const LEVEL = { high: 'High overlap', moderate: 'Moderate overlap', good: 'Well diversified' } as const;

/** The worked example's inputs: three equity funds from different categories. */
export const OVERLAP_EXAMPLE = {
  funds: [
    { name: 'Fund A', category: 'Large Cap' },
    { name: 'Fund B', category: 'Multi Cap' },
    { name: 'Fund C', category: 'ELSS' },
  ],
} satisfies MutualFundOverlapInput;

const OVERLAP_FAQ: FaqEntry[] = [
  {
    question: 'Are these my funds’ real holdings?',
    answer: OVERLAP_SAMPLE_NOTE,
  },
  {
    question: 'How much overlap is too much?',
    answer: `The analyzer calls overlap above ${OVERLAP_LIMITS.high}% high and above ${OVERLAP_LIMITS.moderate}% moderate; below that the funds are well diversified. High overlap means you pay two expense ratios for much the same portfolio.`,
  },
  {
    question: 'How many funds can I compare?',
    answer: `From ${OVERLAP_LIMITS.minFunds} to ${OVERLAP_LIMITS.maxFunds}. The portfolio overlap is the average of every pair, and the common holdings list shows up to ${OVERLAP_LIMITS.maxCommonHoldings} stocks held by at least two of the funds.`,
  },
  {
    question: 'Why do some categories show “no data”?',
    answer:
      'Only categories with a sample list can be compared; for the others the overlap is unknown, not zero, and the average counts only the pairs with data.',
  },
  {
    question: 'Does low overlap mean a good portfolio?',
    answer:
      'No. Overlap says nothing about returns, costs or risk: two small-cap funds with different stocks are still both small-cap. Decide the mix of categories first, then check overlap within it.',
  },
];

export const OVERLAP_EXPLANATION: CalculatorExplanation = {
  name: 'mutual fund overlap analyzer',
  faq: OVERLAP_FAQ,
  what: [
    'Owning several mutual funds does not always spread your money: funds in similar categories often hold the same leading stocks. The analyzer compares 2 to 5 funds and measures how much of their portfolios are the same.',
    'It works on sample portfolios: each category (Large Cap, Mid Cap, Small Cap, Multi Cap and ELSS) has an illustrative list of 10 well-known stocks in equal weights, not any scheme’s actual holdings. The category you choose decides the result; the fund name is only a label. Check the latest factsheets for the real portfolios.',
  ],
  formula: [
    'Overlap of two funds = the sum, over the stocks both hold, of the smaller of the two weights. With 10 equal weights of 10% each, that is 10% for every shared stock.',
    'Portfolio overlap = the average overlap of every pair of funds (3 pairs for 3 funds, 10 pairs for 5).',
    'Diversification score = 100 − portfolio overlap.',
    'Level: above 70% is high overlap, above 40% moderate, otherwise well diversified.',
    'Common holdings = stocks held by at least two of the funds, most widely held first (up to 10).',
  ],
  assumptions: [
    'Holdings are sample lists per category, held in equal weights; real schemes usually hold many more stocks, in unequal weights that change every month.',
    'Categories without a sample list (Flexi Cap, Sectoral, Thematic, International, Debt) show “no data”: their overlap is unknown, not zero, and the average counts only pairs with data.',
    'Overlap says nothing about returns, costs or risk; a low overlap is not a recommendation to buy.',
  ],
  example: workedExample(OVERLAP_EXAMPLE, mutualFundOverlap, (ex, r) => ({
    heading: 'Example: a large-cap, a multi-cap and an ELSS fund',
    inputs: [...ex.funds.map((f, i) => ({ label: `Fund ${i + 1}`, value: `${f.name} (${f.category})` }))],
    results: [
      { label: 'Portfolio overlap', value: formatPercent(r.overlapPercentage, 1) },
      { label: 'Level', value: LEVEL[r.overlapLevel] },
      { label: 'Diversification score', value: `${Math.round(r.diversificationScore)}/100` },
      { label: 'Common holdings', value: String(r.commonHoldings.length) },
      ...r.pairs.map((p) => ({
        label: `${r.funds[p.first]?.name} and ${r.funds[p.second]?.name}`,
        value: `${p.overlapPercentage.toFixed(0)}%`,
      })),
    ],
    note: 'In the sample lists the large-cap and ELSS funds share 7 of their 10 stocks (70%) and each shares 5 with the multi-cap fund (50%); the average of the three pairs is 56.7%.',
  })),
};
