import {
  NewsletterLinkPage,
  newsletterLinkAction,
  newsletterLinkLoader,
  newsletterLinkMeta,
} from './newsletter-link';
import type { Route } from './+types/newsletter-confirm';

/** /newsletter/confirm: the page a confirmation email's link opens (SITE-NEWS). */
export const loader = (args: Route.LoaderArgs) => newsletterLinkLoader(args);
export const action = (args: Route.ActionArgs) => newsletterLinkAction('confirm', args);
export const meta = (() => newsletterLinkMeta('confirm')) satisfies Route.MetaFunction;

export default function NewsletterConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage step="confirm" link={loaderData} answer={actionData} />;
}
