import { describe, expect, it } from 'vitest';
import { acknowledgementMail, notificationMail } from './contact-mail';

const contact = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  subject: 'tax-planning',
  message: 'Which regime suits me?\nI earn ₹18,00,000.',
  source: 'calculator:ltcg-calculator',
  createdAt: '2026-11-25T10:00:00.000Z',
};

describe('enquiry emails', () => {
  it('when the practice is notified, then the email names the sender, how to reach them, the source, the message and the desk', () => {
    const m = notificationMail(contact, 'https://36x.example/');
    expect(m.subject).toBe('New enquiry: Tax Planning from Asha Verma');
    expect(m.text).toContain('(25/11/2026, 3:30:00 pm IST)'); // 10:00 UTC is 15:30 in India
    expect(m.text).toContain('Phone:   +91 98765 43210');
    expect(m.text).toContain('Came from: calculator ltcg-calculator');
    expect(m.text).toContain('Which regime suits me?\nI earn ₹18,00,000.');
    expect(m.text).toContain('https://36x.example/admin');
  });

  it('when a name carries line breaks or control characters, then the subject stays one line (no header injection)', () => {
    const m = notificationMail(
      { ...contact, firstName: 'Eve\r\nBcc: victim@example.com', phone: '' },
      'https://x.example',
    );
    expect(m.subject).not.toMatch(/[\r\n]/);
    expect(m.subject).toBe('New enquiry: Tax Planning from Eve Bcc: victim@example.com Verma');
    expect(m.text).toContain('Phone:   (not given)');
  });

  it('when the visitor is acknowledged, then it is a receipt that says it holds no advice and repeats nothing they wrote but the subject', () => {
    const m = acknowledgementMail(contact);
    expect(m.subject).toBe('We received your message – 36x Advisory');
    expect(m.text).toContain('Dear Asha,');
    expect(m.text).toContain('This email contains no advice.');
    expect(m.text).not.toContain('18,00,000');
  });
});
