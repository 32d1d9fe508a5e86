import { describe, expect, it } from 'vitest';
import { practice } from './practice';

// Every contact detail lives in practice.ts (SITE-PRACTICE-3): no other source file of the web app may carry a phone
// number, the WhatsApp link or the practice's email address of its own.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./practice.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const digits = (s: string) => s.replace(/\D/g, '');

describe('practice contact details', () => {
  it('when the web app is searched, then only practice.ts holds the phone, WhatsApp and email details', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const phone = digits(practice.phone.href);
    const whatsapp = /wa\.me\/(\d+)/.exec(practice.whatsapp.href)![1]!;
    const found = Object.entries(sources).flatMap(([file, text]) =>
      [
        // A share link (wa.me/?text=…) names no number; a chat link (wa.me/<number>) is a contact detail.
        /wa\.me\/\d/.test(text) && 'a WhatsApp chat link',
        text.includes(practice.email) && 'the email address',
        digits(text).includes(phone.slice(-10)) &&
          text.includes(practice.phone.display) &&
          'the phone number',
        text.includes(whatsapp) && 'the WhatsApp number',
        /\+91[\s-]?\d{5}[\s-]?\d{5}/.test(text) && 'a phone number',
      ]
        .filter(Boolean)
        .map((what) => `${file}: ${what}`),
    );
    expect(found).toEqual([]);
  });

  it('when the WhatsApp link is built, then it is wa.me with the number in full and no plus', () => {
    expect(practice.whatsapp.href).toMatch(/^https:\/\/wa\.me\/91\d{10}(\?text=[^ ]*)?$/);
  });
});
