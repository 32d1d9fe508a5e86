import {
  NewsletterLinkPage,
  newsletterLinkAction,
  newsletterLinkLoader,
  newsletterLinkMeta,
} from './newsletter-link';

/** /newsletter/unsubscribe: the page a newsletter's unsubscribe link opens (SITE-NEWS). */
export const loader = newsletterLinkLoader;
export const action = newsletterLinkAction('unsubscribe');
export const meta = newsletterLinkMeta('unsubscribe');

export default function NewsletterUnsubscribeRoute() {
  return <NewsletterLinkPage step="unsubscribe" />;
}
