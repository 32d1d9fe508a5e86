import { describe, expect, it } from 'vitest';
import { acknowledgementMail, cleanFirstName, notificationMail } from './contact-mail';

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
    // The back office's enquiries section (the dashboard route; /admin does not exist).
    expect(m.text).toContain(
      'Work it in the dashboard: https://36x.example/admin-dashboard?section=inquiries',
    );
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

  it('when a name carries right-to-left overrides or zero-width marks, then the subject drops them (no spoofed subject)', () => {
    const m = notificationMail(
      { ...contact, firstName: 'Asha\u202Egnp.exe\u202C', lastName: 'Ve\u200Brma\u2066x\u2069' },
      'https://x.example',
    );
    expect(m.subject).toBe('New enquiry: Tax Planning from Ashagnp.exe Vermax');
    expect(m.subject).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/);
  });

  it.each([
    ['Asha', 'Asha'],
    ['  Mary Ann ', 'Mary'],
    ["O'Brien", "O'Brien"],
    ['Anne-Marie', 'Anne-Marie'],
    ['आशा', 'आशा'],
    ['Dear customer, your refund of Rs 48,500 is approved: visit evil.example/claim', 'Dear'],
    ['evil.example/claim', 'evil'],
    ['https://evil.example', 'https'],
    ['\u202Eevil', 'evil'],
    ['48500', ''],
    ['x'.repeat(31), ''],
  ])(
    'when the first name is %j, then the acknowledgement greets %j and nothing more',
    (firstName, greeted) => {
      expect(cleanFirstName(firstName)).toBe(greeted);
      const m = acknowledgementMail({ ...contact, firstName });
      expect(m.text.split('\n')[0]).toBe(greeted ? `Dear ${greeted},` : 'Hello,');
      for (const bad of ['evil.example', 'refund', '48,500', 'http', '/claim'])
        if (!greeted.includes(bad)) expect(m.text).not.toContain(bad);
    },
  );

  it("when the subject is not one of the form's own, then the acknowledgement names no topic", () => {
    const m = acknowledgementMail({ ...contact, subject: 'visit evil.example' });
    expect(m.text).not.toContain('evil');
    expect(m.text).toContain('your message\nhas reached us');
  });
});
