import { describe, expect, it } from 'vitest';
import {
  CAUTIOUS_NET_LOSS_LIMIT,
  MAX_TENURE_MONTHS,
  balanceTransfer,
  balanceTransferInputError,
  type BalanceTransferInput,
} from './balance-transfer';
import { monthlyEmi } from './util';
import { itGivesNoResult } from './test/no-result';

// Expected values: python3 with the standard EMI formula and the rules of CALC-BT (Balance transfer).
const current30L = monthlyEmi(3_000_000, 9.5, 180); // python3: 31,326.740485913768
const current10L5y = monthlyEmi(1_000_000, 10, 60); // 21,247.044711268332
const current10L10y = monthlyEmi(1_000_000, 10, 120); // 13,215.073688176193

/** ₹10 lakh at 10% with 120 months left and no charges besides the processing fee: the cases below vary the offer. */
const tenLakh10y = {
  outstandingAmount: 1_000_000,
  currentEMI: current10L10y,
  remainingTenure: 120,
  currentRate: 10,
  additionalCharges: 0,
};

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

  // Same tenure (₹10 lakh, 120 months at 10%): only the new rate and the processing fee change.
  it.each([
    {
      name: 'cautiously recommended: same tenure, lower EMI, net loss under ₹50,000',
      // 10 lakh, 120 months at 10% → 9.9%, costs 10,000: EMI falls 55.31 a month, 6,637.59 over 120 months < 10,000.
      newRate: 9.9,
      processingFee: 10_000,
      expected: {
        netSavings: expect.closeTo(-3_362.4094022490317, 6),
        adviceOnPresentValue: false,
        verdict: 'cautious',
        isViable: true,
        recommendation: expect.stringMatching(/^Cautiously recommended/),
      },
    },
    {
      name: 'negotiate: lower rate and EMI but the net loss reaches ₹50,000',
      newRate: 9.9,
      processingFee: 100_000,
      expected: {
        emiSavings: expect.closeTo(55.31325498125807, 6),
        netSavings: expect.closeTo(-93_362.40940224915, 5),
        breakEvenMonths: 1808,
        verdict: 'negotiate',
      },
    },
    {
      name: 'not recommended: the new rate is not lower',
      newRate: 10.5,
      processingFee: 5_000,
      expected: {
        newEMI: expect.closeTo(13_493.499677554668, 8),
        netSavings: expect.closeTo(-38_411.11872541695, 5),
        verdict: 'not-recommended',
        isViable: false,
        recommendation: expect.stringMatching(/^Not recommended/),
      },
    },
  ])('$name', ({ newRate, processingFee, expected }) => {
    expect(balanceTransfer(offer({ ...tenLakh10y, newRate, processingFee }))).toMatchObject(expected);
  });

  it('the cautious verdict ends at a net loss of ₹50,000', () => {
    expect(CAUTIOUS_NET_LOSS_LIMIT).toBe(50_000);
  });

  // Present value (python3: pv = EMI × (1 − (1 + i)^−n) / i, i = discount rate / 12 / 100; discount rate = the
  // current loan's rate unless given). With the current rate, the current EMIs' present value is the outstanding.
  it.each([
    {
      name: 'longer tenure: undiscounted loss, present-value saving → recommended',
      over: {
        outstandingAmount: 1_000_000,
        currentEMI: current10L5y,
        remainingTenure: 60,
        currentRate: 10,
        newRate: 9.5,
        processingFee: 5_000,
        additionalCharges: 0,
        newTenure: 72,
      },
      net: -45_955.05588049861,
      pvNew: 986_443.42212621,
      pvSavings: 8_556.577873790171,
      verdict: 'recommended',
      text: 'Added up without discounting, you pay ₹45,955 more',
    },
    {
      name: 'shorter tenure: the EMI rises, yet the present value falls → recommended',
      over: {
        ...tenLakh10y,
        newRate: 9,
        processingFee: 5_000,
        newTenure: 60,
      },
      net: null,
      pvNew: 976_999.6490544738,
      pvSavings: 18_000.35094552627,
      verdict: 'recommended',
      text: 'though the EMI rises by ₹7,543 a month',
    },
    {
      name: 'CALC-BT: 30 lakh moved from 180 to 240 months at 8.5% shows a 6.25 lakh undiscounted loss',
      over: { newTenure: 240 },
      net: -624_513.9927673666,
      pvNew: 2_793_029.279652834,
      pvSavings: 191_970.72034716653,
      verdict: 'recommended',
      text: 'saves ₹1,91,971 in today',
    },
    {
      name: 'higher rate over a shorter tenure → not recommended',
      over: {
        ...tenLakh10y,
        newRate: 10.5,
        processingFee: 5_000,
        newTenure: 60,
      },
      net: null,
      pvNew: null,
      pvSavings: -16_618.353055855492,
      verdict: 'not-recommended',
      text: 'Stay with your current loan',
    },
    {
      name: 'lower rate eaten by fees → negotiate',
      over: { newRate: 9.4, newTenure: 240, processingFee: 100_000, additionalCharges: 0 },
      net: null,
      pvNew: null,
      pvSavings: -79_014.4766882509,
      verdict: 'negotiate',
      text: 'Ask your current lender to match the rate',
    },
  ] as const)('$name', ({ over, net, pvNew, pvSavings, verdict, text }) => {
    const r = balanceTransfer(offer(over))!;
    expect(r.adviceOnPresentValue).toBe(true);
    if (net !== null) expect(r.netSavings).toBeCloseTo(net, 5);
    if (pvNew !== null) expect(r.presentValueNew).toBeCloseTo(pvNew, 5);
    expect(r.presentValueSavings).toBeCloseTo(pvSavings, 5);
    expect(r.verdict).toBe(verdict);
    expect(r.recommendation).toContain(text);
  });

  it('discounts at the rate given, else the current rate', () => {
    const r = balanceTransfer(offer({ newTenure: 240 }))!;
    expect(r.discountRate).toBe(9.5);
    expect(r.presentValueCurrent).toBeCloseTo(3_000_000, 5);
    const at8 = balanceTransfer(offer({ newTenure: 240, discountRate: 8 }))!;
    expect(at8.discountRate).toBe(8);
    expect(at8.presentValueSavings).toBeLessThan(r.presentValueSavings);
  });

  it('break-even is 0 months when there are no costs', () => {
    expect(balanceTransfer(offer({ processingFee: 0, additionalCharges: 0 }))!.breakEvenMonths).toBe(0);
  });

  itGivesNoResult('does nothing unless %s is above 0 (CALC-BT)', balanceTransfer, offer({}), [
    ['outstanding amount', { outstandingAmount: 0 }],
    ['new rate', { newRate: 0 }],
    ['new and remaining tenure', { newTenure: 0, remainingTenure: 0 }],
    ['blank outstanding amount', { outstandingAmount: Number.NaN }],
  ]);

  it.each([
    ['blank', Number.NaN],
    ['0', 0],
  ])('a %s current EMI is derived from the amount, rate and months left (CALC-BT)', (_n, emi) => {
    // Same as entering the EMI: 30 lakh at 9.5% over 180 months = 31,326.74 (python3, above)
    const entered = balanceTransfer(offer({}))!;
    const derived = balanceTransfer(offer({ currentEMI: emi }))!;
    expect(derived.currentEmiDerived).toBe(true);
    expect(entered.currentEmiDerived).toBe(false);
    expect(derived.currentEMI).toBeCloseTo(31_326.740485913768, 8);
    expect(derived.netSavings).toBeCloseTo(entered.netSavings, 6);
    expect(derived.verdict).toBe('recommended'); // with the EMI counted as 0 it said "not recommended"
  });

  it('without an EMI, a current rate or the months left there is no verdict, only a message', () => {
    const missing = offer({ currentEMI: 0, currentRate: 0 });
    expect(balanceTransferInputError(missing)).toBe(
      'Enter the current EMI, or the current rate and the months left so that it can be worked out.',
    );
    expect(balanceTransfer(missing)).toBeNull();
    expect(balanceTransferInputError(offer({}))).toBeNull();
  });

  // CALC-BT-4: the reported case, 180 months left moved to 1,200: EMI 21,254.46 (python3 monthlyEmi(3e6, 8.5, 1200))
  // against 31,326.74, but 2,55,05,347 paid against 56,38,813: never "Recommended", whatever the present value says.
  it.each([
    { loanType: 'home' as const, newTenure: 1200, verdict: 'not-recommended', beyond: true },
    { loanType: 'home' as const, newTenure: 361, verdict: 'not-recommended', beyond: true },
    { loanType: 'home' as const, newTenure: 360, verdict: 'recommended', beyond: false },
    { loanType: 'personal' as const, newTenure: 85, verdict: 'not-recommended', beyond: true },
    { loanType: 'car' as const, newTenure: 97, verdict: 'not-recommended', beyond: true },
    { loanType: 'credit' as const, newTenure: 61, verdict: 'not-recommended', beyond: true },
  ])('$loanType loan moved to $newTenure months: $verdict', ({ loanType, newTenure, verdict, beyond }) => {
    const r = balanceTransfer(offer({ loanType, newTenure }))!;
    expect(r.verdict).toBe(verdict);
    expect(r.tenureBeyondLenders).toBe(beyond);
    if (beyond) expect(r.recommendation).toContain(`at most ${MAX_TENURE_MONTHS[loanType]} months`);
  });

  it('never recommended when more is paid in money and in present value, nor when more in money with a higher EMI', () => {
    for (const newTenure of [0, 60, 120, 179, 181, 240, 300, 360])
      for (const newRate of [7, 8.5, 9.4, 9.5, 11])
        for (const processingFee of [0, 10_000, 2_00_000]) {
          const r = balanceTransfer(offer({ newTenure, newRate, processingFee }))!;
          if (r.netSavings < 0 && (r.presentValueSavings < 0 || r.emiSavings <= 0))
            expect(r.verdict, `${newTenure} months at ${newRate}%`).not.toBe('recommended');
        }
  });
});
