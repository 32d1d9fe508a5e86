import { describe, expect, it } from 'vitest';
import { sipCalculator } from '@36x/common/finance';
import { AS_OF, DEMO_BLOGS, DEMO_VIDEOS } from './demo-content';

const post = (slug: string) => {
  const blog = DEMO_BLOGS.find((b) => b.slug === slug);
  if (!blog) throw new Error(`no demo post ${slug}`);
  return blog;
};

/** Indian grouping: 108750 -> '1,08,750'. */
const inr = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 0 });

/**
 * New-regime tax for tax year 2026-27, written out here independently of the post: slabs of ₹4 lakh at
 * 0/5/10/15/20/25%, 30% above ₹24 lakh; rebate (s. 87A of the 1961 Act) up to ₹60,000 for taxable income up to
 * ₹12 lakh; 4% cess. These are the FY 2025-26 rates of the Finance Act 2025 (s. 115BAC(1A)), which the Union Budget
 * 2026-27 (1 February 2026) kept unchanged for the first tax year under the Income-tax Act, 2025.
 */
function newRegimeTax(taxable: number): { beforeCess: number; withCess: number } {
  const bands: [number, number][] = [
    [400000, 0],
    [800000, 0.05],
    [1200000, 0.1],
    [1600000, 0.15],
    [2000000, 0.2],
    [2400000, 0.25],
    [Infinity, 0.3],
  ];
  let tax = 0;
  let lower = 0;
  for (const [upper, rate] of bands) {
    if (taxable > lower) tax += (Math.min(taxable, upper) - lower) * rate;
    lower = upper;
  }
  if (taxable <= 1200000) tax = Math.max(0, tax - 60000);
  return { beforeCess: tax, withCess: Math.round(tax * 1.04) };
}

describe('demo content figures', () => {
  const everything = [...DEMO_BLOGS, ...DEMO_VIDEOS]
    .map(
      (d) => `${d.title}\n${'excerpt' in d ? d.excerpt : ''}\n${'content' in d ? d.content : d.description}`,
    )
    .join('\n');

  it('when any demo text mentions the rebate, then it is never the old ₹7 lakh (FY 2024-25) limit', () => {
    expect(everything).not.toMatch(/₹\s?7 lakh|7,00,000|700000|₹25,000 rebate/);
    expect(everything).not.toMatch(/FY 2024-25/);
  });

  it('when any demo post is read, then it opens with the date its law and figures are stated as of', () => {
    expect(AS_OF).toBe('November 2026');
    for (const blog of DEMO_BLOGS) expect(blog.content).toMatch(/^As of November 2026: .+\.\n\n/);
  });

  it('when the demo content speaks of the current year, then it is tax year 2026-27 under the Income-tax Act, 2025', () => {
    // FY 2025-26 is named only as the last year of the 1961 Act, never as the year a post is written for.
    for (const d of [...DEMO_BLOGS, ...DEMO_VIDEOS]) expect(d.title).not.toMatch(/FY 2025-26|AY 2026-27/);
    expect(everything).not.toMatch(/For FY 2025-26|FY 2025-26 slabs/);
    expect(post('section-80c-beyond-elss').content).toContain('tax year 2026-27');
    expect(DEMO_VIDEOS[0]!.description).toContain('Tax year 2026-27 under the Income-tax Act, 2025');
  });

  it('when the tax-regime post is read, then it gives the tax year 2026-27 new-regime slabs, rebate and old-regime rebate', () => {
    const { title, content } = post('old-vs-new-tax-regime');
    expect(title).toContain('Tax Year 2026-27');
    expect(content).toContain(
      'As of November 2026: tax year 2026-27 (1 April 2026 to 31 March 2027), Income-tax Act, 2025.',
    );
    expect(content).toContain('Union Budget 2026-27 left the rates unchanged');
    for (const text of [
      'nil up to ₹4 lakh',
      '5% from ₹4 lakh to ₹8 lakh',
      '10% from ₹8 lakh to ₹12 lakh',
      '15% from ₹12 lakh to ₹16 lakh',
      '20% from ₹16 lakh to ₹20 lakh',
      '25% from ₹20 lakh to ₹24 lakh',
      '30% above ₹24 lakh',
      'of up to ₹60,000 means no tax',
      'up to ₹12 lakh',
      '₹12.75 lakh',
      '₹75,000 standard deduction',
      '₹12,500',
      'up to ₹5 lakh',
    ]) {
      expect(content).toContain(text);
    }
  });

  it('when the tax-regime post works an example, then its figures match the slabs (independently computed)', () => {
    const { content } = post('old-vs-new-tax-regime');
    // ₹16 lakh salary - ₹75,000 standard deduction = ₹15.25 lakh taxable.
    const { beforeCess, withCess } = newRegimeTax(1600000 - 75000);
    expect(beforeCess).toBe(108750); // 20,000 + 40,000 + 48,750
    expect(content).toContain(`₹${inr(beforeCess)}`);
    expect(content).toContain(`₹${inr(withCess)}`);
    // The rebate line itself: ₹12 lakh taxable owes exactly ₹60,000 before the rebate, so nothing after it.
    expect(newRegimeTax(1200000).beforeCess).toBe(0);
  });

  it('when the step-up SIP post quotes corpus figures, then they are what the site’s SIP calculator gives', () => {
    const { content } = post('sip-step-up-habit');
    const input = { monthlyInvestment: 10000, annualReturn: 10, years: 15, inflationRate: 0 };
    const flat = sipCalculator({ ...input, stepUpPercent: 0 })!;
    const stepped = sipCalculator({ ...input, stepUpPercent: 10 })!;
    expect(content).toContain(`roughly ₹${Math.round(flat.futureValue / 1e5)} lakh`);
    expect(content).toContain(`about ₹${Math.round(stepped.futureValue / 1e5)} lakh`);
  });
});
