import {
  NewsletterLinkPage,
  newsletterLinkAction,
  newsletterLinkLoader,
  newsletterLinkMeta,
} from './newsletter-link';
import type { Route } from './+types/newsletter-unsubscribe';

/** /newsletter/unsubscribe: the page a newsletter's unsubscribe link opens (SITE-NEWS). */
export const loader = (args: Route.LoaderArgs) => newsletterLinkLoader(args);
export const action = (args: Route.ActionArgs) => newsletterLinkAction('unsubscribe', args);
export const meta = (() => newsletterLinkMeta('unsubscribe')) satisfies Route.MetaFunction;

export default function NewsletterUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage step="unsubscribe" link={loaderData} answer={actionData} />;
}
