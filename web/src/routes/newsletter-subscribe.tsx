import { data } from 'react-router';
import type { Route } from './+types/newsletter-subscribe';
import { pageContext } from '../app/page-context';
import { pageMeta } from '../components/seo/page-meta';
import NewsletterPage from '../features/newsletter/NewsletterPage';
import { paths } from '../lib/paths';

/**
 * Where the subscribe form posts before the app has started (or with JavaScript off): the function subscribes the
 * address as POST /api/newsletter/subscribe does and answers this page with the outcome (SITE-NEWS-1).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const pages = pageContext(context);
  const fields = pages.form ?? Object.fromEntries(await request.formData());
  const outcome = await pages.subscribe(fields);
  const email = outcome.status === 'done' ? undefined : typeof fields.email === 'string' ? fields.email : '';
  const status = outcome.status === 'done' ? 200 : outcome.status === 'invalid' ? 400 : 429;
  return data({ outcome, email }, { status });
}

export const meta = (() =>
  pageMeta({
    title: 'Newsletter',
    description:
      'Tax-deadline reminders and new articles by email, with double opt-in and a one-click unsubscribe.',
    path: paths.newsletterSubscribe,
    noindex: true,
  })) satisfies Route.MetaFunction;

export default function NewsletterSubscribeRoute({ actionData: answer }: Route.ComponentProps) {
  return <NewsletterPage step="subscribe" outcome={answer?.outcome} email={answer?.email} />;
}
