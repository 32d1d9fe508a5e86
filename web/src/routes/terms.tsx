import { pageMeta } from '../components/seo/page-meta';
import { paths } from '../lib/paths';
import type { Route } from './+types/terms';

export { default } from '../features/terms/TermsPage';

export const meta = (() =>
  pageMeta({
    title: 'Terms of Use',
    description:
      'The terms for using the 36x Advisory website: education, not advice; calculators give estimates; we act for you only under a written engagement.',
    path: paths.terms,
  })) satisfies Route.MetaFunction;
