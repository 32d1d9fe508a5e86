import { pageMeta, SITE_ORIGIN } from '../components/seo/page-meta';
import { practiceJsonLd } from '../components/seo/structured-data';
import { paths } from '../lib/paths';
import type { Route } from './+types/home';

export { default } from '../features/home/HomePage';

export const meta = (() =>
  pageMeta({
    title: '36x Advisory | CA, CFA & CS financial advisory in India',
    description:
      'Tax planning, insurance clarity, investment and retirement planning from a CA, CFA and CS practice in Haryana, serving all of India. Free tools. No cold calls, no spam.',
    path: paths.home,
    jsonLd: practiceJsonLd(SITE_ORIGIN),
  })) satisfies Route.MetaFunction;
