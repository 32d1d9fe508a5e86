import { CONTACT_SUBJECTS, SITE_NAME } from '@36x/common';

interface ContactForMail {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  source: string;
  createdAt: string;
}

const subjectLabel = (value: string) => CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;
/** Header text from visitor input: one line, no control characters, bounded. */
const oneLine = (s: string, n = 80) =>
  [...s]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? ' ' : ch))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, n);

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
      `Work it in the dashboard: ${siteUrl.replace(/\/+$/, '')}/admin (Inquiries).`,
      'Reply to this email to answer the visitor directly.',
    ].join('\n'),
  };
}

/** The visitor's acknowledgement (off unless CONTACT_ACK=on): a receipt, never advice. */
export function acknowledgementMail(c: ContactForMail): { subject: string; text: string } {
  return {
    subject: `We received your message – ${SITE_NAME}`,
    text: [
      `Dear ${oneLine(c.firstName)},`,
      '',
      `Thank you for writing to ${SITE_NAME}. This is an automatic receipt: your message about`,
      `"${subjectLabel(c.subject)}" has reached us, and one of our team will reply personally.`,
      '',
      'This email contains no advice. Please do not reply with documents or account details;',
      'we will tell you what we need when we write back.',
      '',
      `– ${SITE_NAME}`,
    ].join('\n'),
  };
}
