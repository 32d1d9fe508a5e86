import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { FY_2025_26, TY_2026_27, type TaxYearRules } from '@36x/common/finance';
import { CalculatorPage } from '../CalculatorPage';
import { mockUsageFetch } from '../test-utils';
import { LTCG_EXPLANATION, ltcgExplanation } from './ltcg-calculator';
import { INCOME_TAX_EXPLANATION, incomeTaxExplanation } from './income-tax';
import { DTAA_EXPLANATION, dtaaExplanation } from './dtaa-calculator';

const clone = <T,>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const all = (e: { what: string[]; formula: string[]; assumptions: string[] }) =>
  [...e.what, ...e.formula, ...e.assumptions].join('\n');

/** 2026-27 with a notified CII of 390 and a ₹1,00,000 new-regime standard deduction (an admin's corrections). */
function edited2026(): TaxYearRules {
  const y = clone(TY_2026_27);
  y.costInflationIndex = { ...y.costInflationIndex, value: 390, status: 'notified' };
  y.newRegime.standardDeduction = { ...y.newRegime.standardDeduction, value: 100_000 };
  return y;
}

describe('explanations quote the rules in force (CALC-TAXRULES-4)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // Outside source: the Finance Act 2025's new-regime slabs (s. 115BAC(1A)), ₹75,000 standard deduction, 87A rebate
  // to ₹12 lakh, old-regime rebate ₹12,500 to ₹5 lakh, surcharge bands; kept for 2026-27 by the Union Budget 2026-27.
  it.each([
    [
      'new-regime slabs',
      'new regime: 0% up to ₹4 lakh, 5% up to ₹8 lakh, 10% up to ₹12 lakh, 15% up to ₹16 lakh, 20% up to ₹20 lakh, 25% up to ₹24 lakh, 30% above ₹24 lakh',
    ],
    ['new standard deduction', 'salary − standard deduction of ₹75,000 + other income'],
    ['old standard deduction', 'standard deduction of ₹50,000.'],
    [
      'rebate',
      'the whole tax up to ₹12 lakh of taxable income in the new regime (with marginal relief just above it), up to ₹12,500 up to ₹5 lakh in the old regime',
    ],
    [
      'surcharge and cess',
      'Surcharge of 10%, 15%, 25% (and 37% in the old regime) above ₹50 lakh, ₹1 crore, ₹2 crore, ₹5 crore, with marginal relief; then 4% health and education cess',
    ],
    [
      'deduction limits',
      'up to ₹2,00,000), then 80C (up to ₹1,50,000), own NPS under 80CCD(1B) (up to ₹50,000)',
    ],
  ])('income tax, shipped rules: %s', (_label, text) => {
    expect(all(INCOME_TAX_EXPLANATION)).toContain(text);
  });

  it('capital gains, shipped rules: the reported CII of 384, 12.5% above ₹1,25,000, 20% short-term', () => {
    const text = all(LTCG_EXPLANATION);
    expect(text).toContain('The CII for 2026-27 (384) is reported but not yet confirmed');
    expect(text).toContain(
      'taxed at 12.5% above an exemption of ₹1,25,000 a financial year; short-term gains are taxed at 20%',
    );
    expect(text).toContain('long-term when held more than 24 months, taxed at 12.5% without indexation');
  });

  it('capital gains, an admin’s notified CII of 390 and a ₹1,50,000 exemption for FY 2025-26: the text and the example follow', () => {
    const fy = clone(FY_2025_26);
    fy.capitalGains.equityExemption = { ...fy.capitalGains.equityExemption, value: 150_000 };
    const e = ltcgExplanation(
      new Map([
        [2026, edited2026()],
        [2025, fy],
      ]),
    );
    expect(all(e)).toContain('The CII for 2026-27 is 390, as notified by the CBDT');
    expect(all(e)).not.toContain('384');
    // By hand: ₹8,00,000 − ₹5,00,000 = ₹3,00,000 of gain; less ₹1,50,000 exempt = ₹1,50,000 at 12.5% = ₹18,750.
    const results = Object.fromEntries(e.example.results.map((l) => [l.label, l.value]));
    expect(results).toMatchObject({
      'Exemption used': '₹1,50,000',
      'Taxable gain': '₹1,50,000',
      'Tax on this gain': '₹18,750',
    });
  });

  it('income tax, an admin’s ₹1,00,000 standard deduction: the formula and the example follow', () => {
    const e = incomeTaxExplanation(new Map([[2026, edited2026()]]));
    expect(all(e)).toContain('salary − standard deduction of ₹1,00,000 + other income');
    // By hand: ₹18,00,000 − ₹1,00,000 = ₹17,00,000; slabs 20,000 + 40,000 + 60,000 + 20,000 = 1,40,000; + 4% cess.
    const results = Object.fromEntries(e.example.results.map((l) => [l.label, l.value]));
    expect(results['New regime taxable income']).toBe('₹17,00,000');
    expect(results['Tax under the new regime']).toBe('₹1,45,600');
  });

  // Outside source: the Finance Act 2025 (87A rebate to ₹12 lakh, ₹75,000 standard deduction: ₹12,75,000 of salary
  // pays no tax; s. 80D ₹25,000 / ₹50,000). The FAQ's figures are the rules', so an admin's edit moves them too.
  it('income tax FAQ: the zero-tax salary and the 80D limits come from the rules in force', () => {
    const faqText = (e: { faq: { answer: string }[] }) => e.faq.map((f) => f.answer).join('\n');
    expect(faqText(INCOME_TAX_EXPLANATION)).toContain(
      'a salary of up to ₹12,75,000 with no other income pays no tax',
    );
    expect(faqText(INCOME_TAX_EXPLANATION)).toContain(
      'up to ₹25,000 a year for yourself, your spouse and children (₹50,000 if you are 60 or older)',
    );
    const edited = faqText(incomeTaxExplanation(new Map([[2026, edited2026()]])));
    expect(edited).toContain('a salary of up to ₹13,00,000 with no other income pays no tax');
    expect(edited).toContain('With the ₹1,00,000 standard deduction');
  });

  it('capital gains and DTAA FAQs follow an edit: the CII and the cess', () => {
    const y = edited2026();
    y.cess = { ...y.cess, value: 5 };
    const edits = new Map([[2026, y]]);
    const text = (e: { faq: { answer: string }[] }) => e.faq.map((f) => f.answer).join('\n');
    expect(text(LTCG_EXPLANATION)).toContain('it uses 384, the reported figure');
    expect(text(ltcgExplanation(edits))).toContain('for Tax year 2026-27 it is 390.');
    expect(text(DTAA_EXPLANATION)).toContain('and 4% cess on all your income');
    expect(text(dtaaExplanation(edits))).toContain('and 5% cess on all your income');
  });

  // Outside source: the computation under s. 112 (proviso): ₹20 lakh − (₹4 lakh − ₹1 lakh) = ₹17 lakh at 12.5%
  // = ₹2,12,500, + 4% cess = ₹2,21,000; the standard deductions of the Finance Act 2025 (₹75,000 new, ₹50,000 old).
  it('DTAA, shipped rules: cess, special rate, surcharge cap, basic exemptions, the set-off figure, standard deductions', () => {
    const text = all(DTAA_EXPLANATION);
    expect(text).toContain('+ 4% cess, for the chosen year');
    expect(text).toContain('12.5% without indexation, surcharge capped at 15%');
    expect(text).toContain('(₹4 lakh in the new regime; ₹2.5 lakh, ₹3 lakh or ₹5 lakh by age in the old)');
    expect(text).toContain(
      '₹20 lakh of gains with ₹1 lakh of other income is taxed on ₹17 lakh, ₹2,21,000 with cess',
    );
    expect(text).toContain('(₹75,000 new regime, ₹50,000 old; section 16(ia))');
  });

  it('DTAA, an admin’s ₹1,00,000 standard deduction and 5% cess: the text and the set-off figure follow', () => {
    const y = edited2026();
    y.cess = { ...y.cess, value: 5 };
    const text = all(dtaaExplanation(new Map([[2026, y]])));
    expect(text).toContain('+ 5% cess, for the chosen year');
    // ₹17 lakh at 12.5% = ₹2,12,500, + 5% cess = ₹2,23,125.
    expect(text).toContain('taxed on ₹17 lakh, ₹2,23,125 with cess');
    expect(text).toContain('(₹1,00,000 new regime, ₹50,000 old');
  });

  it('on the page: the shipped text first, the saved rules after start-up', async () => {
    mockUsageFetch(false, [{ startYear: 2026, rules: edited2026() }]);
    render(
      <MemoryRouter initialEntries={['/calculator/ltcg-calculator']}>
        <CalculatorPage id="ltcg-calculator" explanation={LTCG_EXPLANATION} explain={ltcgExplanation}>
          <p>calculator</p>
        </CalculatorPage>
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'How the capital gains tax calculator works' });
    expect(region).toHaveTextContent('The CII for 2026-27 (384) is reported');
    await waitFor(() =>
      expect(region).toHaveTextContent('The CII for 2026-27 is 390, as notified by the CBDT'),
    );
    expect(region).not.toHaveTextContent('(384) is reported');
  });
});
