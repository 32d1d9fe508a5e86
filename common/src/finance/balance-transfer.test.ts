import { describe, expect, it } from 'vitest';
import { CAUTIOUS_NET_LOSS_LIMIT, balanceTransfer, type BalanceTransferInput } from './balance-transfer';
import { monthlyEmi } from './util';

// Expected values: python3 with the standard EMI formula and the rules of 001 §9 (Balance transfer).
const current30L = monthlyEmi(3_000_000, 9.5, 180); // python3: 31,326.740485913768
const current10L5y = monthlyEmi(1_000_000, 10, 60); // 21,247.044711268332
const current10L10y = monthlyEmi(1_000_000, 10, 120); // 13,215.073688176193

const offer = (over: Partial<BalanceTransferInput>): BalanceTransferInput => ({
  loanType: 'home',
  outstandingAmount: 3_000_000,
  currentEMI: current30L,
  remainingTenure: 180,
  currentRate: 9.5,
  newRate: 8.5,
  processingFee: 10_000,
  newTenure: 0,
  additionalCharges: 5_000,
  ...over,
});

describe('balanceTransfer', () => {
  it('recommended: lower EMI and net savings after costs; blank new tenure uses the remaining tenure', () => {
    expect(current30L).toBeCloseTo(31_326.740485913768, 8);
    const r = balanceTransfer(offer({}))!;
    expect(r.newTenureMonths).toBe(180);
    expect(r.newEMI).toBeCloseTo(29_542.186737767806, 8);
    expect(r.emiSavings).toBeCloseTo(1_784.5537481459614, 8);
    expect(r.totalCurrentPayment).toBeCloseTo(5_638_813.287464478, 6);
    expect(r.totalNewPayment).toBeCloseTo(5_317_593.612798206, 6);
    expect(r.totalCost).toBe(15_000);
    expect(r.netSavings).toBeCloseTo(306_219.6746662725, 6);
    expect(r.breakEvenMonths).toBe(9); // ceil(15,000 / 1,784.55) = ceil(8.41)
    expect(r.verdict).toBe('recommended');
    expect(r.isViable).toBe(true);
    expect(r.recommendation).toMatch(/^Recommended/);
  });

  it('cautiously recommended: lower EMI, net loss under ₹50,000 (longer tenure)', () => {
    const r = balanceTransfer(
      offer({
        outstandingAmount: 1_000_000,
        currentEMI: current10L5y,
        remainingTenure: 60,
        currentRate: 10,
        newRate: 9.5,
        processingFee: 5_000,
        additionalCharges: 0,
        newTenure: 72,
      }),
    )!;
    expect(r.newEMI).toBeCloseTo(18_274.69081328609, 8);
    expect(r.netSavings).toBeCloseTo(-45_955.05588049861, 6);
    expect(r.breakEvenMonths).toBe(2);
    expect(r.verdict).toBe('cautious');
    expect(r.isViable).toBe(true);
    expect(r.recommendation).toMatch(/^Cautiously recommended/);
    expect(CAUTIOUS_NET_LOSS_LIMIT).toBe(50_000);
  });

  it('negotiate: lower rate but EMI rises (shorter tenure)', () => {
    const r = balanceTransfer(
      offer({
        outstandingAmount: 1_000_000,
        currentEMI: current10L10y,
        remainingTenure: 120,
        currentRate: 10,
        newRate: 9,
        processingFee: 5_000,
        additionalCharges: 0,
        newTenure: 60,
      }),
    )!;
    expect(r.emiSavings).toBeCloseTo(-7_543.28153817768, 6);
    expect(r.breakEvenMonths).toBeNull();
    expect(r.verdict).toBe('negotiate');
    expect(r.isViable).toBe(false);
  });

  it('negotiate: lower rate and EMI but the net loss reaches ₹50,000', () => {
    const r = balanceTransfer(
      offer({
        outstandingAmount: 1_000_000,
        currentEMI: current10L10y,
        remainingTenure: 120,
        currentRate: 10,
        newRate: 9.9,
        processingFee: 100_000,
        additionalCharges: 0,
      }),
    )!;
    expect(r.emiSavings).toBeCloseTo(55.31325498125807, 6);
    expect(r.netSavings).toBeCloseTo(-93_362.40940224915, 5);
    expect(r.breakEvenMonths).toBe(1808);
    expect(r.verdict).toBe('negotiate');
  });

  it('not recommended: the new rate is not lower', () => {
    const r = balanceTransfer(
      offer({
        outstandingAmount: 1_000_000,
        currentEMI: current10L10y,
        remainingTenure: 120,
        currentRate: 10,
        newRate: 10.5,
        processingFee: 5_000,
        additionalCharges: 0,
      }),
    )!;
    expect(r.newEMI).toBeCloseTo(13_493.499677554668, 8);
    expect(r.netSavings).toBeCloseTo(-38_411.11872541695, 5);
    expect(r.verdict).toBe('not-recommended');
    expect(r.isViable).toBe(false);
    expect(r.recommendation).toMatch(/^Not recommended/);
  });

  it('break-even is 0 months when there are no costs', () => {
    expect(balanceTransfer(offer({ processingFee: 0, additionalCharges: 0 }))!.breakEvenMonths).toBe(0);
  });

  it.each([
    ['outstanding amount', { outstandingAmount: 0 }],
    ['new rate', { newRate: 0 }],
    ['new and remaining tenure', { newTenure: 0, remainingTenure: 0 }],
    ['blank outstanding amount', { outstandingAmount: Number.NaN }],
  ])('does nothing unless %s is above 0 (001 §5)', (_n, over) => {
    expect(balanceTransfer(offer(over))).toBeNull();
  });
});
