import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  useActionData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageContext, RulesInForce } from '@36x/common';
import {
  FY_2025_26,
  SHIPPED_SMALL_SAVINGS,
  TY_2026_27,
  type SmallSavingsRules,
  type TaxYearRules,
} from '@36x/common/finance';
import { pageContextKey } from '../../app/page-context';
import CalculatorRulesLayout, { loader } from './rules-in-force';
import IncomeTaxPage, { action as incomeTaxAction } from './income-tax';
import LtcgPage, { action as ltcgAction } from './ltcg-calculator';
import PpfPage from './ppf-calculator';

// CALC-TAXRULES-2, one engine: a results page the `api` function renders (a shared link, or the form posted without
// scripts) computes, explains and notes with the rules in force that the function reads from the store, exactly as
// the browser does after its fetch. Rendered here as the function renders it: React Router's static handler runs the
// layout's loader with a page context, then the route's component, to a string.

const clone = <T,>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The function's page context, with these rules in force (and the posted form, if any). */
function pageContext(rules: RulesInForce, form?: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(pageContextKey, { rulesInForce: async () => rules, form } as unknown as PageContext);
  return context;
}

/** A route module's page as framework mode renders it: its action data handed in as a prop. */
function withActionData(Page: ComponentType<never>) {
  return function Routed() {
    const actionData = useActionData();
    const P = Page as ComponentType<{ actionData: unknown }>;
    return <P actionData={actionData} />;
  };
}

async function serverRender(
  url: string,
  rules: RulesInForce,
  page: { Page: ComponentType<never>; action?: (args: ActionFunctionArgs) => unknown },
  form?: Record<string, string>,
): Promise<string> {
  const routes = [
    {
      id: 'rules-in-force',
      loader: (args: LoaderFunctionArgs) => loader(args),
      Component: CalculatorRulesLayout,
      children: [
        {
          path: new URL(url, 'http://localhost').pathname,
          action: page.action as never,
          Component: withActionData(page.Page),
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const request = new Request(
    new URL(url, 'http://localhost'),
    form ? { method: 'POST', body: new URLSearchParams(form) } : undefined,
  );
  const context = await handler.query(request, { requestContext: pageContext(rules, form) });
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />)
    .replace(/<!-- -->/g, '')
    .replace(/\u00a0/g, ' ');
}

/** An admin's edit of tax year 2026-27: the cess at 5% (the example). */
function cess5(year: TaxYearRules = TY_2026_27): TaxYearRules {
  const y = clone(year);
  y.cess = { ...y.cess, value: 5 };
  return y;
}
const shipped: RulesInForce = { taxRules: [], smallSavings: SHIPPED_SMALL_SAVINGS };
const edited: RulesInForce = {
  taxRules: [
    { startYear: 2026, rules: cess5() },
    { startYear: 2025, rules: cess5(FY_2025_26) },
  ],
  smallSavings: SHIPPED_SMALL_SAVINGS,
};

describe('results pages rendered by the function use the rules in force (CALC-TAXRULES-2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // Outside source: Union Budget 2025-26 new-regime slabs (0/5/10/15/20/25/30% in ₹4 lakh steps to ₹24 lakh) and
  // ₹75,000 standard deduction, kept for tax year 2026-27. ₹25 lakh salary: taxable ₹24,25,000, slab tax
  // 20,000 + 40,000 + 60,000 + 80,000 + 1,00,000 + 30% of 25,000 = ₹3,07,500. With 4% cess ₹3,19,800; with 5%
  // ₹3,22,875, rounded to ₹10 (s. 288B) ₹3,22,880.
  const LINK = '/calculator/income-tax/results?taxYear=2026&salary=2500000';
  const incomeTax = { Page: IncomeTaxPage as ComponentType<never>, action: incomeTaxAction as never };

  it('when a shared income-tax link is opened, then its figures and explanation follow an edited cess', async () => {
    const before = await serverRender(LINK, shipped, incomeTax);
    expect(before).toContain('₹3,19,800');
    expect(before).toContain('then 4% health and education cess');
    const after = await serverRender(LINK, edited, incomeTax);
    expect(after).toContain('₹3,22,880');
    expect(after).not.toContain('₹3,19,800');
    expect(after).toContain('then 5% health and education cess');
    expect(after).not.toContain('4% health and education cess');
  });

  it('when the income-tax form is posted without scripts, then the answer uses the edited cess too', async () => {
    const html = await serverRender('/calculator/income-tax/results', edited, incomeTax, {
      taxYear: '2026',
      salary: '25,00,000',
    });
    expect(html).toContain('₹3,22,880');
  });

  it('when a capital-gains link is opened, then its note and hint quote the edited cess of the sale’s year', async () => {
    const ltcg = { Page: LtcgPage as ComponentType<never>, action: ltcgAction as never };
    const url =
      '/calculator/ltcg-calculator/results?assetType=mutual-fund&purchaseDate=2021-06-15&saleDate=2025-06-16&purchasePrice=500000&salePrice=800000';
    const before = await serverRender(url, shipped, ltcg);
    expect(before).toContain('the 4% health and education cess are not included');
    expect(before).toContain('Before surcharge and 4% cess');
    const after = await serverRender(url, edited, ltcg);
    expect(after).toContain('the 5% health and education cess are not included');
    expect(after).toContain('Before surcharge and 5% cess');
    expect(after).not.toMatch(/4% (health and education )?cess/);
  });

  it('when the small-savings rate in force is not the shipped one, then a PPF results page starts from it', async () => {
    const rates: SmallSavingsRules = clone(SHIPPED_SMALL_SAVINGS);
    for (const r of rates.rates) if (r.scheme === 'ppf') r.rate = 7.6;
    const html = await serverRender(
      '/calculator/ppf-calculator/results',
      { taxRules: [], smallSavings: rates },
      { Page: PpfPage as ComponentType<never> },
    );
    expect(html).toContain('7.6% a year is the PPF rate');
  });
});
