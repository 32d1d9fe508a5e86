import { CONTACT_SUBJECTS, SITE_NAME, type ContactSubmission } from '@36x/common';

type ContactForMail = Pick<
  ContactSubmission,
  'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message' | 'source' | 'createdAt'
>;

const subjectLabel = (value: string) => CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;
/**
 * Header text from visitor input: one line, bounded, without control characters (line breaks) or format characters
 * (\p{Cf}: the bidi overrides and isolates, zero-width marks), so a name cannot reorder or hide the rest of a subject.
 */
export const oneLine = (s: string, n = 80) =>
  s
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\p{Cf}/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, n);

/**
 * The only visitor text an acknowledgement carries: the first word of the first name, letters only (any script,
 * with their marks, inner hyphens and apostrophes), at most 30 characters. No digits, dots, slashes or spaces, so no
 * link, amount or sentence can be sent from the practice's address; empty when nothing is left.
 */
export function cleanFirstName(firstName: string): string {
  const word = oneLine(firstName).split(' ')[0] ?? '';
  const letters = word.match(/^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/u)?.[0] ?? '';
  return letters.length <= 30 ? letters : '';
}

/** The practice's notification: everything needed to answer, and a link to the enquiry's desk. */
export function notificationMail(c: ContactForMail, siteUrl: string): { subject: string; text: string } {
  const name = oneLine(`${c.firstName} ${c.lastName}`);
  const when = new Date(c.createdAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });
  return {
    subject: `New enquiry: ${subjectLabel(c.subject)} from ${name}`,
    text: [
      `A new message arrived on ${SITE_NAME} (${when} IST).`,
      '',
      `Name:    ${name}`,
      `Email:   ${c.email}`,
      `Phone:   ${c.phone || '(not given)'}`,
      `Subject: ${subjectLabel(c.subject)}`,
      ...(c.source ? [`Came from: ${c.source.replace(/^calculator:/, 'calculator ')}`] : []),
      '',
      c.message,
      '',
      `Work it in the dashboard: ${siteUrl.replace(/\/+$/, '')}/admin-dashboard?section=inquiries`,
      'Reply to this email to answer the visitor directly.',
    ].join('\n'),
  };
}

/**
 * CONTACT-MAIL-4: the visitor's acknowledgement (off unless CONTACT_ACK=on), a receipt, never advice. It cannot be aimed: the only
 * visitor text is cleanFirstName's, the topic is one of the form's own labels, and contact-service.ts sends at most
 * one a day to an address and a capped number a day in all.
 */
export function acknowledgementMail(c: ContactForMail): { subject: string; text: string } {
  const name = cleanFirstName(c.firstName);
  const topic = CONTACT_SUBJECTS.find((s) => s.value === c.subject)?.label;
  return {
    subject: `We received your message – ${SITE_NAME}`,
    text: [
      name ? `Dear ${name},` : 'Hello,',
      '',
      `Thank you for writing to ${SITE_NAME}. This is an automatic receipt: your message`,
      `${topic ? `about "${topic}" ` : ''}has reached us, and one of our team will reply personally.`,
      '',
      'This email contains no advice. Please do not reply with documents or account details;',
      'we will tell you what we need when we write back.',
      '',
      `– ${SITE_NAME}`,
    ].join('\n'),
  };
}
