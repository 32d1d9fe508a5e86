/**
 * Money rules of the savings calculators as dated data: the PPF interest rate (notified by the Ministry of Finance
 * every quarter), the PPF deposit limits and term, and the TDS on deposit interest (s. 194A). Like the year modules,
 * every value carries its law, section, source and status.
 */
import { SOURCES } from './sources';
import type { Cited } from './types';

/** A rate in force from `effectiveFrom` to `effectiveTo` (ISO dates, inclusive; null = until the next notification). */
export interface DatedRate {
  effectiveFrom: string;
  effectiveTo: string | null;
  /** PERCENT a year. */
  rate: Cited<number>;
  /** Last day of the last quarter whose notification we checked carries this rate (open-ended entries only). */
  confirmedThrough?: string;
}

const PPF_LAW = 'Public Provident Fund Scheme, 2019';
const PPF_SECTION = 'para 5 (interest), rate notified quarterly by the Ministry of Finance (DEA)';

function ppfRate(value: number, note?: string): Cited<number> {
  return {
    value,
    law: PPF_LAW,
    section: PPF_SECTION,
    source: SOURCES.nsiRates,
    status: 'notified',
    ...(note ? { note } : {}),
  };
}

/** PPF rates, oldest first. Interest is compounded once a year, on the lowest balance between the 5th and month end. */
export const PPF_RATES: readonly DatedRate[] = [
  { effectiveFrom: '2018-10-01', effectiveTo: '2019-06-30', rate: ppfRate(8) },
  { effectiveFrom: '2019-07-01', effectiveTo: '2020-03-31', rate: ppfRate(7.9) },
  {
    effectiveFrom: '2020-04-01',
    effectiveTo: null,
    confirmedThrough: '2025-12-31',
    rate: ppfRate(
      7.1,
      'Notified unchanged every quarter since April 2020; checked up to the October–December 2025 notification. ' +
        'Confirm the current quarter on the National Savings Institute or India Post page.',
    ),
  },
];

/** The PPF rate in force on an ISO date, and whether a checked notification covers that date. */
export function ppfRateOn(isoDate: string): { rate: number; citation: Cited<number>; confirmed: boolean } {
  const day = isoDate.slice(0, 10);
  let chosen = PPF_RATES[0]!;
  for (const r of PPF_RATES) if (r.effectiveFrom <= day) chosen = r;
  const until = chosen.effectiveTo ?? chosen.confirmedThrough ?? day;
  return { rate: chosen.rate.value, citation: chosen.rate, confirmed: day <= until };
}

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
