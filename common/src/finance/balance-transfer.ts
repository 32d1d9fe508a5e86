/**
 * Loan balance transfer: is moving the outstanding loan to a new lender worth it?
 * (001 §3 "balance-transfer", §4, §5, §9 "Balance transfer").
 */
import { formatINR } from '../format';
import { monthlyEmi, nonNegative, num } from './util';

export type LoanType = 'home' | 'personal' | 'car' | 'credit';

export interface BalanceTransferInput {
  /** Default 'home'. */
  loanType?: LoanType;
  /** Principal still owed, rupees. Must be > 0. */
  outstandingAmount: number;
  /** Current EMI, rupees per month. */
  currentEMI: number;
  /** Months left on the current loan. */
  remainingTenure: number;
  /** Current interest rate, PERCENT per year. */
  currentRate: number;
  /** New lender's rate, PERCENT per year. Must be > 0. */
  newRate: number;
  /** New lender's processing fee, RUPEES (not percent). */
  processingFee: number;
  /** New tenure in MONTHS; 0/blank uses remainingTenure (001 §5). */
  newTenure?: number;
  /** Other transfer costs (legal, valuation, stamp duty, foreclosure), rupees. */
  additionalCharges: number;
}

export type BalanceTransferVerdict = 'recommended' | 'cautious' | 'negotiate' | 'not-recommended';

export interface BalanceTransferResult {
  /** EMI on the outstanding amount at the new rate and tenure, rupees. */
  newEMI: number;
  /** currentEMI − newEMI, rupees per month (negative when the new EMI is higher). */
  emiSavings: number;
  /** currentEMI × remainingTenure, rupees. */
  totalCurrentPayment: number;
  /** newEMI × new tenure, rupees. */
  totalNewPayment: number;
  /** totalCurrentPayment − totalNewPayment − totalCost, rupees. */
  netSavings: number;
  /** processingFee + additionalCharges, rupees. */
  totalCost: number;
  /** ceil(totalCost / emiSavings); null when the EMI does not fall (never breaks even). */
  breakEvenMonths: number | null;
  recommendation: string;
  verdict: BalanceTransferVerdict;
  /** True for 'recommended' and 'cautious' (the badge shows Recommended), false otherwise. */
  isViable: boolean;
  /** New tenure actually used, months. */
  newTenureMonths: number;
}

/** Net loss below which a lower EMI is still cautiously recommended, rupees (001 §9). */
export const CAUTIOUS_NET_LOSS_LIMIT = 50_000;

/**
 * Balance-transfer comparison; null unless the outstanding amount, new rate and new tenure (after the fallback to
 * the remaining tenure) are above 0 (001 §5).
 */
export function balanceTransfer(input: BalanceTransferInput): BalanceTransferResult | null {
  const outstanding = num(input.outstandingAmount);
  const newRate = num(input.newRate);
  const remainingTenure = nonNegative(input.remainingTenure);
  const newTenureMonths = nonNegative(input.newTenure) > 0 ? nonNegative(input.newTenure) : remainingTenure;
  if (!(outstanding > 0 && newRate > 0 && newTenureMonths > 0)) return null;

  const currentEMI = nonNegative(input.currentEMI);
  const newEMI = monthlyEmi(outstanding, newRate, newTenureMonths);
  const emiSavings = currentEMI - newEMI;
  const totalCurrentPayment = currentEMI * remainingTenure;
  const totalNewPayment = newEMI * newTenureMonths;
  const totalCost = nonNegative(input.processingFee) + nonNegative(input.additionalCharges);
  const netSavings = totalCurrentPayment - totalNewPayment - totalCost;
  const breakEvenMonths = emiSavings > 0 ? Math.ceil(totalCost / emiSavings) : null;

  let verdict: BalanceTransferVerdict;
  let recommendation: string;
  if (netSavings > 0 && emiSavings > 0) {
    verdict = 'recommended';
    recommendation =
      `Recommended: you save ${formatINR(emiSavings)} a month and ${formatINR(netSavings)} overall after costs of ` +
      `${formatINR(totalCost)}, recovered in ${breakEvenMonths} month${breakEvenMonths === 1 ? '' : 's'}.`;
  } else if (emiSavings > 0 && -netSavings < CAUTIOUS_NET_LOSS_LIMIT) {
    verdict = 'cautious';
    recommendation =
      `Cautiously recommended: the EMI falls by ${formatINR(emiSavings)} a month, but overall you pay ` +
      `${formatINR(-netSavings)} more once costs and the tenure are counted. Worth it only if monthly cash flow matters more.`;
  } else if (newRate < num(input.currentRate)) {
    verdict = 'negotiate';
    recommendation =
      'Negotiate: the new rate is lower, but on these terms the switch does not both cut your EMI and save money ' +
      'after costs. Ask your current lender to match the rate, or ask the new lender to reduce the fees.';
  } else {
    verdict = 'not-recommended';
    recommendation = 'Not recommended: the new offer does not save money. Stay with your current loan.';
  }

  return {
    newEMI,
    emiSavings,
    totalCurrentPayment,
    totalNewPayment,
    netSavings,
    totalCost,
    breakEvenMonths,
    recommendation,
    verdict,
    isViable: verdict === 'recommended' || verdict === 'cautious',
    newTenureMonths,
  };
}
