import { pageMeta } from '../components/seo/page-meta';
import { paths } from '../lib/paths';
import type { Route } from './+types/about';

export { default } from '../features/about/AboutPage';

export const meta = (() =>
  pageMeta({
    title: 'About Us',
    description:
      'Our mission, vision and guiding principles, and the CA, CFA and CS behind 36x Advisory: calm, qualified financial guidance for clients across India.',
    path: paths.about,
  })) satisfies Route.MetaFunction;
