import { pageMeta } from '../components/seo/page-meta';
import { practice } from '../content/practice';
import { paths } from '../lib/paths';
import type { Route } from './+types/contact';

export { default } from '../features/contact/ContactPage';

export const contactMeta = () =>
  pageMeta({
    title: 'Contact Us',
    description: `Write to ${practice.name}: tax planning, insurance, investments, company compliance. Based in ${practice.address.region}, serving clients across India. Mon-Fri 9 AM-6 PM, Sat 10 AM-4 PM.`,
    path: paths.contact,
  });

export const meta = contactMeta satisfies Route.MetaFunction;
