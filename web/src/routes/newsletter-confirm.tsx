import {
  NewsletterLinkPage,
  newsletterLinkAction,
  newsletterLinkLoader,
  newsletterLinkMeta,
} from './newsletter-link';

/** /newsletter/confirm: the page a confirmation email's link opens (SITE-NEWS). */
export const loader = newsletterLinkLoader;
export const action = newsletterLinkAction('confirm');
export const meta = newsletterLinkMeta('confirm');

export default function NewsletterConfirmRoute() {
  return <NewsletterLinkPage step="confirm" />;
}
