import { pageMeta } from '../components/seo/page-meta';
import { paths } from '../lib/paths';
import type { Route } from './+types/services';

export { default } from '../features/services/ServicesPage';

export const meta = (() =>
  pageMeta({
    title: 'Services: Tax, Audit, Investments, Corporate Law',
    description:
      'CA services (ITR, GST, TDS, audits), CFA services (portfolio, planning, risk, wealth) and CS services (ROC filings, trademarks, licences), plus loans, insurance and mutual funds.',
    path: paths.services,
  })) satisfies Route.MetaFunction;
