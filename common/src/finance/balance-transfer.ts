/**
 * Loan balance transfer: is moving the outstanding loan to a new lender worth it?
 * (CALC-BT).
 *
 * The specification compares undiscounted totals of EMIs. When the new tenure differs from the months left, that
 * compares rupees paid years apart as if they were the same, so the result also gives the present-value comparison:
 * both streams of EMIs discounted monthly at a discount rate (default: the current loan's rate, the return of
 * prepaying it), costs paid now; and the advice is then based on it.
 */
import { formatINR } from '../format';
import { monthlyEmi, nonNegative, num } from './util';

export type LoanType = 'home' | 'personal' | 'car' | 'credit';

export interface BalanceTransferInput {
  /** Default 'home'. */
  loanType?: LoanType;
  /** Principal still owed, rupees. Must be > 0. */
  outstandingAmount: number;
  /**
   * Current EMI, rupees per month. Blank or 0: derived from outstandingAmount, currentRate and remainingTenure
   * (currentEmiDerived); when those cannot give it, there is no result (balanceTransferInputError says why).
   */
  currentEMI: number;
  /** Months left on the current loan. */
  remainingTenure: number;
  /** Current interest rate, PERCENT per year. */
  currentRate: number;
  /** New lender's rate, PERCENT per year. Must be > 0. */
  newRate: number;
  /** New lender's processing fee, RUPEES (not percent). */
  processingFee: number;
  /** New tenure in MONTHS; 0/blank uses remainingTenure (CALC-BT). */
  newTenure?: number;
  /** Other transfer costs (legal, valuation, stamp duty, foreclosure), rupees. */
  additionalCharges: number;
  /** Rate to discount future EMIs at, PERCENT per year; blank/0 uses currentRate (or newRate when that is blank). */
  discountRate?: number;
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
  /** True for 'recommended' and 'cautious' (CALC-BT's field), false otherwise; the badge follows `verdict`. */
  isViable: boolean;
  /** Current EMI used, rupees per month (as entered, or derived). */
  currentEMI: number;
  /** True when the current EMI was blank and derived from the outstanding amount, rate and months left. */
  currentEmiDerived: boolean;
  /** New tenure actually used, months. */
  newTenureMonths: number;
  /** Discount rate used, PERCENT per year. */
  discountRate: number;
  /** Present value of the remaining current EMIs, rupees. */
  presentValueCurrent: number;
  /** Present value of the new EMIs, rupees. */
  presentValueNew: number;
  /** presentValueCurrent − presentValueNew − totalCost, rupees. */
  presentValueSavings: number;
  /** True when the new tenure is longer than lenders offer for the loan type (MAX_TENURE_MONTHS). */
  tenureBeyondLenders: boolean;
  /** True when the tenures differ and the advice rests on the present-value comparison. */
  adviceOnPresentValue: boolean;
}

/** Present value of `months` equal monthly payments at `annualPercent` a year (monthly compounding). */
export function presentValueOfEmis(payment: number, annualPercent: number, months: number): number {
  const i = annualPercent / 12 / 100;
  if (i === 0) return payment * months;
  return (payment * (1 - (1 + i) ** -months)) / i;
}

/**
 * The longest tenure lenders offer, by loan type, in months (CALC-BT-4): home loans up to 30 years (SBI, HDFC,
 * ICICI and Axis publish 30 years); personal loans up to 7 years and car loans up to 8 years, the longest among the
 * large banks' published products; credit-card balance conversions and other unsecured loans up to 5 years. A
 * transfer "to 1,200 months" is no offer anyone makes, so it is never recommended.
 */
export const MAX_TENURE_MONTHS: Record<LoanType, number> = {
  home: 360,
  personal: 84,
  car: 96,
  credit: 60,
};

const LOAN_TYPE_NAMES: Record<LoanType, string> = {
  home: 'a home loan',
  personal: 'a personal loan',
  car: 'a car loan',
  credit: 'a credit-card or other loan',
};

/** Net loss below which a lower EMI is still cautiously recommended, rupees (CALC-BT). */
export const CAUTIOUS_NET_LOSS_LIMIT = 50_000;

/** The message when the current EMI is blank and cannot be derived, or null. */
export function balanceTransferInputError(input: BalanceTransferInput): string | null {
  if (nonNegative(input.currentEMI) > 0) return null;
  if (num(input.currentRate) > 0 && nonNegative(input.remainingTenure) > 0) return null;
  return 'Enter the current EMI, or the current rate and the months left so that it can be worked out.';
}

/**
 * Balance-transfer comparison; null when balanceTransferInputError has a message, or unless the outstanding amount, new rate and new tenure (after the fallback to
 * the remaining tenure) are above 0 (CALC-BT).
 */
