import type { ComponentType } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import TermInsuranceCalculator from './term-insurance/TermInsuranceCalculator';
import SipCalculator from './sip/SipCalculator';
import LoanAmortizationCalculator from './loan/LoanAmortizationCalculator';
import RetirementCalculator from './retirement/RetirementCalculator';
import LtcgCalculator from './ltcg/LtcgCalculator';
import BlackScholesCalculator from './black-scholes/BlackScholesCalculator';
import BondsCalculator from './bonds/BondsCalculator';
import DtaaCalculator from './dtaa/DtaaCalculator';
import IncomeTaxCalculator from './income-tax/IncomeTaxCalculator';
import BalanceTransferTool from './balance-transfer/BalanceTransferTool';
import HealthInsuranceTool from './health-insurance/HealthInsuranceTool';
import CompanyFormationTool from './company-formation/CompanyFormationTool';
import RollingReturnsTool from './rolling-returns/RollingReturnsTool';
import { choose, renderAt, usageFetchEachTest } from './test-utils';

vi.mock('./components/charts', async () => (await import('./test-utils')).chartsStub());

/** What must never reach the page (CALC-STATES-7): NaN, Infinity, or a number in exponent notation such as 2.83e+42. */
const BROKEN = /NaN|Infinity|\de[+-]?\d/;

/**
 * Every number field gets each value in turn, then the calculate button is pressed: values far beyond the caps
 * (refused with a message), at the caps (computed: the largest figures), negative, tiny and with a stray exponent.
 */
const VALUES = ['1e15', '-1e15', '100', '-50', '100000000000', '0.0000001', '1e3'];

const CALCULATORS: [string, ComponentType, string][] = [
  ['term insurance', TermInsuranceCalculator, 'Calculate cover'],
  ['SIP', SipCalculator, 'Calculate'],
  ['loan', LoanAmortizationCalculator, 'Calculate EMI'],
  ['retirement', RetirementCalculator, 'Plan my retirement'],
  ['capital gains', LtcgCalculator, 'Calculate tax'],
  ['Black-Scholes', BlackScholesCalculator, 'Calculate price'],
  ['bonds', BondsCalculator, 'Calculate returns'],
  ['DTAA', DtaaCalculator, 'Calculate relief'],
  ['income tax', IncomeTaxCalculator, 'Compare regimes'],
  ['balance transfer', BalanceTransferTool, 'Evaluate Transfer'],
  ['health insurance', HealthInsuranceTool, 'Find Plans'],
  ['company formation', CompanyFormationTool, 'Generate Formation Plan'],
];

/** The page's text around the first broken figure, or null. */
function brokenText(): string | null {
  const text = document.body.textContent ?? '';
  const at = text.search(BROKEN);
  return at < 0 ? null : text.slice(Math.max(0, at - 60), at + 20);
}

function numberInputs(): HTMLInputElement[] {
  return Array.from(document.querySelectorAll<HTMLInputElement>('input[inputmode="decimal"]'));
}

describe('extreme inputs never freeze the page nor print NaN, Infinity or exponents (CALC-STATES-7)', () => {
  usageFetchEachTest();

  it.each(CALCULATORS)(
    '%s',
    (_, Calculator, submit) => {
      renderAt(<Calculator />);
      if (submit === 'Calculate cover') fireEvent.click(screen.getByRole('button', { name: 'Add child' }));
      if (submit === 'Generate Formation Plan') {
        fireEvent.change(screen.getByLabelText(/Proposed company name/), { target: { value: 'Acme' } });
        choose(/^Business structure/, 'Private Limited Company');
      }
      if (submit === 'Calculate tax') {
        fireEvent.change(screen.getByLabelText('Purchase date'), { target: { value: '2001-04-01' } });
        fireEvent.change(screen.getByLabelText('Sale date'), { target: { value: '2025-04-01' } });
      }
      expect(numberInputs().length).toBeGreaterThan(0);
      let refused = 0;
      for (const value of VALUES) {
        for (const input of numberInputs()) fireEvent.change(input, { target: { value } });
        fireEvent.click(screen.getByRole('button', { name: submit }));
        expect(brokenText(), `after ${value}`).toBeNull();
        if (/or (less|more)\./.test(document.body.textContent ?? '')) refused += 1;
      }
      // The values beyond the caps were refused with the caps' message.
      expect(refused).toBeGreaterThan(0);
      // Many fields, many values and a shared CPU: the time allowed is generous; a freeze would still fail it.
    },
    240_000,
  );

  it('rolling returns', () => {
    renderAt(<RollingReturnsTool />);
    for (const [name, nav] of [
      ['Alpha', '1e15'],
      ['Beta', '0.0000001'],
    ]) {
      fireEvent.change(screen.getByLabelText('Scheme name'), { target: { value: name } });
      fireEvent.change(screen.getByLabelText('Latest NAV (₹)'), { target: { value: nav } });
      fireEvent.click(screen.getByRole('button', { name: 'Add Scheme' }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Rolling Returns' }));
    expect(screen.getAllByText('Illustrative simulation').length).toBeGreaterThan(0);
    expect(brokenText()).toBeNull();
  });
});
