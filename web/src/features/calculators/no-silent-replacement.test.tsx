import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { ThemeProvider } from '@mui/material';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme/theme';
import { renderAt, usageFetchEachTest } from './test-utils';
import SwpPage from '../../routes/calculators/swp-calculator';
import RecurringDepositPage from '../../routes/calculators/recurring-deposit';
import FixedDepositPage from '../../routes/calculators/fixed-deposit';
import LtcgPage from '../../routes/calculators/ltcg-calculator';
import PpfPage from '../../routes/calculators/ppf-calculator';
import HealthInsurancePage from '../../routes/calculators/health-insurance';
import LoanPage from '../../routes/calculators/loan-amortization';
import BlackScholesPage from '../../routes/calculators/black-scholes';
import DtaaPage from '../../routes/calculators/dtaa-calculator';
import SipPage from '../../routes/calculators/sip-calculator';
import LumpsumPage from '../../routes/calculators/lumpsum-calculator';
import BondsPage from '../../routes/calculators/bonds-calculator';

vi.mock('./components/charts', async () => (await import('./test-utils')).chartsStub());

/** A calculator's route component, as React Router renders it: with the no-script post's fields as `actionData`. */
type RoutePage = ComponentType<{ actionData?: { inputs: Record<string, string> } }>;

/**
 * CALC-STATES-8: what a shared link or the no-script post may carry that the calculator does not take.
 * Each case names the page, the inputs (as the link's query; the post sends the same fields), and what the page
 * shows: the field's (or the calculation's) message and no figures, or, where the input is valid, its figures.
 */
const CASES: {
  name: string;
  id: string;
  Page: RoutePage;
  query: string;
  message?: string | RegExp;
  figure?: [testId: string, text: string];
}[] = [
  {
    // python3: r = 0.95**(1/12) - 1; g = (1 + r)**60; 500000*g - 5000*(g - 1)/r = 1,21,706.23 (at 0%: 2,00,000).
    name: 'a negative SWP return computes, never as 0%',
    id: 'swp-calculator',
    Page: SwpPage as RoutePage,
    query: 'corpus=500000&monthlyWithdrawal=5000&annualReturn=-5&years=5&withdrawalIncreasePercent=0',
    figure: ['stat-finalBalance', '₹1,21,706'],
  },
  {
    name: '5.5 years of SWP are refused, not floored',
    id: 'swp-calculator',
    Page: SwpPage as RoutePage,
    query: 'corpus=1000000&monthlyWithdrawal=10000&annualReturn=8&years=5.5&withdrawalIncreasePercent=0',
    message: 'Enter a whole number of years.',
  },
  {
    name: '7.5 months of RD are refused, not floored',
    id: 'recurring-deposit',
    Page: RecurringDepositPage as RoutePage,
    query: 'monthlyDeposit=5000&annualRate=6.7&tenureMonths=7.5&senior=no',
    message: 'Enter a whole number of months.',
  },
  {
    name: '100.5 days of FD are refused, not floored',
    id: 'fixed-deposit',
    Page: FixedDepositPage as RoutePage,
    query:
      'principal=100000&annualRate=7&tenureYears=&tenureMonths=&tenureDays=100.5&payout=cumulative&senior=no',
    message: 'Enter a whole number of days.',
  },
  {
    name: '5.5 years of FD beside its months are refused, not floored',
    id: 'fixed-deposit',
    Page: FixedDepositPage as RoutePage,
    query:
      'principal=100000&annualRate=7&tenureYears=5.5&tenureMonths=0&tenureDays=&payout=cumulative&senior=no',
    message: 'Enter a whole number of years.',
  },
  {
    name: 'a negative sale price is refused, not shown as a loss',
    id: 'ltcg-calculator',
    Page: LtcgPage as RoutePage,
    query: 'purchaseDate=2020-01-15&saleDate=2025-01-15&purchasePrice=200000&salePrice=-200000',
    message: 'Enter ₹0 or more.',
  },
  {
    name: 'a PPF period the form does not offer (17 years) is named, not replaced by 15',
    id: 'ppf-calculator',
    Page: PpfPage as RoutePage,
    query: 'yearlyDeposit=150000&annualRate=7.1&years=17',
    message: /“17” is not one of the choices/,
  },
  {
    name: 'a health cover the form does not offer (₹7.5 lakh) is named, not replaced by the default',
    id: 'health-insurance',
    Page: HealthInsurancePage as RoutePage,
    query: 'age=35&familySize=2&sumInsured=750000',
    message: /“750000” is not one of the choices/,
  },
  {
    name: 'text is refused, not counted as 0',
    id: 'loan-amortization',
    Page: LoanPage as RoutePage,
    query: 'loanAmount=abc&interestRate=8.5&loanTenure=20',
    message: 'Enter a number.',
  },
  {
    name: 'NaN is refused, not counted as 0',
    id: 'sip-calculator',
    Page: SipPage as RoutePage,
    query: 'monthlyInvestment=10000&stepUpPercent=NaN&annualReturn=12&years=10&inflationRate=0',
    message: 'Enter a number.',
  },
  {
    name: 'a negative lumpsum amount is refused, not counted as 0',
    id: 'lumpsum-calculator',
    Page: LumpsumPage as RoutePage,
    query: 'amount=-100000&annualReturn=12&years=10&inflationRate=0',
    message: 'Enter ₹0 or more.',
  },
  {
    name: 'a fractional number of bonds is refused',
    id: 'bonds-calculator',
    Page: BondsPage as RoutePage,
    query: 'faceValue=1000&couponRate=8&bondMaturity=5&numberOfBonds=2.5',
    message: 'Enter a whole number.',
  },
  {
    name: 'a calculation that gives nothing says what is missing instead of ₹0 figures',
    id: 'black-scholes',
    Page: BlackScholesPage as RoutePage,
    query: 'stockPrice=100&strikePrice=100&daysToExpiry=365&volatility=',
    message: /Enter the spot price, the strike price, the days to expiry and the volatility/,
  },
  {
    // ₹10,00,000 at 8.5% for 240 months: P·r·(1+r)^n / ((1+r)^n − 1), r = 8.5% / 12 → ₹8,678.23.
    name: 'grouped digits (10,00,000) are read',
    id: 'loan-amortization',
    Page: LoanPage as RoutePage,
    query: 'loanAmount=10%2C00%2C000&interestRate=8.5&loanTenure=20',
    figure: ['stat-monthlyEmi', '₹8,678'],
  },
  {
    // Old regime, FY 2025-26, ₹4,00,000 other income + ₹5,00,000 foreign interest (₹9,00,000 at slab rates), by hand:
    // 60-79: 5% of 2,00,000 + 20% of 4,00,000 = 90,000; + 4% cess = 93,600; × 5/9 (the foreign share) = 52,000.
    // (Below 60 it would be 92,500 → 96,200 × 5/9 = 53,444.)
    name: 'DTAA takes the age (60-79) from a link',
    id: 'dtaa-calculator',
    Page: DtaaPage as RoutePage,
    query:
      'foreignIncome=500000&country=usa&foreignTax=0&incomeType=interest&taxYear=2025&regime=old&ageGroup=senior&otherIndianIncome=400000',
    figure: ['stat-indianTax', '₹52,000'],
  },
];

