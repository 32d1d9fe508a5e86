/**
 * The TDS note of the deposit calculators: banks deduct 10% TDS (s. 194A) from interest credited or accrued in a
 * financial year once it exceeds the threshold. The calculators count interest per deposit year, which stands in for
 * the financial year (a deposit opened on 1 April matches exactly); the threshold is per bank, across all deposits.
 */
import { DEPOSIT_INTEREST_TDS } from './rules/deposits';

export interface DepositTds {
  /** PERCENT. */
  rate: number;
  /** Threshold used, rupees a year (senior or general). */
  threshold: number;
  /** True when some year's interest from this deposit alone exceeds the threshold. */
  applies: boolean;
  /** Sum of rate × interest over the years above the threshold, rupees (refundable or adjustable on filing). */
  estimatedTds: number;
  /** Largest interest in one deposit year, rupees. */
  largestYearInterest: number;
}

/** TDS estimate from the interest of each deposit year (rupees). */
export function depositTds(yearlyInterest: readonly number[], seniorCitizen: boolean): DepositTds {
  const { rate, threshold, seniorThreshold } = DEPOSIT_INTEREST_TDS.value;
  const limit = seniorCitizen ? seniorThreshold : threshold;
  let estimatedTds = 0;
  let largestYearInterest = 0;
  for (const interest of yearlyInterest) {
    largestYearInterest = Math.max(largestYearInterest, interest);
    if (interest > limit) estimatedTds += (interest * rate) / 100;
  }
  return { rate, threshold: limit, applies: largestYearInterest > limit, estimatedTds, largestYearInterest };
}
