import { CONTACT_STATUSES, CONTACT_SUBJECTS, type ContactStatus, type MailStatus } from '@36x/common';

export const subjectLabel = (value: string) =>
  CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;
export const statusLabel = (value: ContactStatus) =>
  CONTACT_STATUSES.find((s) => s.value === value)?.label ?? value;

export const STATUS_COLOR: Record<ContactStatus, 'info' | 'warning' | 'success' | 'default'> = {
  new: 'info',
  contacted: 'warning',
  closed: 'success',
  spam: 'default',
};

/** "Calculator: sip-calculator" for a calculator's link; '' from the contact page. */
export const sourceLabel = (source: string) =>
  source.startsWith('calculator:') ? `Calculator: ${source.slice('calculator:'.length)}` : '';

/** mailto: with a subject line already written, so a reply starts in one click. */
export const replyHref = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(`Re: your enquiry about ${subjectLabel(subject)}`)}`;

/** tel: with only what a dialler reads (digits and a leading +). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** What the notification email's state says on the enquiry. */
export function mailLine(m: MailStatus | undefined): { text: string; tone: 'success' | 'warning' | 'error' } {
  if (!m) return { text: 'Notification: not sent (stored before the leads desk)', tone: 'warning' };
  if (m.state === 'sent') return { text: 'Notification email sent', tone: 'success' };
  if (m.state === 'failed')
    return { text: `Notification email failed: ${m.lastError || 'unknown reason'}`, tone: 'error' };
  return {
    text:
      m.attempts === 0
        ? 'Notification email queued'
        : `Notification email queued, retrying (${m.attempts} attempt${m.attempts === 1 ? '' : 's'}: ${m.lastError})`,
    tone: 'warning',
  };
}
