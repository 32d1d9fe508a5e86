import { pageMeta } from '../components/seo/page-meta';
import { paths } from '../lib/paths';
import type { Route } from './+types/enquiry';

export { default } from '../features/enquiry/EnquiryPage';

export const meta = (() =>
  pageMeta({
    title: 'Start an Enquiry: Tax, Insurance, Investment and Company Forms',
    description:
      'Pick the enquiry form that fits your need (tax filing, insurance review, investment planning or company registration) and we will get back to you.',
    path: paths.enquiry,
  })) satisfies Route.MetaFunction;
