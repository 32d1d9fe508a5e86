import { SITE_NAME, type Blog } from '@36x/common';

/** Where a reader confirms or leaves: pages of the site (web/src/routes/newsletter-*.tsx), the token in the query. */
export const confirmUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribePageUrl = (siteUrl: string, token: string, sendId = '') =>
  `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}${sendId ? `&send=${encodeURIComponent(sendId)}` : ''}`;
/** RFC 8058's one-click address: a mail client POSTs `List-Unsubscribe=One-Click` to it, no page in between. */
export const oneClickUrl = (siteUrl: string, token: string, sendId = '') =>
  `${siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}${sendId ? `&send=${encodeURIComponent(sendId)}` : ''}`;

/**
 * A post's address in an email. By id: `/blogs/{id}` stays valid when posts gain readable slugs (the id answers 301
 * to the post's current address), so a newsletter already in inboxes never breaks.
 */
export const postUrl = (siteUrl: string, postId: string) => `${siteUrl}/blogs/${encodeURIComponent(postId)}`;

/** The double opt-in email (SITE-NEWS-1): one link, and what happens if it is ignored. */
export function confirmationMail(siteUrl: string, token: string): { subject: string; text: string } {
  return {
    subject: `Confirm your subscription to the ${SITE_NAME} newsletter`,
    text: [
      `Someone (we hope you) asked to receive the ${SITE_NAME} newsletter at this address:`,
      'tax-deadline reminders and new articles, a few times a month.',
      '',
      'To confirm, open this link:',
      confirmUrl(siteUrl, token),
      '',
      'If you did not ask for this, ignore this email: nothing will be sent to you, and the request lapses in 7 days.',
    ].join('\n'),
  };
}

/** A post as a newsletter email: title, summary, link, and the unsubscribe link in the footer (SITE-NEWS-3). */
export function postMail(
  siteUrl: string,
  post: Pick<Blog, 'id' | 'title' | 'excerpt'>,
  token: string,
  sendId: string,
): { subject: string; text: string; headers: Record<string, string> } {
  return {
    subject: post.title,
    text: [
      post.title,
      '',
      post.excerpt,
      '',
      `Read it on our site: ${postUrl(siteUrl, post.id)}`,
      '',
      '--',
      `You receive this because you subscribed to the ${SITE_NAME} newsletter.`,
      `Unsubscribe with one click: ${unsubscribePageUrl(siteUrl, token, sendId)}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(siteUrl, token, sendId)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
