// /calculator/find?q=… (decision 052): the calculator finder's search before or without the app, rendered by the
// `api` function (firebase.json) with the cards that match. Not indexed; its canonical is /calculator.
import { useSearchParams } from 'react-router';
import { pageMeta } from '../components/seo/page-meta';
import { CalculatorFinder } from '../features/calculators/finder/CalculatorFinder';
import { FINDER_QUERY_MAX, normaliseQuery } from '../features/calculators/finder/find';
import { paths } from '../lib/paths';

export const meta = () =>
  pageMeta({
    title: 'Find a Calculator',
    description: 'Search the free financial calculators and tools for India by what you need.',
    path: paths.calculator,
    noindex: true,
  });

export default function CalculatorFindPage() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  // The finder keys on the search, so a new search through the address starts from it.
  return <CalculatorFinder key={normaliseQuery(q)} initialQuery={q.slice(0, FINDER_QUERY_MAX)} />;
}
