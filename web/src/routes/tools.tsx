import { pageMeta } from '../components/seo/page-meta';
import { paths } from '../lib/paths';
import type { Route } from './+types/tools';

export { default } from '../features/tools/ToolsPage';

export const meta = (() =>
  pageMeta({
    title: 'Free Financial Tools and Guides',
    description:
      'Free calculators and downloadable guides for Indian families, investors and business owners: insurance, SIP, retirement, capital gains, bonds, loans and company formation.',
    path: paths.tools,
  })) satisfies Route.MetaFunction;