const url = (id: string, query: string) => `/calculator/${id}/results?${query}`;

/** The page's HTML as the `api` function renders it (the same route component, the server's renderer). */
function serverRender(Page: RoutePage, at: string, actionData?: { inputs: Record<string, string> }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ThemeProvider theme={theme}>
      <StaticRouter location={at}>
        <Routes>
          <Route path="*" element={<Page actionData={actionData} />} />
        </Routes>
      </StaticRouter>
    </ThemeProvider>,
  );
  return container;
}

function expectOutcome(root: HTMLElement, message: string | RegExp | undefined, figure?: [string, string]) {
  const card = root.querySelector<HTMLElement>('.result-card')!;
  expect(card).not.toBeNull();
  if (message) {
    expect(root.textContent).toMatch(message instanceof RegExp ? message : new RegExp(escape(message)));
    // No figures beside a refusal: the card says why instead (no ₹0).
    expect(card.querySelector('[data-testid^="stat-"]')).toBeNull();
    expect(card.querySelector('[data-testid="result-refused"]')).not.toBeNull();
  }
  if (figure) {
    expect(within(root).getByTestId(figure[0])).toHaveTextContent(figure[1]);
    expect(card.querySelector('[data-testid="result-refused"]')).toBeNull();
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('no input is replaced without a message, on every path (CALC-STATES-8)', () => {
  usageFetchEachTest();

  it.each(CASES)('in the browser: $name', ({ id, Page, query, message, figure }) => {
    renderAt(<Page />, url(id, query));
    expectOutcome(document.body, message, figure);
  });

  it.each(CASES)('on the server, from a link: $name', ({ id, Page, query, message, figure }) => {
    const html = serverRender(Page, url(id, query));
    expectOutcome(html, message, figure);
  });

  it.each(CASES)('on the server, from the form’s post: $name', ({ id, Page, query, message, figure }) => {
    // The post's fields, as the route's action hands them over (grouping is read the same way as in a link).
    const inputs = Object.fromEntries(new URLSearchParams(query));
    const html = serverRender(Page, `/calculator/${id}/results`, { inputs });
    expectOutcome(html, message, figure);
  });

  // CALC-STATES-1: the page as prerendered (and as the function renders it) carries the defaults' result.
  it.each([
    ['sip-calculator', SipPage as RoutePage, 'stat-futureValue', '₹29.81 L'],
    // python3: 1e6*g - 1e4*(g-1)/r, r = 1.08**(1/12)-1, g = (1+r)**120 = 3,57,682.27
    ['swp-calculator', SwpPage as RoutePage, 'stat-finalBalance', '₹3,57,682'],
  ])('the server’s HTML of /calculator/%s shows the defaults’ result at once', (id, Page, testId, text) => {
    const html = serverRender(Page, `/calculator/${id}`);
    expect(within(html).getByTestId(testId)).toHaveTextContent(text);
    expect(html.querySelector('[data-testid="result-refused"]')).toBeNull();
  });

  it('the refused field is marked, and the page keeps what was asked for', () => {
    const Loan = LoanPage as RoutePage;
    renderAt(<Loan />, url('loan-amortization', 'loanAmount=abc&interestRate=8.5&loanTenure=20'));
    expect(screen.getByText('Enter a number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Interest rate (% a year)')).toHaveValue(8.5);
  });
});