export function balanceTransfer(input: BalanceTransferInput): BalanceTransferResult | null {
  const outstanding = num(input.outstandingAmount);
  const newRate = num(input.newRate);
  const remainingTenure = nonNegative(input.remainingTenure);
  const newTenureMonths = nonNegative(input.newTenure) > 0 ? nonNegative(input.newTenure) : remainingTenure;
  if (!(outstanding > 0 && newRate > 0 && newTenureMonths > 0)) return null;
  if (balanceTransferInputError(input)) return null;

  // A blank EMI counted as 0 made every offer look like a loss (CALC-BT): derive it from the loan instead.
  const currentEmiDerived = !(nonNegative(input.currentEMI) > 0);
  const currentEMI = currentEmiDerived
    ? monthlyEmi(outstanding, num(input.currentRate), remainingTenure)
    : nonNegative(input.currentEMI);
  const newEMI = monthlyEmi(outstanding, newRate, newTenureMonths);
  const emiSavings = currentEMI - newEMI;
  const totalCurrentPayment = currentEMI * remainingTenure;
  const totalNewPayment = newEMI * newTenureMonths;
  const totalCost = nonNegative(input.processingFee) + nonNegative(input.additionalCharges);
  const netSavings = totalCurrentPayment - totalNewPayment - totalCost;
  const breakEvenMonths = emiSavings > 0 ? Math.ceil(totalCost / emiSavings) : null;
  const currentRate = num(input.currentRate);
  const discountRate =
    nonNegative(input.discountRate) > 0
      ? nonNegative(input.discountRate)
      : currentRate > 0
        ? currentRate
        : newRate;
  const presentValueCurrent = presentValueOfEmis(currentEMI, discountRate, remainingTenure);
  const presentValueNew = presentValueOfEmis(newEMI, discountRate, newTenureMonths);
  const presentValueSavings = presentValueCurrent - presentValueNew - totalCost;
  const adviceOnPresentValue = newTenureMonths !== remainingTenure;

  let verdict: BalanceTransferVerdict;
  let recommendation: string;
  const pvText = `in today's money (EMIs discounted at ${discountRate}% a year, as the tenures differ)`;
  const loanType: LoanType = input.loanType && input.loanType in MAX_TENURE_MONTHS ? input.loanType : 'home';
  const maxTenure = MAX_TENURE_MONTHS[loanType];
  const tenureBeyondLenders = newTenureMonths > maxTenure;
  if (tenureBeyondLenders) {
    verdict = 'not-recommended';
    recommendation =
      `Not recommended: lenders offer ${LOAN_TYPE_NAMES[loanType]} for at most ${maxTenure} months ` +
      `(${maxTenure / 12} years), not ${newTenureMonths}. Enter a tenure a lender would offer.` +
      (netSavings < 0 ? ` On these terms you would pay ${formatINR(-netSavings)} more in all.` : '');
  } else if (adviceOnPresentValue && presentValueSavings > 0 && netSavings < 0 && emiSavings <= 0) {
    // More in money and a higher EMI: the present-value gain alone is no reason to switch.
    verdict = newRate < currentRate ? 'negotiate' : 'not-recommended';
    recommendation = `${verdict === 'negotiate' ? 'Negotiate' : 'Not recommended'}: you would pay ${formatINR(-netSavings)} more in all and a higher EMI.`;
  } else if (adviceOnPresentValue && presentValueSavings > 0) {
    verdict = 'recommended';
    recommendation =
      `Recommended: after costs of ${formatINR(totalCost)} the switch saves ${formatINR(presentValueSavings)} ${pvText}` +
      (emiSavings > 0
        ? `, and the EMI falls by ${formatINR(emiSavings)} a month.`
        : `, though the EMI rises by ${formatINR(-emiSavings)} a month.`) +
      (netSavings < 0
        ? ` Added up without discounting, you pay ${formatINR(-netSavings)} more, because the payments run ${newTenureMonths - remainingTenure} months longer.`
        : '');
  } else if (adviceOnPresentValue) {
    verdict = newRate < currentRate ? 'negotiate' : 'not-recommended';
    recommendation =
      `${verdict === 'negotiate' ? 'Negotiate' : 'Not recommended'}: ${pvText} the switch costs ` +
      `${formatINR(-presentValueSavings)} more than staying.` +
      (verdict === 'negotiate'
        ? ' Ask your current lender to match the rate, or the new lender to reduce the fees.'
        : ' Stay with your current loan.');
  } else if (netSavings > 0 && emiSavings > 0) {
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
    currentEMI,
    currentEmiDerived,
    newTenureMonths,
    discountRate,
    presentValueCurrent,
    presentValueNew,
    presentValueSavings,
    tenureBeyondLenders,
    adviceOnPresentValue,
  };
}
