import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '../csv';
import { LOAN_NEGATIVE_ERRORS, loanAmortization, loanScheduleCsv } from './loan-amortization';
import { itGivesNoResult } from './test/no-result';

describe('loanAmortization', () => {
  // HDFC Bank's EMI calculator page worked example: ₹10,00,000 at 10.5% a year for 10 years (120 months):
  // EMI = 10,00,000 × 0.00875 × 1.00875^120 / (1.00875^120 − 1) = ₹13,493; total ₹16,19,220; interest ₹6,19,220.
  it('HDFC Bank example: ₹10 lakh, 10.5%, 10 years → EMI ₹13,493', () => {
    const r = loanAmortization({ loanAmount: 1_000_000, interestRate: 10.5, loanTenure: 10 })!;
    expect(Math.floor(r.monthlyEmi)).toBe(13_493);
    expect(r.monthlyEmi).toBeCloseTo(13_493.499677554668, 8); // python3
    expect(Math.round(r.totalPayment)).toBe(1_619_220);
    expect(Math.round(r.totalInterest)).toBe(619_220);
    expect(r.months).toBe(120);
  });

  // Widely quoted home-loan figure: ₹10 lakh at 10% for 20 years → EMI ₹9,650 (python3: 9,650.2165).
  it('₹10 lakh at 10% for 20 years → EMI ₹9,650', () => {
    const r = loanAmortization({ loanAmount: 1_000_000, interestRate: 10, loanTenure: 20 })!;
    expect(r.monthlyEmi).toBeCloseTo(9_650.21645074009, 8);
    expect(r.totalInterest).toBeCloseTo(1_316_051.94818, 4);
  });

  it('schedule: first 12 months, whole rupees (CALC-LOAN)', () => {
    const r = loanAmortization({ loanAmount: 1_000_000, interestRate: 10.5, loanTenure: 10 })!;
    expect(r.schedule).toHaveLength(12);
    // python3: month 1 interest 10,00,000 × 0.00875 = 8,750; principal 13,493.4997 − 8,750 = 4,743.4997 → 4,743
    expect(r.schedule[0]).toEqual({
      month: 1,
      emi: 13_493,
      principal: 4_743,
      interest: 8_750,
      balance: 995_257,
    });
    expect(r.schedule[1]).toEqual({
      month: 2,
      emi: 13_493,
      principal: 4_785,
      interest: 8_708,
      balance: 990_471,
    });
    expect(r.schedule[2]).toMatchObject({ month: 3, principal: 4_827, interest: 8_667, balance: 985_645 });
    for (const row of r.schedule) for (const v of Object.values(row)) expect(Number.isInteger(v)).toBe(true);
  });

  it('full schedule repays the loan exactly; yearly summary adds up', () => {
    const r = loanAmortization({ loanAmount: 1_000_000, interestRate: 10.5, loanTenure: 10 })!;
    expect(r.fullSchedule).toHaveLength(120);
    expect(r.fullSchedule.at(-1)!.balance).toBe(0);
    const principal = r.fullSchedule.reduce((s, row) => s + row.principal, 0);
    const interest = r.fullSchedule.reduce((s, row) => s + row.interest, 0);
    expect(principal).toBeCloseTo(1_000_000, 6);
    expect(interest).toBeCloseTo(r.totalInterest, 6);
    expect(r.yearlySummary).toHaveLength(10);
    expect(r.yearlySummary.reduce((s, y) => s + y.interestPaid, 0)).toBeCloseTo(r.totalInterest, 6);
    expect(r.yearlySummary[0]!.closingBalance).toBeCloseTo(r.fullSchedule[11]!.balance, 8);
  });

  it('a fractional tenure is rounded to whole months', () => {
    expect(loanAmortization({ loanAmount: 100_000, interestRate: 12, loanTenure: 1.5 })!.months).toBe(18);
  });

  itGivesNoResult(
    'does nothing unless amount, rate and tenure are above 0 (%s)',
    loanAmortization,
    { loanAmount: 1_000_000, interestRate: 10, loanTenure: 5 },
    [
      ['amount', { loanAmount: 0 }],
      ['rate', { interestRate: 0 }],
      ['tenure', { loanTenure: 0 }],
      ['blank rate', { interestRate: Number.NaN }],
    ],
  );

  it.each([
    ['loanAmount', { loanAmount: -100_000 }],
    ['interestRate', { interestRate: -5 }],
    ['loanTenure', { loanTenure: -1 }],
  ] as const)(
    'refuses a negative %s with a message naming it, not an EMI of ₹0 (CALC-STATES-8)',
    (key, over) => {
      expect(() =>
        loanAmortization({ loanAmount: 1_000_000, interestRate: 10, loanTenure: 5, ...over }),
      ).toThrow(LOAN_NEGATIVE_ERRORS[key]);
    },
  );

  it('the schedule download: every month with its year, to the paisa, as RFC 4180 CSV with a BOM', () => {
    const r = loanAmortization({ loanAmount: 1_000_000, interestRate: 10.5, loanTenure: 10 })!;
    const csv = loanScheduleCsv(r);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Month,Year,EMI (Rs),Principal (Rs),Interest (Rs),Balance (Rs)');
    // python3: month 1 principal 13,493.4997 − 8,750 = 4,743.50; balance 9,95,256.50
    expect(lines[1]).toBe('1,1,13493.5,4743.5,8750,995256.5');
    expect(lines[13]).toMatch(/^13,2,/);
    expect(lines[120]).toMatch(/^120,10,.*,0$/);
    expect(lines).toHaveLength(122); // header, 120 rows, and the empty string after the last CRLF
    expect(lines[121]).toBe('');
  });
});
