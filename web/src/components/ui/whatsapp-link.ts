import { practice } from '../../content/practice';

/**
 * The props that make a button or link open the practice's WhatsApp chat (SITE-LAYOUT-4): an `a` to the wa.me link,
 * in a new tab, without giving that tab our window.
 */
export const whatsAppLinkProps = {
  component: 'a',
  href: practice.whatsapp.href,
  target: '_blank',
  rel: 'noopener noreferrer',
} as const;
