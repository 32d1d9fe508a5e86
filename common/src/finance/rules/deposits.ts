/**
 * Money rules of the savings calculators as dated data: the PPF deposit limits and term, and the TDS on deposit interest (s. 194A). Like the year modules,
 * every value carries its law, section, source and status.
 */
import { SOURCES } from './sources';
import type { Cited } from './types';

const PPF_LAW = 'Public Provident Fund Scheme, 2019';

// The PPF rate itself is a dated rule the admin updates: small-savings.ts (CALC-RATES-1).

/** PPF deposits and term (India Post / PPF Scheme, 2019). */
export const PPF_RULES: Cited<{
  /** Least deposit in a financial year, rupees. */
  minYearlyDeposit: number;
  /** Most that can be deposited in a financial year, rupees. */
  maxYearlyDeposit: number;
  /** The account matures after this many complete financial years. */
  termYears: number;
  /** After maturity the account can be extended, with deposits, in blocks of this many years. */
  extensionYears: number;
}> = {
  value: { minYearlyDeposit: 500, maxYearlyDeposit: 150_000, termYears: 15, extensionYears: 5 },
  law: PPF_LAW,
  section: 'paras 3 (deposits), 6 (maturity) and 7 (extension)',
  source: SOURCES.indiaPostPpf,
  status: 'enacted',
};

/**
 * TDS on interest paid by a bank, co-operative bank or post office (s. 194A(3)(i) of the Income-tax Act, 1961, as
 * amended by the Finance Act, 2025, from 1 April 2025): 10% of the interest when the year's interest from one payer
 * exceeds the threshold.
 */
export const DEPOSIT_INTEREST_TDS: Cited<{
  /** PERCENT of the interest (with a PAN; 20% without one, s. 206AA). */
  rate: number;
  /** Interest in a financial year from one bank (all branches) above which TDS applies, rupees. */
  threshold: number;
  /** The same for a resident senior citizen (60 or older), rupees. */
  seniorThreshold: number;
  /** ISO date the thresholds apply from. */
  effectiveFrom: string;
}> = {
  value: { rate: 10, threshold: 50_000, seniorThreshold: 100_000, effectiveFrom: '2025-04-01' },
  law: 'Income-tax Act, 1961',
  section:
    's. 194A(3)(i) as amended by the Finance Act, 2025 (carried into the Income-tax Act, 2025 from 1 April 2026)',
  source: SOURCES.tds194a2025,
  status: 'enacted',
  note: 'No TDS when Form 15G (or 15H for senior citizens) is filed and the income is below the taxable limit.',
};
