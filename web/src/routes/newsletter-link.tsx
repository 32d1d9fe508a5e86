import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { NewsletterOutcome } from '@36x/common';
import { pageContext, type PageContext } from '../app/page-context';
import { pageMeta } from '../components/seo/page-meta';
import NewsletterPage, { NEWSLETTER_TITLES } from '../features/newsletter/NewsletterPage';
import { paths } from '../lib/paths';

/**
 * What the confirm and unsubscribe routes share (SITE-NEWS): the page an email's link opens reads the token (and the
 * send) from the link and shows a button that posts them; the post runs the step and answers 200, or 404 for a link
 * that is not (or no longer) good.
 */
type LinkStep = 'confirm' | 'unsubscribe';

const STEPS: Record<
  LinkStep,
  { path: string; run: (pages: PageContext, token: string, sendId: string) => Promise<NewsletterOutcome> }
> = {
  confirm: { path: paths.newsletterConfirm, run: (pages, token) => pages.confirmSubscription(token) },
  unsubscribe: {
    path: paths.newsletterUnsubscribe,
    run: (pages, token, sendId) => pages.unsubscribe(token, sendId),
  },
};

export function newsletterLinkLoader({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const url = new URL(request.url);
  return { token: url.searchParams.get('token') ?? '', sendId: url.searchParams.get('send') ?? '' };
}

export async function newsletterLinkAction(
  step: LinkStep,
  { request, context }: Pick<ActionFunctionArgs, 'request' | 'context'>,
) {
  const pages = pageContext(context);
  const fields = pages.form ?? Object.fromEntries(await request.formData());
  const token = typeof fields.token === 'string' ? fields.token : '';
  const sendId = typeof fields.send === 'string' ? fields.send : '';
  const outcome = await STEPS[step].run(pages, token, sendId);
  return data({ outcome, token, sendId }, { status: outcome.status === 'done' ? 200 : 404 });
}

export const newsletterLinkMeta = (step: LinkStep) =>
  pageMeta({
    title: NEWSLETTER_TITLES[step],
    description: 'The 36x Advisory newsletter: tax-deadline reminders and new articles by email.',
    path: STEPS[step].path,
    noindex: true,
  });

type LinkAnswer = { outcome: NewsletterOutcome; token: string; sendId: string };

export function NewsletterLinkPage({
  step,
  link,
  answer,
}: {
  step: LinkStep;
  link: ReturnType<typeof newsletterLinkLoader>;
  answer: LinkAnswer | undefined;
}) {
  return (
    <NewsletterPage
      step={step}
      token={answer?.token ?? link.token}
      sendId={answer?.sendId ?? link.sendId}
      outcome={answer?.outcome}
    />
  );
}
