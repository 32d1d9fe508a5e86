import { SITE_NAME, type Blog } from '@36x/common';
import { MAIL_COLORS, mailBodyHtml, mailBodyText, mailUrl } from './newsletter-html';

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

/** What goes into HTML as text or an attribute's value: the five characters that could end either. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type PostForMail = Pick<Blog, 'id' | 'title' | 'excerpt' | 'content' | 'image' | 'imageAlt'>;

export interface NewsletterMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * A post as a newsletter email (SITE-NEWS-3): multipart/alternative, the HTML part with the title, the featured
 * picture and the whole body (newsletter-html.ts), the plain-text part with the same words; both end with the
 * one-click unsubscribe link, and the headers carry RFC 8058's. `test`: a staff member's preview, marked [Test].
 */
export function postMail(
  siteUrl: string,
  post: PostForMail,
  token: string,
  sendId: string,
  test = false,
): NewsletterMail {
  const link = postUrl(siteUrl, post.id);
  const leave = unsubscribePageUrl(siteUrl, token, sendId);
  const body = mailBodyText(post.content, link);
  return {
    subject: test ? `[Test] ${post.title}` : post.title,
    text: [
      ...(test ? [TEST_NOTE, ''] : []),
      post.title,
      '',
      post.excerpt,
      '',
      body,
      '',
      `Read it on our site: ${link}`,
      '',
      '--',
      `You receive this because you subscribed to the ${SITE_NAME} newsletter.`,
      `Unsubscribe with one click: ${leave}`,
    ].join('\n'),
    html: postHtml(siteUrl, post, link, leave, test),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(siteUrl, token, sendId)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const TEST_NOTE =
  'This is a test of a newsletter: it was not sent to subscribers, and its unsubscribe link does nothing.';

const C = MAIL_COLORS;
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/**
 * The frame: a table layout 600 px wide at most (one column that narrows on a phone), every style inline; the
 * <style> in the head only widens the frame and trims padding on small screens, for the clients that read it.
 */
function postHtml(siteUrl: string, post: PostForMail, link: string, leave: string, test: boolean): string {
  const e = escapeHtml;
  const image = post.image ? mailUrl(post.image, link, 'image') : '';
  const cell = `font-family:${FONT};color:${C.ink};`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${e(post.title)}</title>
<style>
@media only screen and (max-width: 620px) {
  .frame { width: 100% !important; }
  .pad { padding-left: 18px !important; padding-right: 18px !important; }
  .title { font-size: 24px !important; }
}
</style>
</head>
<body style="margin:0;padding:0;background:${C.page};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${e(post.excerpt)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${C.page};">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" class="frame" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;">
${test ? `<tr><td class="pad" style="${cell}padding:12px 32px;background:#FFF4DC;font-size:14px;line-height:1.5;">${e(TEST_NOTE)}</td></tr>\n` : ''}<tr><td class="pad" style="padding:20px 32px;background:${C.brand};">
<a href="${e(siteUrl)}/" style="font-family:${FONT};font-size:18px;font-weight:700;color:#ffffff;text-decoration:none;">${e(SITE_NAME)}</a>
</td></tr>
${
  image
    ? `<tr><td><a href="${e(link)}"><img src="${e(image)}" width="600" alt="${e(post.imageAlt)}" style="display:block;width:100%;max-width:600px;height:auto;border:0;"></a></td></tr>\n`
    : ''
}<tr><td class="pad" style="${cell}padding:28px 32px 8px;">
<h1 class="title" style="margin:0 0 12px;font-family:${FONT};font-size:28px;line-height:1.25;font-weight:700;color:${C.ink};">${e(post.title)}</h1>
${post.excerpt ? `<p style="margin:0 0 20px;font-family:${FONT};font-size:17px;line-height:1.6;color:${C.muted};">${e(post.excerpt)}</p>\n` : ''}${mailBodyHtml(post.content, link)}
</td></tr>
<tr><td class="pad" style="padding:8px 32px 32px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="background:${C.brand};border-radius:6px;">
<a href="${e(link)}" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;">Read it on our site</a>
</td></tr></table>
</td></tr>
<tr><td class="pad" style="${cell}padding:20px 32px;border-top:1px solid ${C.line};font-size:13px;line-height:1.6;color:${C.muted};">
You receive this because you subscribed to the ${e(SITE_NAME)} newsletter.<br>
<a href="${e(leave)}" style="color:${C.muted};text-decoration:underline;">Unsubscribe with one click</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
