import { describe, expect, it } from 'vitest';
import { DTAA_DEFAULTS, dtaaCalculator, type DtaaInput } from './dtaa-calculator';

// Formulas of 001 §9 (DTAA): Indian tax = income × slab; relief = min(foreign tax, Indian tax);
// net = max(0, Indian tax − relief). Expected values computed by hand.
const input = (over: Partial<DtaaInput>): DtaaInput => ({
  foreignIncome: 1_000_000,
  country: 'usa',
  foreignTax: 150_000,
  indianTaxSlab: 30,
  incomeType: 'salary',
  ...over,
});

describe('dtaaCalculator', () => {
  it.each([
    // foreign tax lower than Indian tax: full credit, the rest is paid in India
    { name: 'credit below Indian tax', over: {}, indian: 300_000, relief: 150_000, net: 150_000, rate: 30 },
    // foreign tax higher: credit capped at Indian tax, nothing payable, burden is the foreign rate
    {
      name: 'credit capped',
      over: { foreignTax: 350_000 },
      indian: 300_000,
      relief: 300_000,
      net: 0,
      rate: 35,
    },
    // 20% slab
    {
      name: '20% slab',
      over: { indianTaxSlab: 20, foreignTax: 100_000 },
      indian: 200_000,
      relief: 100_000,
      net: 100_000,
      rate: 20,
    },
    // 0% slab: no Indian tax, so no credit either
    { name: '0% slab', over: { indianTaxSlab: 0 }, indian: 0, relief: 0, net: 0, rate: 15 },
    // no foreign tax paid
    {
      name: 'no foreign tax',
      over: { foreignTax: 0, indianTaxSlab: 5 },
      indian: 50_000,
      relief: 0,
      net: 50_000,
      rate: 5,
    },
  ])('$name', ({ over, indian, relief, net, rate }) => {
    const r = dtaaCalculator(input(over))!;
    expect(r.indianTax).toBeCloseTo(indian, 8);
    expect(r.dtaaRelief).toBeCloseTo(relief, 8);
    expect(r.netTaxPayable).toBeCloseTo(net, 8);
    expect(r.effectiveTaxRate).toBeCloseTo(rate, 8);
    expect(r.foreignTaxPaid).toBe(input(over).foreignTax);
  });

  it('defaults the slab to 30%', () => {
    expect(DTAA_DEFAULTS.indianTaxSlab).toBe(30);
    expect(dtaaCalculator(input({ indianTaxSlab: undefined }))!.indianTax).toBeCloseTo(300_000, 8);
  });

  it('explains the relief and the treaty basis', () => {
    const r = dtaaCalculator(input({ foreignTax: 350_000 }))!;
    expect(r.explanation).toContain('India–USA DTAA');
    expect(r.explanation).toContain('₹3,00,000');
    expect(r.unrelievedForeignTax).toBeCloseTo(50_000, 8);
    expect(dtaaCalculator(input({ country: 'other' }))!.explanation).toContain('section 91');
  });

  it('computes nothing without foreign income; blank foreign tax counts as 0', () => {
    expect(dtaaCalculator(input({ foreignIncome: 0 }))).toBeNull();
    expect(dtaaCalculator(input({ foreignIncome: Number.NaN }))).toBeNull();
    expect(dtaaCalculator(input({ foreignTax: Number.NaN }))!.dtaaRelief).toBe(0);
  });
});
