import { pageMeta } from '../components/seo/page-meta';
import { paths } from '../lib/paths';
import type { Route } from './+types/privacy';

export { default } from '../features/privacy/PrivacyPage';

export const meta = (() =>
  pageMeta({
    title: 'Privacy Notice',
    description:
      'What 36x Advisory collects when you write to us, subscribe to the newsletter or use a calculator, why, how long it is kept, and how to have it erased.',
    path: paths.privacy,
  })) satisfies Route.MetaFunction;
