// /calculator and /resources/calculator (SITE-ROUTES): the calculators page opens on the default calculator
// (CALC-PAGE-1), term insurance, with the toggle and the item row linking to every other one.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageMeta } from '../components/seo/page-meta';
import { DEFAULT_TOOL, findEntry } from '../features/calculators/registry';
import { CalculatorPage } from '../features/calculators/CalculatorPage';
import TermInsuranceCalculator from '../features/calculators/term-insurance/TermInsuranceCalculator';
import { TERM_INSURANCE_EXPLANATION } from '../features/calculators/explanations/term-insurance';
import { legacyToolTarget } from '../features/calculators/legacy-link';
import { paths } from '../lib/paths';
import type { Route } from './+types/calculator';

export const meta = (() => {
  const first = findEntry(DEFAULT_TOOL.calculators)!;
  return pageMeta({
    title: 'Financial Calculators and Tools',
    description: `Free financial calculators for India: ${first.title.toLowerCase()}, SIP, capital gains, loans, retirement and more. No sign-up needed.`,
    path: paths.calculator,
  });
}) satisfies Route.MetaFunction;

export default function CalculatorsPage() {
  const { search } = useLocation();
  useEffect(() => {
    const to = legacyToolTarget(search);
    // A full load of the calculator's own page: Hosting serves its file (or the function its results), and no router
    // navigation races the hydration of this page (one started while hydrating changed the address, not the page).
    if (to) window.location.replace(to);
  }, [search]);

  return (
    <CalculatorPage id={DEFAULT_TOOL.calculators} explanation={TERM_INSURANCE_EXPLANATION}>
      <TermInsuranceCalculator />
    </CalculatorPage>
  );
}
