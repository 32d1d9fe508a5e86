// /calculator and /resources/calculator (SITE-ROUTES): the calculator finder, every calculator and tool by need with
// a search (decision 052). Each calculator's own page (/calculator/<id>) keeps the spec's toggle and item row.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageMeta } from '../components/seo/page-meta';
import { CalculatorFinder } from '../features/calculators/finder/CalculatorFinder';
import { legacyToolTarget } from '../features/calculators/legacy-link';
import { CALCULATORS } from '../features/calculators/registry';
import { paths } from '../lib/paths';
import type { Route } from './+types/calculator';

export const meta = (() =>
  pageMeta({
    title: 'Financial Calculators and Tools',
    description: `${CALCULATORS.length} free financial calculators for India: income tax, capital gains, SIP, FD, PPF, EMI, retirement, insurance and more. No sign-up needed.`,
    path: paths.calculator,
  })) satisfies Route.MetaFunction;

export default function CalculatorsPage() {
  const { search } = useLocation();
  useEffect(() => {
    const to = legacyToolTarget(search);
    // A full load of the calculator's own page: Hosting serves its file (or the function its results), and no router
    // navigation races the hydration of this page (one started while hydrating changed the address, not the page).
    if (to) window.location.replace(to);
  }, [search]);

  return <CalculatorFinder />;
}
