import { pageMeta } from '../components/seo/page-meta';
import { paths } from '../lib/paths';
import type { Route } from './+types/resources';

export { default } from '../features/resources-hub/ResourcesHubPage';

export const meta = (() =>
  pageMeta({
    title: 'Financial Resources Hub: Tax Planning, Articles and Videos',
    description:
      'Tax-planning essentials for individuals, businesses and investors in India, plus free calculators, the latest articles and expert videos from a CA, CFA and CS practice.',
    path: paths.resources,
  })) satisfies Route.MetaFunction;
