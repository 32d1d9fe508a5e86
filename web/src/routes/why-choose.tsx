import { pageMeta } from '../components/seo/page-meta';
import { paths } from '../lib/paths';
import type { Route } from './+types/why-choose';

export { default } from '../features/why-choose/WhyChoosePage';

export const meta = (() =>
  pageMeta({
    title: 'Why Choose 36x',
    description:
      'Three credentials, one adviser: CA, CFA and CS guidance with transparent fees, no cold calls and an education-first approach, for clients across India.',
    path: paths.whyChoose,
  })) satisfies Route.MetaFunction;
