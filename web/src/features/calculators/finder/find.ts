import type { CalculatorType } from '@36x/common';
import { CALCULATORS, type CalculatorNeed, type RegistryEntry } from '../registry';

/** The finder's groups, in the order shown (decision 052). */
export const NEEDS: readonly { id: CalculatorNeed; label: string; heading: string; words: string }[] = [
  { id: 'tax', label: 'Tax', heading: 'Tax', words: 'tax taxes itr return regime' },
  {
    id: 'saving',
    label: 'Saving',
    heading: 'Saving and investing',
    words: 'save saving savings invest investing investment returns mutual fund wealth',
  },
  { id: 'loans', label: 'Loans', heading: 'Loans', words: 'loan loans borrow emi interest debt' },
  { id: 'insurance', label: 'Insurance', heading: 'Insurance', words: 'insurance cover policy protection' },
  { id: 'business', label: 'Business', heading: 'Business', words: 'business company startup firm' },
];

/** Words people search with that the titles and descriptions do not say. */
const KEYWORDS: Partial<Record<CalculatorType, string>> = {
  'term-insurance': 'life cover sum assured family',
  'sip-calculator': 'sip mutual fund top-up step up monthly',
  'black-scholes': 'option options call put greeks derivatives f&o nse',
  'ltcg-calculator': 'capital gains ltcg stcg shares property house land gold indexation cii sale',
  'dtaa-calculator': 'dtaa foreign nri abroad double taxation credit form 67',
  'income-tax': 'income tax salary old new regime 80c 80d hra slab',
  'loan-amortization': 'emi home loan car personal mortgage amortization schedule',
  'bonds-calculator': 'bond bonds ncd debenture coupon yield ytm',
  'retirement-calculator': 'retirement pension corpus fire',
  'fixed-deposit': 'fd fixed deposit bank interest tds',
  'recurring-deposit': 'rd recurring deposit post office monthly',
  'ppf-calculator': 'ppf provident fund 80c tax free',
  'lumpsum-calculator': 'lumpsum lump sum one time mutual fund',
  'swp-calculator': 'swp withdrawal monthly income pension',
  'mutual-fund-overlap': 'mutual fund overlap portfolio diversification',
  'rolling-returns': 'rolling returns nav cagr mutual fund consistency',
  'balance-transfer': 'balance transfer refinance switch home loan lower rate',
  'health-insurance': 'health mediclaim family floater hospital',
  'company-formation': 'company registration incorporation llp opc private limited gst',
};

/** The words an entry is found by, lower case. */
const wordsOf = (entry: RegistryEntry) =>
  [
    entry.title,
    entry.label,
    entry.description,
    KEYWORDS[entry.id] ?? '',
    NEEDS.find((n) => n.id === entry.need)?.words ?? '',
  ]
    .join(' ')
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);

/** The longest search the finder reads (longer text is cut): a search box, not a document. */
export const FINDER_QUERY_MAX = 60;

/** A search as typed or sent, made comparable: lower case, single spaces, at most FINDER_QUERY_MAX characters. */
export const normaliseQuery = (query: string | null | undefined): string =>
  (query ?? '').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, FINDER_QUERY_MAX);

/**
 * The calculators and tools with a word starting with each word of the search (all of them for an empty search):
 * "emi" finds EMI, not premium; "cap" finds capital gains.
 */
export function findCalculators(query: string | null | undefined): RegistryEntry[] {
  const searched = normaliseQuery(query)
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);
  if (!searched.length) return [...CALCULATORS];
  return CALCULATORS.filter((entry) => {
    const words = wordsOf(entry);
    return searched.every((s) => words.some((w) => w.startsWith(s)));
  });
}
